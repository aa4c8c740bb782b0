import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Gallery } from '../../blocks/Gallery';
import { renderBlock } from '../helpers/renderBlock';

const picture = (name: string) => ({
  src: `/images/work/${name}.jpg`,
  alt: `A photo of the ${name.replace('-', ' ')}`,
});
const linkedGallery = {
  type: 'gallery' as const,
  heading: 'Recent Work',
  items: [
    {
      id: 'stone-path',
      title: 'Flagstone Garden Path',
      category: 'Paving',
      image: picture('stone-path'),
      href: '/work/stone-path',
    },
    { id: 'herb-bed', title: 'Raised Herb Bed', category: 'Planting', image: picture('herb-bed') },
  ],
};

/** Pictures written in the block, as a page with its own items has them. */
const gallery = {
  type: 'gallery' as const,
  heading: 'Recent Work',
  items: [
    {
      id: 'courtyard-garden',
      title: 'Shaded Courtyard Garden',
      category: 'Planting',
      location: 'Riverside',
      image: picture('courtyard-garden'),
    },
    { id: 'stone-path', title: 'Flagstone Garden Path', category: 'Paving', image: picture('stone-path') },
    {
      id: 'herb-bed',
      title: 'Raised Herb Bed',
      category: 'Planting',
      location: 'Hillcrest',
      image: picture('herb-bed'),
    },
  ],
};
const galleryItems = gallery.items;

describe('project gallery', () => {
  it('shows every picture under the section heading', () => {
    renderBlock(Gallery, gallery);
    const section = screen.getByRole('region', { name: gallery.heading });
    expect(within(section).getAllByRole('figure')).toHaveLength(galleryItems.length);
  });

  it('each tile can take keyboard focus, so its caption can appear', () => {
    renderBlock(Gallery, gallery);
    for (const tile of screen.getAllByRole('figure')) expect(tile.tabIndex).toBe(0);
  });

  it('each tile is named by its caption with the title and category', () => {
    renderBlock(Gallery, gallery);
    const tiles = screen.getAllByRole('figure');
    galleryItems.forEach((item, i) => {
      const tile = screen.getByRole('figure', { name: (name) => name.includes(item.title) });
      expect(tile).toBe(tiles[i]);
      expect(tile.textContent).toContain(item.category);
      expect(within(tile).getByRole('img', { name: item.image.alt })).toBeTruthy();
    });
  });

  it('a tile with a link is a link to its page, named by its caption, and the only tab stop of its tile', () => {
    renderBlock(Gallery, linkedGallery);
    const link = screen.getByRole('link', { name: /Flagstone Garden Path/ });
    expect(link.getAttribute('href')).toBe('/work/stone-path');
    expect(link.textContent).toBe('');
    expect(within(link).getByRole('img', { name: 'A photo of the stone path' })).toBeTruthy();
    const tile = screen.getByRole('figure', { name: /Flagstone Garden Path/ });
    expect(tile.contains(link)).toBe(true);
    expect(tile.hasAttribute('tabindex')).toBe(false);
  });

  it('a tile without a link stays a focusable figure with no link in it', () => {
    renderBlock(Gallery, linkedGallery);
    const tile = screen.getByRole('figure', { name: /Raised Herb Bed/ });
    expect(tile.tabIndex).toBe(0);
    expect(within(tile).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
