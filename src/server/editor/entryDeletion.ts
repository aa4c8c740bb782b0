/**
 * "Delete this post…" in the editor: what may be deleted, and the deleting. Only an entry of a declared collection
 * (collections/<name>/<slug>.yaml beside collections/<name>.yaml) is ever deleted, never a page, a collection's own
 * file or anything else; the route (contentRoutes.ts) deletes it only when the whole site passes the check without
 * it. The photos it showed stay: other pages may show them too, and a deletion undone needs them back.
 */
import { existsSync, lstatSync, unlinkSync } from 'node:fs';
import { entryOfPath } from '../../content/projectFiles.ts';
import { HttpError } from '../http/httpError.ts';
import { contentFilePath, PathRefused } from './editableFiles.ts';
import type { EntryOf } from './draftChecker.ts';

export interface EntryFile extends EntryOf {
  /** collections/news/spring.yaml */
  file: string;
  absolute: string;
}

/** The entry `relative` names, or 400 in words for any other path, 404 when it is not there (any more). */
export function entryFile(root: string, relative: unknown): EntryFile {
  // Anything that is not a content file at all (.., a backslash, a link on the way) is refused first, by the same rule
  // as every file the editor touches.
  const absolute = contentFilePath(root, relative);
  const file = relative as string;
  const names = entryOfPath(file);
  if (!names)
    throw new PathRefused(
      `Only an entry of a collection, such as collections/news/spring-checklist.yaml, can be deleted here; ${file} cannot.`,
    );
  const { collection, slug } = names;
  if (!existsSync(contentFilePath(root, `collections/${collection}.yaml`)))
    throw new PathRefused(`There is no collection called "${collection}": ${file} is not one of its entries.`);
  if (!existsSync(absolute) || !lstatSync(absolute).isFile())
    throw new HttpError(404, `${file} does not exist: it may have been deleted already.`);
  return { file, absolute, collection, slug };
}

export function deleteEntryFile(entry: EntryFile): void {
  unlinkSync(entry.absolute);
}
