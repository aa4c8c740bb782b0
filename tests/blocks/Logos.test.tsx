import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import { Logos } from '../../blocks/Logos';
import type { BlockOfType, Site } from '../../src/content/model';
import { readProjectFile, renderWithProviders } from '../helpers/renderBlock';

const fixtureSite: Site = parse(readProjectFile('tests/fixtures/minimal-site/site.yaml'));

const brands: BlockOfType<'logos'> = {
  type: 'logos',
  heading: 'Brands We Stock',
  intro: 'We sell and service the names our customers trust.',
  logos: [
    { src: '/images/logos/northwind.svg', alt: 'Northwind Bicycles', href: 'https://example.com/northwind' },
    { src: '/images/logos/alpine.svg', alt: 'Alpine Gear', href: '/about' },
    { src: '/images/logos/club.png', alt: 'City Cycling Club member' },
  ],
};

function renderLogos(block: BlockOfType<'logos'>) {
  return renderWithProviders(<Logos block={block} site={fixtureSite} />);
}

describe('row of logos', () => {
  it('shows the heading and introduction, and a list item per logo in order', () => {
    renderLogos(brands);
    const section = screen.getByRole('region', { name: 'Brands We Stock' });
    expect(within(section).getByText(brands.intro!)).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual([
      'Northwind Bicycles',
      'Alpine Gear',
      'City Cycling Club member',
    ]);
  });

  it("names each linked logo by its picture's description, and leads where the YAML says", () => {
    renderLogos(brands);
    expect(screen.getByRole('link', { name: 'Northwind Bicycles' }).getAttribute('href')).toBe(
      'https://example.com/northwind',
    );
    expect(screen.getByRole('link', { name: 'Alpine Gear' }).getAttribute('href')).toBe('/about');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows a logo without a link as a picture alone', () => {
    renderLogos(brands);
    const club = screen.getByRole('img', { name: 'City Cycling Club member' });
    expect(club.closest('a')).toBeNull();
  });

  it('draws an SVG logo as it is and any other picture through the image pipeline, all lazily', () => {
    renderLogos(brands);
    const svg = screen.getByRole('img', { name: 'Northwind Bicycles' });
    expect(svg.getAttribute('src')).toBe('/images/logos/northwind.svg');
    for (const image of screen.getAllByRole('img')) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('stands without a heading: a plain band with the list, and no heading at all', () => {
    const { container } = renderLogos({ type: 'logos', logos: brands.logos });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
