/**
 * A throw-away copy of the project for running documented commands as a person would: the files a fresh clone has
 * (tracked and new files, nothing ignored: no dist/, data/ or screenshots/), with node_modules linked, not copied
 * (src/cli/shared/copyOfProject.ts).
 * Commands run through `sh -c` exactly as written, in the copy, with the environment of a terminal (vitest's own
 * variables removed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';

export function copyProject(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'documented-commands-')), 'project');
  copyProjectInto(dir, { testsAndDocs: true });
  return dir;
}

export function removeCopy(dir: string) {
  rmSync(path.dirname(dir), { recursive: true, force: true });
}

/** The environment of a terminal: without what vitest and npm set for the test run itself. */
export function terminalEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(VITEST|npm_|NODE_ENV$|MODE$|TEST$|SSR$|PROD$|DEV$|BASE_URL$|SKIP_BUILD$)/.test(name)) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCommand(
  command: string,
  cwd: string,
  options: { env?: Record<string, string>; input?: string; timeoutMs?: number } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env: terminalEnvironment(options.env), detached: true });
    // What a person would type or pipe in; standard input is then closed, as at the end of a pipe.
    if (options.input !== undefined) child.stdin.end(options.input);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      stopGroup(child);
      reject(new Error(`${command} did not finish within ${options.timeoutMs} ms.\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The command and everything it started (npm, sh, node) form one process group: stop them all by its id. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The escape sequences that colour a terminal's text. */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export interface RunningServer {
  /** Where it answers, from the line it printed (`localhost` taken as 127.0.0.1). */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a long-running command and waits until it prints the address it serves (the first match of `address`),
 * then until that address answers HTTP.
 */
export function startServer(
  command: string,
  cwd: string,
  options: { address: RegExp; env?: Record<string, string>; timeoutMs?: number },
): Promise<RunningServer> {
  const child = spawn('sh', ['-c', command], { cwd, env: terminalEnvironment(options.env), detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const stop = async () => {
    stopGroup(child);
    const killTimer = setTimeout(() => stopGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(killTimer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  return (async () => {
    try {
      for (;;) {
        if (child.exitCode !== null)
          throw new Error(`${command} ended (exit code ${child.exitCode}) before serving:\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`${command} printed no address matching ${options.address} in time:\n${output}`);
        const printed = options.address.exec(output.replace(colourCodes, ''))?.[1];
        if (printed) {
          const url = printed.replace('//localhost:', '//127.0.0.1:').replace(/\/$/, '');
          const answering = await fetch(url).then(
            () => true,
            () => false,
          );
          if (answering) return { url, output: () => output, stop };
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } catch (error) {
      await stop();
      throw error;
    }
  })();
}
