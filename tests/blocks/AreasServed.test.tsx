import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AreasServed } from '../../blocks/AreasServed';
import type { BlockOfType } from '../../src/content/model';
import { iconDrawing, renderBlock } from '../helpers/renderBlock';

const areas: BlockOfType<'areasServed'> = {
  type: 'areasServed',
  id: 'areas',
  heading: 'Areas We Serve',
  intro: 'From our shop in Sherwood we reach job sites across the metro quickly.',
  groups: [
    { name: 'Portland & East County', places: ['Portland', 'Gresham', 'Happy Valley'] },
    { name: 'West Side', places: ['Beaverton', 'Hillsboro', 'Tigard'] },
    { name: 'South Metro', places: ['Lake Oswego', 'Tualatin', 'Clackamas'] },
  ],
};

describe('areas served', () => {
  it('shows the heading and introduction, and names the section by its heading', () => {
    renderBlock(AreasServed, areas);
    expect(screen.getByRole('heading', { level: 2, name: 'Areas We Serve' })).toBeTruthy();
    expect(screen.getByText(areas.intro!)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Areas We Serve' }).id).toBe('areas');
  });

  it('shows each group under its own heading, one level below the section heading', () => {
    renderBlock(AreasServed, areas);
    const groupHeadings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groupHeadings).toEqual(['Portland & East County', 'West Side', 'South Metro']);
  });

  it('lists the towns of each group, each marked with a map pin', () => {
    renderBlock(AreasServed, areas);
    const westSide = screen.getByRole('heading', { name: 'West Side' }).parentElement!;
    const towns = within(westSide).getAllByRole('listitem');
    expect(towns.map((town) => town.textContent)).toEqual(['Beaverton', 'Hillsboro', 'Tigard']);
    for (const town of towns) expect(town.querySelector('svg')?.innerHTML).toBe(iconDrawing('map-pin'));
  });

  it('uses h2 for the group names when it opens the page', () => {
    renderBlock(AreasServed, areas, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Areas We Serve' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
