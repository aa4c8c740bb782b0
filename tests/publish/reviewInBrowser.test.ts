/**
 * Review before publishing, all through the browser, against the production server on a throw-away git copy with
 * e-mail caught by an SMTP server on 127.0.0.1: the owner invites a writer from People; the writer accepts the
 * invitation from its e-mail, changes the About page's heading and asks for review; the owner's e-mail links to the
 * review, which shows the heading before (struck through) and after (marked new); the owner approves; visitors get
 * the new heading; History names both.
 *
 * With DOCS_IMAGES=1 it saves the pictures of docs/editing.md's "For a writer: asking for review" and "Reviewing a
 * change" into docs/images/; with REVIEW_SHOTS=<folder>, the review page at 375, 768 and 1280 px there.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { startSmtp, type TestSmtp, waitFor } from '../server/helpers';
import {
  createPublishProject,
  projectRoot,
  startServer,
  type PublishProject,
  type RunningServer,
} from './publishProject';
import { editorInChromium, signInToEditor } from './editorInChromium';
import { aboutHeading } from './pageWords';

const firstAccount = { name: 'maria', password: 'gutters and downspouts 42' };
const owner = { name: 'olga', password: 'the owner who approves 42', email: 'olga@example.com' };
const writer = { name: 'sam', password: 'a helper who writes 42', email: 'sam@example.com' };
const newHeading = 'Roofs Reviewed Before They Go Live';

let project: PublishProject;
let server: RunningServer;
let smtp: TestSmtp;
let browser: Browser;
let page: Page;
let problems: string[];
let oldHeading: ReturnType<typeof aboutHeading>;

/** The e-mail's text as a person reads it: quoted-printable lines joined again. */
const textOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');

async function picture(shown: Page, name: string) {
  if (process.env.DOCS_IMAGES === '1')
    await shown.screenshot({ path: path.join(projectRoot, 'docs/images', `${name}.png`) });
}

beforeAll(async () => {
  smtp = await startSmtp();
  project = createPublishProject(firstAccount);
  oldHeading = aboutHeading(project.root);
  const accounts = openAccountStore(project.dataDir);
  await accounts.add(owner.name, owner.password, { role: 'owner', email: owner.email });
  server = await startServer(project, { SMTP_URL: smtp.url });
  ({ browser, page, problems } = await editorInChromium());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  project?.remove();
});

