/**
 * The production server of `npm run serve` for the editor's browser test, on a throw-away copy of the project: the
 * built site (dist/, built first when it is older than its sources, then copied), a copy of site.yaml, pages/ and
 * public/ for it to edit (CONTENT_DIR), and a data folder with an account made by `npm run editors -- add`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import buildIfStale from '../server/buildIfStale';
import { copyOfContent, projectRoot, removeDir, tempDir } from './helpers';

export interface RunningEditor {
  baseUrl: string;
  contentRoot: string;
  distDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Builds dist/ when it is stale or has no editor in it. Run the tests under `flock /tmp/dist.lock`. */
export function ensureBuilt(): void {
  buildIfStale();
  if (!existsSync(path.join(projectRoot, 'dist/.editor/.vite/manifest.json'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/build.ts'], { cwd: projectRoot, stdio: 'inherit' });
  }
}

/** `npm run editors -- add NAME`, the password on standard input. */
export function addAccount(dataDir: string, name: string, password: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/editors.ts', 'add', name], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    input: `${password}\n`,
    encoding: 'utf8',
  });
}

export async function startEditorServer(account: { name: string; password: string }): Promise<RunningEditor> {
  ensureBuilt();
  const distDir = tempDir('editor-e2e-dist');
  cpSync(path.join(projectRoot, 'dist'), distDir, { recursive: true });
  const contentRoot = copyOfContent();
  const dataDir = tempDir('editor-e2e-data');
  addAccount(dataDir, account.name, account.password);

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      CONTENT_DIR: contentRoot,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
    const poll = setInterval(() => {
      const address = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (address) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(address[1]);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    baseUrl,
    contentRoot,
    distDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          process.kill(child.pid!, 'SIGTERM');
        });
      }
      [distDir, contentRoot, dataDir].forEach(removeDir);
    },
  };
}
