/**
 * "Delete this page…" in the editor: which page may be deleted, the links to it, and the site's files as they would be
 * without it. Only a page under pages/ is ever deleted, never the home page (/) nor the not-found page ("*"): the
 * site needs both. Its visitors are sent elsewhere by a redirect in site.yaml (withRedirect), and when the office
 * agrees the site's own links to it (the menu's, a button's, a card's) lead there too (withLinksMoved); the route
 * (contentRoutes.ts) writes all of it only when the whole site passes the check so, and nothing otherwise.
 */
import { existsSync, lstatSync, readFileSync, unlinkSync } from 'node:fs';
import { parseDocument } from 'yaml';
import type { PageLinks } from '../../editorApi/editing.ts';
import { NOT_FOUND_ROUTE } from '../../content/model.ts';
import { contentFilesIn, toDisplayPath } from '../../content/projectFiles.ts';
import { HttpError } from '../http/httpError.ts';
import { contentFilePath, PathRefused } from './editableFiles.ts';
import {
  collectionOfEntry,
  declarationOf,
  entryName,
  factsIn,
  pageName,
  settingsFile,
  settingsName,
} from '../publish/contentNames.ts';
import { linkCount, withLinksMoved } from './redirectEdits.ts';
import { draftRedirect } from './redirectAdding.ts';

export interface PageFile {
  /** pages/services/maintenance.yaml */
  file: string;
  absolute: string;
  /** /services/maintenance */
  route: string;
}

/** The page `relative` names with its address, or 400 in words for any other file, 404 when it is not there (any more). */
export function pageFile(root: string, relative: unknown): PageFile {
  // Anything that is not a content file at all (.., a backslash, a link on the way) is refused first, by the same rule
  // as every file the editor touches.
  const absolute = contentFilePath(root, relative);
  const file = relative as string;
  if (!file.startsWith('pages/'))
    throw new PathRefused(`Only a page under pages/, such as pages/about.yaml, can be deleted here; ${file} cannot.`);
  if (!existsSync(absolute) || !lstatSync(absolute).isFile())
    throw new HttpError(404, `${file} does not exist: it may have been deleted already.`);
  const route = parseDocument(readFileSync(absolute, 'utf8')).get('route');
  if (route === '/')
    throw new PathRefused('The home page cannot be deleted: the site needs a page at /. Change its blocks instead.');
  if (route === NOT_FOUND_ROUTE)
    throw new PathRefused(
      'The not-found page cannot be deleted: it is what visitors see when they follow a broken link.',
    );
  if (typeof route !== 'string' || !route.startsWith('/'))
    throw new PathRefused(`${file} has no address (route) of its own to send visitors from: fix it first.`);
  return { file, absolute, route };
}

/** Each content file that may hold a link, with its text: site.yaml, the pages and the collections' entries. */
function linkingTexts(root: string, except: string): { file: string; text: string }[] {
  const files = contentFilesIn(root);
  return [files.siteFile, ...files.pageFiles, ...files.entryFiles]
    .map((absolute) => toDisplayPath(root, absolute))
    .filter((file) => file !== except)
    .map((file) => ({ file, text: readFileSync(contentFilePath(root, file), 'utf8') }));
}

/**
 * The links to the page at `route` in the site's files, its own file (`except`) left out, each file named as the
 * publish names it ("About page", "Company details"): the office knows pages, not files.
 */
export function pageLinks(root: string, route: string, except = ''): PageLinks {
  const texts = linkingTexts(root, except);
  const facts = factsIn(texts.find(({ file }) => file === settingsFile)?.text);
  const declaration = (collection: string) => {
    const file = contentFilePath(root, declarationOf(collection));
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const nameOf = (file: string, text: string) => {
    if (file === settingsFile) return settingsName;
    const collection = collectionOfEntry(file);
    return collection ? entryName(file, text, declaration(collection), facts) : pageName(file, text, facts);
  };
  const files = texts
    .map(({ file, text }) => ({ file, text, links: linkCount(text, route) }))
    .filter((each) => each.links > 0)
    .map(({ file, text, links }) => ({ file, name: nameOf(file, text), links }));
  return { route, links: files.reduce((sum, each) => sum + each.links, 0), files };
}

/**
 * The files a deletion changes, by their new texts: site.yaml with the page's visitors sent to `redirectTo`, and with
 * `repointLinks` every file whose links to the page now lead there. `repointed`: those files.
 */
export function draftPageDeletion(
  root: string,
  page: PageFile,
  redirectTo: string,
  repointLinks: boolean,
): { texts: Record<string, string>; repointed: string[] } {
  const texts: Record<string, string> = { 'site.yaml': draftRedirect(root, page.route, redirectTo) };
  const repointed: string[] = [];
  if (!repointLinks) return { texts, repointed };
  for (const { file, text } of linkingTexts(root, page.file)) {
    const moved = withLinksMoved(texts[file] ?? text, page.route, redirectTo);
    if (moved === undefined) continue;
    texts[file] = moved;
    repointed.push(file);
  }
  return { texts, repointed };
}

export function deletePageFile(page: PageFile): void {
  unlinkSync(page.absolute);
}
