import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Steps } from '../../blocks/Steps';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const steps = blockFromPage('home.yaml', 'steps');

describe('how it works', () => {
  it('lists its steps (Consultation, Planning and Execution on the live site) in order, numbered', () => {
    renderBlock(Steps, steps);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      steps.steps.map((step) => step.title),
    );
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]')!.textContent)).toEqual(
      steps.steps.map((_, index) => String(index + 1)),
    );
  });

  it('describes each step', () => {
    renderBlock(Steps, steps);
    expect(screen.getByText(steps.steps[1].text)).toBeTruthy();
  });

  it('the heading is an h2 below the page opener and the h1 when it opens the page', () => {
    const { unmount } = renderBlock(Steps, steps);
    expect(screen.getByRole('heading', { level: 2, name: steps.heading })).toBeTruthy();
    unmount();
    renderBlock(Steps, steps, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: steps.heading })).toBeTruthy();
  });
});
