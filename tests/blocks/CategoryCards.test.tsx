import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CategoryCards } from '../../blocks/CategoryCards';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock } from '../helpers/renderBlock';

const roofing: BlockOfType<'categoryCards'> = {
  type: 'categoryCards',
  heading: 'Roofing Services',
  intro: 'Choose the kind of building you need roofing for.',
  cards: [
    {
      title: 'Residential Roofing',
      text: 'New roofs, repairs and inspections for homes.',
      image: { src: '/images/services/roofing.svg', alt: 'A new shingle roof on a family home' },
      href: '/services/roofing/residential',
    },
    {
      title: 'Commercial Roofing',
      text: 'Flat and low-slope roof systems for businesses.',
      image: { src: '/images/projects/commercial.svg', alt: 'A membrane roof on an office building' },
      href: '/services/roofing/commercial',
      linkLabel: 'See Commercial Work',
    },
  ],
};

describe('category cards', () => {
  it('shows the heading and a card per category with its picture, title and text', () => {
    renderBlock(CategoryCards, roofing);
    expect(screen.getByRole('heading', { level: 2, name: 'Roofing Services' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 3, name: 'Residential Roofing' })).toBeTruthy();
    expect(first.getByRole('img', { name: 'A new shingle roof on a family home' }).getAttribute('src')).toBe(
      '/images/services/roofing.svg',
    );
    expect(first.getByText('New roofs, repairs and inspections for homes.')).toBeTruthy();
  });

  it('reads "Learn More" with the category named for screen readers, and leads to its page', () => {
    const { location } = renderBlock(CategoryCards, roofing);
    const link = screen.getByRole('link', { name: 'Learn More about Residential Roofing' });
    expect(link.getAttribute('href')).toBe('/services/roofing/residential');
    expect(within(link).getByText('Learn More')).toBeTruthy();
    fireEvent.click(link);
    expect(location.history).toEqual(['/', '/services/roofing/residential']);
  });

  it('uses the card’s own link text when it has one', () => {
    renderBlock(CategoryCards, roofing);
    const link = screen.getByRole('link', { name: 'See Commercial Work about Commercial Roofing' });
    expect(link.getAttribute('href')).toBe('/services/roofing/commercial');
  });

  it('has exactly one link per card, so no link sits inside another', () => {
    const { container } = renderBlock(CategoryCards, roofing);
    for (const card of screen.getAllByRole('listitem')) expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('a a')).toBeNull();
  });

  it('uses h2 card titles when it opens the page', () => {
    renderBlock(CategoryCards, roofing, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Roofing Services' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Residential Roofing',
      'Commercial Roofing',
    ]);
  });
});
