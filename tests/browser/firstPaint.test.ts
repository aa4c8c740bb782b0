/**
 * What the server HTML shows before any script runs must already be right, and hydration must not change it:
 * the hero's slideshow control under prefers-reduced-motion, and the legal pages' effective date.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, openRoute, routedPages, siteUrl, useBrowser } from './harness';

const browser = useBrowser();

async function withPage<T>(options: BrowserContextOptions, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser(), options);
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The accessible names of the hero's slideshow controls a visitor can see and reach (one, when all is well). */
function slideshowControls(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /background slideshow/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

/**
 * Records every change made to the slideshow controls after the HTML has been parsed (hydration included): their
 * names, their icons, a control added or removed.
 */
const recordControlChanges = () => {
  const changes: string[] = [];
  (window as unknown as { controlChanges: string[] }).controlChanges = changes;
  const control = 'button[aria-label*="slideshow"]';
  // The control that is shown: its twin for the other motion setting is display: none, out of sight and reach.
  const shownControl = (node: Node) =>
    (node instanceof Element ? node.closest(control) : null)?.checkVisibility() ?? false;
  const holdsControl = (node: Node) =>
    node instanceof Element && (node.matches(control) || !!node.querySelector(control));
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records) => {
      for (const record of records) {
        const name = (record.target as Element).closest?.(control)?.getAttribute('aria-label') ?? '';
        if (record.type === 'attributes' && shownControl(record.target)) {
          changes.push(`${record.attributeName} of ${name || record.oldValue} changed`);
        } else if (
          record.type === 'childList' &&
          (shownControl(record.target) || [...record.addedNodes, ...record.removedNodes].some(holdsControl))
        ) {
          changes.push(`content of ${name || 'the hero'} changed`);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
  });
};

describe.each([
  ['reduce', 'Play background slideshow'],
  ['no-preference', 'Pause background slideshow'],
] as const)('the hero slideshow control with prefers-reduced-motion: %s', (reducedMotion, expected) => {
  it(`reads "${expected}" in the server HTML, before any script runs`, async () => {
    const names = await withPage({ reducedMotion, javaScriptEnabled: false }, async (page) => {
      await page.goto(siteUrl('/'), { waitUntil: 'load' });
      return slideshowControls(page);
    });
    expect(names).toEqual([expected]);
  });

  it(`still reads "${expected}" after hydration, unchanged`, async () => {
    await withPage({ reducedMotion }, async (page) => {
      await page.addInitScript(recordControlChanges);
      await openRoute(page, '/');
      // React reads the visitor's setting right after hydrating, in the effects of its first render: two frames
      // drawn and a task after them, and that render is done.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
      );
      expect(await slideshowControls(page)).toEqual([expected]);
      expect(await page.evaluate(() => (window as unknown as { controlChanges: string[] }).controlChanges)).toEqual([]);
    });
  });
});

describe('the hero slideshow control under prefers-reduced-motion', () => {
  it('starts the slideshow when pressed, keeps the focus, and then offers to pause it', async () => {
    await withPage({ reducedMotion: 'reduce' }, async (page) => {
      await openRoute(page, '/');
      await page.getByRole('button', { name: 'Play background slideshow' }).click();
      expect(await slideshowControls(page)).toEqual(['Pause background slideshow']);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Pause background slideshow',
      );
    });
  });
});

const datedPages = routedPages.filter((page) =>
  page.blocks.some((block) => 'effectiveDate' in block && block.effectiveDate),
);

describe('pages with an effective date', () => {
  it('include the privacy policy and the terms', () => {
    expect(datedPages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms-conditions']),
    );
  });

  it.each(datedPages.map((page) => [page.route]))('%s says when it takes effect once', async (route) => {
    const text = await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto(siteUrl(route), { waitUntil: 'load' });
      return page.locator('main').innerText();
    });
    // "Effective January 1, 2024", however it is worded around it.
    expect(
      text.match(/\beffective:?\s+(?:from\s+|on\s+)?[A-Z][a-z]+ \d{1,2}, \d{4}/gi) ?? [],
      text.slice(0, 400),
    ).toHaveLength(1);
  });
});
