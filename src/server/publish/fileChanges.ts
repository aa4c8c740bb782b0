/**
 * What differs between two versions of the content, as people read it: a line diff for each text file, a short
 * note for a picture (added, removed or replaced, with its size).
 */
import { diffLines } from './textDiff.ts';
import type { FileChange } from '../../editorApi/publishing.ts';
import type { FileHashes } from './versions.ts';

const textFile = /\.(ya?ml|json|md|txt|svg|css|html)$/i;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The files whose hashes differ, in path order. */
export function changedFiles(before: FileHashes, after: FileHashes): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort();
}

export async function describeChanges(
  before: FileHashes,
  after: FileHashes,
  readBefore: (file: string) => Promise<Buffer | undefined>,
  readAfter: (file: string) => Promise<Buffer | undefined>,
): Promise<FileChange[]> {
  const changes: FileChange[] = [];
  for (const file of changedFiles(before, after)) {
    const change: FileChange['change'] = !before.has(file) ? 'added' : !after.has(file) ? 'removed' : 'changed';
    if (textFile.test(file)) {
      const old = change === 'added' ? '' : ((await readBefore(file))?.toString('utf8') ?? '');
      const now = change === 'removed' ? '' : ((await readAfter(file))?.toString('utf8') ?? '');
      changes.push({ path: file, change, hunks: diffLines(old, now) });
    } else {
      const bytes = change === 'removed' ? await readBefore(file) : await readAfter(file);
      const what = change === 'added' ? 'New picture' : change === 'removed' ? 'Picture removed' : 'Picture replaced';
      changes.push({ path: file, change, note: `${what} (${sizeOf(bytes?.length ?? 0)}).` });
    }
  }
  return changes;
}
