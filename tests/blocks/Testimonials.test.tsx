import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Testimonials } from '../../blocks/Testimonials';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const reviews = blockFromPage('home.yaml', 'testimonials');

describe('customer reviews', () => {
  it('shows three quotes, each with its author, town and five stars', () => {
    const { container } = renderBlock(Testimonials, reviews);
    const quotes = container.querySelectorAll('blockquote');
    expect(quotes).toHaveLength(3);
    expect(quotes[0].textContent).toBe(reviews.items[0].quote);
    expect([...container.querySelectorAll('cite')].map((cite) => cite.textContent)).toEqual([
      'Sarah M.',
      'David R.',
      'Jennifer K.',
    ]);
    expect(screen.getByText('Beaverton, OR')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(3);
  });

  it('ends with the Get Your Free Estimate button to the contact page', () => {
    renderBlock(Testimonials, reviews);
    const section = screen.getByRole('region', { name: 'What Our Customers Say' });
    expect(within(section).getByRole('link', { name: 'Get Your Free Estimate' }).getAttribute('href')).toBe('/contact');
  });

  it('has no button when the block gives no link', () => {
    renderBlock(Testimonials, { ...reviews, link: undefined });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
