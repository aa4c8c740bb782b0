/**
 * The block registry: the one place in code that lists the block types. Each type declared in schema/blocks/
 * maps to the component that draws it; a test fails when the two lists disagree.
 */
import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from '../src/content/model';
import { AreasServed } from './AreasServed';
import { CallToAction } from './CallToAction';
import { Carousel } from './Carousel';
import { CategoryCards } from './CategoryCards';
import { Commitment } from './Commitment';
import { Features } from './Features';
import { Gallery } from './Gallery';
import { Hero } from './Hero';
import { NotFound } from './NotFound';
import { Offerings } from './Offerings';
import { QuoteForm } from './QuoteForm';
import { RichText } from './RichText';
import { ServiceCards } from './ServiceCards';
import { Stats } from './Stats';
import { Steps } from './Steps';
import { Testimonials } from './Testimonials';

export const blockRegistry: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  areasServed: AreasServed,
  callToAction: CallToAction,
  carousel: Carousel,
  categoryCards: CategoryCards,
  commitment: Commitment,
  features: Features,
  gallery: Gallery,
  hero: Hero,
  notFound: NotFound,
  offerings: Offerings,
  quoteForm: QuoteForm,
  richText: RichText,
  serviceCards: ServiceCards,
  stats: Stats,
  steps: Steps,
  testimonials: Testimonials,
};
