/**
 * What publishing refuses in words (400) before it does anything, against the production server on a throw-away
 * git copy of the project: a description that is not one line of plain text (an escape sequence, a NUL, a
 * bidirectional override, a line break), and a publish's id that is not a whole number from 1 up, in the undo's
 * body or in the history's query. A plain description and the id 1 still work.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
