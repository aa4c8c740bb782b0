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
  areasServed: () => import('./AreasServed').then((module) => module.AreasServed),
  callToAction: () => import('./CallToAction').then((module) => module.CallToAction),
  carousel: () => import('./Carousel').then((module) => module.Carousel),
  categoryCards: () => import('./CategoryCards').then((module) => module.CategoryCards),
  commitment: () => import('./Commitment').then((module) => module.Commitment),
  features: () => import('./Features').then((module) => module.Features),
  gallery: () => import('./Gallery').then((module) => module.Gallery),
  hero: () => import('./Hero').then((module) => module.Hero),
  notFound: () => import('./NotFound').then((module) => module.NotFound),
  offerings: () => import('./Offerings').then((module) => module.Offerings),
  quoteForm: () => import('./QuoteForm/QuoteForm').then((module) => module.QuoteForm),
  richText: () => import('./RichText').then((module) => module.RichText),
  serviceCards: () => import('./ServiceCards').then((module) => module.ServiceCards),
  stats: () => import('./Stats').then((module) => module.Stats),
  steps: () => import('./Steps').then((module) => module.Steps),
  testimonials: () => import('./Testimonials').then((module) => module.Testimonials),
};
