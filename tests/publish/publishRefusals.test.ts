/**
 * What publishing refuses in words (400) before it does anything, against the production server on a throw-away
 * git copy of the project: a description that is not one line of plain text (an escape sequence, a NUL, a
 * bidirectional override, a line break), and a publish's id that is not a whole number from 1 up, in the undo's
 * body or in the history's query. A plain description and the id 1 still work. And a new page that still holds the
 * sentences it was written with (422, each named by its field, nothing recorded, the approval of a review of it the
 * same), while a publish that leaves that page out goes through; once its words are the office's, it is published.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPageSentences } from '../../src/schemaPlaces/sampleWords';
import { ownWords, withOwnWords } from './newPageWords';
import { h1Of } from './pageWords';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const aboutFile = 'pages/about.yaml';

let project: PublishProject;
let server: RunningServer;
let editor: Awaited<ReturnType<typeof signIn>>;

const aboutText = () => readFileSync(path.join(project.root, aboutFile), 'utf8');
const commitCount = () => project.git(['rev-list', '--count', 'HEAD']).trim();

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  editor = await signIn(server.baseUrl, account);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

describe('publishing refuses in words', () => {
  it('a description with a control character or a bidirectional override, and records nothing', async () => {
    const original = aboutText();
    const saved = await editor('save', {
      path: aboutFile,
      text: original.replace(/^ {4}heading: .*$/m, '    heading: "Plain Words Only"'),
    });
    expect(saved.status).toBe(200);
    const commitsBefore = commitCount();
    const descriptions = [
      'New heading \u001b]0;owned\u0007\u001b[2J',
      'New heading\u0000',
      'New heading \u009b31m',
      'New heading \u202egnidaeh',
      'New heading \u2066isolated\u2069',
      'New heading\nSecond line',
      'New\theading',
    ];
    for (const description of descriptions) {
      const refused = await editor('publish', { description });
      expect([refused.status, refused.body.error], JSON.stringify(description)).toEqual([
        400,
        'The description contains an invisible control character (often pasted from another program). ' +
          'Please type it again without it.',
      ]);
    }
    expect(commitCount()).toBe(commitsBefore);
    expect((await editor('history')).body.entries).toEqual([]);

    const published = await editor('publish', { description: 'Plain heading' });
    expect(published.body.error).toBeUndefined();
    expect(project.git(['log', '-1', '--format=%s']).trim()).toBe('Plain heading');
  }, 120_000);

  it('an id that is not a whole number from 1 up, and undoes publish 1 when it is given as 1', async () => {
    expect((await editor('history')).body.entries.map((entry: { id: number }) => entry.id)).toEqual([1]);
    const wordsForId = /^"id" must be a whole number from 1 up, written in digits, not .+\.$/;
    for (const id of ['0x1', true, [1], 1.5, -1, '1e0', 0, '1', null, 2 ** 53]) {
      const refused = await editor('undo', { id });
      expect(refused.status, JSON.stringify(id)).toBe(400);
      expect(refused.body.error, JSON.stringify(id)).toMatch(wordsForId);
    }
    expect((await editor('undo', {})).body.error).toBe(
      '"id" must be a whole number from 1 up, written in digits, not nothing.',
    );
    for (const id of ['0x1', '1e0', '-1', '1.5', '+1', ' 1', '0', '']) {
      for (const route of ['history/changes', 'history/undo']) {
        const refused = await editor(`${route}?id=${encodeURIComponent(id)}`);
        expect(refused.status, `${route}?id=${id}`).toBe(400);
        expect(refused.body.error, `${route}?id=${id}`).toMatch(wordsForId);
      }
    }
    expect((await editor('history')).body.entries).toHaveLength(1);

    expect((await editor('history/changes?id=1')).status).toBe(200);
    expect((await editor('history/changes?id=2')).status).toBe(404);
    const undone = await editor('undo', { id: 1 });
    expect(undone.body.error).toBeUndefined();
    expect(project.git(['log', '-1', '--format=%s']).trim()).toBe('Undo "Plain heading"');
  }, 120_000);

  it('a new page that still holds the sentences it came with, naming each, and publishes it once they are replaced', async () => {
    const newFile = 'pages/services/gutters.yaml';
    const newText = () => readFileSync(path.join(project.root, newFile), 'utf8');
    const visitorStatus = async (route: string) => (await fetch(`${server.baseUrl}${route}`)).status;
    expect((await editor('new-page', { route: '/services/gutters' })).status).toBe(201);
    const aboutSaved = aboutText().replace(/^ {4}heading: .*$/m, '    heading: "Published Beside a New Page"');
    expect((await editor('save', { path: aboutFile, text: aboutSaved })).status).toBe(200);
    const template = newText();
    const refusal =
      `/services/gutters still has words a new page came with: its search description ("${newPageSentences.description}"), ` +
      `the introduction of block 1 “Text sections” ("${newPageSentences.intro}") and paragraph 1 of section 1 of ` +
      `block 1 “Text sections” ("${newPageSentences.paragraph}"). Write your own words there, then publish.`;

    // The Publish dialog is told before anyone presses Publish, of that page alone.
    const status = await editor('publish');
    expect(status.body.sampleWords).toEqual([{ key: newFile, message: refusal.replace(/ Write your own.*$/, '') }]);

    const commitsBefore = commitCount();
    const historyBefore = (await editor('history')).body.entries.length;
    const refused = await editor('publish', { description: 'New page as it came' });
    expect([refused.status, refused.body.error]).toEqual([422, refusal]);
    expect(commitCount()).toBe(commitsBefore);
    expect((await editor('history')).body.entries).toHaveLength(historyBefore);
    expect((await editor('publish')).body.last?.ok).not.toBe(false);
    expect(existsSync(path.join(project.dataDir, 'publish/set-aside'))).toBe(false);
    expect(newText()).toBe(template);
    expect(await visitorStatus('/services/gutters')).toBe(404);

    // Approving a review of it publishes through the same door: refused in the same words, the review still waiting.
    const asked = await editor('review/ask', { note: 'The new page', leaveOut: [aboutFile] });
    expect(asked.status).toBe(200);
    const approval = await editor('review/approve', { id: asked.body.review.id });
    expect([approval.status, approval.body.error]).toEqual([422, refusal]);
    expect(commitCount()).toBe(commitsBefore);
    expect((await editor('reviews')).body.reviews[0]).toMatchObject({ id: asked.body.review.id, state: 'waiting' });

    // Only what a publish publishes is read: the new page left out, the about page goes live.
    const aboutAlone = await editor('publish', { description: 'About heading alone', leaveOut: [newFile] });
    expect(aboutAlone.body.error).toBeUndefined();
    expect(aboutAlone.status).toBe(200);
    expect(project.git(['show', '--name-only', '--format=', 'HEAD']).trim()).toBe(aboutFile);
    expect(h1Of(await (await fetch(`${server.baseUrl}/about`)).text())).toBe('Published Beside a New Page');

    // The description written, the intro and the paragraph not yet: those two are named, and nothing more.
    const described = withOwnWords(template, { description: ownWords.description });
    expect((await editor('save', { path: newFile, text: described })).status).toBe(200);
    const still = await editor('publish', { description: 'New page half written' });
    expect(still.status).toBe(422);
    expect(still.body.error).not.toContain('search description');
    expect(still.body.error).toContain(`("${newPageSentences.intro}")`);
    expect(still.body.error).toContain(`("${newPageSentences.paragraph}")`);

    expect((await editor('save', { path: newFile, text: withOwnWords(template) })).status).toBe(200);
    expect((await editor('publish')).body.sampleWords).toBeUndefined();
    const published = await editor('publish', { description: 'New gutters page in our words' });
    expect(published.body.error).toBeUndefined();
    expect(published.status).toBe(200);
    expect(project.git(['log', '-1', '--format=%s']).trim()).toBe('New gutters page in our words');
    const page = await (await fetch(`${server.baseUrl}/services/gutters`)).text();
    expect(page).toContain(ownWords.intro);
    expect(page).not.toContain(newPageSentences.intro);
  }, 240_000);
});
