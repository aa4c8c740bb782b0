/**
 * A throw-away copy of the project for the publishing tests: its own git repository (with a bare repository as
 * its remote, "origin"), node_modules linked to the project's (so the picture cache is the warm one), its own
 * dist/ built once, a data folder with one editor account, and the production server started on it with
 * `node src/server/main.ts` — a real process, so a test can kill it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';

export const projectRoot = path.resolve(__dirname, '../..');

export interface PublishProject {
  /** The copy: project folder, git checkout and content root of the server. */
  root: string;
  remote: string;
  dataDir: string;
  git(args: string[], cwd?: string): string;
  remove(): void;
}

const run = (command: string, args: string[], cwd: string, input?: string, env: Record<string, string> = {}) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    input,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...env },
  });

/**
 * The files git knows (and new ones it does not ignore), without the tests and docs: what a deployed checkout has;
 * with `git: false`, the same folder without a repository.
 */
export function createPublishProject(
  account: { name: string; password: string },
  options: { git?: boolean } = {},
): PublishProject {
  const base = mkdtempSync(path.join(tmpdir(), 'publish-'));
  const root = path.join(base, 'site');
  const remote = path.join(base, 'remote.git');
  const dataDir = path.join(base, 'data');
  copyProjectInto(root);
  const git = (args: string[], cwd = root) => run('git', args, cwd);
  if (options.git === false) return finish();
  git(['init', '-q', '-b', 'main']);
  git(['-c', 'user.name=Site developer', '-c', 'user.email=developer@example.com', 'add', '-A']);
  git(['-c', 'user.name=Site developer', '-c', 'user.email=developer@example.com', 'commit', '-q', '-m', 'The site']);
  git(['init', '-q', '--bare', '-b', 'main', remote], base);
  git(['remote', 'add', 'origin', remote]);
  git(['push', '-q', '-u', 'origin', 'main']);
  return finish();

  function finish(): PublishProject {
    // The site visitors see at the start, built the usual way into the copy's own dist/.
    run(process.execPath, ['--import', 'tsx', 'src/cli/build.ts'], root);
    mkdirSync(dataDir);
    run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/editors.ts', 'add', account.name],
      root,
      `${account.password}\n`,
      { DATA_DIR: dataDir },
    );
    return { root, remote, dataDir, git, remove: () => rmSync(base, { recursive: true, force: true }) };
  }
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, and SIGKILL after 5 s. */
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export async function startServer(project: PublishProject, env: Record<string, string> = {}): Promise<RunningServer> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: project.dataDir,
    SMTP_URL: '',
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  };
  delete childEnv.CONTENT_DIR;
  delete childEnv.DIST_DIR;
  delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: project.root,
    env: childEnv,
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
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const waitForExit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (ended()) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
  return {
    baseUrl,
    child,
    output: () => output,
    stop: () => waitForExit('SIGTERM'),
    kill: () => waitForExit('SIGKILL'),
  };
}

/** Signs in as an editor; the cookie and Origin the editor's own page would send. */
export async function signIn(baseUrl: string, account: { name: string; password: string }) {
  const response = await fetch(`${baseUrl}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`Sign-in refused: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')!.split(';')[0];
  const call = async (route: string, body?: unknown) => {
    const answer = await fetch(`${baseUrl}/edit/api/${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Cookie: cookie,
        Origin: baseUrl,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the JSON answers of several routes
    return { status: answer.status, body: (await answer.json()) as Record<string, any> };
  };
  return call;
}
