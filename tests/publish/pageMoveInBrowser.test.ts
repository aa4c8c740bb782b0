/**
 * A page moved to another address as the office does it in Chromium, against the production server on a throw-away
 * git copy of the project: the maintenance page opened from the list of pages, Move to another address… in its panel,
 * the new address typed, then published from the Publish dialog, where the move is one change. A visitor of the old
 * address is sent to the new one (301), and no page, menu or footer links to the old one. Undo in History puts every
 * file back, and the page answers at its old address again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorInChromium, literally, signInToEditor } from './editorInChromium';
import {
  createPublishProject,
  projectRoot,
  startServer,
  type PublishProject,
  type RunningServer,
} from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const pageFile = 'pages/services/maintenance.yaml';
const oldRoute = '/services/maintenance';
const newRoute = '/services/roof-maintenance';
const publishedAs = 'Maintenance page at a clearer address';

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];
/** The files as they were before the move, by path. */
const before = new Map<string, string>();

const fileText = (file: string) => readFileSync(path.join(project.root, file), 'utf8');
const visit = (route: string) => fetch(`${server.baseUrl}${route}`, { redirect: 'manual' });
/** The links of a page as a visitor gets it: every href="…" of its HTML, the menu's and the footer's among them. */
/** With DOCS_IMAGES=1, the guide's picture of the dialog (docs/images/editor-move-page.png). */
async function picture() {
  if (process.env.DOCS_IMAGES !== '1') return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(projectRoot, 'docs/images/editor-move-page.png') });
}
const pageInList = (on: Page, route: string) =>
  on.locator('.page-list button', { has: on.locator('.page-route', { hasText: new RegExp(`^${literally(route)}$`) }) });
const hrefsOn = async (route: string) =>
  [...(await (await visit(route)).text()).matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

beforeAll(async () => {
  project = createPublishProject(account);
  for (const file of [pageFile, 'pages/home.yaml', 'site.yaml']) before.set(file, fileText(file));
  server = await startServer(project);
  // 401 before signing in; 400 for the address another page has, which the dialog says under its field.
  ({ browser, page, problems } = await editorInChromium(/status of 40[01] /));
  await signInToEditor(page, server.baseUrl, account);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

describe('moving a page to another address in the editor', () => {
  it('offers the move in the page’s sheet on a phone 375 px wide, its dialog within the screen', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true })).newPage();
    try {
      await signInToEditor(phone, server.baseUrl, account);
      await pageInList(phone, oldRoute).click();
      await phone.getByRole('button', { name: 'Blocks', exact: true }).click();
      const move = phone.getByRole('button', { name: 'Move to another address…' });
      await move.scrollIntoViewIfNeeded();
      await move.click();
      const dialog = phone.getByRole('dialog', { name: 'Move to another address' });
      const field = dialog.getByLabel('New address');
      await expect
        .poll(() => field.evaluate((input) => input === document.activeElement), { timeout: 10_000 })
        .toBe(true);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect((await dialog.getByRole('button', { name: 'Move page' }).boundingBox())!.height).toBeGreaterThanOrEqual(
        44,
      );
      await phone.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => move.evaluate((button) => button === document.activeElement), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await phone.context().close();
    }
  }, 60_000);

  it('moves the maintenance page from its panel, and the top bar says the links followed it', async () => {
    await pageInList(page, oldRoute).click();
    await page.locator('.cm-line', { hasText: new RegExp(`^route: ${literally(oldRoute)}$`) }).waitFor();
    await page.getByRole('button', { name: 'Move to another address…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to another address' });
    expect(await dialog.textContent()).toContain(`This page is at ${oldRoute}.`);
    const field = dialog.getByLabel('New address');
    expect(await field.inputValue()).toBe(oldRoute);

    // An address another page has is refused under the field, which keeps the focus.
    await field.fill('/services/roofing');
    await dialog.getByRole('button', { name: 'Move page' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 30_000 }).toBe('true');
    expect(await dialog.textContent()).toMatch(/address of another page/);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);

    await field.fill(newRoute);
    expect(await field.getAttribute('aria-invalid'), 'what was said of the address typed before').toBeNull();
    await picture();
    await dialog.getByRole('button', { name: 'Move page' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: `moved from ${oldRoute} to ${newRoute}` })
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await dialog.count()).toBe(0);
    await page.locator('.cm-line', { hasText: new RegExp(`^route: ${literally(newRoute)}$`) }).waitFor();
    // The list of pages shows the page at its new address.
    await page.locator('.page-list .page-route', { hasText: new RegExp(`^${literally(newRoute)}$`) }).waitFor();
  }, 60_000);

  it('publishes the move as one change; the old address then sends visitors to the new one', async () => {
    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish
      .locator('.publish-group-label', { hasText: `moved from ${oldRoute} to ${newRoute}` })
      .first()
      .waitFor();
    await publish.getByLabel('What changed, in one line').fill(publishedAs);
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => publish.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/^Published "/);
    await publish.getByRole('button', { name: 'Close' }).click();

    expect((await visit(newRoute)).status).toBe(200);
    const old = await visit(oldRoute);
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location')!, server.baseUrl).pathname).toBe(newRoute);
    for (const route of ['/', newRoute, '/contact']) expect(await hrefsOn(route), route).not.toContain(oldRoute);
    expect(await hrefsOn('/'), 'the menu').toContain(newRoute);
  }, 150_000);

  it('undoes the publish from History: every file back, and the page at its old address again', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of publishes' });
    await history.getByRole('button', { name: new RegExp(`^Undo this publish “${literally(publishedAs)}”$`) }).click();
    const confirm = page.getByRole('dialog', { name: `Undo “${publishedAs}”?` });
    await confirm.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Visitors now see the site as it was before' }).count(), {
        timeout: 120_000,
      })
      .toBe(1);

    for (const [file, text] of before) expect(fileText(file), file).toBe(text);
    expect((await visit(oldRoute)).status).toBe(200);
    expect(await hrefsOn('/')).toContain(oldRoute);
    expect(problems).toEqual([]);
  }, 150_000);
});
