/**
 * The build of a publish: `src/cli/build.ts --site-only` in a child process at low priority (visitors first), into
 * a folder of its own, starting from the build visitors see (`--from`: when only pages changed, only they are
 * rendered again), stopped after a time limit and held to a memory limit (the server's own process never does
 * the build's work). A failure carries the last lines of what the build said.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { PublishRefused } from './publishTypes.ts';
import { childEnvironment } from '../config.ts';

/** The last lines of a program's output, without colours: what went wrong is at the end. */
export function tailOf(output: string, lines = 25): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain.split('\n').slice(-lines).join('\n');
}

/** The build's JavaScript memory: this site's build uses about a quarter of it. */
export const buildMemoryMb = 1024;

export interface SiteBuild {
  done: Promise<void>;
  /** Stops the build at once (the publish failed for another reason, or the server is tidying up). */
  stop(): void;
}

export function buildSite(
  root: string,
  dir: string,
  options: { timeoutMs: number; started: (pid: number) => void; from?: string },
): SiteBuild {
  const script = path.join(root, 'src/cli/build.ts');
  if (!existsSync(script)) {
    const missing = new PublishRefused(`Publishing needs the whole project here: ${script} is missing.`, 500);
    return { done: Promise.reject(missing), stop: () => undefined };
  }
  let child: ChildProcess | undefined;
  const done = new Promise<void>((resolve, reject) => {
    let output = '';
    const env = childEnvironment(['NODE_ENV']);
    const memory = `--max-old-space-size=${buildMemoryMb}`;
    const from = options.from ? ['--from', options.from] : [];
    child = spawn(process.execPath, [memory, '--import', 'tsx', script, '--site-only', '--out-dir', dir, ...from], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here; the build runs at normal priority.
      }
      options.started(child.pid);
    }
    const timer = setTimeout(() => child?.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new PublishRefused(`The build could not start: ${error.message}`, 500));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      child = undefined;
      if (code === 0 && existsSync(path.join(dir, 'index.html'))) resolve();
      else
        reject(
          new PublishRefused(
            `The site could not be built, so nothing changed for visitors: they still see the site as it was.\n` +
              `${signal ? `The build was stopped (${signal}).` : 'What the build said:'}\n${tailOf(output)}`,
            422,
          ),
        );
    });
  });
  return { done, stop: () => child?.kill('SIGKILL') };
}
