/**
 * A full-page picture of an open page as a visitor would see it scrolled through: every band painted (bands below
 * the first are otherwise drawn only near the screen, see blocks/ui/Section.tsx) and every lazy picture loaded.
 */
import type { Page } from 'playwright-core';

/** Makes every band and picture of the open page paint, and waits until the pictures have loaded. */
export async function paintWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.documentElement.setAttribute('data-paint-every-band', '');
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    // A picture that fails to load is pictured as it is: decode() rejects, which is no reason to stop.
    await Promise.all([document.fonts.ready, ...images.map((image) => image.decode().catch(() => {}))]);
  });
}

export async function fullPageScreenshot(page: Page, file?: string): Promise<Buffer> {
  await paintWholePage(page);
  return page.screenshot({ path: file, fullPage: true });
}
