/**
 * `npm run dev` while an editor saves a page many times in quick succession. Editors save in steps — in place
 * (truncate the file, then write it) or by rename (write a temporary file, then move it over the page) — and the
 * development server may look at the file between two steps. Whatever it sees on the way, the open page must end
 * on the last saved text, with no error shown in the overlay or the terminal.
 */
import { readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { headingOfBlock } from '../publish/pageWords';
import { type DevServer, startDevServer } from './devServer';

let server: DevServer;
let browser: Browser;
let page: Page;
let contactFile: string;
let original: string;

/** The quote form's heading on /contact, as the copy's pages/contact.yaml words it, and its line there. */
let formHeading: string;
let headingLine: string;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer(), launchChromium()]);
  contactFile = path.join(server.contentRoot, 'pages/contact.yaml');
  original = readFileSync(contactFile, 'utf8');
  const heading = headingOfBlock(server.contentRoot, 'pages/contact.yaml', 'quoteForm');
  formHeading = heading.shown;
  headingLine = `${heading.line}\n`;
  expect(original).toContain(headingLine);
  page = await browser.newPage();
  // The first visit makes Vite prepare the dependencies, which may reload the page once: look at a settled page.
  await page.goto(`${server.url}/contact`, { waitUntil: 'networkidle' });
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: formHeading, exact: true }).waitFor();
  // Remembers whether Vite's error overlay ever appeared, however briefly.
  await page.evaluate(() => {
    const window_ = window as unknown as { overlaySeen: boolean; notReloaded: boolean };
    window_.overlaySeen = false;
    // Gone if the page is reloaded (which would also forget what the overlay did).
    window_.notReloaded = true;
    new MutationObserver(() => {
      if (document.querySelector('vite-error-overlay')) window_.overlaySeen = true;
    }).observe(document.documentElement, { subtree: true, childList: true });
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function withHeading(heading: string): string {
  return original.replace(headingLine, `    heading: ${heading}\n`);
}

/** Like an editor saving in place: the file is emptied first, and its new text follows a moment later. */
async function saveInPlace(text: string) {
  truncateSync(contactFile, 0);
  await pause(5);
  writeFileSync(contactFile, text, { flag: 'r+' });
}

/** Like an editor saving by rename: a temporary file next to the page is moved over it. */
async function saveByRename(text: string, index: number) {
  const temporary = path.join(path.dirname(contactFile), `.contact.yaml.${index}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, contactFile);
}

describe.each([
  ['in place (truncate, then write)', saveInPlace],
  ['by rename (write a temporary file, then move it over the page)', saveByRename],
] as const)('a page saved 20 times quickly %s', (method, save) => {
  it('ends on the last saved text, with no error shown', async () => {
    const printedBefore = server.terminal().length;
    const prefix = method.startsWith('in place') ? 'Saved in place' : 'Saved by rename';
    for (let index = 1; index <= 20; index++) {
      await save(withHeading(`${prefix} ${index}`), index);
      // Between a fast typist's saves (Ctrl+S held down) and the 0.8 s seen from an editor.
      await pause(40 + (index % 4) * 120);
    }
    await page.getByRole('heading', { name: `${prefix} 20`, exact: true }).waitFor({ timeout: 10_000 });
    // Still so a moment later: no late, older update overwrites it.
    await pause(1000);
    expect(await page.getByRole('heading', { name: `${prefix} 20`, exact: true }).count()).toBe(1);
    expect(server.terminal().slice(printedBefore)).toBe('');
    const seen = await page.evaluate(() => {
      const { overlaySeen, notReloaded } = window as unknown as { overlaySeen?: boolean; notReloaded?: boolean };
      return { overlaySeen, notReloaded };
    });
    expect(seen).toMatchObject({ notReloaded: true, overlaySeen: false });
  });
});
