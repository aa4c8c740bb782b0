/**
 * A preview link as the office uses it, in Chromium against the production server on a throw-away git copy of the
 * project: signed in, save a change without publishing, make a link in "Share a preview…", open it in a fresh
 * browser with no account (the change and the band are there, and its links stay in the preview), then revoke it:
 * the same link answers 404 and shows nothing of the change. With DOCS_IMAGES=1 it saves the pictures of
 * docs/editing.md's "Show a change before it is published" into docs/images/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceEditorText } from '../editor/browserActions';
import { editorInChromium, signInToEditor } from './editorInChromium';
import { firstHeadingLine } from './pageWords';
import {
  createPublishProject,
  projectRoot,
  startServer,
  type PublishProject,
  type RunningServer,
} from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const newHeading = 'A Heading Nobody Has Published';
const docsImages = process.env.DOCS_IMAGES === '1';

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];

/**
 * A picture of what a person sees: with DOCS_IMAGES=1 those the guide shows go into docs/images/; with
 * SCREENSHOTS_DIR every width goes there, to look at while working on the dialog or the band.
 */
async function picture(shown: Page, name: string) {
  const forGuide = ['dialog', 'page-375'].includes(name);
  if (docsImages && forGuide)
    await shown.screenshot({ path: path.join(projectRoot, 'docs/images', `preview-link-${name}.png`) });
  if (process.env.SCREENSHOTS_DIR)
    await shown.screenshot({ path: path.join(process.env.SCREENSHOTS_DIR, `preview-link-${name}.png`) });
}

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  // The 404 of the revoked link is expected, and so is a 422 of the editor's own check when a busy machine takes it
  // past its time (the editor says so itself); nothing else may fail.
  ({ browser, page, problems } = await editorInChromium(/status of 401 |status of 404 |status of 422 /));
  // A shared, busy machine may take a while to check a save or build a preview; a person would wait too.
  page.setDefaultTimeout(90_000);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

describe('a preview link in the browser', () => {
  let link = '';

  it('is made in "Share a preview…" after a change is saved, and shown once with Copy', async () => {
    await signInToEditor(page, server.baseUrl, account);
    await page
      .getByRole('navigation', { name: 'Pages of the site' })
      .locator('.page-link', { has: page.locator('.page-route', { hasText: /^\/about$/ }) })
      .click();
    const text = readFileSync(path.join(project.root, 'pages/about.yaml'), 'utf8');
    await page.locator('.cm-line', { hasText: 'route: /about' }).waitFor();
    await replaceEditorText(page, text.replace(firstHeadingLine, `    heading: "${newHeading}"`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.locator('.status').textContent(), { timeout: 120_000 })
      .toBe('Saved pages/about.yaml.');

    const opener = page.getByRole('button', { name: 'Share a preview…' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Share a preview' });
    await dialog.getByRole('radio', { name: 'The whole site' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'The whole site' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    await dialog.getByLabel('Label (optional)').fill('For the owner');
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    const shown = dialog.getByLabel('Preview link');
    await shown.waitFor();
    link = await shown.inputValue();
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/preview/[A-Za-z0-9_-]{43}/$`));
    // The Copy button has the focus: Enter copies it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe('Copy');
    await expect.poll(() => dialog.locator('.preview-link-list li').count(), { timeout: 10_000 }).toBe(1);
    expect(await dialog.locator('.preview-link-list li').innerText()).toMatch(/For the owner[\s\S]*made by maria/);
    await picture(page, 'dialog');
    // On a tablet or a phone the button is in the top bar's Menu.
    await page.keyboard.press('Escape');
    for (const width of [768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      // Opened once: it stays open from one width to the next.
      if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await opener.click();
      await dialog.getByLabel('Label (optional)').waitFor();
      await picture(page, `dialog-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await opener.click();
    // Escape closes it, and the focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Share a preview…');
  }, 400_000);

  it('shows the saved change with the band to a browser with no account, and its links stay in the preview', async () => {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    visitor.setDefaultTimeout(90_000);
    const visitorProblems: string[] = [];
    visitor.on('pageerror', (error) => visitorProblems.push(error.message));
    const answer = await visitor.goto(`${link}about`);
    expect(answer!.status()).toBe(200);
    expect(await visitor.locator('h1').first().innerText()).toBe(newHeading);
    const band = visitor.getByRole('region', { name: 'Preview' });
    expect(await band.innerText()).toMatch(/^Preview — not on the site yet\. .* works until /);
    await picture(visitor, 'page-1280');
    for (const width of [768, 375]) {
      await visitor.setViewportSize({ width, height: 800 });
      await picture(visitor, `page-${width}`);
    }
    await visitor.setViewportSize({ width: 1280, height: 800 });
    // A link of the page leads to another page of the preview, not to the live site.
    const home = visitor.locator('header a[href$="/preview/"], header a[href*="/preview/"]').first();
    await home.click();
    await visitor.waitForURL(/\/preview\/[A-Za-z0-9_-]{43}\//);
    expect(await visitor.getByRole('region', { name: 'Preview' }).count()).toBe(1);
    expect(visitorProblems).toEqual([]);
    await visitor.context().close();
  }, 300_000);

  it('answers 404 and shows nothing of the change once revoked in the dialog', async () => {
    await page.getByRole('button', { name: 'Share a preview…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a preview' });
    await dialog.getByRole('button', { name: 'Revoke For the owner' }).click();
    await dialog.getByRole('status').filter({ hasText: 'no longer works' }).waitFor();
    expect(await dialog.getByText('No preview links are open.').count()).toBe(1);

    const visitor = await (await browser.newContext()).newPage();
    const answer = await visitor.goto(`${link}about`);
    expect(answer!.status()).toBe(404);
    const shown = await visitor.locator('body').innerText();
    expect(shown).not.toContain(newHeading);
    expect(await visitor.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    await visitor.context().close();
    expect(problems).toEqual([]);
  }, 200_000);
});
