import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Offerings } from '../../blocks/Offerings';
import type { BlockOfType } from '../../src/content/model';
import { iconDrawing, renderBlock } from '../helpers/renderBlock';

const offerings: BlockOfType<'offerings'> = {
  type: 'offerings',
  heading: 'What We Offer',
  intro: 'Everything a residential roof needs, from one licensed crew.',
  items: ['Full roof replacement', 'Leak detection and repair', 'Gutter installation'],
};

describe('list of offerings', () => {
  it('shows the heading and introduction', () => {
    renderBlock(Offerings, offerings);
    expect(screen.getByRole('heading', { level: 2, name: 'What We Offer' })).toBeTruthy();
    expect(screen.getByText(offerings.intro!)).toBeTruthy();
  });

  it('lists every offering in order, each with a check mark', () => {
    renderBlock(Offerings, offerings);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(offerings.items);
    for (const item of items) expect(item.querySelector('svg')?.innerHTML).toBe(iconDrawing('check'));
  });
});
