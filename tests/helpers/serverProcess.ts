/**
 * The production server as `npm run serve` starts it, `node --import tsx src/server/main.ts`, in a process of its
 * own: what the browser, editor, publish, server and deploy tests talk to from outside. PORT 0 on 127.0.0.1, so the
 * system picks a free port, which the server prints; its output is kept for the failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** e.g. http://127.0.0.1:40123, no trailing slash. */
  baseUrl: string;
  /** Everything it printed so far, standard output and error together. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has ended. */
  exited: Promise<number | string>;
  /** SIGTERM lets it finish the requests under way; SIGKILL if it has not exited after 5 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: a crash, as far as the server can tell. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The project folder it runs in (the project itself unless given). */
  cwd?: string;
  /**
   * Added to this process's environment (no SMTP_URL is inherited: no test mails a real server by accident). An
   * undefined value removes the variable.
   */
  env?: Record<string, string | undefined>;
}

export function startServerProcess({ cwd = projectRoot, env = {} }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SMTP_URL: '', PORT: '0', HOST: '127.0.0.1' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const endWith = (signal: NodeJS.Signals) => async () => {
    if (ended()) return;
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.kill(signal);
    await exited;
    clearTimeout(force);
  };

  return new Promise((resolve, reject) => {
    let listening = false;
    const fail = (reason: string, code?: number | string) => {
      if (listening) return;
      clearTimeout(timer);
      child.kill('SIGKILL');
      const error = new Error(`The server did not start (${reason}). Its output:\n${output}`);
      reject(Object.assign(error, { output, code }));
    };
    const timer = setTimeout(() => fail(`no address after ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    // Reading everything it prints also keeps a full pipe from ever blocking the server.
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /on (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
      if (listening || !address) return;
      listening = true;
      clearTimeout(timer);
      resolve({
        child,
        port: Number(address[2]),
        baseUrl: address[1],
        output: () => output,
        exited,
        stop: endWith('SIGTERM'),
        kill: endWith('SIGKILL'),
      });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', (error) => fail(error.message));
    exited.then((code) => fail(`it exited with ${typeof code === 'number' ? `code ${code}` : code}`, code));
  });
}
