/**
 * What each role may do, as the server enforces it whatever the page shows, against the production server on a
 * throw-away git copy of the project: a writer edits and saves but a direct POST to publish or to undo is refused
 * (403, in words, nothing committed); an editor publishes; a person whose account is removed, or whose role changes,
 * is treated accordingly on the very next request of the session already open.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const owner = { name: 'maria', password: 'gutters and downspouts 42' };
const writer = { name: 'sam', password: 'a helper who writes 42' };
const editorAccount = { name: 'lee', password: 'an editor who publishes 42' };
const aboutFile = 'pages/about.yaml';

let project: PublishProject;
let server: RunningServer;

const aboutText = () => readFileSync(path.join(project.root, aboutFile), 'utf8');
const commitCount = () => project.git(['rev-list', '--count', 'HEAD']).trim();
const withHeading = (heading: string) => aboutText().replace(/^ {4}heading: .*$/m, `    heading: "${heading}"`);

beforeAll(async () => {
  project = createPublishProject(owner);
  const accounts = openAccountStore(project.dataDir);
  await accounts.add(writer.name, writer.password, { role: 'writer', email: 'sam@example.com' });
  await accounts.add(editorAccount.name, editorAccount.password, { role: 'editor' });
  server = await startServer(project);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

describe('the roles, as the server enforces them', () => {
  it('let a writer save but not publish or undo: 403 in words, and nothing reaches git', async () => {
    const sam = await signIn(server.baseUrl, writer);
    expect((await sam('session')).body).toMatchObject({ name: 'sam', role: 'writer' });
    expect((await sam('save', { path: aboutFile, text: withHeading('Written By Sam') })).status).toBe(200);
    const commitsBefore = commitCount();

    const publish = await sam('publish', { description: 'Sam publishes anyway' });
    expect(publish.status).toBe(403);
    expect(publish.body.error).toBe('Writers cannot do this: ask an editor of the site.');
    expect((await sam('undo', { id: 1 })).status).toBe(403);
    expect(commitCount()).toBe(commitsBefore);
    // Reading what would be published is not publishing: the writer sees it.
    expect((await sam('publish')).status).toBe(200);
  }, 60_000);

  it('let an editor publish what was saved, and the session follows a change of role at once', async () => {
    const lee = await signIn(server.baseUrl, editorAccount);
    expect((await lee('session')).body.role).toBe('editor');
    const published = await lee('publish', { description: 'The heading Sam wrote' });
    expect(published.body.error).toBeUndefined();
    expect(project.git(['log', '-1', '--format=%s']).trim()).toBe('The heading Sam wrote');

    openAccountStore(project.dataDir).setRole(editorAccount.name, 'writer');
    expect((await lee('session')).body.role).toBe('writer');
    expect((await lee('publish', { description: 'No longer allowed' })).status).toBe(403);
  }, 120_000);

  it('end a removed person’s open session on its next request', async () => {
    const sam = await signIn(server.baseUrl, writer);
    expect((await sam('session')).status).toBe(200);
    openAccountStore(project.dataDir).remove(writer.name);
    const after = await sam('session');
    expect(after.status).toBe(401);
    expect((await sam('save', { path: aboutFile, text: withHeading('After Removal') })).status).toBe(401);
  });
});
