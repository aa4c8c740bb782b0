/**
 * The shapes of the content after it has been checked: what the renderer and the block components receive.
 * The types come from schema/ (see page.types.generated.ts and site.types.generated.ts), never written by hand.
 */
import type { Page, Section } from './page.types.generated.ts';
import type { SiteSettings } from './site.types.generated.ts';

export type Site = SiteSettings;
export type Theme = SiteSettings['theme'];
export type Block = Section;
export type BlockType = Block['type'];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;

/** What every block component is given: its own data from the YAML and the site's facts. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>;
  site: Site;
}

/** A page as it reaches the browser: the YAML's fields plus the file it came from. */
export type PageData = Page & { file: string };

/** Everything the site shows, produced at build time by the content plugin. */
export interface SiteContent {
  site: Site;
  pages: PageData[];
}

/** The route that marks the not-found page in pages/. */
export const NOT_FOUND_ROUTE = '*';

/** The id of the <script> that carries the current page's data inside prerendered HTML. */
// Stryker disable next-line StringLiteral: equivalent, any id works as long as both sides use this one constant.
export const PAGE_DATA_ELEMENT_ID = 'page-data';
