import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ServiceCards } from '../../blocks/ServiceCards';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const services = blockFromPage('home.yaml', 'serviceCards');

describe('service cards', () => {
  it('shows the seven services under the section heading', () => {
    renderBlock(ServiceCards, services);
    const section = screen.getByRole('region', { name: 'Our Services' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Roofing', 'Framing', 'Siding', 'Windows & Doors', 'Waterproofing', 'Interior Work', 'Maintenance']);
  });

  it('each card links to its category page', () => {
    renderBlock(ServiceCards, services);
    expect(screen.getByRole('link', { name: 'Roofing' }).getAttribute('href')).toBe('/services/roofing');
    expect(screen.getByRole('link', { name: 'Windows & Doors' }).getAttribute('href')).toBe('/services/windows-doors');
  });

  it('each card splits into Residential and Commercial links with names that say which service', () => {
    renderBlock(ServiceCards, services);
    const residential = screen.getByRole('link', { name: 'Residential roofing' });
    const commercial = screen.getByRole('link', { name: 'Commercial roofing' });
    expect(residential.getAttribute('href')).toBe('/services/roofing/residential');
    expect(commercial.getAttribute('href')).toBe('/services/roofing/commercial');
    expect(residential.textContent).toBe('Residential');
    expect(screen.getByRole('link', { name: 'Commercial interior work' }).getAttribute('href')).toBe(
      '/services/interior-work/commercial',
    );
  });

  it('never nests a link inside another link', () => {
    const { container } = renderBlock(ServiceCards, services);
    expect(container.querySelectorAll('a a')).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(21);
  });

  it('shows each picture with its description, lazily', () => {
    renderBlock(ServiceCards, services);
    const img = screen.getByRole('img', { name: services.cards[0].image.alt });
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('opens the chosen split page through the router', () => {
    const { location } = renderBlock(ServiceCards, services);
    fireEvent.click(screen.getByRole('link', { name: 'Commercial siding' }));
    expect(location.history?.at(-1)).toBe('/services/siding/commercial');
  });
});
