/**
 * A page whose entry list holds more entries than its `perPage` (10 unless it says) becomes several: the first at
 * its own address, the next at <address>/page/2, and so on, each with its share of the entries and the links between
 * them. A list of the newest few is never cut; only the page's first list of every entry is: two lists cut at once would not agree on a page count.
 */
import type { PageData } from '../model.ts';
import type { AnyBlock } from './queries.ts';

const DEFAULT_PER_PAGE = 10;

/** The address of page `number` of the list at `route`: /news, /news/page/2… */
export const pageRoute = (route: string, number: number) =>
  number === 1 ? route : `${route === '/' ? '' : route}/page/${number}`;

export function paginate(page: PageData): PageData[] {
  const blocks = page.blocks as unknown as AnyBlock[];
  // A list of the newest few ("Latest news") shows that many; only a list of every entry is cut into pages.
  const at = blocks.findIndex(
    (block) =>
      block.type === 'entryList' &&
      Array.isArray(block.entries) &&
      (block.from as { newest?: number } | undefined)?.newest === undefined,
  );
  if (at < 0) return [page];
  const list = blocks[at];
  const entries = list.entries as unknown[];
  const perPage = typeof list.perPage === 'number' ? list.perPage : DEFAULT_PER_PAGE;
  const pages = Math.max(1, Math.ceil(entries.length / perPage));
  if (pages === 1) return [page];
  return Array.from({ length: pages }, (_, index) => {
    const number = index + 1;
    const pagination = {
      page: number,
      pages,
      ...(number > 1 ? { previous: pageRoute(page.route, number - 1) } : {}),
      ...(number < pages ? { next: pageRoute(page.route, number + 1) } : {}),
    };
    const cut = { ...list, entries: entries.slice(index * perPage, number * perPage), pagination };
    return {
      ...page,
      route: pageRoute(page.route, number),
      title: number === 1 ? page.title : `${page.title} (page ${number} of ${pages})`,
      blocks: blocks.map((block, each) => (each === at ? cut : block)),
    } as unknown as PageData;
  });
}
