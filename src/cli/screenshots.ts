/**
 * `npm run screenshots`: full-page pictures of one page of each kind (pages built of the same kinds of blocks, read
 * from the content) at a phone, a tablet and a desktop width, taken from the production build in headless Chromium,
 * for a person to look at before a release. Written to screenshots/
 * (not kept in git) as <route>-<width>.png.
 *
 * Uses dist/ as it is: run `npm run build` first (the script says so when dist/ is missing).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { projectRoot } from '../content/projectFiles.ts';
import { createApp } from '../server/app.ts';
import { readCommandLine } from './shared/commandLine.ts';
import { fullPageScreenshot } from './shared/fullPageScreenshot.ts';
import { pagesOfEachKindIn } from './shared/pagesOfEachKind.ts';

readCommandLine({
  command: 'npm run screenshots --',
  summary:
    'Takes full-page pictures of one page of each kind (the same kinds of blocks) at 375, 768 and 1280 px from the ' +
    'build in dist/ (run npm run build first) and writes them to screenshots/.',
  options: {},
  examples: ['npm run screenshots'],
});

const widths = [375, 768, 1280];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run'];

function fileName(route: string, width: number): string {
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
  return `${name}-${width}.png`;
}

async function main() {
  const distDir = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('dist/ has no build: run npm run build first.');
  if (!existsSync(chromiumPath))
    throw new Error(
      `No Chromium at ${chromiumPath}: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );

  const routes = pagesOfEachKindIn(projectRoot);
  const outDir = path.join(projectRoot, 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenshots-data-'));
  const app = await createApp({ distDir, dataDir, log: () => {} });
  const { port } = await app.listen(0, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      // The font is drawn only if it is there within a moment of the first paint (font-display: optional), and each
      // width is a fresh browser profile: fetch it once first, so every picture shows the text as a returning
      // visitor sees it, not sometimes in the fallback font.
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.load("1em 'Inter Variable'"));
      for (const route of routes) {
        // The server HTML is the page as drawn (hydration changes nothing on screen): no need to wait for scripts.
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load' });
        const file = path.join(outDir, fileName(route, width));
        // Every band painted and every lazy picture loaded, as a visitor scrolling through would see them.
        await fullPageScreenshot(page, file);
        console.log(path.relative(projectRoot, file));
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
