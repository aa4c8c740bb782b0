/**
 * An entry deleted in the editor, as publishing tells it: a change of its own named by the collection's word and the
 * entry's title ("Article “What a Will Does…”", removed), which needs the page that stopped linking to it, and whose
 * undo brings it back. On the second fixture site's texts, which only the tests change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupChanges, withoutDiffs } from '../../src/server/publish/changeGroups';
import { describeChanges } from '../../src/server/publish/fileChanges';
import { readSettingsSchema } from '../../src/server/publish/settingsChanges';
import { undoSentences } from '../../src/server/publish/undoSentences';
import { blobHash } from '../../src/server/publish/versions';
import { projectRoot } from './helpers';

const fixture = path.join(projectRoot, 'tests/fixtures/second-site');
const read = (file: string) => readFileSync(path.join(fixture, file), 'utf8');
const willFile = 'collections/articles/what-a-will-does.yaml';
const willTitle = 'What a Will Does, and What It Does Not';
const feesText = read('pages/fees.yaml');

const published = {
  'site.yaml': read('site.yaml'),
  'collections/articles.yaml': read('collections/articles.yaml'),
  [willFile]: read(willFile),
  'pages/fees.yaml': `${feesText}# Read /articles/what-a-will-does first.\n`,
};
const { [willFile]: _deleted, ...afterDeletion } = { ...published, 'pages/fees.yaml': feesText };

/** The groups of the change from `before` to `after` (path → text; absent: no such file). */
async function groupsOf(before: Record<string, string>, after: Record<string, string>) {
  const hashes = (files: Record<string, string>) =>
    new Map(Object.entries(files).map(([file, text]) => [file, blobHash(Buffer.from(text))]));
  const bytes = (files: Record<string, string>) => async (file: string) =>
    files[file] === undefined ? undefined : Buffer.from(files[file]);
  const changes = await describeChanges(hashes(before), hashes(after), bytes(before), bytes(after));
  const text = (files: Record<string, string>) => async (file: string) => files[file];
  return groupChanges(changes, { before: text(before), after: text(after) });
}

describe('an entry deleted, among the changes to publish', () => {
  it('is named by its collection’s word and its title, removed, and needs the page that stopped linking to it', async () => {
    const groups = await groupsOf(published, afterDeletion);
    expect(groups.map((group) => group.label)).toEqual([`Article “${willTitle}”`, 'Fees page']);
    expect(groups[0]).toMatchObject({
      key: willFile,
      name: `Article “${willTitle}”`,
      kind: 'page',
      change: 'removed',
      files: [willFile],
      needs: ['pages/fees.yaml'],
    });
  });

  it('is named alike when it is new or changed, and by its file when it has no title', async () => {
    const { [willFile]: _will, ...before } = published;
    const added = await groupsOf(before, { ...before, [willFile]: published[willFile] });
    expect(added.map((group) => [group.label, group.change])).toEqual([[`Article “${willTitle}”`, 'added']]);
    const untitled = await groupsOf(before, { ...before, [willFile]: 'date: 2026-01-01\n' });
    expect(untitled[0].label).toBe('Article what-a-will-does.yaml');
  });

  it('comes back when its publish is undone', async () => {
    const groups = (await groupsOf(published, afterDeletion)).map(withoutDiffs);
    const files = new Map([
      [willFile, { live: undefined, earlier: Buffer.from(published[willFile]) }],
      ['pages/fees.yaml', { live: Buffer.from(feesText), earlier: Buffer.from(published['pages/fees.yaml']) }],
    ]);
    expect(undoSentences(groups, files, readSettingsSchema(projectRoot))).toEqual([
      `The article “${willTitle}” comes back.`,
      'The Fees page goes back to how it was before this publish.',
    ]);
  });
});
