/**
 * The changes a publish is about, as the Publish dialog and the history show them: what the content as saved holds
 * that the live version does not (the saved changes waiting), and what changed from one recorded version to another,
 * each grouped by page (changeGroups.ts) with its diff.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FileChange } from '../../editorApi/publishing.ts';
import { type ContentTexts, groupChanges } from './changeGroups.ts';
import { describeChanges } from './fileChanges.ts';
import { type Versions, workingHashes } from './versions.ts';

type ReadFile = (file: string) => Promise<Buffer | undefined>;

const textsBetween = (before: ReadFile, after: ReadFile): ContentTexts => ({
  before: async (file) => (await before(file))?.toString('utf8'),
  after: async (file) => (await after(file))?.toString('utf8'),
});

export function contentChanges(root: string, versions: Versions, liveVersion: () => Promise<string>) {
  const readIn =
    (version: string): ReadFile =>
    (file) =>
      versions.read(version, file);
  const readWorking: ReadFile = async (file) => {
    const absolute = path.join(root, file);
    return existsSync(absolute) ? readFileSync(absolute) : undefined;
  };

  /** The saved changes that visitors do not see yet, file by file. */
  async function pending(): Promise<FileChange[]> {
    const live = await liveVersion();
    return describeChanges(await versions.hashes(live), workingHashes(root), readIn(live), readWorking);
  }

  return {
    /** The saved changes waiting, grouped. */
    async pendingGroups() {
      const live = await liveVersion();
      return groupChanges(await pending(), textsBetween(readIn(live), readWorking));
    },
    /** The groups of what changed from one version to another, with each file's diff. */
    async groupsBetween(before: string, after: string) {
      const changes = await describeChanges(
        await versions.hashes(before),
        await versions.hashes(after),
        readIn(before),
        readIn(after),
      );
      return groupChanges(changes, textsBetween(readIn(before), readIn(after)));
    },
  };
}
