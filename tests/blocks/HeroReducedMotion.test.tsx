// A file of its own: the reduced-motion preference is stubbed for the whole file, before the hero first reads it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Hero } from '../../blocks/Hero';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const hero = blockFromPage('home.yaml', 'hero');

beforeAll(() => {
  // Any question about reduced motion is answered yes, however it is worded.
  const prefersReduced = (query: string) => query.includes('prefers-reduced-motion');
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersReduced(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});

describe('hero banner under prefers-reduced-motion', () => {
  it('does not rotate the pictures and shows the control as paused', () => {
    vi.useFakeTimers();
    const { container } = renderBlock(Hero, hero);
    act(() => vi.advanceTimersByTime(30000));
    expect(container.querySelector<HTMLElement>('[data-slide]')!.dataset.slide).toBe('0');
    expect(screen.getByRole('button', { name: 'Play background slideshow' })).toBeTruthy();
    vi.useRealTimers();
  });

  it('rotates only once the visitor presses play', () => {
    vi.useFakeTimers();
    const { container } = renderBlock(Hero, hero);
    fireEvent.click(screen.getByRole('button', { name: 'Play background slideshow' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(container.querySelector<HTMLElement>('[data-slide]')!.dataset.slide).toBe('1');
    vi.useRealTimers();
  });
});
