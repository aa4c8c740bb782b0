import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Footer } from '../../src/app/Footer';
import type { Site } from '../../src/content/model';
import { factsOf, fillPlaceholders } from '../../src/content/placeholders';
import { hoursTextOf } from '../helpers/officeHours';
import { renderWithProviders, site as rawSite, telAddressOf } from '../helpers/renderBlock';

// As the build hands it over: {{years}} and the other facts already written in.
const site: Site = fillPlaceholders(rawSite, factsOf(rawSite.company)).value;

function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    {
      width,
      height: 800,
    },
  );
}

function renderFooter({ width = 1280 }: { width?: number } = {}) {
  setWidth(width);
  const result = renderWithProviders(<Footer site={site} />);
  return { ...result, footer: screen.getByRole('contentinfo') };
}

afterEach(() => setWidth(1024));

/** How many columns a grid-template-columns value makes, with repeat(n, …) written out. */
function trackCount(template: string): number {
  const expanded = template.replace(/repeat\((\d+),\s*((?:[^()]|\([^()]*\))+)\)/g, (_, count: string, track: string) =>
    Array(Number(count)).fill(track.trim()).join(' '),
  );
  // Split on spaces that are not inside minmax(…).
  return expanded.trim().split(/\s+(?![^(]*\))/).length;
}

const columnOf = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).parentElement!;

describe('footer', () => {
  it('has four columns headed by the company name and the headings from site.yaml', () => {
    renderFooter();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      site.company.name,
      site.footer.contactHeading,
      site.footer.hoursHeading,
      site.footer.linksHeading,
    ]);
  });

  it('lays the columns out as 1 on phones, 2 from 640 px and 4 from 1024 px', () => {
    for (const [width, columns] of [
      [375, 1],
      [700, 2],
      [1280, 4],
    ] as const) {
      const { unmount } = renderFooter({ width });
      const grid = columnOf(site.footer.contactHeading).parentElement!;
      expect(trackCount(getComputedStyle(grid).gridTemplateColumns)).toBe(columns);
      unmount();
    }
  });

  it('shows the company note with the years filled in, and both licence numbers', () => {
    renderFooter();
    const identity = columnOf(site.company.name);
    expect(identity.textContent).toContain(site.footer.about);
    expect(identity.textContent).not.toContain('{{');
    expect(identity.textContent).toContain(site.company.licences.oregon);
    expect(identity.textContent).toContain(site.company.licences.washington);
  });

  it('gives the street address in an <address>, with e-mail and phone links', () => {
    renderFooter();
    const contact = columnOf(site.footer.contactHeading);
    const address = contact.querySelector('address')!;
    const { street, city, region, postalCode } = site.company.address;
    expect(address.textContent).toContain(street);
    expect(address.textContent).toContain(`${city}, ${region} ${postalCode}`);
    expect(within(contact).getByRole('link', { name: site.company.email }).getAttribute('href')).toBe(
      `mailto:${site.company.email}`,
    );
    expect(within(contact).getByRole('link', { name: site.company.phone }).getAttribute('href')).toBe(
      telAddressOf(site.company.phone),
    );
  });

  it('shows the office hours of site.yaml, a row a day or days, with machine-readable times', () => {
    renderFooter();
    const hours = columnOf(site.footer.hoursHeading);
    const rows = Array.from(hours.querySelectorAll('dl > div')).map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual(site.company.hours.map((row) => [row.label, hoursTextOf(row)]));
    const open = site.company.hours.find((row) => row.opens && !row.closed);
    expect(hours.querySelector('time')?.getAttribute('datetime')).toBe(open?.opens);
    expect(hours.textContent).toContain('24/7 emergency service');
  });

  it('external links open in a new tab with rel=noopener and say so to screen readers', () => {
    renderFooter();
    const links = within(columnOf(site.footer.linksHeading)).getAllByRole('link');
    expect(links).toHaveLength(site.footer.externalLinks.length);
    links.forEach((link, index) => {
      const { label, href } = site.footer.externalLinks[index];
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.textContent).toBe(`${label} (opens in a new tab)`);
      expect(link.querySelector('.visually-hidden')?.textContent?.trim()).toBe('(opens in a new tab)');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    });
  });

  it('links to the privacy policy and the terms inside the site', () => {
    const { location } = renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/privacy-policy', '/terms-conditions']);
    fireEvent.click(within(legal).getByRole('link', { name: 'Terms & Conditions' }));
    // Through the router: no page reload.
    expect(location.history.at(-1)).toBe('/terms-conditions');
  });

  it('shows © with the current year and the company name', () => {
    const { footer } = renderFooter();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${site.company.name}`);
  });
});
