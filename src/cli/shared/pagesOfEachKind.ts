/**
 * One page of each kind the site has, for the commands that look at pages one at a time (`npm run bench`,
 * `npm run screenshots`). Pages built of the same kinds of blocks are drawn by the same code and weigh about the
 * same, so one of them speaks for the rest. The list is read from the content: a new kind of page is measured and
 * pictured the day it is added, whatever the business.
 */
import { loadContent } from '../../content/loadContent.ts';
import { NOT_FOUND_ROUTE } from '../../content/model.ts';
import { contentFilesIn } from '../../content/projectFiles.ts';

/** What is read of a page: its address and the types of its blocks. */
export interface PageOfSomeKind {
  route: string;
  blocks: readonly { type: string }[];
}

/** What is read of the navigation: a link, or a group of links. */
export interface MenuEntryLink {
  href?: string;
  items?: readonly { href: string }[];
}

/** The kinds of blocks a page is built of, in a fixed order and each once: "callToAction hero steps". */
function kindOf(page: PageOfSomeKind): string {
  return [...new Set(page.blocks.map((block) => block.type))].sort().join(' ');
}

/** The addresses the menu leads to, in its order, a group's links in theirs. */
function menuRoutes(navigation: readonly MenuEntryLink[]): string[] {
  return navigation.flatMap((entry) => [
    ...(entry.href ? [entry.href] : []),
    ...(entry.items ?? []).map((item) => item.href),
  ]);
}

/**
 * The address of one page of each kind. A page the menu leads to speaks for its kind before one it does not, as
 * the page a visitor most likely sees; then the pages follow in the order given. The not-found page has no address
 * of its own and is left out.
 */
export function pagesOfEachKind(pages: readonly PageOfSomeKind[], navigation: readonly MenuEntryLink[]): string[] {
  const menuOrder = menuRoutes(navigation);
  const placeInMenu = (page: PageOfSomeKind) => {
    const place = menuOrder.indexOf(page.route);
    return place === -1 ? menuOrder.length : place;
  };
  const ordered = pages
    .filter((page) => page.route !== NOT_FOUND_ROUTE)
    .map((page, index) => ({ page, index }))
    .sort((a, b) => placeInMenu(a.page) - placeInMenu(b.page) || a.index - b.index)
    .map(({ page }) => page);

  const chosen = new Map<string, string>();
  for (const page of ordered) {
    const kind = kindOf(page);
    if (!chosen.has(kind)) chosen.set(kind, page.route);
  }
  return [...chosen.values()];
}

/** One page of each kind in the project's content, as `npm run check` reads it; refused while it has mistakes. */
export function pagesOfEachKindIn(root: string): string[] {
  const { content } = loadContent(contentFilesIn(root));
  if (!content) throw new Error('The content has mistakes, so its pages cannot be listed: npm run check shows them.');
  return pagesOfEachKind(content.pages, content.site.navigation);
}
