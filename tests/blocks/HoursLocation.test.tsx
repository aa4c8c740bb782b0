import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { directionsHref, HoursLocation } from '../../blocks/HoursLocation';
import type { BlockOfType, Site } from '../../src/content/model';
import { readSchema } from '../../src/content/schemas';
import { blocksOfType, loadShowcase } from '../helpers/blocksShowcase';
import { hoursTextOf } from '../helpers/officeHours';
import { renderWithProviders, telAddressOf } from '../helpers/renderBlock';

const showcase = loadShowcase();
const [visit] = blocksOfType(showcase, 'hoursLocation');
const { company } = showcase.site;

/** The fixture's office with a weekend: open Saturday morning, closed Sunday. */
const withWeekend: Site = {
  ...showcase.site,
  company: {
    ...company,
    hours: [
      ...company.hours,
      { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '12:30' },
      { label: 'Sunday', days: ['Sunday'], closed: true },
    ],
  },
};

function renderVisit(block: BlockOfType<'hoursLocation'> = visit, site: Site = showcase.site) {
  return renderWithProviders(<HoursLocation block={block} site={site} />);
}

describe('hours and location', () => {
  it("gives the company's name and address, from site.yaml, inside an <address>", () => {
    renderVisit();
    const section = screen.getByRole('region', { name: visit.heading });
    const address = section.querySelector('address')!;
    expect(address.textContent).toContain(company.name);
    expect(address.textContent).toContain(company.address.street);
    expect(address.textContent).toContain(
      `${company.address.city}, ${company.address.region} ${company.address.postalCode}`,
    );
  });

  it('gives the phone as a link that dials it, and the e-mail as a link that writes to it', () => {
    renderVisit();
    const address = document.querySelector('address')!;
    expect(within(address).getByRole('link', { name: company.phone }).getAttribute('href')).toBe(
      telAddressOf(company.phone),
    );
    expect(within(address).getByRole('link', { name: company.email }).getAttribute('href')).toBe(
      `mailto:${company.email}`,
    );
  });

  it('links to directions to the address in Google Maps, opening in the same tab', () => {
    renderVisit();
    const link = screen.getByRole('link', { name: 'Get directions' });
    const { street, city, region, postalCode, country } = company.address;
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(`${street}, ${city}, ${region} ${postalCode}, ${country}`);
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('without words of its own, the directions link says what the schema tells editors it says', () => {
    const schema = readSchema('blocks/hoursLocation.schema.json') as {
      properties: { directionsLabel: { default: string } };
    };
    renderVisit({ type: 'hoursLocation', heading: 'Visit Us' });
    expect(screen.getByRole('link', { name: schema.properties.directionsLabel.default })).toBeTruthy();
  });

  it('names the directions link with the words the block gives', () => {
    renderVisit({ ...visit, directionsLabel: 'Plan your visit' });
    expect(screen.getByRole('link', { name: 'Plan your visit' }).getAttribute('href')).toBe(
      directionsHref(company.address),
    );
    expect(screen.queryByRole('link', { name: 'Get directions' })).toBeNull();
  });

  it('writes the address into the directions link safely, whatever characters it holds', () => {
    const address = { ...company.address, street: '12 Rue & Co #3' };
    const destination = new URL(directionsHref(address)).searchParams.get('destination');
    expect(destination?.startsWith('12 Rue & Co #3, ')).toBe(true);
  });

  it('lists every row of the office hours from site.yaml, each day with its hours or Closed', () => {
    renderVisit(visit, withWeekend);
    const hours = document.querySelector('dl')!;
    const rows = Array.from(hours.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual(withWeekend.company.hours.map((row) => [row.label, hoursTextOf(row)]));
    expect(rows[1]).toEqual(['Saturday', '9:00 am – 12:30 pm']);
    expect(Array.from(hours.querySelectorAll('time'), (time) => time.getAttribute('datetime'))).toContain('12:30');
  });

  it('heads the address and the hours with the words the block gives, one level below the section heading', () => {
    renderVisit();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Find us',
      'Opening hours',
    ]);
    expect(screen.getByText('Evening appointments by arrangement.')).toBeTruthy();
  });

  it('without those headings or a note, shows the address and hours alone', () => {
    renderVisit({ type: 'hoursLocation', heading: 'Visit Us' });
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(document.querySelector('address')?.textContent).toContain(company.name);
    expect(document.querySelectorAll('dt')).toHaveLength(company.hours.length);
    expect(screen.queryByText('Evening appointments by arrangement.')).toBeNull();
  });
});
