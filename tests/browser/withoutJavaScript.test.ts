/**
 * With JavaScript turned off, every route still shows its content: the prerendered HTML has the main heading,
 * the menu and the page's links, and the content is visible (nothing waits for a script to fade it in).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, mainHeadingOf, newContext, routedPages, site, siteUrl, useBrowser } from './harness';

const browser = useBrowser();

/** Every link a page's YAML declares (actions, cards, links …), wherever it sits in the blocks. */
function linksDeclaredIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) linksDeclaredIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && /href$/i.test(key)) found.add(field);
      else linksDeclaredIn(field, found);
    }
  }
  return found;
}

describe('with JavaScript disabled', () => {
  let tab: Page;
  beforeAll(async () => {
    tab = await (await newContext(browser(), { viewport: desktop, javaScriptEnabled: false })).newPage();
  });
  afterAll(async () => {
    await tab?.context().close();
  });

  it.each(routedPages.map((page) => [page.route, page] as const))(
    '%s shows its main heading, menu and links',
    async (route, page) => {
      const response = await tab.goto(siteUrl(route), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await tab.evaluate(() => typeof (window as { React?: unknown }).React)).toBe('undefined');

      const heading = tab.locator('main h1');
      expect(await heading.allInnerTexts()).toEqual([mainHeadingOf(page)]);
      // Visible for real: not transparent, not moved away, with a size.
      const look = await heading.evaluate((element) => ({
        opacity: getComputedStyle(element).opacity,
        height: element.getBoundingClientRect().height,
      }));
      expect(look.opacity).toBe('1');
      expect(look.height).toBeGreaterThan(20);

      const hrefs = new Set(
        await tab.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
      );
      const menuLinks = site.navigation.flatMap((entry) =>
        entry.items ? entry.items.map((item) => item.href) : [entry.href!],
      );
      const missing = [
        ...menuLinks,
        ...linksDeclaredIn(page.blocks),
        ...site.footer.legalLinks.map((link) => link.href),
      ].filter((href) => !hrefs.has(href));
      expect(missing).toEqual([]);
      // The menu works without scripts on wide screens: its links are on screen.
      expect(
        await tab
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Contact', exact: true })
          .first()
          .isVisible(),
      ).toBe(true);
    },
  );
});
