/**
 * Deleting a page and mending missed addresses as the office does it in Chromium, against the production server on a
 * throw-away git copy of the project: the commercial framing page deleted from its panel, its visitors sent to the
 * framing page above it (the dialog's first choice) and its links pointed there; an address visitors asked for three
 * times listed in Missed addresses with where they came from, and sent to the contact page; both published, after
 * which each old address answers 301 with the page chosen.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../helpers/axe';
import { editorInChromium, literally, signInToEditor } from './editorInChromium';
import { createPublishProject, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const pageFile = 'pages/services/framing/commercial.yaml';
const oldRoute = '/services/framing/commercial';
const pageAbove = '/services/framing';
const missed = '/old-gutter-guide';
const referrer = 'https://neighbours.example/roof-tips';

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];

const visit = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${route}`, { redirect: 'manual', headers });
const pageInList = (on: Page, route: string) =>
  on.locator('.page-list button', { has: on.locator('.page-route', { hasText: new RegExp(`^${literally(route)}$`) }) });
const missedRow = (on: Page) => on.getByRole('dialog', { name: 'Missed addresses' }).getByRole('row', { name: missed });

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  ({ browser, page, problems } = await editorInChromium(/status of (401|404) /));
  await signInToEditor(page, server.baseUrl, account);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

describe('deleting a page and sending missed addresses on, in the editor', () => {
  it('deletes a page from its panel, its visitors sent to the page above it and its links pointed there', async () => {
    await pageInList(page, oldRoute).click();
    await page.locator('.cm-line', { hasText: `route: ${oldRoute}` }).waitFor();
    await page.getByRole('button', { name: 'Delete this page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this page?' });
    const where = dialog.getByLabel('Where should visitors who follow old links go?');
    expect(await where.inputValue()).toBe(pageAbove);
    const repoint = dialog.getByRole('checkbox', { name: /^Also point the \d+ links? to this page there$/ });
    await repoint.waitFor({ timeout: 30_000 });
    expect(await repoint.isChecked()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete page' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await expect
      .poll(() => page.locator('.status').textContent())
      .toBe(`Page deleted; visitors to ${oldRoute} go to ${pageAbove} once published.`);
    // The list of pages is read again after the top bar says so: on a busy machine a moment later.
    await expect.poll(() => pageInList(page, oldRoute).count(), { timeout: 30_000 }).toBe(0);
    expect(existsSync(path.join(project.root, pageFile))).toBe(false);
  }, 120_000);

  it('lists an address visited three times with where visitors came from, readable on a phone 375 px wide', async () => {
    for (let time = 0; time < 3; time++) expect((await visit(missed, { Referer: referrer })).status).toBe(404);
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true })).newPage();
    try {
      await signInToEditor(phone, server.baseUrl, account);
      await phone.getByRole('button', { name: 'Menu', exact: true }).click();
      await phone.getByRole('button', { name: 'Missed addresses' }).click();
      const row = missedRow(phone);
      await row.waitFor();
      const box = (await phone.getByRole('dialog', { name: 'Missed addresses' }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const rowBox = (await row.boundingBox())!;
      expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(375);
    } finally {
      await phone.context().close();
    }

    await page.getByRole('button', { name: 'Missed addresses' }).click();
    const row = missedRow(page);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '3',
      expect.stringMatching(/^Today /),
      referrer,
      expect.stringContaining('Send visitors to…'),
    ]);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Address',
      'Times',
      'Last seen',
      'Came from',
      'What to do',
    ]);
    expect(await axeFindings(page)).toEqual([]);
  }, 120_000);

  it('sends the missed address’s visitors to the contact page, and it leaves the list', async () => {
    const dialog = page.getByRole('dialog', { name: 'Missed addresses' });
    await missedRow(page)
      .getByRole('button', { name: /^Send visitors to…/ })
      .click();
    const where = dialog.getByLabel(`Send visitors of ${missed} to`);
    await expect.poll(() => where.evaluate((select) => select === document.activeElement)).toBe(true);
    await where.selectOption('/contact');
    await dialog.getByRole('button', { name: 'Send them there' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent(), { timeout: 60_000 })
      .toBe(`Visitors of ${missed} go to /contact once you publish.`);
    expect(await missedRow(page).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, 90_000);

  it('publishes both; each old address then sends visitors to the page chosen (301)', async () => {
    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByLabel('What changed, in one line').fill('Commercial framing folded into Framing');
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => publish.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/^Published "/);
    await publish.getByRole('button', { name: 'Close' }).click();

    for (const [from, to] of [
      [oldRoute, pageAbove],
      [missed, '/contact'],
    ]) {
      const answer = await visit(from);
      expect(answer.status, from).toBe(301);
      expect(new URL(answer.headers.get('location')!, server.baseUrl).pathname, from).toBe(to);
    }
    expect(problems).toEqual([]);
  }, 150_000);
});
