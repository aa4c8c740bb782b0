import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ButtonLink, CallButton } from '../../blocks/ui/ButtonLink';
import { Icon, iconNames } from '../../blocks/ui/Icon';
import { Picture } from '../../blocks/ui/Picture';
import { Section, SectionHeading } from '../../blocks/ui/Section';
import { Stars } from '../../blocks/ui/Stars';
import { mq, hoverNone, reducedMotion } from '../../blocks/ui/media';
import { telHref } from '../../blocks/ui/phone';
import { clockTime } from '../../blocks/ui/contactFacts';
import { hoursTextOf } from '../helpers/officeHours';
import { readProjectFile, renderWithProviders, site, telAddressOf } from '../helpers/renderBlock';

const featuresSchema = JSON.parse(readProjectFile('schema/blocks/features.schema.json'));

describe('shared block pieces', () => {
  it('builds media queries from the theme breakpoints', () => {
    expect(mq(site.theme).sm).toBe('@media (min-width: 640px)');
    expect(mq(site.theme).lg).toBe('@media (min-width: 1024px)');
    expect(hoverNone).toBe('@media (hover: none)');
    expect(reducedMotion).toBe('@media (prefers-reduced-motion: reduce)');
  });

  it('turns a written phone number into a tel: link with the country code', () => {
    expect(telHref('(503) 555-0147')).toBe('tel:+15035550147');
    expect(telHref('503.555.0147')).toBe('tel:+15035550147');
  });

  it('has an icon for every name a features block may use', () => {
    const schemaIcons: string[] = featuresSchema.properties.items.items.properties.icon.enum;
    expect(iconNames).toEqual(expect.arrayContaining(schemaIcons));
    for (const name of [
      'check',
      'chevron-down',
      'chevron-left',
      'chevron-right',
      'menu',
      'close',
      'phone',
      'mail',
      'map-pin',
      'clock',
      'pause',
      'play',
      'arrow-right',
      'star',
    ]) {
      expect(iconNames).toContain(name);
    }
  });

  it('hides icons from screen readers', () => {
    const { container } = renderWithProviders(<Icon name="shield" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
  });

  it('reads a rating once, in the words the block gives for its number of stars', () => {
    renderWithProviders(<Stars value={4.4} label={(filled) => `${filled} étoiles sur 5`} />);
    expect(screen.getByRole('img', { name: '4 étoiles sur 5' })).toBeTruthy();
  });

  it('loads ordinary pictures lazily at the 16:10 size of the artwork', () => {
    renderWithProviders(<Picture image={{ src: '/images/a.svg', alt: 'A roof' }} />);
    const img = screen.getByRole('img', { name: 'A roof' });
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1000');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('loads the priority picture at once with high priority', () => {
    renderWithProviders(<Picture image={{ src: '/images/a.svg', alt: 'A roof' }} priority />);
    const img = screen.getByRole('img', { name: 'A roof' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('sends internal button links through the router and leaves others as plain links', () => {
    renderWithProviders(
      <>
        <ButtonLink href="/contact">Get Free Estimate</ButtonLink>
        <ButtonLink href="https://example.com/profile" variant="secondary">
          Profile
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Get Free Estimate' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('https://example.com/profile');
  });

  it('the call button shows its label and the phone number and dials it', () => {
    renderWithProviders(<CallButton site={site} />);
    const link = screen.getByRole('link', { name: /Call us for a free estimate/ });
    expect(link.textContent).toContain(site.company.phone);
    expect(link.getAttribute('href')).toBe(telAddressOf(site.company.phone));
  });

  it('a section heading is the h1 only when its block opens the page', () => {
    const first = renderWithProviders(<SectionHeading>Our Services</SectionHeading>, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeTruthy();
    first.unmount();
    renderWithProviders(<SectionHeading>Our Services</SectionHeading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeTruthy();
  });

  it('a section is labelled by its heading', () => {
    renderWithProviders(<Section heading="How It Works" intro="Three steps." surface="alternate" />);
    const region = screen.getByRole('region', { name: 'How It Works' });
    expect(region.getAttribute('data-surface')).toBe('alternate');
    expect(screen.getByText('Three steps.')).toBeTruthy();
  });
});

describe('office hours', () => {
  it('are written as people in the US read them: 12-hour clock, am and pm, noon and midnight as 12', () => {
    expect(['08:00', '17:30', '12:00', '00:15', '23:05'].map(clockTime)).toEqual([
      '8:00 am',
      '5:30 pm',
      '12:00 pm',
      '12:15 am',
      '11:05 pm',
    ]);
    // The tests' own reading of site.yaml's hours agrees with the site's.
    expect(hoursTextOf({ opens: '00:15', closes: '12:00' })).toBe('12:15 am – 12:00 pm');
    expect(hoursTextOf({ closed: true })).toBe('Closed');
  });
});
