/**
 * A throw-away copy of the project for the publishing tests: its own git repository (with a bare repository as
 * its remote, "origin"), node_modules linked to the project's (so the picture cache is the warm one), its own
 * dist/ built once, a data folder with one editor account, and the production server started on it with
 * `node src/server/main.ts` — a real process, so a test can kill it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';

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

export type RunningServer = ServerProcess;

/** The server of a deployed checkout: its own dist/ and content, found from the folder it runs in. */
export function startServer(project: PublishProject, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServerProcess({
    cwd: project.root,
    env: {
      DATA_DIR: project.dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      CONTENT_DIR: undefined,
      DIST_DIR: undefined,
      NODE_ENV: undefined,
      ...env,
    },
  });
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
