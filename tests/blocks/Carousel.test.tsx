import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Carousel } from '../../blocks/Carousel';
import { renderBlock, renderBlockOnServer } from '../helpers/renderBlock';

/** Six cards written in the block, as a page with its own items has them (a collection's are filled in the same way). */
const bakes = [
  ['Three-Tier Lemon Cake', 'Wedding Cakes', 'Riverside'],
  ['Country Sourdough', 'Breads', 'Hillcrest'],
  ['Almond Croissants', 'Pastries', 'Old Town'],
  ['Chocolate Birthday Cake', 'Celebration Cakes', 'Riverside'],
  ['Seeded Rye Loaf', 'Breads', 'Lakeside'],
  ['Berry Tartlets', 'Pastries', 'Hillcrest'],
];
const projects = {
  type: 'carousel' as const,
  heading: 'Fresh This Week',
  intro: 'A few of the cakes and breads that left our ovens in the last days.',
  items: bakes.map(([title, category, location], i) => ({
    title,
    category,
    location,
    image: { src: `/images/bakes/bake-${i + 1}.jpg`, alt: `A photo of the ${title.toLowerCase()}` },
  })),
};
const projectItems = projects.items;

/** A card with a link to its page beside one without. */
const linkedCards = {
  type: 'carousel' as const,
  heading: 'Fresh This Week',
  items: [{ ...projectItems[0], href: '/recipes/lemon-cake' }, projectItems[1]],
};

function carousel() {
  return document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
}

function track() {
  const id = screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!;
  return document.getElementById(id)!;
}

/** Puts the track at a scroll position, the way the browser would, and tells the carousel. */
function scrollTrackTo(scrollLeft: number, { clientWidth = 1200, scrollWidth = 2448 } = {}) {
  const element = track();
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  element.scrollLeft = scrollLeft;
  act(() => {
    fireEvent.scroll(element);
  });
}

describe('recent projects carousel', () => {
  it('is a carousel named by its heading, with one labelled slide per project', () => {
    renderBlock(Carousel, projects);
    expect(carousel().tagName).toBe('SECTION');
    expect(carousel().getAttribute('aria-label')).toBe(projects.heading);
    const slides = within(carousel()).getAllByRole('group');
    const count = projectItems.length;
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(projectItems.map((_, i) => `${i + 1} of ${count}`));
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
  });

  it('each slide shows the picture, category, title and town', () => {
    renderBlock(Carousel, projects);
    const slides = within(carousel()).getAllByRole('group');
    expect(slides).toHaveLength(projectItems.length);
    projectItems.forEach((project, i) => {
      expect(within(slides[i]).getByRole('img', { name: project.image.alt })).toBeTruthy();
      if (project.category) expect(within(slides[i]).getByText(project.category)).toBeTruthy();
      expect(within(slides[i]).getByRole('heading', { name: project.title })).toBeTruthy();
      if (project.location) expect(within(slides[i]).getByText(project.location)).toBeTruthy();
    });
  });

  it('the previous and next buttons control the track', () => {
    renderBlock(Carousel, projects);
    const id = track().id;
    expect(screen.getByRole('button', { name: 'Previous slide' }).getAttribute('aria-controls')).toBe(id);
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')).toBe(id);
  });

  it('starts, in the server HTML, with Previous disabled and Next enabled', () => {
    const html = renderBlockOnServer(Carousel, projects);
    expect(html.querySelector('button[aria-label="Previous slide"]')!.hasAttribute('disabled')).toBe(true);
    expect(html.querySelector('button[aria-label="Next slide"]')!.hasAttribute('disabled')).toBe(false);
    expect(html.querySelector('[aria-roledescription="carousel"]')!.getAttribute('data-can-next')).toBe('true');
  });

  it('disables Previous on the first slide and keeps Next enabled', () => {
    renderBlock(Carousel, projects);
    scrollTrackTo(0);
    expect((screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(false);
    expect(carousel().dataset.canPrev).toBe('false');
    expect(carousel().dataset.canNext).toBe('true');
  });

  it('enables both buttons in the middle and disables Next at the end', () => {
    renderBlock(Carousel, projects);
    scrollTrackTo(408);
    expect(carousel().dataset.canPrev).toBe('true');
    expect(carousel().dataset.canNext).toBe('true');
    scrollTrackTo(1248);
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(false);
    expect(carousel().dataset.canNext).toBe('false');
  });

  it('moves by one project with the buttons and the arrow keys', () => {
    renderBlock(Carousel, projects);
    scrollTrackTo(408);
    const scrollBy = vi.fn();
    track().scrollBy = scrollBy as typeof Element.prototype.scrollBy;
    for (const slide of within(track()).getAllByRole('group')) {
      Object.defineProperty(slide, 'offsetWidth', { configurable: true, value: 384 });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.keyDown(track(), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' });
    const moves = scrollBy.mock.calls.map(([options]) => Math.sign(options.left));
    expect(moves).toEqual([1, -1, 1]);
    expect(Math.abs(scrollBy.mock.calls[0][0].left)).toBeGreaterThanOrEqual(384);
  });

  it('moves the focus to Previous when Next is disabled under it at the end', () => {
    renderBlock(Carousel, projects);
    scrollTrackTo(816);
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    scrollTrackTo(1248);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous slide' }));
  });

  it('keeps the track in the tab order while it has something to scroll to', () => {
    renderBlock(Carousel, projects);
    scrollTrackTo(0);
    expect(track().getAttribute('tabindex')).toBe('0');
    scrollTrackTo(0, { clientWidth: 1200, scrollWidth: 1200 });
    expect(track().hasAttribute('tabindex')).toBe(false);
  });

  it('links to the page its link gives below the projects', () => {
    renderBlock(Carousel, { ...projects, link: { label: 'See All Our Work', href: '/gallery' } });
    expect(screen.getByRole('link', { name: 'See All Our Work' }).getAttribute('href')).toBe('/gallery');
  });

  it('a card with a link is a link to its page named by its title, inside its heading', () => {
    renderBlock(Carousel, linkedCards);
    const [linked, plain] = within(carousel()).getAllByRole('group');
    const link = within(linked).getByRole('link');
    expect(link.textContent).toBe('Three-Tier Lemon Cake');
    expect(link.getAttribute('href')).toBe('/recipes/lemon-cake');
    expect(within(linked).getByRole('heading', { name: 'Three-Tier Lemon Cake' }).contains(link)).toBe(true);
    expect(within(plain).queryByRole('link')).toBeNull();
    expect(within(plain).getByRole('heading', { name: 'Country Sourdough' })).toBeTruthy();
  });

  it("the arrow keys still move the cards while a card's link has the focus", () => {
    renderBlock(Carousel, linkedCards);
    scrollTrackTo(0);
    const scrollBy = vi.fn();
    track().scrollBy = scrollBy as typeof Element.prototype.scrollBy;
    for (const slide of within(track()).getAllByRole('group')) {
      Object.defineProperty(slide, 'offsetWidth', { configurable: true, value: 384 });
    }
    const link = screen.getByRole('link', { name: 'Three-Tier Lemon Cake' });
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(scrollBy.mock.calls.map(([options]) => Math.sign(options.left))).toEqual([1]);
  });
});
