import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ServiceCards } from '../../blocks/ServiceCards';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock } from '../helpers/renderBlock';

const services: BlockOfType<'serviceCards'> = {
  type: 'serviceCards',
  heading: 'Our Services',
  cards: [
    {
      title: 'Cleaning',
      subtitle: '(homes and offices)',
      image: { src: '/images/cleaning.jpg', alt: 'A bright living room with clean floors' },
      href: '/services/cleaning',
      links: [
        { label: 'Homes', href: '/services/cleaning/homes', icon: 'home' },
        { label: 'Offices', href: '/services/cleaning/offices', icon: 'building' },
      ],
    },
    {
      title: 'Window Washing',
      image: { src: '/images/windows.jpg', alt: 'A worker washing a tall window' },
      href: '/services/window-washing',
    },
    {
      title: 'Carpets',
      image: { src: '/images/carpets.jpg', alt: 'A steam cleaner on a grey carpet' },
      href: '/services/carpets',
      links: [{ label: 'Stairs', href: '/services/carpets/stairs' }],
    },
  ],
};

describe('service cards', () => {
  it('shows a card per service under the section heading, titled by the service', () => {
    renderBlock(ServiceCards, services);
    const section = screen.getByRole('region', { name: 'Our Services' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cleaning', 'Window Washing', 'Carpets']);
  });

  it("each card's title links to its page, and its subtitle shows only when written", () => {
    renderBlock(ServiceCards, services);
    expect(screen.getByRole('link', { name: 'Cleaning' }).getAttribute('href')).toBe('/services/cleaning');
    expect(screen.getByRole('link', { name: 'Window Washing' }).getAttribute('href')).toBe('/services/window-washing');
    expect(screen.getByText('(homes and offices)')).toBeTruthy();
    const windowCard = screen.getByRole('heading', { name: 'Window Washing' }).closest('li')!;
    expect(windowCard.querySelectorAll('p')).toHaveLength(0);
  });

  it("shows a card's own links with its words, named with the card's title for screen readers", () => {
    renderBlock(ServiceCards, services);
    const homes = screen.getByRole('link', { name: 'Homes Cleaning' });
    expect(homes.getAttribute('href')).toBe('/services/cleaning/homes');
    expect(homes.textContent).toBe('Homes');
    expect(homes.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Offices Cleaning' }).getAttribute('href')).toBe(
      '/services/cleaning/offices',
    );
    const stairs = screen.getByRole('link', { name: 'Stairs Carpets' });
    expect(stairs.getAttribute('href')).toBe('/services/carpets/stairs');
    expect(stairs.querySelector('svg')).toBeNull();
  });

  it('a card without links of its own is one link, with no row of links', () => {
    renderBlock(ServiceCards, services);
    const windowCard = screen.getByRole('heading', { name: 'Window Washing' }).closest('li')!;
    expect(within(windowCard).getAllByRole('link')).toHaveLength(1);
    expect(windowCard.querySelector('.split')).toBeNull();
  });

  it('never nests a link inside another link', () => {
    const { container } = renderBlock(ServiceCards, services);
    expect(container.querySelectorAll('a a')).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(6);
  });

  it('shows each picture with its description, lazily', () => {
    renderBlock(ServiceCards, services);
    const img = screen.getByRole('img', { name: services.cards[0].image.alt });
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("opens a card's link through the router", () => {
    const { location } = renderBlock(ServiceCards, services);
    fireEvent.click(screen.getByRole('link', { name: 'Offices Cleaning' }));
    expect(location.history?.at(-1)).toBe('/services/cleaning/offices');
  });
});
