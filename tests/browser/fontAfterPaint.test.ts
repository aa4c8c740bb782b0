/**
 * The site's font as a visitor gets it (blocks/ui/fontFaces.ts): a first visit draws its text in the fallback and
 * fetches the font once the first screen is painted; the next page draws its text in the font, from the cache.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, openRoute, useBrowser } from './harness';

const browser = useBrowser();

/** The fonts Chromium drew the page's main heading with. */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

describe('the font', () => {
  it('is fetched after the first page is painted, and draws the next page', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await openRoute(page, '/about');
    // The first page keeps the fallback: the font was not there when its text was drawn.
    expect(await headingFonts(page)).not.toContain('Inter');
    await expect.poll(() => fontRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).length), { timeout: 10_000 })
      .toBeGreaterThan(0);

    await openRoute(page, '/contact');
    expect(await headingFonts(page)).toEqual(['Inter']);
    await context.close();
  });
});