describe('review before publishing, in the browser', () => {
  let link = '';
  let ownerPage: Page;

  it('lets the owner invite a writer, who accepts the invitation from its e-mail', async () => {
    ownerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    ownerPage.on('pageerror', (error) => problems.push(error.message));
    await signInToEditor(ownerPage, server.baseUrl, owner);
    await ownerPage.getByRole('button', { name: 'Signed in as olga Owner' }).click();
    await ownerPage.getByRole('button', { name: 'People' }).click();
    await ownerPage.getByRole('dialog', { name: 'People' }).getByRole('button', { name: 'Invite someone' }).click();
    const form = ownerPage.getByRole('dialog', { name: 'Invite someone' });
    await form.getByLabel('Their e-mail address').fill(writer.email);
    expect(await form.getByRole('radio', { name: /Writer/ }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Invite', exact: true }).click();
    const shown = ownerPage.getByRole('dialog', { name: 'The link to send' });
    await expect
      .poll(() => shown.innerText(), { timeout: 15_000 })
      .toContain(`The link was e-mailed to ${writer.email}.`);
    await shown.getByRole('button', { name: 'Done' }).click();

    await waitFor(() => smtp.messages.some((mail) => mail.to.includes(writer.email)), 20_000, 'the invitation');
    const invitation = textOf(smtp.messages.find((each) => each.to.includes(writer.email))!.raw);
    await page.goto(/https?:\/\/\S+\/edit\/welcome#token=[A-Za-z0-9_-]+/.exec(invitation)![0]);
    await page.getByLabel('Your name').fill(writer.name);
    await page.getByLabel('Your password').fill(writer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/edit$/);
  }, 120_000);

  it('lets the writer change a heading and ask for review, with no Publish button, and e-mails the owner a link', async () => {
    await expect.poll(() => page.getByRole('button', { name: 'Ask for review…' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Publish…' }).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Pages of the site' })
      .locator('.page-link', { has: page.locator('.page-route', { hasText: /^\/about$/ }) })
      .click();
    const written = oldHeading.line.trim().slice('heading: '.length);
    const quoted = /^(["']).*\1$/.test(written);
    const oldWords = quoted ? written.slice(1, -1) : written;
    await page.locator('.cm-line', { hasText: oldHeading.line.trim() }).click();
    await page.keyboard.press('End');
    if (quoted) await page.keyboard.press('ArrowLeft');
    for (let step = 0; step < oldWords.length; step++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.type(newHeading);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A save checks the whole site first: seconds on a busy machine.
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 30_000 }).toBe('Saved pages/about.yaml.');

    await page.getByRole('button', { name: 'Ask for review…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for review' });
    await expect.poll(() => dialog.locator('.diff-added').allTextContents(), { timeout: 30_000 }).not.toEqual([]);
    await dialog.getByLabel('Note for the reviewer (optional)').fill('A calmer heading for the About page.');
    await picture(page, 'review-ask');
    await dialog.getByRole('button', { name: 'Ask for review', exact: true }).click();
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^Asked for review/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.locator('.review-state').textContent(), { timeout: 15_000 })
      .toBe('Waiting for review');

    await waitFor(() => smtp.messages.some((mail) => mail.to.includes(owner.email)), 15_000, 'the owner’s e-mail');
    const mail = textOf(smtp.messages.find((each) => each.to.includes(owner.email))!.raw);
    link = /https?:\/\/\S+\/edit\/review\?id=\d+/.exec(mail)?.[0] ?? '';
    expect(link).toBe(`${server.baseUrl}/edit/review?id=1`);
    expect(mail).toContain('A calmer heading for the About page.');
  }, 180_000);

  it('shows the owner, from the e-mail’s link, the heading before and after with the words marked', async () => {
    await ownerPage.goto(link);
    await ownerPage.getByRole('heading', { level: 2, name: /^Review: / }).waitFor();

    const [before, after] = [
      ownerPage.frameLocator('iframe.review-frame').first(),
      ownerPage.frameLocator('iframe.review-frame').nth(1),
    ];
    await expect
      .poll(() => after.locator('ins.review-mark').allTextContents(), { timeout: 30_000 })
      .toContain(newHeading);
    expect((await before.locator('h1').innerText()).trim()).toBe(oldHeading.shown);
    expect(await before.locator('h1 del.review-mark').count()).toBe(1);
    expect((await after.locator('h1').innerText()).trim()).toBe(newHeading);
    // By keyboard alone: the text change opens and closes with Enter.
    await ownerPage.locator('summary', { hasText: 'Text change' }).focus();
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => ownerPage.locator('.diff-added').allTextContents()).not.toEqual([]);
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => ownerPage.locator('.review-text-change').getAttribute('open')).toBeNull();

    const shots = process.env.REVIEW_SHOTS;
    // 320 px: a 1280 px screen at 400 % zoom.
    for (const width of shots ? [320, 375, 768, 1280] : []) {
      mkdirSync(shots!, { recursive: true });
      await ownerPage.setViewportSize({ width, height: 900 });
      await ownerPage.screenshot({ path: path.join(shots!, `review-${width}.png`), fullPage: true });
    }
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    await picture(ownerPage, 'review-page');

    // The decision by keyboard: Approve and publish, then Tab to the note for sending back, and back again.
    const approve = ownerPage.getByRole('button', { name: 'Approve and publish' });
    await approve.focus();
    await ownerPage.keyboard.press('Tab');
    expect(await ownerPage.evaluate(() => document.activeElement?.id)).toBe('review-answer');
    await ownerPage.keyboard.press('Shift+Tab');
    await ownerPage.keyboard.press('Enter');
    await expect
      .poll(() => ownerPage.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/^Published what sam wrote/);
    // Focus moves to what happened, not to nowhere, as the buttons go.
    expect(await ownerPage.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    const live = await (await fetch(`${server.baseUrl}/about`)).text();
    expect(h1Of(live)).toBe(newHeading);

    await ownerPage.goto(`${server.baseUrl}/edit`);
    await ownerPage.getByRole('button', { name: 'History' }).click();
    const history = ownerPage.getByRole('dialog', { name: 'History of publishes' });
    await expect
      .poll(() => history.locator('.publish-entry .dialog-help').first().textContent(), { timeout: 15_000 })
      .toContain('written by sam, approved by olga');
    await picture(ownerPage, 'review-history');
    await ownerPage.close();
    expect(project.git(['log', '-1', '--format=%B'])).toContain('Written-by: sam\nApproved-by: olga');
  }, 240_000);

  it('tells the writer who published it', async () => {
    await page.reload();
    await expect.poll(() => page.locator('.review-state').textContent(), { timeout: 15_000 }).toBe('Published by olga');
    expect(problems).toEqual([]);
  });
});
