import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Steps } from '../../blocks/Steps';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const steps = blockFromPage('home.yaml', 'steps');

describe('how it works', () => {
  it('lists Consultation, Planning and Execution in order, numbered', () => {
    renderBlock(Steps, steps);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Consultation',
      'Planning',
      'Execution',
    ]);
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]')!.textContent)).toEqual(['1', '2', '3']);
  });

  it('describes each step', () => {
    renderBlock(Steps, steps);
    expect(screen.getByText(steps.steps[1].text)).toBeTruthy();
  });

  it('the heading is an h2 below the page opener and the h1 when it opens the page', () => {
    const { unmount } = renderBlock(Steps, steps);
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeTruthy();
    unmount();
    renderBlock(Steps, steps, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeTruthy();
  });
});
