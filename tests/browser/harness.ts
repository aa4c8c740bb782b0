/**
 * What every browser test file shares: Debian's Chromium driven by playwright-core (one browser per file, a fresh
 * context per test), the address of the production server started by globalSetup.ts, the site's own content as
 * the source of expected headings and facts, and the watch for console errors and failed requests.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { NOT_FOUND_ROUTE, type PageData, type Site } from '../../src/content/model';
import { launchChromium } from '../helpers/chromium';

export const phone = { width: 375, height: 812 };
export const tablet = { width: 768, height: 1024 };
export const desktop = { width: 1280, height: 800 };

/** One browser for the whole file: launched before its first test, closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium did not start (see the error of beforeAll).');
    return browser;
  };
}

/** A fresh context (own cookies, storage and viewport), 1280 × 800 unless told otherwise. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: desktop, ...options });
}

/** An address on the server under test: siteUrl('/about') → http://127.0.0.1:40123/about. */
export function siteUrl(pathname: string): string {
  return inject('baseUrl') + pathname;
}

/* ---------------------------------------------------------------------------------------------------------------
 * The site's content, read the same way the build reads it
 * ------------------------------------------------------------------------------------------------------------ */

const loaded = loadContent();
if (!loaded.content)
  throw new Error(`The content has errors; run npm run check.\n${JSON.stringify(loaded.errors, null, 2)}`);

export const site: Site = loaded.content.site;

/** Every page declared in pages/, except the not-found page. */
export const routedPages: PageData[] = loaded.content.pages.filter((page) => page.route !== NOT_FOUND_ROUTE);

export const notFoundPage: PageData = loaded.content.pages.find((page) => page.route === NOT_FOUND_ROUTE)!;

export function pageAt(route: string): PageData {
  const page = loaded.content!.pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`No page in pages/ has the route ${route}`);
  return page;
}

/** The page's main heading: the first block opens the page, and its heading is the h1. */
export function mainHeadingOf(page: PageData): string {
  // An entry's header shows its entry's title.
  const first = page.blocks[0] as { heading?: string; entry?: { title: string } };
  const heading = first.entry?.title ?? first.heading;
  if (!heading) throw new Error(`The first block of ${page.file} has no heading`);
  return heading;
}

/** The first block of this type on the page (for its items, interval, links …). */
export function blockOf<T extends PageData['blocks'][number]['type']>(page: PageData, type: T) {
  const block = page.blocks.find((candidate) => candidate.type === type);
  if (!block) throw new Error(`${page.file} has no ${type} block`);
  return block as Extract<PageData['blocks'][number], { type: T }>;
}

/* ---------------------------------------------------------------------------------------------------------------
 * Opening pages
 * ------------------------------------------------------------------------------------------------------------ */

/**
 * Resolves once the page is interactive. Its header and static blocks are HTML, run by the page's plain script
 * (which has run by the load event); its islands are React roots that hydrate on their own: those due at once
 * (after the first paint) and those already on screen must be hydrated. React marks each DOM node it has taken
 * over with a `__reactFiber$…` property.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const due = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
        (island) =>
          island.dataset.hydrate !== 'nearScreen' ||
          (island.firstElementChild?.getBoundingClientRect().top ?? Infinity) < window.innerHeight,
      );
      return due.every((island) => island.firstElementChild && owned(island.firstElementChild));
    },
    undefined,
    { timeout: 10_000 },
  );
}

/** Opens a route on the server under test (or the one at `baseUrl`) and waits until the page is interactive. */
export async function openRoute(page: Page, route: string, baseUrl?: string) {
  const response = await page.goto(baseUrl ? baseUrl + route : siteUrl(route), { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/* ---------------------------------------------------------------------------------------------------------------
 * Console errors and failed requests
 * ------------------------------------------------------------------------------------------------------------ */

export interface PageProblems {
  /** Console errors, uncaught exceptions, failed requests and HTTP errors, each as one line. */
  all: string[];
  /** Everything React says about hydration (mismatch warnings, errors #418, #423, #425 …). */
  hydration: string[];
  /** The text of every console message of type error, in order. */
  consoleErrors: string[];
}

const hydrationMessage = /hydrat|did not match|#41[89]|#42[35]/i;

/** Starts recording what goes wrong on the page; read the lists after the page has done its work. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { all: [], hydration: [], consoleErrors: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') {
      problems.consoleErrors.push(text);
      const source = message.location().url;
      problems.all.push(`console error: ${text}${source ? ` (${source})` : ''}`);
    }
    if ((message.type() === 'error' || message.type() === 'warning') && hydrationMessage.test(text))
      problems.hydration.push(text);
  });
  page.on('pageerror', (error) => {
    problems.all.push(`uncaught: ${error.message}`);
    if (hydrationMessage.test(error.message)) problems.hydration.push(error.message);
  });
  page.on('requestfailed', (request) =>
    problems.all.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.all.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/* ---------------------------------------------------------------------------------------------------------------
 * Focus
 * ------------------------------------------------------------------------------------------------------------ */

/**
 * Whether the focused element shows a focus indicator: an outline of at least 2 px on it or on one of its
 * pseudo-elements (the service cards draw their ring on ::after), or a box-shadow that appears only with focus.
 */
export function focusIndicatorOf(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', visible: false, how: 'nothing is focused' };
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const pseudo of [null, '::after', '::before']) {
      const style = getComputedStyle(element, pseudo);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        return {
          element: name,
          visible: true,
          how: `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}${pseudo ?? ''}`,
        };
      }
    }
    const focusedShadow = getComputedStyle(element).boxShadow;
    // The same element's shadow without focus: a shadow it always has (cards) is no focus indicator.
    const clone = element.cloneNode(false) as HTMLElement;
    clone.removeAttribute('id');
    element.parentElement?.appendChild(clone);
    const restingShadow = getComputedStyle(clone).boxShadow;
    clone.remove();
    if (focusedShadow !== 'none' && focusedShadow !== restingShadow)
      return { element: name, visible: true, how: `box-shadow ${focusedShadow}` };
    return { element: name, visible: false, how: 'no outline and no focus box-shadow' };
  });
}
