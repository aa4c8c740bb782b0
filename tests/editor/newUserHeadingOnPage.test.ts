/**
 * A new person types over the heading of /about's key figures on the page itself, in Chromium (1280 px wide) against
 * the production server on a throw-away copy of the project, never touching the Text tab: saved, it is one changed
 * line of the file with every comment kept. Every click and keystroke is counted (countedHands.ts) and the table of
 * them printed at the end, beside the tasks of newUserTasks.test.ts that docs/editing.md quotes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedHands } from './countedHands';
import { type EditorSession, startSignedInEditor, stopEditorSession } from './editorSession';

let session: EditorSession;
let page: Page;

const { person, startTask, effortTable, preview, openPage, save, savedBlocks } = countedHands(
  () => page,
  () => session.server.contentRoot,
);

beforeAll(async () => {
  session = await startSignedInEditor();
  page = session.chromium.page;
}, 300_000);

afterAll(() => stopEditorSession(session));

describe('typing over a heading on the page, then saving', () => {
  const file = 'pages/about.yaml';
  const statsHeading = () => {
    const blocks = savedBlocks(file);
    return preview().locator(
      `[data-field-source="${file}#blocks.${blocks.findIndex((block) => block.type === 'stats')}.heading"]`,
    );
  };

  it('changes one line of the file on disk and keeps every comment', async () => {
    const before = readFileSync(path.join(session.server.contentRoot, file), 'utf8');
    startTask('Heading typed over on the page');
    await openPage('/about', file);
    const heading = statsHeading();
    const words = (await heading.textContent())!.trim();
    await person.dblclick(heading);
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    // The double-click took all the heading's words: typing replaces them.
    await person.type('Our Numbers');
    await person.press('Enter');
    await expect.poll(() => heading.textContent()).toBe('Our Numbers');
    await save(file);

    const after = readFileSync(path.join(session.server.contentRoot, file), 'utf8');
    const linesBefore = before.split('\n');
    const linesAfter = after.split('\n');
    expect(linesAfter).toHaveLength(linesBefore.length);
    const changed = linesAfter.flatMap((line, at) => (line === linesBefore[at] ? [] : [[linesBefore[at], line]]));
    expect(changed).toHaveLength(1);
    expect(changed[0][0]).toContain(words);
    expect(changed[0][1]).toContain('Our Numbers');
    for (const comment of linesBefore.filter((line) => line.trim().startsWith('#')))
      expect(linesAfter).toContain(comment);
  });

  it('raises no script error, and prints what each task took', () => {
    expect(session.chromium.problems).toEqual([]);
    console.log(effortTable());
  });
});
