import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Features } from '../../blocks/Features';
import type { BlockOfType } from '../../src/content/model';
import { iconDrawing, renderBlock } from '../helpers/renderBlock';

const whyChooseUs: BlockOfType<'features'> = {
  type: 'features',
  heading: 'Why Choose Us',
  intro: 'Homeowners and property managers across the metro trust us.',
  items: [
    { title: 'Licensed, Bonded & Insured', text: 'Licensed in Oregon and Washington.', icon: 'shield' },
    { title: 'Deep Local Experience', text: '18 years of building in the Pacific Northwest.', icon: 'star' },
    { title: 'Transparent Pricing', text: 'Detailed written estimates with no hidden fees.' },
  ],
};

const roofingServices: BlockOfType<'features'> = {
  type: 'features',
  variant: 'list',
  heading: 'Our Roofing Services',
  items: [
    { title: 'Roof Replacement', text: 'Complete tear-off and new roof systems.' },
    { title: 'Roof Repair', text: 'Leaks, flashing and storm damage.' },
  ],
};

describe('feature cards', () => {
  it('shows the heading, introduction and one card per point with its title and text', () => {
    renderBlock(Features, whyChooseUs);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeTruthy();
    expect(screen.getByText(whyChooseUs.intro!)).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(whyChooseUs.items.map((item) => item.title));
    expect(screen.getByText('Detailed written estimates with no hidden fees.')).toBeTruthy();
  });

  it('draws the icon each point names, and a check mark when it names none', () => {
    renderBlock(Features, whyChooseUs);
    const icons = screen.getAllByRole('listitem').map((card) => card.querySelector('svg')?.innerHTML);
    expect(icons).toEqual([iconDrawing('shield'), iconDrawing('star'), iconDrawing('check')]);
  });

  it('uses h2 for the card titles when it opens the page', () => {
    renderBlock(Features, whyChooseUs, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Why Choose Us' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

describe('feature list', () => {
  it('shows each point with a check mark, its title and its text', () => {
    renderBlock(Features, roofingServices);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].querySelector('svg')?.innerHTML).toBe(iconDrawing('check'));
    expect(screen.getByRole('heading', { level: 3, name: 'Roof Repair' })).toBeTruthy();
    expect(items[1].textContent).toContain('Leaks, flashing and storm damage.');
  });
});
