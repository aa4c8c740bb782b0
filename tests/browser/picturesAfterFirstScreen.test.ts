/**
 * Lazy pictures in a box the page reserves (cards' pictures) wait for the first screen (blocks/ui/firstScreen.ts):
 * on a phone, the pictures just under the hero are asked for only once the first screen is painted, and nothing
 * moves when they come; without JavaScript they load as usual; a page whose start script never runs shows them
 * after the longest wait.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, openRoute, phone, siteUrl, useBrowser } from './harness';

const browser = useBrowser();

/** The page's lazy pictures that wait for the first screen: not drawn while <html> has the mark. */
function waitingPictures(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const marked = root.hasAttribute('data-first-screen');
    root.setAttribute('data-first-screen', '');
    const waiting = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].filter(
      (image) => getComputedStyle(image).display === 'none',
    );
    if (!marked) root.removeAttribute('data-first-screen');
    return waiting.map((image) => image.alt);
  });
}

describe('pictures under the first screen', () => {
  it('are asked for only once the first screen is painted, on a phone, and nothing moves when they come', async () => {
    const context = await newContext(browser(), { viewport: phone, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await openRoute(page, '/');
    const waiting = await waitingPictures(page);
    expect(waiting.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-first-screen'))).toBe(false);

    // The waiting pictures near the screen load, each asked for after the first contentful paint.
    const timings = () =>
      page.evaluate((waiting) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        // A file the first screen's own picture fetched may stand in for a card's (the same picture, wider): the
        // browser takes it from its cache. Only the files fetched for the waiting pictures count.
        const firstScreen = new Set(
          [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].map(
            (image) => image.currentSrc,
          ),
        );
        const loaded = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]
          .filter((image) => waiting.includes(image.alt) && image.complete && image.currentSrc)
          .filter((image) => !firstScreen.has(image.currentSrc))
          .map((image) => performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming)
          .filter(Boolean);
        return {
          loaded: loaded.length,
          askedBeforePaint: loaded
            .filter((entry) => entry.startTime < paint)
            .map((entry) => `${entry.name} at ${entry.startTime} ms, first paint at ${paint} ms`),
        };
      }, waiting);
    await expect.poll(async () => (await timings()).loaded).toBeGreaterThan(0);
    expect((await timings()).askedBeforePaint).toEqual([]);

    // Where every picture's box is, and how tall the page is, with the mark and without: the same.
    const layouts = await page.evaluate(() => {
      const root = document.documentElement;
      const layout = () => [
        root.scrollHeight,
        ...[...document.querySelectorAll('img[loading="lazy"]')].map((image) => {
          // The box the picture fills: the element around its <picture>.
          const box = (image.closest('picture') ?? image).parentElement!;
          const { x, y, width, height } = box.getBoundingClientRect();
          return [x, y, width, height];
        }),
      ];
      root.setAttribute('data-first-screen', '');
      const marked = layout();
      root.removeAttribute('data-first-screen');
      return { marked, shown: layout() };
    });
    expect(layouts.marked).toEqual(layouts.shown);
    await context.close();
  });

  it('load as usual without JavaScript', async () => {
    const context = await newContext(browser(), { viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('/'), { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-first-screen'))).toBe(false);
    const hidden = await page.evaluate(
      () =>
        [...document.querySelectorAll('img[loading="lazy"]')].filter(
          (image) => getComputedStyle(image).display === 'none',
        ).length,
    );
    expect(hidden).toBe(0);
    await context.close();
  });

  it('are shown after the longest wait when the start script never runs', async () => {
    const context = await newContext(browser(), { viewport: phone });
    const page = await context.newPage();
    // The page as a browser without module scripts runs it: the head's classic script alone.
    await page.route(siteUrl('/'), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="module"[\s\S]*?<\/script>/g, '');
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await page.goto(siteUrl('/'), { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-first-screen'))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-first-screen')), { timeout: 6000 })
      .toBe(false);
    await context.close();
  });
});
