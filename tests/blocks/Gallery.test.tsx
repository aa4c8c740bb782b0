import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Gallery } from '../../blocks/Gallery';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const gallery = blockFromPage('gallery.yaml', 'gallery');

describe('project gallery', () => {
  it('shows the six projects under the section heading', () => {
    renderBlock(Gallery, gallery);
    const section = screen.getByRole('region', { name: gallery.heading });
    expect(within(section).getAllByRole('figure')).toHaveLength(6);
  });

  it('each tile can take keyboard focus, so its caption can appear', () => {
    renderBlock(Gallery, gallery);
    for (const tile of screen.getAllByRole('figure')) expect(tile.tabIndex).toBe(0);
  });

  it('each tile is named by its caption with the title and category', () => {
    renderBlock(Gallery, gallery);
    const categories = ['Roofing', 'Framing', 'Siding', 'Windows & Doors', 'Interior Work', 'Waterproofing'];
    gallery.items.forEach((item, i) => {
      const tile = screen.getByRole('figure', { name: new RegExp(item.title) });
      expect(tile.textContent).toContain(categories[i]);
      expect(within(tile).getByRole('img', { name: item.image.alt })).toBeTruthy();
    });
  });
});
