/**
 * "New page" in the editor: the same template as `npm run new-page`, at the address the person chooses, and
 * optionally an entry in the site's navigation. Both files are written only when the whole site still passes
 * the check with them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import { HttpError } from '../http/httpError.ts';
import { pageFileFor, pageTemplate } from '../../authoring/newPage.ts';
import { pageAddressRefusal, routeOfTyped } from '../../authoring/pageAddress.ts';
import { contentFilesIn, toDisplayPath } from '../../content/projectFiles.ts';
import { routeOf } from '../publish/contentNames.ts';
import { withoutRedirectFrom } from './redirectEdits.ts';

/** A new page that cannot be made as asked, answered 400. */
export class PageRefused extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export interface PageDraft {
  route: string;
  /** pages/about/our-team.yaml */
  file: string;
  text: string;
  /** site.yaml with the new menu entry, when one was asked for. */
  siteText?: string;
}

/** `menu`: undefined for no menu entry, '' for the top level, or the label of a group ("Services"). */
export function draftNewPage(
  root: string,
  address: unknown,
  menu: { group: string; label: string } | undefined,
): PageDraft {
  const typed = typeof address === 'string' ? address.trim() : '';
  if (!typed.replace(/^\/+/, ''))
    throw new PageRefused('Give the address of the new page, for example /about/our-team.');
  const route = routeOfTyped(typed);
  const refusal = pageAddressRefusal(typed, route, 'for example /about/our-team.');
  if (refusal) throw new PageRefused(refusal);
  const absolute = freePageFile(root, route);
  const file = toDisplayPath(root, absolute);
  const files = contentFilesIn(root);
  const hasContactPage = files.pageFiles.some((each) => /^route:\s*\/contact\s*$/m.test(readFileSync(each, 'utf8')));
  const schemaPath = path
    .relative(path.dirname(absolute), path.join(root, 'schema', 'page.schema.json'))
    .split(path.sep)
    .join('/');
  const text = pageTemplate(route, schemaPath, hasContactPage);
  // A page moved or deleted before may have left a redirect from this address: a page is there again now.
  const siteText = readFileSync(files.siteFile, 'utf8');
  const withPage = withoutRedirectFrom(siteText, route);
  const withMenu = menu ? withMenuEntry(withPage, menu.group, menu.label.trim(), route) : withPage;
  return withMenu === siteText ? { route, file, text } : { route, file, text, siteText: withMenu };
}

/**
 * The file for a new page at `route`: pages/about/our-team.yaml, or pages/about/our-team-2.yaml when a page moved to
 * another address keeps that name (a move keeps the page's file, pageMove.ts). Refused when a page has the address.
 */
function freePageFile(root: string, route: string): string {
  const natural = pageFileFor(root, route);
  for (let number = 1; number <= 20; number++) {
    const absolute = number === 1 ? natural : natural.replace(/\.yaml$/, `-${number}.yaml`);
    if (!existsSync(absolute)) return absolute;
    if (routeOf(readFileSync(absolute, 'utf8')) === route)
      throw new PageRefused(
        `${toDisplayPath(root, absolute)} already exists: open it from the list, or choose another address.`,
      );
  }
  throw new PageRefused(`Too many files are named like ${toDisplayPath(root, natural)}: choose another address.`);
}

/** site.yaml's text with `- label: … href: …` added at the end of the top level or of the named group. */
export function withMenuEntry(siteText: string, group: string, label: string, href: string): string {
  if (!label) throw new PageRefused('Give the page a name for the menu, for example Our Team.');
  const doc = parseDocument(siteText);
  const navigation = doc.get('navigation', true);
  if (!isSeq(navigation)) throw new PageRefused('site.yaml has no navigation list to add the page to.');
  const entry = doc.createNode({ label, href });
  if (!group) {
    navigation.items.push(entry);
  } else {
    const owner = navigation.items.find((item) => isMap(item) && item.get('label') === group);
    const items = isMap(owner) ? owner.get('items', true) : undefined;
    if (!isSeq(items)) throw new PageRefused(`The menu has no group called "${group}".`);
    items.items.push(entry);
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
