/**
 * The block registry: the one place in code that lists the block types. Each type declared in schema/blocks/
 * maps to the code that draws it; a test fails when the two lists disagree.
 *
 * Each block is its own chunk, loaded with import(): a page downloads the code of the blocks it shows, and the
 * server's HTML stays on screen while it arrives (see src/app/blockComponents.ts).
 */
import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from '../src/content/model';

export type BlockComponent<T extends BlockType> = ComponentType<BlockProps<T>>;

export const blockRegistry: { [T in BlockType]: () => Promise<BlockComponent<T>> } = {
  announcement: () => import('./Announcement').then((module) => module.Announcement),
  areasServed: () => import('./AreasServed').then((module) => module.AreasServed),
  callToAction: () => import('./CallToAction').then((module) => module.CallToAction),
  carousel: () => import('./Carousel').then((module) => module.Carousel),
  categoryCards: () => import('./CategoryCards').then((module) => module.CategoryCards),
  commitment: () => import('./Commitment').then((module) => module.Commitment),
  entryBody: () => import('./EntryBody').then((module) => module.EntryBody),
  entryHeader: () => import('./EntryHeader').then((module) => module.EntryHeader),
  entryList: () => import('./EntryList').then((module) => module.EntryList),
  faq: () => import('./Faq').then((module) => module.Faq),
  features: () => import('./Features').then((module) => module.Features),
  gallery: () => import('./Gallery').then((module) => module.Gallery),
  hero: () => import('./Hero').then((module) => module.Hero),
  hoursLocation: () => import('./HoursLocation').then((module) => module.HoursLocation),
  logos: () => import('./Logos').then((module) => module.Logos),
  notFound: () => import('./NotFound').then((module) => module.NotFound),
  offerings: () => import('./Offerings').then((module) => module.Offerings),
  pictureText: () => import('./PictureText').then((module) => module.PictureText),
  priceList: () => import('./PriceList').then((module) => module.PriceList),
  quoteForm: () => import('./QuoteForm/QuoteForm').then((module) => module.QuoteForm),
  richText: () => import('./RichText').then((module) => module.RichText),
  serviceCards: () => import('./ServiceCards').then((module) => module.ServiceCards),
  stats: () => import('./Stats').then((module) => module.Stats),
  steps: () => import('./Steps').then((module) => module.Steps),
  team: () => import('./Team').then((module) => module.Team),
  testimonials: () => import('./Testimonials').then((module) => module.Testimonials),
};

/**
 * When a block needs the browser. A block type missing here is plain HTML once it is on the page: its code never
 * reaches a visitor on a first visit. A type listed here is an island: it hydrates on its own, as its own React root
 * (src/app/islands/), at the moment given:
 * - `afterPaint`: once the page has been painted (the hero's slideshow first moves after 8 s);
 * - `nearScreen`: when it comes near the screen, or a visitor focuses or points at it (the form, the carousel).
 * The function sees the block's data, so a hero with one picture, which has nothing to move, stays HTML.
 */
export type Hydration = 'afterPaint' | 'nearScreen';

export const blockHydration: { [T in BlockType]?: (block: BlockProps<T>['block']) => Hydration | undefined } = {
  carousel: () => 'nearScreen',
  hero: (block) => (block.images.length > 1 ? 'afterPaint' : undefined),
  quoteForm: () => 'nearScreen',
};

/** Whether this block hydrates in the browser, and when; undefined for a block that stays HTML. */
export function hydrationOf<T extends BlockType>(block: BlockProps<T>['block']): Hydration | undefined {
  const when = blockHydration[block.type as T] as
    | ((block: BlockProps<T>['block']) => Hydration | undefined)
    | undefined;
  return when?.(block);
}
