/**
 * The logo beside the company name in the header and the footer, from site.yaml's company.logo: the company's own
 * picture, a built-in mark, or its initials when it names none. The name is always written beside it.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initialsOf } from '../../blocks/ui/BrandMark';
import { Footer } from '../../src/app/Footer';
import { Header } from '../../src/app/header/Header';
import type { Site } from '../../src/content/model';
import { fixtureSite } from '../helpers/fixtureSite';
import { renderWithProviders } from '../helpers/renderBlock';

/** The link home in the header: named by the short company name, whatever the logo. */
function headerLogo(site: Site): HTMLElement {
  renderWithProviders(<Header site={site} />);
  const link = screen.getByRole('link', { name: (name) => name.startsWith(site.company.shortName) });
  expect(link.getAttribute('href')).toBe('/');
  return link;
}

function footerHeading(site: Site): HTMLElement {
  renderWithProviders(<Footer site={site} />);
  return within(screen.getByRole('contentinfo')).getByRole('heading', { level: 2, name: site.company.name });
}

describe('the logo', () => {
  it("is the company's picture when site.yaml gives one, silent beside the written name", () => {
    const site = fixtureSite({ company: { logo: { src: '/images/roof.svg' } } });
    for (const place of [headerLogo(site), footerHeading(site)]) {
      const picture = place.querySelector('img')!;
      expect(picture.getAttribute('src')).toBe('/images/roof.svg');
      expect(picture.getAttribute('alt')).toBe('');
      expect(place.querySelector('svg[aria-hidden="true"], [data-initials]')).toBeNull();
    }
  });

  it('is the built-in mark site.yaml names, hidden from screen readers', () => {
    const leaf = fixtureSite({ company: { logo: { mark: 'leaf' } } });
    const home = fixtureSite({ company: { logo: { mark: 'home' } } });
    const leafMark = headerLogo(leaf).querySelector('svg')!;
    expect(leafMark.getAttribute('aria-hidden')).toBe('true');
    const leafLines = [...leafMark.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    document.body.innerHTML = '';
    const homeLines = [...footerHeading(home).querySelectorAll('svg path')].map((path) => path.getAttribute('d'));
    expect(homeLines.length).toBeGreaterThan(0);
    expect(homeLines).not.toEqual(leafLines);
  });

  it("is the short name's initials in a ring when site.yaml names no logo, kept out of the heading's text", () => {
    const site = fixtureSite();
    expect(site.company.logo).toBeUndefined();
    const heading = footerHeading(site);
    const monogram = heading.querySelector('[data-initials]')!;
    expect(monogram.getAttribute('data-initials')).toBe('TR');
    expect(monogram.getAttribute('aria-hidden')).toBe('true');
    expect(heading.textContent).toBe('Test Roofing Company');
    expect(heading.querySelector('img, svg')).toBeNull();
  });
});

describe('initials of a name', () => {
  it('are the first letters of its first two words, in capitals', () => {
    expect(initialsOf('Harbour Street Dental')).toBe('HS');
    expect(initialsOf('acme')).toBe('A');
    expect(initialsOf('Ōsaka & Co')).toBe('ŌC');
    expect(initialsOf('7th Avenue Bakery')).toBe('7A');
  });
});
