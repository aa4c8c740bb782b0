/**
 * The moving parts of the home page in a real browser: the hero's background slideshow (on a fake clock), the
 * service cards' two links each (Residential / Commercial on this site), and the Recent Projects carousel at three
 * widths.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { blockOf, desktop, mainHeadingOf, newContext, openRoute, pageAt, phone, tablet, useBrowser } from './harness';

const browser = useBrowser();
const home = pageAt('/');

let tab: Page;
afterEach(async () => {
  await tab?.context().close();
});

async function openHome(options: BrowserContextOptions & { fakeClock?: boolean } = {}) {
  const { fakeClock, ...contextOptions } = options;
  tab = await (await newContext(browser(), contextOptions)).newPage();
  // The page's timers run on a clock the test moves by hand, so 8 s take no time.
  if (fakeClock) await tab.clock.install();
  await openRoute(tab, '/');
}

/* ---------------------------------------------------------------------------------------------------------------
 * Hero
 * ------------------------------------------------------------------------------------------------------------ */

describe('the hero slideshow', () => {
  const hero = blockOf(home, 'hero');
  const intervalMs = hero.intervalMs!;
  const slideshow = () => tab.locator('main section').first().locator('[data-slide]');
  const shownSlide = () => slideshow().getAttribute('data-slide').then(Number);
  /** The alt text of the picture shown on top (the others are aria-hidden). */
  const shownAlt = () => slideshow().locator(':scope > div:not([aria-hidden]) img').getAttribute('alt');
  const pauseButton = () => tab.getByRole('button', { name: /background slideshow/ });

  it(`home.yaml's hero has ${hero.images.length} pictures changing every ${intervalMs} ms`, () => {
    expect(hero.images).toHaveLength(7);
    expect(intervalMs).toBe(8000);
    expect(mainHeadingOf(home)).toBe(hero.heading);
  });

  it(`advances every ${intervalMs / 1000} s and loops back to the first picture after the 7th`, async () => {
    await openHome({ fakeClock: true });
    expect(await shownSlide()).toBe(0);
    expect(await shownAlt()).toBe(hero.images[0].alt);
    // Each change is stamped with the page's own clock. That clock also moves with real time, so a busy machine
    // cannot make the steps below land early or late: the stamps say how far apart the changes really were.
    await tab.evaluate(() => {
      const changes: { slide: number; at: number }[] = [];
      (window as unknown as { slideChanges: typeof changes }).slideChanges = changes;
      const slideshow = document.querySelector('main section [data-slide]')!;
      new MutationObserver(() =>
        changes.push({ slide: Number(slideshow.getAttribute('data-slide')), at: Date.now() }),
      ).observe(slideshow, { attributes: true, attributeFilter: ['data-slide'] });
    });
    const changes = () =>
      tab.evaluate(() => (window as unknown as { slideChanges: { slide: number; at: number }[] }).slideChanges);
    for (let step = 1; step <= hero.images.length; step += 1) {
      await tab.clock.runFor(intervalMs);
      await expect.poll(async () => (await changes()).length).toBeGreaterThanOrEqual(step);
    }
    const seen = (await changes()).slice(0, hero.images.length);
    expect(seen.map((change) => change.slide)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    // The next change is timed from the render that showed the last one, so a busy machine adds its render time:
    // never sooner than the interval, and nowhere near a second interval.
    for (let index = 1; index < seen.length; index += 1) {
      const gap = seen[index].at - seen[index - 1].at;
      expect(gap).toBeGreaterThanOrEqual(intervalMs);
      expect(gap).toBeLessThan(intervalMs * 1.5);
    }
    expect(await shownAlt()).toBe(hero.images[seen.at(-1)!.slide].alt);
  });

  it('the pause control stops it, and play starts it again', async () => {
    await openHome({ fakeClock: true });
    await tab.clock.runFor(intervalMs);
    await expect.poll(shownSlide).toBe(1);
    await tab.getByRole('button', { name: 'Pause background slideshow' }).click();
    expect(await pauseButton().getAttribute('aria-label')).toBe('Play background slideshow');
    await tab.clock.runFor(3 * intervalMs);
    expect(await shownSlide()).toBe(1);
    await tab.getByRole('button', { name: 'Play background slideshow' }).click();
    await tab.clock.runFor(intervalMs);
    await expect.poll(shownSlide).toBe(2);
  });

  it('does not rotate when the visitor prefers reduced motion', async () => {
    await openHome({ fakeClock: true, reducedMotion: 'reduce' });
    expect(await pauseButton().getAttribute('aria-label')).toBe('Play background slideshow');
    await tab.clock.runFor(3 * intervalMs);
    expect(await shownSlide()).toBe(0);
    expect(await shownAlt()).toBe(hero.images[0].alt);
  });
});

/* ---------------------------------------------------------------------------------------------------------------
 * Service cards
 * ------------------------------------------------------------------------------------------------------------ */

describe('the service cards', () => {
  const cards = blockOf(home, 'serviceCards').cards;
  const cardItems = () => tab.locator(`#${blockOf(home, 'serviceCards').id} li`);
  const splitOf = (card: Locator) => card.locator('.split');
  const opacityOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).opacity);
  /** A card's link by its words in home.yaml (the link's name goes on with the card's title). */
  const linkOf = (card: Locator, label: string) =>
    card.getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

  /** Whether a click at the middle of the link would reach it (it is shown and on top). */
  const reachable = (link: Locator) =>
    link.evaluate((anchor) => {
      const box = anchor.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return getComputedStyle(anchor).pointerEvents !== 'none' && hit !== null && anchor.contains(hit);
    });

  async function expectSplitLinks(card: Locator, index: number) {
    const residential = linkOf(card, cards[index].links![0].label);
    const commercial = linkOf(card, cards[index].links![1].label);
    await expect.poll(() => opacityOf(splitOf(card))).toBe('1');
    expect(await residential.getAttribute('href')).toBe(cards[index].links![0].href);
    expect(await commercial.getAttribute('href')).toBe(cards[index].links![1].href);
    await residential.scrollIntoViewIfNeeded();
    expect(await reachable(residential)).toBe(true);
    expect(await reachable(commercial)).toBe(true);
  }

  it(`hover reveals each card's two links with the right targets (1280 px)`, async () => {
    await openHome({ viewport: desktop });
    expect(await cardItems().count()).toBe(cards.length);
    for (let index = 0; index < cards.length; index += 1) {
      const card = cardItems().nth(index);
      // Hidden until the card is hovered.
      expect(await opacityOf(splitOf(card))).toBe('0');
      await card.hover();
      await expectSplitLinks(card, index);
    }
  });

  it('keyboard focus reveals them too, and Tab moves from the title to the first link to the second', async () => {
    await openHome({ viewport: desktop });
    const card = cardItems().nth(1);
    await card.getByRole('link', { name: cards[1].title, exact: true }).focus();
    await expectSplitLinks(card, 1);
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(cards[1].links![0].href);
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(cards[1].links![1].href);
    expect(await opacityOf(splitOf(card))).toBe('1');
  });

  it("the first card's first link opens its page", async () => {
    await openHome({ viewport: desktop });
    const card = cardItems().first();
    await card.hover();
    await linkOf(card, cards[0].links![0].label).click();
    await expect.poll(() => new URL(tab.url()).pathname).toBe(cards[0].links![0].href);
    await expect.poll(() => tab.locator('main h1').innerText()).toBe(mainHeadingOf(pageAt(cards[0].links![0].href)));
  });

  it('at 375 px both links show as badges on every card, without hover', async () => {
    await openHome({ viewport: phone });
    for (let index = 0; index < cards.length; index += 1) {
      const card = cardItems().nth(index);
      expect(await opacityOf(splitOf(card))).toBe('1');
      for (const { label } of cards[index].links!.slice(0, 2)) {
        const link = linkOf(card, label);
        expect(await link.isVisible()).toBe(true);
        // A pill: fully rounded ends and a border, below the card's title rather than over its picture.
        const look = await link.evaluate((anchor) => ({
          radius: parseFloat(getComputedStyle(anchor).borderTopLeftRadius),
          border: getComputedStyle(anchor).borderTopStyle,
        }));
        expect(look.radius).toBeGreaterThanOrEqual(22);
        expect(look.border).toBe('solid');
        const title = (await card.getByRole('heading').boundingBox())!;
        expect((await link.boundingBox())!.y).toBeGreaterThan(title.y);
      }
      await linkOf(card, cards[index].links![0].label).scrollIntoViewIfNeeded();
      await expectSplitLinks(card, index);
    }
  });
});

