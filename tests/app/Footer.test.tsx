import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Footer } from '../../src/app/Footer';
import type { Site } from '../../src/content/model';
import { fixtureSite } from '../helpers/fixtureSite';
import { hoursTextOf } from '../helpers/officeHours';
import { renderWithProviders, telAddressOf } from '../helpers/renderBlock';

// The fixture's footer: about (with the licence numbers), contact, profiles; its headings left to their defaults.
const site = fixtureSite();

/** A footer of another business: its columns in another order, without the licence numbers anywhere. */
const reordered = fixtureSite({
  company: {
    credentials: [
      { label: 'State dental licence', number: 'DL# 40127' },
      { label: 'Member of the Dental Association' },
    ],
  },
  footer: {
    columns: [
      { kind: 'hours', heading: 'Opening times', note: { text: 'Evening appointments on Thursdays' } },
      { kind: 'areas', heading: 'Patients from' },
      {
        kind: 'links',
        heading: 'More',
        links: [
          { label: 'About us', href: '/about' },
          { label: 'Our association', href: 'https://example.org/members' },
        ],
      },
      { kind: 'about', text: 'Family dentistry for {{years}} years.' },
    ],
  },
});

function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    {
      width,
      height: 800,
    },
  );
}

function renderFooter({ width = 1280, of = site }: { width?: number; of?: Site } = {}) {
  setWidth(width);
  const result = renderWithProviders(<Footer site={of} />);
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
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('footer columns', () => {
  it("are site.yaml's, in its order: the about column headed by the company name, the others by their defaults", () => {
    renderFooter();
    expect(headings()).toEqual(['Test Roofing Company', 'Contact', 'Find us online']);
  });

  it('follow another order with the headings given, and show no licence number when no column asks for them', () => {
    const { footer } = renderFooter({ of: reordered });
    expect(headings()).toEqual(['Opening times', 'Patients from', 'More', 'Test Roofing Company']);
    expect(footer.textContent).not.toContain('DL# 40127');
    expect(within(columnOf('Test Roofing Company')).getByText('Family dentistry for 18 years.')).toBeTruthy();
  });

  it('lay out as 1 column on phones, 2 from 640 px and all of them side by side from 1024 px', () => {
    for (const [of, width, columns] of [
      [site, 375, 1],
      [site, 700, 2],
      [site, 1280, 3],
      [reordered, 1280, 4],
    ] as const) {
      const { unmount } = renderFooter({ width, of });
      const grid = screen.getAllByRole('heading', { level: 2 })[0].parentElement!.parentElement!;
      expect(trackCount(getComputedStyle(grid).gridTemplateColumns)).toBe(columns);
      unmount();
    }
  });
});

describe('the about column', () => {
  it('shows the note with the facts filled in, and the credentials that have a number', () => {
    renderFooter();
    const about = columnOf('Test Roofing Company');
    expect(within(about).getByText('Serving the Portland Metro Area for 18 years.')).toBeTruthy();
    const rows = Array.from(about.querySelectorAll('dl > div')).map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([['Oregon license', 'CCB# 229721']]);
  });

  it('lists no credential without a number', () => {
    renderFooter({
      of: fixtureSite({
        company: { credentials: [{ label: 'Board certified' }, { label: 'State licence', number: 'SL# 7' }] },
      }),
    });
    const about = columnOf('Test Roofing Company');
    expect(about.querySelectorAll('dt')).toHaveLength(1);
    expect(about.textContent).not.toContain('Board certified');
  });
});

describe('the credentials column', () => {
  it('lists the numbered credentials under its heading', () => {
    renderFooter({
      of: fixtureSite({
        company: { credentials: [{ label: 'State dental licence', number: 'DL# 40127' }, { label: 'Member' }] },
        footer: { columns: [{ kind: 'credentials' }] },
      }),
    });
    const column = columnOf('Licences & certifications');
    expect(column.querySelector('dt')?.textContent).toBe('State dental licence');
    expect(column.querySelector('dd')?.textContent).toBe('DL# 40127');
    expect(column.textContent).not.toContain('Member');
  });
});

describe('the contact column', () => {
  it('gives the street address in an <address>, with e-mail and phone links', () => {
    renderFooter();
    const contact = columnOf('Contact');
    const address = contact.querySelector('address')!;
    expect(address.textContent).toContain('1 Main St');
    expect(address.textContent).toContain('Sherwood, OR 97140');
    expect(within(contact).getByRole('link', { name: 'office@example.com' }).getAttribute('href')).toBe(
      'mailto:office@example.com',
    );
    expect(within(contact).getByRole('link', { name: '(503) 555-0100' }).getAttribute('href')).toBe(
      telAddressOf('(503) 555-0100'),
    );
  });
});

describe('the hours column', () => {
  it('shows the hours a row a day or days, with machine-readable times, and the note under them', () => {
    renderFooter({ of: reordered });
    const hours = columnOf('Opening times');
    const rows = Array.from(hours.querySelectorAll('dl > div')).map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual(reordered.company.hours.map((row) => [row.label, hoursTextOf(row)]));
    expect(hours.querySelector('time')?.getAttribute('datetime')).toBe('08:00');
    expect(hours.querySelector('p')?.textContent).toBe('Evening appointments on Thursdays');
  });

  it("shows a note's highlight in bold before its text, with the facts filled in", () => {
    renderFooter({
      of: fixtureSite({
        footer: { columns: [{ kind: 'hours', note: { highlight: '{{emergency}}', text: 'emergency service' } }] },
      }),
    });
    const note = columnOf('Hours').querySelector('p')!;
    expect(note.textContent).toBe('24/7 emergency service');
    expect(note.querySelector('strong')?.textContent).toBe('24/7');
  });
});

describe('the areas column', () => {
  it('lists the towns served', () => {
    renderFooter({ of: reordered });
    const towns = within(columnOf('Patients from')).getAllByRole('listitem');
    expect(towns.map((town) => town.textContent)).toEqual(['Portland', 'Beaverton']);
  });
});

describe('links in the footer', () => {
  it('a profile opens in a new tab with rel=noopener and says so to screen readers', () => {
    renderFooter();
    const [link] = within(columnOf('Find us online')).getAllByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com/profile');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(link.textContent).toBe('Directory profile (opens in a new tab)');
    expect(link.querySelector('.visually-hidden')?.textContent?.trim()).toBe('(opens in a new tab)');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a link to a page of the site opens in place, through the router; one to another site in a new tab', () => {
    const { location } = renderFooter({ of: reordered });
    const more = columnOf('More');
    const inside = within(more).getByRole('link', { name: 'About us' });
    expect(inside.getAttribute('target')).toBeNull();
    fireEvent.click(inside);
    expect(location.history.at(-1)).toBe('/about');
    const outside = within(more).getByRole('link', { name: /^Our association/ });
    expect(outside.getAttribute('target')).toBe('_blank');
  });

  it('the legal links go to pages inside the site', () => {
    const { location } = renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/about']);
    fireEvent.click(links[0]);
    expect(location.history.at(-1)).toBe('/about');
  });

  it('ends with © the current year and the company name', () => {
    const { footer } = renderFooter();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Test Roofing Company`);
  });
});
