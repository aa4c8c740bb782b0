/**
 * A writer cannot make something go live through the schedule: the server's scheduled publishes build only what an
 * editor published (or approved in a review), so a post a writer saved with its moment set goes live at no moment,
 * even when the schedule publishes another post at that very moment; it stays saved, waiting for review.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const owner = { name: 'maria', password: 'gutters and downspouts 42' };
const writer = { name: 'sam', password: 'a helper who writes 42' };
/** Time enough for the office's publish to be done before the posts' moment, on a busy machine. */
const momentAhead = 60_000;

let project: PublishProject;
let server: RunningServer;

beforeAll(async () => {
  project = createPublishProject(owner);
  await openAccountStore(project.dataDir).add(writer.name, writer.password, { role: 'writer' });
  server = await startServer(project);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

/** A news post whose moment is `at`. */
const postText = (title: string, at: number) =>
  [
    `title: ${title}`,
    `date: ${new Date(at).toISOString().slice(0, 10)}`,
    `summary: ${title}, a post scheduled for its moment.`,
    `publishAt: ${new Date(at).toISOString()}`,
    'author: Maria, office manager',
    '',
  ].join('\n');

const statusOf = async (route: string) => (await fetch(`${server.baseUrl}${route}`)).status;

describe('the schedule and a writer', () => {
  it('publishes at its moment what an editor published, never what a writer only saved', async () => {
    const moment = Date.now() + momentAhead;
    // The editor's post, published now for its moment.
    writeFileSync(path.join(project.root, 'collections/news/approved-post.yaml'), postText('Approved Post', moment));
    const maria = await signIn(server.baseUrl, owner);
    const published = await maria('publish', { description: 'A post for later' });
    expect(published.body.error, server.output().slice(-3000)).toBeUndefined();
    expect(Date.now(), 'the publish took longer than the time left before the moment').toBeLessThan(moment);

    // The writer's post, saved with the same moment, and never reviewed.
    const sam = await signIn(server.baseUrl, writer);
    const made = await sam('new-entry', { collection: 'news', title: 'Unreviewed Post' });
    expect(made.body.error).toBeUndefined();
    const file: string = made.body.path;
    const saved = await sam('save', { path: file, text: postText('Unreviewed Post', moment) });
    expect(saved.body.error).toBeUndefined();

    await expect
      .poll(() => statusOf('/news/approved-post'), { timeout: momentAhead + 120_000, interval: 1000 })
      .toBe(200);
    const [scheduled] = (await maria('history')).body.entries;
    expect(scheduled.author).toBe('Schedule');
    expect(scheduled.files).not.toContain(file);
    expect(await statusOf(`/news/${path.basename(file, '.yaml')}`)).toBe(404);
    const waiting = (await maria('publish')).body.groups.flatMap((group: { files: string[] }) => group.files);
    expect(waiting).toContain(file);
  }, 300_000);
});
