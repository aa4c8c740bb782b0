/**
 * A page whose entry list holds more entries than its `perPage` (10 unless it says) becomes several: the first, at its
 * own address, shows the newest `perPage`; the older ones are cut into pages counted from the oldest, so that a page
 * of older entries keeps its address and its entries while new ones are added. A new entry then changes at most three
 * pages of a list (the first, the newest page of older ones, and the one before it when that page fills up) rather
 * than every page of it, which keeps a publish of one post quick on a site of years of posts.
 *
 * The address of the older pages is counted from the oldest: with 25 entries, /news shows 25–16, /news/page/3 shows
 * 15–11 and /news/page/2 the oldest ten. No page says how many pages there are (that count changes with every tenth
 * entry); a page of older entries says the dates it spans.
 *
 * A list of the newest few is never cut; only the page's first list of every entry is: two lists cut at once would not
 * agree on a page count.
 */
import type { PageData } from '../model.ts';
import type { AnyBlock } from './queries.ts';

const DEFAULT_PER_PAGE = 10;

/** The address of page `number` of the list at `route`: /news, /news/page/2… */
export const pageRoute = (route: string, number: number) =>
  number === 1 ? route : `${route === '/' ? '' : route}/page/${number}`;

/** The YYYY-MM-DD dates of the oldest and the newest card of an older page, for its "March 3 – June 2" line. */
function datesSpanned(cards: unknown[]): { from?: string; to?: string } {
  const dateOf = (card: unknown) => (card as { date?: unknown }).date;
  const newest = dateOf(cards[0]);
  const oldest = dateOf(cards[cards.length - 1]);
  return typeof newest === 'string' && typeof oldest === 'string' ? { from: oldest, to: newest } : {};
}

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
  if (entries.length <= perPage) return [page];

  // Newest first, as the list is: the older pages are cut from the far (oldest) end.
  const older = entries.slice(perPage);
  const olderPages = Math.ceil(older.length / perPage);
  // Older page k (1 the oldest) is the list's page k + 1: the first page is the list's own address.
  const routeOfOlder = (k: number) => pageRoute(page.route, k + 1);
  const withList = (route: string, title: string, cards: unknown[], pagination: Record<string, string>) =>
    ({
      ...page,
      route,
      title,
      blocks: blocks.map((block, each) => (each === at ? { ...list, entries: cards, pagination } : block)),
    }) as unknown as PageData;

  const first = withList(page.route, page.title, entries.slice(0, perPage), { next: routeOfOlder(olderPages) });
  const olderOnes = Array.from({ length: olderPages }, (_, index) => {
    const k = index + 1;
    const cards = older.slice(Math.max(0, older.length - k * perPage), older.length - (k - 1) * perPage);
    return withList(routeOfOlder(k), `${page.title} (page ${k + 1})`, cards, {
      previous: k === olderPages ? page.route : routeOfOlder(k + 1),
      ...(k > 1 ? { next: routeOfOlder(k - 1) } : {}),
      ...datesSpanned(cards),
    });
  });
  return [first, ...olderOnes];
}