/* ---------------------------------------------------------------------------------------------------------------
 * Carousel
 * ------------------------------------------------------------------------------------------------------------ */

describe('the Recent Projects carousel', () => {
  const carousel = blockOf(home, 'carousel');
  const section = () => tab.locator(`#${carousel.id}`);
  const previous = () => section().getByRole('button', { name: 'Previous slide' });
  const next = () => section().getByRole('button', { name: 'Next slide' });
  const track = () => section().getByRole('region', { name: 'Slides' });

  /** The slides wholly inside the track's visible area, by their "n of 6" labels. */
  const visibleSlides = () =>
    track().evaluate((element) => {
      const area = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const left = area.left + parseFloat(style.paddingLeft) - 2;
      const right = area.right - parseFloat(style.paddingRight) + 2;
      return [...element.children]
        .filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= left && box.right <= right;
        })
        .map((slide) => slide.getAttribute('aria-label'));
    });

  it.each([
    ['1 project', phone.width, 1, phone],
    ['2 projects', tablet.width, 2, tablet],
    ['3 projects', desktop.width, 3, desktop],
  ] as const)('shows %s at a time at %i px', async (_, __, count, viewport) => {
    await openHome({ viewport });
    expect(await visibleSlides()).toEqual(
      Array.from({ length: count }, (_, i) => `${i + 1} of ${carousel.items.length}`),
    );
  });

  it('Previous is disabled on the first slide and Next on the last', async () => {
    await openHome({ viewport: desktop });
    await section().scrollIntoViewIfNeeded();
    expect(await previous().isDisabled()).toBe(true);
    expect(await next().isEnabled()).toBe(true);
    const steps = carousel.items.length - 3;
    for (let step = 1; step <= steps; step += 1) {
      await next().click();
      await expect.poll(visibleSlides).toContain(`${3 + step} of ${carousel.items.length}`);
    }
    await expect.poll(() => next().isDisabled()).toBe(true);
    expect(await previous().isEnabled()).toBe(true);
    expect(await visibleSlides()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    await previous().click();
    await expect.poll(() => next().isEnabled()).toBe(true);
    await expect.poll(visibleSlides).toEqual(['3 of 6', '4 of 6', '5 of 6']);
  });

  it('the arrow keys move it one project at a time', async () => {
    await openHome({ viewport: phone });
    await track().focus();
    await tab.keyboard.press('ArrowRight');
    await expect.poll(visibleSlides).toEqual(['2 of 6']);
    expect(await previous().isEnabled()).toBe(true);
    await tab.keyboard.press('ArrowRight');
    await expect.poll(visibleSlides).toEqual(['3 of 6']);
    await tab.keyboard.press('ArrowLeft');
    await expect.poll(visibleSlides).toEqual(['2 of 6']);
    await tab.keyboard.press('ArrowLeft');
    await expect.poll(visibleSlides).toEqual(['1 of 6']);
    await expect.poll(() => previous().isDisabled()).toBe(true);
  });

  it("each slide shows its project's title and category from home.yaml", async () => {
    await openHome({ viewport: desktop });
    // Bands below the first are drawn when they come near the screen, as a visitor scrolls to them: from the next
    // frame on.
    await section().scrollIntoViewIfNeeded();
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const slides = track().getByRole('group');
    expect(await slides.count()).toBe(carousel.items.length);
    for (const [index, item] of carousel.items.entries()) {
      const text = await slides.nth(index).innerText();
      expect(text).toContain(item.title);
      expect(text).toContain(item.category);
    }
  });
});
