/**
 * Where visitors meet an entry besides its own page, for the office deciding whether to delete it: every page with
 * a block that lists it (a gallery, a carousel or an entry list answering a query of its collection, on the page of
 * a long list where it falls), the tag and category pages it is on, the other entries' pages that list it, and its
 * collection's feed. Read from the loaded content as visitors get it, so a draft or an entry scheduled for later is
 * listed nowhere, and a list of the newest few names it only while it is among them.
 */
import type { PageData, SiteContent } from '../model.ts';
import type { AnyBlock, CollectionQuery } from './queries.ts';

export interface EntryListing {
  /** The address of the page that lists it: "/", "/news/page/2", "/news/tags/storms", "/news/feed.xml". */
  route: string;
  /** The page's title as the editor's list of pages shows it: the part before the first " | ". */
  title: string;
  /** The headings of the blocks that list it on that page ("Recent Projects"), when they have one. */
  headings: string[];
  /** A page of pages/, another entry's page, a tag's or a category's page, or the collection's feed. */
  kind: 'page' | 'entry' | 'tag' | 'category' | 'feed';
}

export interface EntryListings {
  /** The entry's own page, when it is on the site. */
  route?: string;
  listings: EntryListing[];
  /** The page of pages/ that lists the whole collection (its `listing`), where the office goes once it is deleted. */
  listingPage?: { file: string; title: string };
}

const shownTitle = (title: string) => title.split(' | ')[0].trim();

/** The order they are told in: the pages the office writes first, then the pages the site makes of its own. */
const kindOrder: EntryListing['kind'][] = ['page', 'entry', 'tag', 'category', 'feed'];

/** The queried blocks of `page` that show the entry at `route`: a card of a list, a tile or a slide linking to it. */
function blocksShowing(page: PageData, collection: string, route: string): AnyBlock[] {
  return (page.blocks as unknown as AnyBlock[]).filter((block) => {
    const from = block.from as CollectionQuery | undefined;
    if (from?.collection !== collection) return false;
    const shown = (Array.isArray(block.entries) ? block.entries : Array.isArray(block.items) ? block.items : []) as {
      href?: unknown;
    }[];
    return shown.some((item) => item.href === route);
  });
}

function kindOf(page: PageData, collection: string, blocks: AnyBlock[]): EntryListing['kind'] {
  if (page.file.startsWith(`collections/${collection}/`)) return 'entry';
  // A tag's or a category's page is made from the collection's own file, one list of its group.
  if (page.file === `collections/${collection}.yaml`) {
    const from = blocks[0]?.from as CollectionQuery | undefined;
    if (from?.tag !== undefined) return 'tag';
    if (from?.category !== undefined) return 'category';
  }
  return page.file.startsWith('collections/') ? 'entry' : 'page';
}

/**
 * The pages that list the live entry `slug` of `collection`, the pages of pages/ first and the feed last; none for an
 * entry not on the site.
 */
export function pagesListing(content: SiteContent, collection: string, slug: string): EntryListings {
  const declared = content.collections.find((each) => each.name === collection);
  if (!declared) return { listings: [] };
  const listingPage = content.pages.find(
    (page) => page.route === declared.listingRoute && page.file.startsWith('pages/'),
  );
  const listedAt = listingPage && { listingPage: { file: listingPage.file, title: shownTitle(listingPage.title) } };
  const entry = declared.entries.find((each) => each.slug === slug);
  if (!entry) return { listings: [], ...listedAt };
  const listings = content.pages.flatMap((page): EntryListing[] => {
    if (page.route === entry.route) return [];
    const blocks = blocksShowing(page, collection, entry.route);
    if (blocks.length === 0) return [];
    const headings = blocks.flatMap((block) => (typeof block.heading === 'string' ? [block.heading] : []));
    return [{ route: page.route, title: shownTitle(page.title), headings, kind: kindOf(page, collection, blocks) }];
  });
  if (declared.feed)
    listings.push({ route: declared.feed.route, title: declared.feed.title, headings: [], kind: 'feed' });
  // Within a kind, in the site's order of pages (a long list's pages one after the other).
  listings.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  return { route: entry.route, listings, ...listedAt };
}
