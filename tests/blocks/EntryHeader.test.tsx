import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EntryHeader } from '../../blocks/EntryHeader';
import { formatEntryDate } from '../../blocks/ui/entryDate';
import { renderBlock } from '../helpers/renderBlock';

/** An entry's header as the build fills it in on the entry's page. */
const header = {
  type: 'entryHeader' as const,
  entry: {
    title: 'Three-Tier Lemon Cake',
    date: '2026-03-14',
    category: 'Wedding Cakes',
    categoryHref: '/recipes/category/wedding-cakes',
    tags: [{ label: 'citrus', href: '/recipes/tags/citrus' }, { label: 'spring' }],
    facts: [
      { label: 'Baker', value: 'Ana Ruiz' },
      { label: 'Serves', value: '60 guests' },
    ],
    summary: 'A light lemon sponge with elderflower cream, made for a garden wedding by the river.',
    image: { src: '/images/bakes/lemon-cake.jpg', alt: 'A white three-tier cake with lemon slices' },
    photos: [
      { src: '/images/bakes/lemon-cake-detail.jpg', alt: 'Sugar flowers on the top tier' },
      { src: '/images/bakes/lemon-cake-table.jpg', alt: 'The cake on a table under a tree' },
    ],
  },
};

describe('entry header', () => {
  it("makes the entry's title the page's h1 when it opens the page, naming its band", () => {
    renderBlock(EntryHeader, header, { opensPage: true });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Three-Tier Lemon Cake');
    expect(screen.getByRole('region', { name: 'Three-Tier Lemon Cake' })).toBeTruthy();
  });

  it('shows the date in words inside a <time> that gives it as YYYY-MM-DD', () => {
    renderBlock(EntryHeader, header);
    const time = screen.getByText('March 14, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-03-14');
  });

  it('writes dates the same way whatever the clock: the first and last day of a year, a day without zero', () => {
    expect(formatEntryDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatEntryDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatEntryDate('2026-13-01')).toBe('2026-13-01');
  });

  it('links the category to its page, above the title', () => {
    renderBlock(EntryHeader, header, { opensPage: true });
    const category = screen.getByRole('link', { name: 'Wedding Cakes' });
    expect(category.getAttribute('href')).toBe('/recipes/category/wedding-cakes');
    const title = screen.getByRole('heading', { level: 1 });
    expect(category.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the category as words when it has no page', () => {
    renderBlock(EntryHeader, { ...header, entry: { ...header.entry, categoryHref: undefined } });
    expect(screen.getByText('Wedding Cakes').closest('a')).toBeNull();
  });

  it('lists the facts as terms and their values', () => {
    renderBlock(EntryHeader, header);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Baker', 'Serves']);
    expect(values).toEqual(['Ana Ruiz', '60 guests']);
  });

  /** The list a screen reader meets right after the words that say what it holds. */
  const listAfter = (words: string) => {
    const list = screen.getByText(words).nextElementSibling as HTMLElement;
    expect(list.tagName).toBe('UL');
    return list;
  };

  it('gives the summary, the main picture and every photo with its description', () => {
    renderBlock(EntryHeader, header);
    expect(screen.getByText(header.entry.summary).tagName).toBe('P');
    expect(screen.getByRole('img', { name: header.entry.image.alt })).toBeTruthy();
    const photos = listAfter('Photos');
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(header.entry.photos.map((photo) => photo.alt));
  });

  it('links a tag to its page when it has one, and shows it as words otherwise', () => {
    renderBlock(EntryHeader, header);
    const tags = listAfter('Tags');
    expect(within(tags).getByRole('link', { name: 'citrus' }).getAttribute('href')).toBe('/recipes/tags/citrus');
    expect(within(tags).getByText('spring').closest('a')).toBeNull();
  });

  it('draws nothing without an entry (the block catalogue), rather than an empty band', () => {
    const { container } = renderBlock(EntryHeader, { type: 'entryHeader' });
    expect(container.innerHTML).toBe('');
  });
});
