/**
 * "Move to another address" for a page: the page's `route:` changes, every link to its old address on the other
 * pages, the entries, the menu and the footer points to the new one, and site.yaml sends visitors of the old address
 * to the new one (a redirect), so that nothing that pointed at the page breaks. This module only works out the new
 * texts; the route (contentRoutes.ts) checks the whole site with them before anything is written.
 *
 * The page keeps its file: pages/about.yaml may come to declare /about-us. A file
 * renamed would reach the publish as one file gone and another come (two groups to pair again, a deletion the save
 * guard and the browser's kept drafts would see), and the check lays drafts over the files on disk, so it cannot judge
 * the site with the old file gone and a new one in place at once. The address is what visitors and links use; the
 * file's name is the office's own, as the editor lists pages by their titles.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { pageAddressRefusal, routeOfTyped } from '../../authoring/pageAddress.ts';
import { NOT_FOUND_ROUTE } from '../../content/model.ts';
import { contentFilesIn, toDisplayPath } from '../../content/projectFiles.ts';
import { setValue } from '../../yamlEdits/index.ts';
import { HttpError } from '../http/httpError.ts';
import { withLinksMoved, withRedirect } from './redirectEdits.ts';

export interface PageMoveDraft {
  /** The page's file (pages/services/maintenance.yaml), which keeps its name. */
  file: string;
  from: string;
  route: string;
  /** Every file that changes (relative path → its new text): the page first, the pages linking to it, site.yaml. */
  texts: Record<string, string>;
  /** The other files whose links to the old address now point to the new one. */
  relinked: string[];
}

const example = 'for example /about/our-team.';

/** A page's declared address, read leniently: a file that does not parse has none (the check names its mistake). */
function declaredRoute(text: string): string | undefined {
  try {
    const route = (parse(text) as { route?: unknown } | null)?.route;
    return typeof route === 'string' ? route : undefined;
  } catch {
    return undefined;
  }
}

/** The new address as typed, judged as New page judges one; 400 in words when it cannot be this page's. */
function newRouteFor(root: string, file: string, from: string, typed: string): string {
  if (!typed.replace(/^\/+/, '')) throw new HttpError(400, `Give the page’s new address, ${example}`);
  const route = routeOfTyped(typed);
  if (route === from) throw new HttpError(400, `The page is at ${from} already: give the address it moves to.`);
  const refusal = pageAddressRefusal(typed, route, example);
  if (refusal) throw new HttpError(400, refusal);
  for (const other of contentFilesIn(root).pageFiles) {
    const shown = toDisplayPath(root, other);
    if (shown !== file && declaredRoute(readFileSync(other, 'utf8')) === route)
      throw new HttpError(400, `${route} is the address of another page (${shown}): choose another address.`);
  }
  return route;
}

/**
 * The texts of a move of the page `file` (its text `pageText`, as saved) to the address `typed`, or 400 in words
 * when it cannot move there. Nothing is written.
 */
export function draftPageMove(root: string, file: string, pageText: string, typed: string): PageMoveDraft {
  if (!file.startsWith('pages/')) throw new HttpError(400, 'Only a page of pages/ can move to another address.');
  const from = declaredRoute(pageText);
  if (from === undefined) throw new HttpError(400, `${file} has no address to move from: fix its route first.`);
  if (from === NOT_FOUND_ROUTE)
    throw new HttpError(400, 'The not-found page has no address of its own: it cannot move.');
  if (from === '/') throw new HttpError(400, 'The home page is the site’s own address: it cannot move.');
  const route = newRouteFor(root, file, from, typed.trim());

  const movedPage = setValue(pageText, ['route'], route);
  const texts: Record<string, string> = { [file]: withLinksMoved(movedPage, from, route) ?? movedPage };
  const relinked: string[] = [];
  const files = contentFilesIn(root);
  for (const absolute of [...files.pageFiles, ...files.entryFiles]) {
    const other = toDisplayPath(root, absolute);
    if (other === file) continue;
    const moved = linksMovedIn(readFileSync(absolute, 'utf8'), from, route);
    if (moved === undefined) continue;
    texts[other] = moved;
    relinked.push(other);
  }
  const siteText = readFileSync(files.siteFile, 'utf8');
  const siteRelinked = linksMovedIn(siteText, from, route);
  if (siteRelinked !== undefined) relinked.push('site.yaml');
  texts['site.yaml'] = withRedirect(siteRelinked ?? siteText, { from, to: route });
  return { file, from, route, texts, relinked };
}

/**
 * A file's text with its links moved; undefined when it has none, or when it does not parse (a broken file is the
 * check's to name, and the check of the move then refuses it).
 */
function linksMovedIn(text: string, from: string, to: string): string | undefined {
  try {
    return withLinksMoved(text, from, to);
  } catch {
    return undefined;
  }
}

/**
 * What the move did, in the office's words, for the editor's top bar: "pages/a.yaml moved from /a to /b. Links on 2
 * other pages and in the menu or footer now point to /b. Visitors of /a are sent there once you publish."
 */
export function moveInWords({ file, from, route, relinked }: PageMoveDraft): string {
  const pages = relinked.filter((each) => each !== 'site.yaml').length;
  const places = [
    ...(pages ? [`on ${pages} other ${pages === 1 ? 'page' : 'pages'}`] : []),
    ...(relinked.includes('site.yaml') ? ['in the menu or footer'] : []),
  ];
  return [
    `${file} moved from ${from} to ${route}.`,
    ...(places.length ? [`Links ${places.join(' and ')} now point to ${route}.`] : []),
    `Visitors of ${from} are sent there once you publish.`,
  ].join(' ');
}
