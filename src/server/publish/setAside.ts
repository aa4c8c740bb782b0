/**
 * The build reads the working folder, so a file that must not go live with a publish (a page left out, or a change
 * saved but not published during an undo) is set aside for the publish's length: its saved bytes are copied to
 * DATA_DIR/publish/set-aside/, the live version takes its place (or it is removed, when the live site lacks it), and
 * afterwards the saved bytes come back, whether the publish went through or not. An undo writes the files it puts
 * back the same way; those keep their new bytes once the undo is live.
 *
 * The list is written down (the publish's under-way record) before any file is touched, and a mark is left once
 * every saved file is copied: a server killed in the middle puts them back at its next start, and one killed before
 * the mark had not yet changed the working folder.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SetAsideFile {
  /** Relative to the project folder, with forward slashes. */
  file: string;
  /** Whether the working folder had the file; putting back removes it when not. */
  saved: boolean;
  /** A file an undo puts back as it was before a publish: it stays so once the undo is live. */
  undone?: boolean;
}

export interface Replacement {
  file: string;
  /** What the publish builds in its place; undefined to build without it. */
  bytes: Buffer | undefined;
  undone?: boolean;
}

const copiedMark = '.all-copied';

export const setAsideFolder = (publishFolder: string) => path.join(publishFolder, 'set-aside');

function writeOrRemove(absolute: string, bytes: Buffer | undefined) {
  if (bytes === undefined) {
    rmSync(absolute, { force: true });
    return;
  }
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, bytes);
}

/** Copies the saved bytes aside, then writes the replacements; `record` gets the list before anything is touched. */
export function setAside(
  root: string,
  folder: string,
  replacements: Replacement[],
  record: (files: SetAsideFile[]) => void,
): SetAsideFile[] {
  const files: SetAsideFile[] = replacements.map(({ file, undone }) => ({
    file,
    saved: existsSync(path.join(root, file)),
    ...(undone ? { undone } : {}),
  }));
  if (files.length === 0) return files;
  rmSync(folder, { recursive: true, force: true });
  record(files);
  for (const { file, saved } of files) {
    if (!saved) continue;
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(folder, file));
  }
  // The folder may hold no copy at all (an undo that only brings back a deleted file): the mark needs it still.
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, copiedMark), '');
  for (const { file, bytes } of replacements) writeOrRemove(path.join(root, file), bytes);
  return files;
}

/** Brings the saved bytes back (an undone file only when its undo did not go live), then removes the copies. */
export function putBack(root: string, folder: string, files: SetAsideFile[], published: boolean) {
  if (existsSync(path.join(folder, copiedMark))) {
    for (const { file, saved, undone } of files) {
      if (undone && published) continue;
      const absolute = path.join(root, file);
      if (!saved) rmSync(absolute, { force: true });
      else {
        mkdirSync(path.dirname(absolute), { recursive: true });
        copyFileSync(path.join(folder, file), absolute);
      }
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
