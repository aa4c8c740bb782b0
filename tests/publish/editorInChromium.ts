/**
 * The editor in Chromium for the publishing tests: a page 1280 × 800 wide whose script errors and failed requests
 * are written down (but for the answers the editor expects and shows), and signing in the way a person does.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/chromium';

export interface EditorInChromium {
  browser: Browser;
  page: Page;
  /** Script errors and failed requests, in the browser's words. */
  problems: string[];
}

/** `expected`: the failed requests the editor answers itself (401 before signing in, unless told otherwise). */
export async function editorInChromium(expected = /status of 401 /): Promise<EditorInChromium> {
  const browser = await launchChromium();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { browser, page, problems };
}

/** Opens /edit and signs in with the name and password typed into the form. */
export async function signInToEditor(page: Page, baseUrl: string, account: { name: string; password: string }) {
  await page.goto(`${baseUrl}/edit`);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** `text` as a regular expression matches it, word for word. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's name in the editor's list of pages, as the content has it today (the office may change its words). */
export async function nameInList(page: Page, route: string): Promise<string> {
  const address = page.locator('.page-route', { hasText: new RegExp(`^${literally(route)}$`) });
  return (await page.locator('.page-list button', { has: address }).locator('.page-title').textContent())!.trim();
}
