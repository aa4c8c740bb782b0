/**
 * axe-core on the real pages: no violation of WCAG 2.0, 2.1 and 2.2 A/AA or of axe's best practices on any route,
 * at phone and desktop widths, nor with the phone menu or the Services dropdown open.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, newContext, openRoute, phone, routedPages, site, useBrowser } from './harness';

const browser = useBrowser();

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Each violation as "rule (impact): help — selectors", so a failure says what to fix and where. */
async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are needed: skipping the lists of passes makes each run faster.
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

async function withPage<T>(
  viewport: { width: number; height: number },
  route: string,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await newContext(browser(), { viewport });
  try {
    const page = await context.newPage();
    await openRoute(page, route);
    return await use(page);
  } finally {
    await context.close();
  }
}

const routes = [...routedPages.map((page) => page.route), '/no-such-page'];

describe('axe on every route', () => {
  // One tab per width, reused from route to route; the two widths are checked side by side.
  const tabs: Record<'375 px' | '1280 px', Page> = {} as never;
  beforeAll(async () => {
    tabs['375 px'] = await (await newContext(browser(), { viewport: phone })).newPage();
    tabs['1280 px'] = await (await newContext(browser(), { viewport: desktop })).newPage();
  });
  afterAll(async () => {
    await Promise.all(Object.values(tabs).map((tab) => tab.context().close()));
  });

  it.each(routes)('%s has no violation at 375 px and at 1280 px', async (route) => {
    const found = await Promise.all(
      Object.entries(tabs).map(async ([width, tab]) => {
        await openRoute(tab, route);
        return [width, await axeViolations(tab)] as const;
      }),
    );
    expect(Object.fromEntries(found)).toEqual({ '375 px': [], '1280 px': [] });
  });
});

describe('axe with menus open', () => {
  it('no violation with the phone menu open (375 px)', async () => {
    await withPage(phone, '/', async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#site-menu').getByRole('navigation', { name: 'Main' });
      await menu.waitFor({ state: 'visible' });
      // The panel slides in for 0.2 s: wait until it is fully opaque, so contrast is measured on the final look.
      await expect.poll(() => menu.evaluate((nav) => getComputedStyle(nav.parentElement!).opacity)).toBe('1');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('no violation with the Services dropdown open (1280 px)', async () => {
    await withPage(desktop, '/', async (page) => {
      const services = site.navigation.find((entry) => entry.items)!;
      const button = page.getByRole('button', { name: services.label, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await page.locator(`#${await button.getAttribute('aria-controls')}`).waitFor({ state: 'visible' });
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
