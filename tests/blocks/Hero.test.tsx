import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Hero } from '../../blocks/Hero';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock, renderBlockOnServer, site, telAddressOf } from '../helpers/renderBlock';

const images = Array.from({ length: 7 }, (_, i) => ({ src: `/images/services/scene-${i}.svg`, alt: `Scene ${i}` }));

const homeHero: BlockOfType<'hero'> = {
  type: 'hero',
  size: 'full',
  eyebrow: 'Portland Metro Area Roofing & Construction',
  heading: 'Premium Roofing and Construction Services',
  tagline: '18 years of excellence in commercial and residential construction.',
  badges: ['Fully Licensed', 'Bonded', 'Insured'],
  images,
  intervalMs: 8000,
  actions: [{ label: 'Get Free Estimate', href: '/contact', variant: 'primary' }],
  callButton: true,
};

const background = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slide]')!;
const renderedImages = (container: HTMLElement) => background(container).querySelectorAll('img');

describe('hero banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the headline as the h1 with the eyebrow, tagline and trust badges', () => {
    renderBlock(Hero, homeHero, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: homeHero.heading })).toBeTruthy();
    expect(screen.getByText(homeHero.eyebrow!)).toBeTruthy();
    expect(screen.getByText(homeHero.tagline!)).toBeTruthy();
    const badges = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(badges).toEqual(['Fully Licensed', 'Bonded', 'Insured']);
  });

  it('offers the free estimate and a call to the company number', () => {
    renderBlock(Hero, homeHero);
    expect(screen.getByRole('link', { name: 'Get Free Estimate' }).getAttribute('href')).toBe('/contact');
    const call = screen.getByRole('link', { name: /Call us for a free estimate/ });
    expect(call.textContent).toContain(site.company.phone);
    expect(call.getAttribute('href')).toBe(telAddressOf(site.company.phone));
  });

  it('renders only the first picture at first, loaded eagerly with high priority', () => {
    const { container } = renderBlock(Hero, homeHero);
    const imgs = renderedImages(container);
    expect(imgs).toHaveLength(1);
    expect(imgs[0].getAttribute('src')).toBe(images[0].src);
    expect(imgs[0].getAttribute('loading')).toBe('eager');
    expect(imgs[0].getAttribute('fetchpriority')).toBe('high');
    expect(background(container).dataset.slide).toBe('0');
  });

  it('puts the first picture and all the text in the server HTML, visible without JavaScript', () => {
    const html = renderBlockOnServer(Hero, homeHero, { opensPage: true });
    const imgs = html.querySelectorAll('[data-slide] img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0].getAttribute('src')).toBe(images[0].src);
    expect(html.querySelector('h1')!.textContent).toBe(homeHero.heading);
    expect(html.innerHTML).not.toMatch(/opacity:\s*0[;"]/);
  });

  it('mounts the next picture shortly before its turn and advances every 8 seconds', () => {
    const { container } = renderBlock(Hero, homeHero);
    act(() => vi.advanceTimersByTime(5000));
    expect(background(container).dataset.slide).toBe('0');
    expect(renderedImages(container)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(renderedImages(container)).toHaveLength(2);
    expect(renderedImages(container)[1].getAttribute('loading')).toBe('lazy');
    act(() => vi.advanceTimersByTime(2000));
    expect(background(container).dataset.slide).toBe('1');
  });

  it('loops back to the first picture after the seventh', () => {
    const { container } = renderBlock(Hero, homeHero);
    for (let i = 1; i < 7; i++) act(() => vi.advanceTimersByTime(8000));
    expect(background(container).dataset.slide).toBe('6');
    act(() => vi.advanceTimersByTime(8000));
    expect(background(container).dataset.slide).toBe('0');
  });

  it('stops and restarts the slideshow with the pause button', () => {
    const { container } = renderBlock(Hero, homeHero);
    fireEvent.click(screen.getByRole('button', { name: 'Pause background slideshow' }));
    act(() => vi.advanceTimersByTime(30000));
    expect(background(container).dataset.slide).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Play background slideshow' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(background(container).dataset.slide).toBe('1');
  });

  it('has no pause button and never rotates with a single picture', () => {
    const { container } = renderBlock(Hero, { ...homeHero, images: [images[0]], size: 'compact' });
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    act(() => vi.advanceTimersByTime(30000));
    expect(background(container).dataset.slide).toBe('0');
  });

  it('does not rotate while the tab is hidden', () => {
    const { container } = renderBlock(Hero, homeHero);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(30000));
    expect(background(container).dataset.slide).toBe('0');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(8000));
    expect(background(container).dataset.slide).toBe('1');
  });
});
