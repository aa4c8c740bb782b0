/**
 * A post scheduled for later, on the production server of a deployed checkout: published by the office with its
 * moment ahead, it is on no page, in no list and no feed until then; at its moment the server publishes it by itself
 * (the history names "Schedule"); and a server stopped across the moment publishes it as soon as it starts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
/** Time enough for the office's publish to be done before the post's moment, on a busy machine. */
const momentAhead = 60_000;

let project: PublishProject;
let server: RunningServer;

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

/** A news post whose moment is `at`, written into the checkout as the editor saves it. */
function writePost(slug: string, title: string, at: number) {
  const lines = [
    `title: ${title}`,
    `date: ${new Date(at).toISOString().slice(0, 10)}`,
    `summary: ${title}, a post scheduled for its moment.`,
    `publishAt: ${new Date(at).toISOString()}`,
    'author: Maria, office manager',
  ];
  writeFileSync(path.join(project.root, 'collections/news', `${slug}.yaml`), `${lines.join('\n')}\n`);
}

const statusOf = async (route: string) => (await fetch(`${server.baseUrl}${route}`)).status;
const textOf = async (route: string) => (await fetch(`${server.baseUrl}${route}`)).text();

/** The office publishes what it saved, and the publish is done before the post's moment. */
async function publishBefore(moment: number, description: string) {
  const editor = await signIn(server.baseUrl, account);
  const published = await editor('publish', { description });
  expect(published.body.error, server.output().slice(-3000)).toBeUndefined();
  expect(Date.now(), 'the publish took longer than the time left before the moment').toBeLessThan(moment);
  return editor;
}

describe('a post scheduled for later', () => {
  it('is on no page and in no feed until its moment, then published by the server itself', async () => {
    const moment = Date.now() + momentAhead;
    writePost('first-frost', 'First Frost Checklist', moment);
    const editor = await publishBefore(moment, 'First frost post, scheduled');
    expect(await statusOf('/news/first-frost')).toBe(404);
    expect(await textOf('/news/feed.xml')).not.toContain('First Frost Checklist');
    expect(await textOf('/news')).not.toContain('First Frost Checklist');

    await expect
      .poll(() => statusOf('/news/first-frost'), { timeout: momentAhead + 120_000, interval: 1000 })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(moment);
    expect(await textOf('/news/feed.xml')).toContain('First Frost Checklist');
    expect(await textOf('/news')).toContain('First Frost Checklist');
    const history = await editor('history');
    const scheduled = history.body.entries[0];
    expect(scheduled).toMatchObject({ author: 'Schedule', description: 'Scheduled: "First Frost Checklist"' });

    // Undone like any publish: the post leaves the site again, kept as a draft.
    const preview = await editor(`history/undo?id=${scheduled.id}`);
    expect(preview.body.sentences).toEqual([
      '"First Frost Checklist" is taken off the site again and kept as a draft.',
    ]);
    const undone = await editor('undo', { id: scheduled.id });
    expect(undone.body.error).toBeUndefined();
    expect(await statusOf('/news/first-frost')).toBe(404);
    expect(readFileSync(path.join(project.root, 'collections/news/first-frost.yaml'), 'utf8')).toMatch(
      /^draft: true$/m,
    );
    expect((await editor('history')).body.entries[0]).toMatchObject({
      author: 'maria',
      description: 'Undo "Scheduled: "First Frost Checklist""',
    });
  }, 300_000);

  it('is published at start by a server that was stopped through its moment', async () => {
    const moment = Date.now() + momentAhead;
    writePost('gutter-guards', 'Gutter Guards Before Winter', moment);
    await publishBefore(moment, 'Gutter guards post, scheduled');
    expect(await statusOf('/news/gutter-guards')).toBe(404);
    await server.stop();
    // The moment passes while no server runs.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now()) + 1000));
    server = await startServer(project);
    await expect.poll(() => statusOf('/news/gutter-guards'), { timeout: 120_000, interval: 1000 }).toBe(200);
    const editor = await signIn(server.baseUrl, account);
    const history = await editor('history');
    expect(history.body.entries[0]).toMatchObject({
      author: 'Schedule',
      description: 'Scheduled: "Gutter Guards Before Winter"',
    });
  }, 300_000);
});
