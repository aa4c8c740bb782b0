import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Testimonials } from '../../blocks/Testimonials';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const reviews = blockFromPage('home.yaml', 'testimonials');

describe('customer reviews', () => {
  it('shows every review of home.yaml in order: its quote, author, town and stars', () => {
    const { container } = renderBlock(Testimonials, reviews);
    const shown = [...container.querySelectorAll('figure')].map((review) => ({
      quote: review.querySelector('blockquote')?.textContent,
      author: review.querySelector('figcaption cite')?.textContent,
      location: review.querySelector('figcaption span')?.textContent,
      stars: within(review)
        .getByRole('img', { name: /out of 5 stars/ })
        .getAttribute('aria-label'),
    }));
    expect(shown).toEqual(
      reviews.items.map((item) => ({
        quote: item.quote,
        author: item.author,
        location: item.location,
        stars: `${item.stars} out of 5 stars`,
      })),
    );
  });

  it('ends with the button its link gives, under the section heading', () => {
    renderBlock(Testimonials, {
      ...reviews,
      heading: 'What Neighbours Say',
      link: { label: 'Ask Us', href: '/contact' },
    });
    const section = screen.getByRole('region', { name: 'What Neighbours Say' });
    expect(within(section).getByRole('link', { name: 'Ask Us' }).getAttribute('href')).toBe('/contact');
  });

  it('has no button when the block gives no link', () => {
    renderBlock(Testimonials, { ...reviews, link: undefined });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
