/**
 * The production server of `npm run serve` for the editor's browser test, on a throw-away copy of the project: the
 * built site (dist/, built first when it is older than its sources, then copied), a copy of site.yaml, pages/ and
 * public/ for it to edit (CONTENT_DIR), and a data folder with an account made by `npm run editors -- add`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '../helpers/serverProcess';
import buildIfStale from '../server/buildIfStale';
import { copyOfContent, projectRoot, removeDir, tempDir } from './helpers';

export interface RunningEditor {
  baseUrl: string;
  /** The server's process id (to read its memory from /proc). */
  pid: number;
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

/**
 * `env`: more settings for the server (SMTP_URL for a test's own mail server); `contentRoot`: a throw-away copy to
 * edit instead of the project's content (a fixture site's), removed when the server stops.
 */
export async function startEditorServer(
  account: { name: string; password: string },
  env: Record<string, string> = {},
  contentRoot = copyOfContent(),
): Promise<RunningEditor> {
  ensureBuilt();
  const distDir = tempDir('editor-e2e-dist');
  cpSync(path.join(projectRoot, 'dist'), distDir, { recursive: true });
  const dataDir = tempDir('editor-e2e-data');
  addAccount(dataDir, account.name, account.password);

  const server = await startServerProcess({
    env: { DIST_DIR: distDir, DATA_DIR: dataDir, CONTENT_DIR: contentRoot, ...env },
  });
  return {
    baseUrl: server.baseUrl,
    pid: server.child.pid!,
    contentRoot,
    distDir,
    output: server.output,
    async stop() {
      await server.stop();
      [distDir, contentRoot, dataDir].forEach(removeDir);
    },
  };
}
