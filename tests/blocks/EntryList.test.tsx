import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EntryList } from '../../blocks/EntryList';
import { renderBlock } from '../helpers/renderBlock';

const entry = (slug: string, title: string, date: string, category?: string) => ({
  title,
  href: `/recipes/${slug}`,
  date,
  summary: `How we make the ${title.toLowerCase()}, step by step.`,
  image: { src: `/images/bakes/${slug}.jpg`, alt: `The ${title.toLowerCase()} on a board` },
  ...(category ? { category } : {}),
});

/** A listing as the build fills it in: a page of older entries with newer and older ones beside it. */
const listing = {
  type: 'entryList' as const,
  heading: 'Recipes',
  intro: 'Everything we bake, newest first.',
  from: { collection: 'recipes' },
  perPage: 3,
  entries: [
    entry('lemon-cake', 'Lemon Cake', '2026-03-14', 'Cakes'),
    entry('sourdough', 'Country Sourdough', '2026-02-01', 'Breads'),
    entry('rye-rolls', 'Rye Rolls', '2025-11-20'),
  ],
  pagination: { previous: '/recipes', next: '/recipes/page/2', from: '2025-11-20', to: '2026-03-14' },
};

/** The newest few with a link to the rest, as on a home page. */
const latest = {
  type: 'entryList' as const,
  heading: 'Fresh From the Kitchen',
  from: { collection: 'recipes', newest: 2 },
  more: { label: 'All Recipes', href: '/recipes' },
  entries: listing.entries.slice(0, 2),
};

describe('list of entries', () => {
  it("the heading is the page's h1 when the list opens the page, and its cards' titles are h2", () => {
    renderBlock(EntryList, listing, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recipes');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Lemon Cake',
      'Country Sourdough',
      'Rye Rolls',
    ]);
  });

  it('further down a page the heading is an h2 and the titles h3', () => {
    renderBlock(EntryList, latest);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Fresh From the Kitchen');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it("shows one card per entry, in order, each title a link to the entry's page", () => {
    renderBlock(EntryList, listing);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    listing.entries.forEach((each, i) => {
      const link = within(cards[i]).getByRole('link');
      expect(link.textContent).toBe(each.title);
      expect(link.getAttribute('href')).toBe(each.href);
      expect(within(cards[i]).getByRole('img', { name: each.image.alt })).toBeTruthy();
      expect(within(cards[i]).getByText(each.summary)).toBeTruthy();
    });
  });

  it('dates each card in words inside a <time> with the date as YYYY-MM-DD, and names its category', () => {
    renderBlock(EntryList, listing);
    const [first, , third] = within(screen.getByRole('list')).getAllByRole('listitem');
    const time = within(first).getByText('March 14, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-03-14');
    expect(within(first).getByText('Cakes')).toBeTruthy();
    expect(within(third).getByText('November 20, 2025').getAttribute('datetime')).toBe('2025-11-20');
  });

  it('links to all the entries under the newest few', () => {
    renderBlock(EntryList, latest);
    expect(screen.getByRole('link', { name: 'All Recipes' }).getAttribute('href')).toBe('/recipes');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('on a page of older entries, offers Newer and Older and says the dates it spans', () => {
    renderBlock(EntryList, listing);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const newer = within(pages).getByRole('link', { name: 'Newer' });
    const older = within(pages).getByRole('link', { name: 'Older' });
    expect(newer.getAttribute('href')).toBe('/recipes');
    expect(newer.getAttribute('rel')).toBe('prev');
    expect(older.getAttribute('href')).toBe('/recipes/page/2');
    expect(older.getAttribute('rel')).toBe('next');
    const current = pages.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('November 20, 2025 – March 14, 2026');
  });

  it('has no Newer on the first page and no Older on the page of the oldest', () => {
    const { unmount } = renderBlock(EntryList, { ...listing, pagination: { next: '/recipes/page/3' } });
    let pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).queryByRole('link', { name: 'Newer' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Older' })).toBeTruthy();
    expect(pages.querySelector('[aria-current="page"]')).toBeNull();
    unmount();
    renderBlock(EntryList, {
      ...listing,
      pagination: { previous: '/recipes/page/3', from: '2025-11-20', to: '2025-11-20' },
    });
    pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Newer' }).getAttribute('href')).toBe('/recipes/page/3');
    expect(within(pages).queryByRole('link', { name: 'Older' })).toBeNull();
    expect(pages.textContent).toContain('November 20, 2025');
    expect(pages.textContent).not.toContain('–');
  });

  it('draws no list when the collection has nothing published yet', () => {
    renderBlock(EntryList, { ...latest, entries: [] });
    expect(screen.getByRole('heading', { name: 'Fresh From the Kitchen' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
