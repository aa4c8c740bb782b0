/**
 * Every route declared in pages/ loads from the production server: status 200, the main heading from its YAML,
 * nothing wrong in the console or the network, and no hydration complaint. An unknown address gets the not-found
 * page with a real 404.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mainHeadingOf,
  newContext,
  notFoundPage,
  openRoute,
  pageAt,
  routedPages,
  siteUrl,
  useBrowser,
  watchProblems,
} from './harness';

const browser = useBrowser();

describe('every route declared in pages/', () => {
  // One context for all routes, a new tab for each; a few tabs load at once, since loading is mostly waiting.
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser());
  });
  afterAll(async () => {
    await context?.close();
  });

  it.concurrent.for(routedPages.map((page) => [page.route, page] as const))(
    '%s loads with status 200, its main heading, and no console error, failed request or hydration warning',
    async ([route, page], { expect }) => {
      const tab = await context.newPage();
      try {
        const problems = watchProblems(tab);
        const response = await openRoute(tab, route);
        expect(response?.status()).toBe(200);
        await expect.poll(() => tab.locator('main h1').allInnerTexts()).toEqual([mainHeadingOf(page)]);
        await expect.poll(() => tab.title()).toBe(page.title);
        // Late work (the islands' code, fetched after the first paint) has happened by now.
        await tab.waitForLoadState('networkidle');
        expect(problems.all).toEqual([]);
        expect(problems.hydration).toEqual([]);
      } finally {
        await tab.close();
      }
    },
  );
});

describe('an unknown address', () => {
  it('gets the not-found page with status 404 and logs "Page not found: <path>" to the console', async () => {
    const context = await newContext(browser());
    try {
      const tab = await context.newPage();
      const problems = watchProblems(tab);
      const path = '/services/no-such-service';
      const response = await openRoute(tab, path);
      expect(response?.status()).toBe(404);
      expect(await tab.locator('main h1').innerText()).toBe(mainHeadingOf(notFoundPage));
      await tab.waitForLoadState('networkidle');
      // Chromium itself reports the 404 of the document; the app adds its own line naming the path.
      expect(problems.consoleErrors).toContain(`Page not found: ${path}`);
      expect(problems.all.filter((line) => !line.includes(path))).toEqual([]);
      expect(problems.hydration).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the hydration check itself', () => {
  it('notices when the server HTML and the browser render disagree', async () => {
    const context = await newContext(browser());
    try {
      const tab = await context.newPage();
      // The home page's hero is an island (blocks/registry.ts): React hydrates its heading. Pages without islands
      // run no React, so there is nothing to disagree there.
      const heading = mainHeadingOf(pageAt('/'));
      // The server's HTML with a different main heading than the page data the browser renders from.
      await tab.route(siteUrl('/'), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(`>${heading}</h1>`, '>A heading the data does not have</h1>');
        await route.fulfill({ response, body: html });
      });
      const problems = watchProblems(tab);
      await tab.goto(siteUrl('/'), { waitUntil: 'load' });
      await expect.poll(() => problems.hydration.length).toBeGreaterThan(0);
      // React then renders the page from its data: the visitor sees the right heading.
      await expect.poll(() => tab.locator('main h1').innerText()).toBe(heading);
    } finally {
      await context.close();
    }
  });
});
