/**
 * When a block fails to render in the browser, its band shows the error fallback instead of going blank, and the
 * next page works again. (Where a page starts after a link of the site: header.test.ts, on both servers.)
 */
import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blockOf,
  desktop,
  mainHeadingOf,
  newContext,
  openRoute,
  pageAt,
  site,
  useBrowser,
  watchProblems,
} from './harness';

const browser = useBrowser();

let tab: Page;
afterEach(async () => {
  await tab?.context().close();
});

/** What a visitor (and a screen reader) finds after the page changed to `route`. */
async function expectArrivedAt(route: string) {
  const page = pageAt(route);
  await expect.poll(() => new URL(tab.url()).pathname).toBe(route);
  await expect.poll(() => tab.evaluate(() => document.querySelector('main h1')?.textContent)).toBe(mainHeadingOf(page));
  expect(await tab.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(() => tab.evaluate(() => document.activeElement?.matches('main h1') ?? false)).toBe(true);
  expect(await tab.title()).toBe(page.title);
}

describe('the error fallback', () => {
  /**
   * Serves the home page with the props of its hero (an island, hydrated in the browser) changed so that the list
   * of pictures is a number: the hero throws while rendering in the browser, a broken block without any test code
   * in the site itself.
   */
  async function breakHomeHero(page: Page): Promise<{ served: number }> {
    const corrupted = { served: 0 };
    await page.route(
      (url) => url.pathname === '/',
      async (route: Route) => {
        const response = await route.fetch();
        const body = await response.text();
        const broken = body.replace(
          /(<script type="application\/json" data-island-props>\{"type":"hero",.*?)"images":\[/,
          '$1"images":7,"unusedImages":[',
        );
        if (broken !== body) corrupted.served += 1;
        await route.fulfill({ response, body: broken });
      },
    );
    return corrupted;
  }

  it("shows 'Unexpected Application Error!' and the error's message in the band of a block that throws, and the next page works", async () => {
    tab = await (await newContext(browser(), { viewport: desktop })).newPage();
    const corrupted = await breakHomeHero(tab);
    const problems = watchProblems(tab);
    await openRoute(tab, '/');
    expect(corrupted.served).toBe(1);

    const alert = tab.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByRole('heading', { level: 1 }).innerText()).toBe('Unexpected Application Error!');
    const message = await alert.locator('p').innerText();
    expect(message).toMatch(/\.images\.map is not a function/);
    // The same error, with its component stack, is logged for whoever investigates.
    expect(
      problems.consoleErrors.some((line) => line.startsWith('Unexpected Application Error!') && line.includes(message)),
    ).toBe(true);
    // Header, footer and the rest of the page stay usable around the message.
    expect(await tab.getByRole('contentinfo').isVisible()).toBe(true);
    // The words of the service cards' heading and of the gallery's menu entry, as the content has them.
    const services = blockOf(pageAt('/'), 'serviceCards').heading;
    expect(await tab.getByRole('heading', { name: services }).isVisible()).toBe(true);

    const gallery = site.navigation.find((entry) => 'href' in entry && entry.href === '/gallery')!.label;
    await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: gallery, exact: true }).click();
    await expectArrivedAt('/gallery');
    expect(await alert.count()).toBe(0);
  });
});
