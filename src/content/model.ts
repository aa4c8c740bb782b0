/**
 * The shapes of the content after it has been checked: what the renderer and the block components receive.
 * The types come from schema/ (see page.types.generated.ts and site.types.generated.ts), never written by hand.
 */
import type { Image, Page, Section } from './page.types.generated.ts';
import type { SiteSettings } from './site.types.generated.ts';

export type Site = SiteSettings;
export type Theme = SiteSettings['theme'];
/**
 * A block as the renderer receives it: a gallery or carousel that reads a collection (`from`) has had its items
 * filled in by the loader (src/content/collections/queries.ts), so after loading every one has them.
 */
type Loaded<B> = B extends { type: 'gallery' | 'carousel'; items?: infer Items }
  ? B & { items: NonNullable<Items> }
  : B;
export type Block = Loaded<Section>;
export type BlockType = Block['type'];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;

/** What every block component is given: its own data from the YAML and the site's facts. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>;
  site: Site;
}

/** A page as it reaches the browser: the YAML's fields plus the file it came from. */
export type PageData = Omit<Page, 'blocks'> & { blocks: Block[]; file: string };

/** A picture of the content: its file under public/ and its description. */
export type Picture = Image;

/**
 * One published entry of a collection (collections/<collection>/<slug>.yaml), as pages, feeds and the sitemap
 * receive it: its common fields, and the collection's own under `fields`.
 */
export interface EntryData {
  /** The collection's name, its file name: "news". */
  collection: string;
  /** The entry's file name without .yaml: "spring-garden-tips". */
  slug: string;
  /** collections/news/spring-garden-tips.yaml */
  file: string;
  /** Its page's address: the collection's route with {slug} filled in. */
  route: string;
  title: string;
  /** The day it happened or was written, YYYY-MM-DD. */
  date: string;
  /** The day it last changed, YYYY-MM-DD (its date when not given): the sitemap's and the feed's last change. */
  updated: string;
  /** When it went live, an ISO date and time with its zone; absent for an entry live from its date on. */
  publishAt?: string;
  summary: string;
  image?: Picture;
  category?: string;
  tags?: string[];
  /** The collection's own fields (a project's location and photos, a post's author). */
  fields: Record<string, unknown>;
}

/** The kinds of thing an entry is, for search engines (schema.org types). */
export type EntryKind = 'BlogPosting' | 'Article' | 'CreativeWork' | 'Event';

/** A collection (collections/<name>.yaml) with its published entries, newest first. */
export interface CollectionData {
  /** Its file name: "news". */
  name: string;
  /** For people, plural: "News", "Projects". */
  title: string;
  /** One entry, for people: "post", "project". */
  entryName: string;
  /** An entry's address, with {slug}: "/news/{slug}". */
  route: string;
  /** The schema.org type of an entry. */
  kind: EntryKind;
  /** Its Atom feed, when it has one: its address (/news/feed.xml) and title. */
  feed?: { route: string; title: string };
  /** The page that lists it, when there is one (the feed's link for people). */
  listingRoute?: string;
  entries: EntryData[];
  /**
   * Its entries scheduled for later (a publishAt still to come, not drafts), soonest first: not on the site yet, and
   * what the server publishes by itself when their moment comes.
   */
  upcoming?: UpcomingEntry[];
}

/** An entry waiting for its moment. */
export interface UpcomingEntry {
  file: string;
  title: string;
  publishAt: string;
}

/** Everything the site shows, produced at build time by the content plugin. */
export interface SiteContent {
  site: Site;
  pages: PageData[];
  /** The collections with their published entries (each entry also has its page among `pages`). */
  collections: CollectionData[];
}

/** The route that marks the not-found page in pages/. */
export const NOT_FOUND_ROUTE = '*';

/** The id of the <script> that carries the current page's data inside prerendered HTML. */
// Stryker disable next-line StringLiteral: equivalent, any id works as long as both sides use this one constant.
export const PAGE_DATA_ELEMENT_ID = 'page-data';
