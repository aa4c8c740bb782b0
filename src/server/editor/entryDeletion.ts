/**
 * "Delete this post…" in the editor: what may be deleted, and the deleting. Only an entry of a declared collection
 * (collections/<name>/<slug>.yaml beside collections/<name>.yaml) is ever deleted, never a page, a collection's own
 * file or anything else; the route (contentRoutes.ts) deletes it only when the whole site passes the check without
 * it. The photos it showed stay: other pages may show them too, and a deletion undone needs them back. Its visitors
 * may be sent elsewhere from then on, by a redirect from its address (suggested: its collection's listing page).
 */
import { existsSync, lstatSync, readFileSync, unlinkSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { addressFromPattern } from '../../content/collections/entryData.ts';
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

/** What the collection's declaration (collections/news.yaml) says of its entries' addresses and its listing page. */
function declared(root: string, collection: string): { route?: string; listing?: string } {
  const declaration = parseDocument(readFileSync(contentFilePath(root, `collections/${collection}.yaml`), 'utf8'));
  const text = (key: string) => {
    const value = declaration.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  return { route: text('route'), listing: text('listing') };
}

/** The entry's page's address (/news/spring-checklist), where a redirect for its visitors starts. */
export function entryAddress(root: string, entry: EntryFile): string {
  const { route } = declared(root, entry.collection);
  if (!route)
    throw new HttpError(
      400,
      `The collection "${entry.collection}" gives its entries no address to send visitors from.`,
    );
  return addressFromPattern(route, entry.slug);
}

/** Where the visitors of a deleted entry are best sent: its collection's listing page (/news), or the home page. */
export function suggestedRedirect(root: string, entry: EntryFile): string {
  return declared(root, entry.collection).listing ?? '/';
}
