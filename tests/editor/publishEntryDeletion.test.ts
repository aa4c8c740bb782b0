/**
 * An article deleted in the editor goes through publishing like any change, on a throw-away git copy of the project
 * whose content is the second fixture site: the publish lists it as "Article “…”", removed; publishing takes its page
 * off the site and the commit without its file; undoing that publish says the article comes back, and brings its
 * file and its page back.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { signIn } from '../publish/publishProject';
import { projectRoot } from './helpers';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const file = 'collections/articles/what-a-will-does.yaml';
const route = '/articles/what-a-will-does';
const name = 'Article “What a Will Does, and What It Does Not”';
const base = mkdtempSync(path.join(tmpdir(), 'publish-deletion-'));
const root = path.join(base, 'site');
const dataDir = path.join(base, 'data');
let server: ServerProcess;
let editor: Awaited<ReturnType<typeof signIn>>;

const run = (command: string, args: string[], input?: string, env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', input, env: { ...process.env, ...env } });
const git = (args: string[]) =>
  run('git', ['-c', 'user.name=Site developer', '-c', 'user.email=developer@example.com', ...args]);
const status = async (address: string) => (await fetch(`${server.baseUrl}${address}`)).status;

beforeAll(async () => {
  copyProjectInto(root);
  const fixture = path.join(projectRoot, 'tests/fixtures/second-site');
  for (const part of ['site.yaml', 'pages', 'collections', 'public']) {
    rmSync(path.join(root, part), { recursive: true, force: true });
    cpSync(path.join(fixture, part), path.join(root, part), { recursive: true });
  }
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'The site']);
  run(process.execPath, ['--import', 'tsx', 'src/cli/build.ts']);
  mkdirSync(dataDir);
  run(process.execPath, ['--import', 'tsx', 'src/cli/editors.ts', 'add', account.name], `${account.password}\n`, {
    DATA_DIR: dataDir,
  });
  server = await startServerProcess({
    cwd: root,
    env: { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', CONTENT_DIR: undefined, DIST_DIR: undefined },
  });
  editor = await signIn(server.baseUrl, account);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  rmSync(base, { recursive: true, force: true });
});

describe('an article deleted, then published and undone', () => {
  it('is a change of its own to publish, named by its title; publishing takes its page off the site', async () => {
    expect(await status(route)).toBe(200);
    const deleted = await editor('delete-entry', { path: file, base: readFileSync(path.join(root, file), 'utf8') });
    expect(deleted).toEqual({ status: 200, body: { deleted: true, errors: [] } });
    // Visitors keep the article until the office publishes.
    expect(await status(route)).toBe(200);

    const waiting = await editor('publish');
    expect(waiting.body.groups).toEqual([
      expect.objectContaining({ key: file, label: name, kind: 'page', change: 'removed', files: [file] }),
    ]);
    const published = await editor('publish', { description: 'The will article is out of date', leaveOut: [] });
    expect(published.body.error).toBeUndefined();
    expect(published.status).toBe(200);
    expect(await status(route)).toBe(404);
    expect(git(['ls-files', '--', file]).trim()).toBe('');
    expect(git(['log', '-1', '--format=%an|%s']).trim()).toBe('maria|The will article is out of date');
  }, 180_000);

  it('comes back, file and page, when that publish is undone, as the undo says first', async () => {
    const entry = (await editor('history')).body.entries[0];
    expect(entry.groups.map((group: { label: string }) => group.label)).toEqual([name]);
    const preview = await editor(`history/undo?id=${entry.id}`);
    expect(preview.body.sentences).toEqual(['The article “What a Will Does, and What It Does Not” comes back.']);
    const undone = await editor('undo', { id: entry.id });
    expect(undone.body.error).toBeUndefined();
    expect(existsSync(path.join(root, file))).toBe(true);
    expect(await status(route)).toBe(200);
  }, 180_000);
});
