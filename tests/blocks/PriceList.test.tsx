import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import { PriceList } from '../../blocks/PriceList';
import type { BlockOfType, Site } from '../../src/content/model';
import { readProjectFile, renderWithProviders } from '../helpers/renderBlock';

const fixtureSite: Site = parse(readProjectFile('tests/fixtures/minimal-site/site.yaml'));

const salon: BlockOfType<'priceList'> = {
  type: 'priceList',
  heading: 'Prices',
  intro: 'Every appointment starts with a short consultation.',
  groups: [
    {
      name: 'Cuts',
      items: [
        { name: 'Haircut and style', price: '$45', description: 'Includes wash and blow-dry.' },
        { name: "Children's cut", price: '$25' },
      ],
    },
    {
      name: 'Colour',
      items: [
        { name: 'Full colour', price: 'from $90' },
        { name: 'Colour consultation', price: '$20', unit: 'per half hour' },
      ],
    },
  ],
  note: 'Prices include tax.',
};

const windows: BlockOfType<'priceList'> = {
  type: 'priceList',
  heading: 'Window Cleaning Rates',
  items: [
    { name: 'Small house', price: '$120' },
    { name: 'Conservatory roof', price: '$60', unit: 'each' },
  ],
};

function renderPrices(block: BlockOfType<'priceList'>, opensPage = false) {
  return renderWithProviders(<PriceList block={block} site={fixtureSite} />, { opensPage });
}

/** What a screen reader reads for each item of a list: its words in order, spaces tidied. */
const readOut = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());

describe('price list', () => {
  it('shows the heading, the introduction and the note under the prices', () => {
    renderPrices(salon);
    const section = screen.getByRole('region', { name: 'Prices' });
    expect(within(section).getByText(salon.intro!)).toBeTruthy();
    expect(within(section).getByText('Prices include tax.')).toBeTruthy();
  });

  it('heads each group with its name, one level below the section, with its own list', () => {
    renderPrices(salon);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Cuts',
      'Colour',
    ]);
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });

  it("opening the page, its heading is the page's h1 and the groups' headings are h2", () => {
    renderPrices(salon, true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prices');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cuts',
      'Colour',
    ]);
  });

  it('reads each item as its name, price, unit and description, in that order', () => {
    renderPrices(salon);
    const [cuts, colour] = screen.getAllByRole('list');
    expect(readOut(cuts)).toEqual(['Haircut and style $45 Includes wash and blow-dry.', "Children's cut $25"]);
    expect(readOut(colour)).toEqual(['Full colour from $90', 'Colour consultation $20 per half hour']);
  });

  it('hides the dotted leader between name and price from screen readers', () => {
    renderPrices(windows);
    for (const item of screen.getAllByRole('listitem')) {
      const hidden = item.querySelectorAll('[aria-hidden="true"]');
      expect(hidden).toHaveLength(1);
      expect(hidden[0].textContent).toBe('');
    }
  });

  it('shows a list without groups with no group heading, and no note when there is none', () => {
    const { container } = renderPrices(windows);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Window Cleaning Rates']);
    expect(readOut(screen.getByRole('list'))).toEqual(['Small house $120', 'Conservatory roof $60 each']);
    expect(container.querySelectorAll('section > div > p')).toHaveLength(0);
  });

  it('shows a list without a name first, then the named groups, when the YAML has both', () => {
    renderPrices({ ...salon, items: windows.items });
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(3);
    expect(readOut(lists[0])).toEqual(['Small house $120', 'Conservatory roof $60 each']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Cuts',
      'Colour',
    ]);
  });
});
