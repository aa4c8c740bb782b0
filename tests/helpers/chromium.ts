/**
 * Debian's Chromium driven by playwright-core, for every test that looks at pages in a real browser. A
 * missing browser fails those tests with how to install it: a skipped check would pass without checking.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** CHROMIUM_PATH points the tests at another Chromium or Chrome. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work as root and without network. */
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `These tests need Chromium, and there is none at ${chromiumPath}. ` +
        'Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium or Chrome).',
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}
