/**
 * Bands below the first are drawn only near the screen (content-visibility: auto). A full-page picture taken by
 * `npm run screenshots` and a printout must still show every band of the home page with its content, not an empty
 * strip of background. "Painted" is read from the pixels: a band with its content shows text and pictures, so a
 * good share of its pixels differ from its background colour.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fullPageScreenshot } from '../../src/cli/shared/fullPageScreenshot';
import { desktop, newContext, openRoute, phone, useBrowser } from './harness';

const browser = useBrowser();

interface Band {
  name: string;
  top: number;
  height: number;
}

/**
 * The bands of the page's main content (or the sections of a legal page's text, which are drawn near the screen in
 * the same way), in page coordinates (CSS pixels = picture pixels at scale 1).
 */
function bandsOf(page: Page, selector = 'main > section'): Promise<Band[]> {
  return page.locator(selector).evaluateAll((sections) =>
    sections.map((section) => {
      const box = section.getBoundingClientRect();
      const name =
        section.querySelector('h1, h2')?.textContent?.trim() || section.getAttribute('aria-label') || section.id;
      return { name, top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
    }),
  );
}

/** The share of the band's pixels that are not its most common colour (its background). */
async function contentShare(picture: Buffer, band: Band, width: number): Promise<number> {
  const { data, info } = await sharp(picture)
    .extract({ left: 0, top: band.top, width, height: band.height })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const colour = (data[offset] << 16) | (data[offset + 1] << 8) | data[offset + 2];
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const pixels = data.length / info.channels;
  return 1 - Math.max(...counts.values()) / pixels;
}

async function expectEveryBandPainted(page: Page, picture: Buffer, width: number, selector?: string) {
  const bands = await bandsOf(page, selector);
  expect(bands.length).toBeGreaterThan(4);
  const shares = await Promise.all(
    bands.map(async (band) => [band.name, await contentShare(picture, band, width)] as const),
  );
  const empty = shares
    .filter(([, share]) => share < 0.02)
    .map(([name, share]) => `${name} (${(share * 100).toFixed(2)} % content)`);
  expect(empty, 'bands pictured without their content').toEqual([]);
}

describe.each([
  ['phone', phone],
  ['desktop', desktop],
])('every band of / is painted on a %s', (_name, viewport) => {
  it('in a full-page screenshot as npm run screenshots takes it', async () => {
    const context = await newContext(browser(), { viewport });
    try {
      const page = await context.newPage();
      await openRoute(page, '/');
      const picture = await fullPageScreenshot(page);
      await expectEveryBandPainted(page, picture, viewport.width);
    } finally {
      await context.close();
    }
  });

  it('when printed', async () => {
    const context = await newContext(browser(), { viewport });
    try {
      const page = await context.newPage();
      await openRoute(page, '/');
      await page.emulateMedia({ media: 'print' });
      const picture = await page.screenshot({ fullPage: true });
      await expectEveryBandPainted(page, picture, viewport.width);
    } finally {
      await context.close();
    }
  });
});

describe('every section of the privacy policy is painted', () => {
  const sections = 'main > section section';

  it('in a full-page screenshot and when printed', async () => {
    const context = await newContext(browser(), { viewport: desktop });
    try {
      const page = await context.newPage();
      await openRoute(page, '/privacy-policy');
      await expectEveryBandPainted(page, await fullPageScreenshot(page), desktop.width, sections);
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => document.documentElement.removeAttribute('data-paint-every-band'));
      await expectEveryBandPainted(page, await page.screenshot({ fullPage: true }), desktop.width, sections);
    } finally {
      await context.close();
    }
  });
});
