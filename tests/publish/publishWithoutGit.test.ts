/**
 * Publishing when the project folder is not a git repository: each publish is a numbered snapshot under
 * DATA_DIR/publish/snapshots/, and history and undo work the same.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutHeading, firstHeadingLine, h1Of } from './pageWords';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const aboutFile = 'pages/about.yaml';

let project: PublishProject;
let server: RunningServer;

const h1 = async (route: string) => h1Of(await (await fetch(`${server.baseUrl}${route}`)).text());

beforeAll(async () => {
  project = createPublishProject(account, { git: false });
  server = await startServer(project);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

describe('publishing without git', () => {
  it('publishes a heading as snapshot 2, lists it, and undoes it as snapshot 3', async () => {
    expect(existsSync(path.join(project.root, '.git'))).toBe(false);
    const editor = await signIn(server.baseUrl, account);
    const about = path.join(project.root, aboutFile);
    const original = readFileSync(about, 'utf8');
    const oldHeading = aboutHeading(project.root);
    writeFileSync(about, original.replace(firstHeadingLine, '    heading: "Snapshots Keep Every Version"'));

    const status = await editor('publish');
    expect(status.body.mode).toBe('snapshots');
    expect(status.body.changes.map((change: { path: string }) => change.path)).toEqual([aboutFile]);
    const published = await editor('publish', { description: 'Heading without git' });
    expect(published.body.error).toBeUndefined();
    expect(await h1('/about')).toBe('Snapshots Keep Every Version');

    const history = await editor('history');
    expect(history.body.entries[0]).toMatchObject({
      author: 'maria',
      description: 'Heading without git',
      files: [aboutFile],
    });
    const undone = await editor('undo', { id: history.body.entries[0].id });
    expect(undone.body.error).toBeUndefined();
    expect(await h1('/about')).toBe(oldHeading.shown);
    expect(readFileSync(about, 'utf8')).toBe(original);
    const snapshots = readdirSync(path.join(project.dataDir, 'publish/snapshots')).filter((name) => /^\d+$/.test(name));
    expect(snapshots).toEqual(['0001', '0002', '0003']);
    const meta = JSON.parse(readFileSync(path.join(project.dataDir, 'publish/snapshots/0003/.meta.json'), 'utf8'));
    expect(meta).toMatchObject({ author: 'maria', message: 'Undo "Heading without git"' });
  }, 180_000);
});
