import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Gallery } from '../../blocks/Gallery';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const gallery = blockFromPage('gallery.yaml', 'gallery');

describe('project gallery', () => {
  it('shows every project of gallery.yaml under the section heading', () => {
    renderBlock(Gallery, gallery);
    const section = screen.getByRole('region', { name: gallery.heading });
    expect(within(section).getAllByRole('figure')).toHaveLength(gallery.items.length);
  });

  it('each tile can take keyboard focus, so its caption can appear', () => {
    renderBlock(Gallery, gallery);
    for (const tile of screen.getAllByRole('figure')) expect(tile.tabIndex).toBe(0);
  });

  it('each tile is named by its caption with the title and category', () => {
    renderBlock(Gallery, gallery);
    const tiles = screen.getAllByRole('figure');
    gallery.items.forEach((item, i) => {
      const tile = screen.getByRole('figure', { name: (name) => name.includes(item.title) });
      expect(tile).toBe(tiles[i]);
      expect(tile.textContent).toContain(item.category);
      expect(within(tile).getByRole('img', { name: item.image.alt })).toBeTruthy();
    });
  });
});
