/**
 * People in Chromium against the production server, with a real SMTP server on 127.0.0.1: the owner sees their
 * name and role in the top bar, opens People, invites a writer by e-mail and is shown the link too; the writer opens
 * the link from the e-mail in a browser of their own, is told what the invitation is for, gets a mistake under the
 * password field with the name they typed kept, then chooses a good password and lands in the editor signed in as a
 * writer, without People; the owner's list then shows them signed in now. The owner then makes them an editor,
 * sends them a new-password link and removes them after being asked, the focus never lost, and the writer's open
 * editor is signed out. All by keyboard where a person would.
 *
 * With DOCS_IMAGES=1 it saves the pictures of docs/editing.md's "For the owner: people and roles"
 * (docs/images/people-*.png); with PEOPLE_SHOTS=folder it saves the same at 375, 768 and 1280 px for a look.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { startSmtp, type TestSmtp, waitFor } from '../server/helpers';
import { projectRoot } from './helpers';
import { type RunningEditor, startEditorServer } from './productionServer';

const owner = { name: 'maria', password: 'shingles and flashing 77' };
const writerEmail = 'sam@example.com';
const widths = [1280, 768, 375];

let smtp: TestSmtp;
let server: RunningEditor;
let browser: Browser;
let ownerPage: Page;
let writerPage: Page;
const problems: string[] = [];

/** The pictures: docs/images/ with DOCS_IMAGES=1 (at 1280 px only), or every width into PEOPLE_SHOTS. */
async function picture(page: Page, name: string) {
  const shots = process.env.PEOPLE_SHOTS;
  if (process.env.DOCS_IMAGES === '1' && page.viewportSize()?.width === 1280)
    await page.screenshot({ path: path.join(projectRoot, 'docs/images', `people-${name}.png`) });
  if (!shots) return;
  const before = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: before.height });
    // On a phone the top bar's buttons fold into Menu, which a person opens before People: opened here as well.
    if (width < 600) await page.evaluate(() => document.getElementById('top-actions')?.setAttribute('data-open', ''));
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
  await page.evaluate(() => document.getElementById('top-actions')?.removeAttribute('data-open'));
}

async function newPage(width = 1280) {
  const page = await (await browser.newContext({ viewport: { width, height: 860 } })).newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  // A step that cannot happen fails with its own words, long before the test's time runs out.
  page.setDefaultTimeout(20_000);
  return page;
}

/** The text of an e-mail as sent (quoted-printable undone: a long link is cut into lines of 76 characters). */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startEditorServer(owner, { SMTP_URL: smtp.url });
  browser = await launchChromium();
  ownerPage = await newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('people, from the owner’s top bar', () => {
  it('shows the owner their name and role, and People opens the list as a dialog', async () => {
    await ownerPage.goto(`${server.baseUrl}/edit`);
    await ownerPage.getByLabel('Name').fill(owner.name);
    await ownerPage.getByLabel('Password').fill(owner.password);
    await ownerPage.getByRole('button', { name: 'Sign in' }).click();
    const account = ownerPage.getByRole('button', { name: 'Signed in as maria Owner' });
    await account.focus();
    await ownerPage.keyboard.press('Enter');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await ownerPage.keyboard.press('Tab');
    await ownerPage.keyboard.press('Enter');
    const dialog = ownerPage.getByRole('dialog', { name: 'People' });
    await expect.poll(() => dialog.getByRole('row', { name: /maria \(you\)/ }).innerText()).toMatch(/Owner/);
    expect(await dialog.getByRole('row', { name: /maria/ }).innerText()).toMatch(/Signed in now/);
    // Escape closes it, and the focus is back on the button with the name, which opens People again.
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => account.evaluate((button) => button === document.activeElement)).toBe(true);
  }, 60_000);

  it('invites a writer by e-mail, and shows the link to copy as well', async () => {
    await ownerPage.keyboard.press('Enter');
    await ownerPage.keyboard.press('Tab');
    await ownerPage.keyboard.press('Enter');
    const dialog = ownerPage.getByRole('dialog', { name: 'People' });
    await dialog.getByRole('button', { name: 'Invite someone' }).click();
    const form = ownerPage.getByRole('dialog', { name: 'Invite someone' });
    const email = form.getByLabel('Their e-mail address');
    await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
    await ownerPage.keyboard.type(writerEmail);
    expect(await form.getByRole('radio', { name: /Writer/ }).isChecked()).toBe(true);
    await picture(ownerPage, 'invite');
    await form.getByRole('button', { name: 'Invite', exact: true }).click();
    const shown = ownerPage.getByRole('dialog', { name: 'The link to send' });
    await expect.poll(() => shown.innerText()).toContain(`The link was e-mailed to ${writerEmail}.`);
    expect(await shown.getByLabel('The link').inputValue()).toMatch(/\/edit\/welcome#token=/);
    expect(await shown.innerText()).toMatch(/Works once, for 72 hours/);
    await picture(ownerPage, 'link');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.innerText()).toMatch(new RegExp(`${writerEmail}, writer: works until`));
  }, 60_000);

  it('lets the writer open the link from the e-mail, choose a name and password, and land signed in as a writer', async () => {
    await waitFor(() => smtp.messages.some((mail) => mail.to.includes(writerEmail)), 20_000, 'the invitation');
    const mail = mailText(smtp.messages.find((each) => each.to.includes(writerEmail))!.raw);
    const link = /https?:\/\/\S+\/edit\/welcome#token=[A-Za-z0-9_-]+/.exec(mail)![0];

    writerPage = await newPage();
    await writerPage.goto(link);
    await expect.poll(() => writerPage.locator('main').innerText()).toMatch(/You are invited as writer/);
    await writerPage.getByLabel('Your name').fill('sam');
    await writerPage.getByLabel('Your password').fill('short');
    await writerPage.keyboard.press('Enter');
    const password = writerPage.getByLabel('Your password');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await writerPage.locator('.form-error').innerText()).toMatch(/^Use at least 12 characters/);
    expect(await writerPage.getByLabel('Your name').inputValue()).toBe('sam');
    await picture(writerPage, 'welcome');

    await password.fill('a writer with a long password');
    await writerPage.keyboard.press('Enter');
    await writerPage.waitForURL(/\/edit$/);
    // The role is shown beside the name; a writer has no People, and signs out everywhere like anyone.
    const account = writerPage.getByRole('button', { name: 'Signed in as sam Writer' });
    await account.click();
    await expect.poll(() => writerPage.getByRole('button', { name: 'Sign out everywhere' }).isVisible()).toBe(true);
    expect(await writerPage.getByRole('button', { name: 'People' }).count()).toBe(0);

    // The owner's list shows the new person signed in, and the invitation no longer waiting.
    await ownerPage.getByRole('button', { name: 'Close' }).click();
    await ownerPage.getByRole('button', { name: 'Signed in as maria Owner' }).click();
    await ownerPage.getByRole('button', { name: 'People' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'People' });
    await expect.poll(() => dialog.getByRole('row', { name: /sam/ }).innerText()).toMatch(/Writer[\s\S]*Signed in now/);
    expect(await dialog.innerText()).toMatch(/None: every invitation was used/);
    await picture(ownerPage, 'list');
    expect(problems).toEqual([]);
  }, 60_000);

  it('changes the writer to an editor by keyboard, makes them a new-password link, and removes them after asking', async () => {
    const dialog = ownerPage.getByRole('dialog', { name: 'People' });
    const isFocused = (name: string) =>
      ownerPage.getByRole('button', { name, exact: true }).evaluate((button) => button === document.activeElement);
    await dialog.getByRole('button', { name: 'Change role (sam)' }).click();
    const roleForm = ownerPage.getByRole('dialog', { name: 'Change the role of sam' });
    const writer = roleForm.getByRole('radio', { name: /Writer/ });
    await expect.poll(() => writer.evaluate((radio) => radio === document.activeElement)).toBe(true);
    await ownerPage.keyboard.press('ArrowDown');
    expect(await roleForm.getByRole('radio', { name: /Editor/ }).isChecked()).toBe(true);
    await roleForm.getByRole('button', { name: 'Change role', exact: true }).click();
    await expect.poll(() => dialog.locator('[role="status"]').innerText()).toBe('sam is now editor.');
    // The list is read again after the change is said: the row shows the new role then.
    await expect.poll(() => dialog.getByRole('row', { name: /sam/ }).innerText()).toMatch(/Editor/);
    await expect.poll(() => isFocused('Change role (sam)')).toBe(true);

    await dialog.getByRole('button', { name: 'New password link (sam)' }).click();
    const shown = ownerPage.getByRole('dialog', { name: 'The link to send' });
    await expect.poll(() => shown.innerText()).toContain('The link was e-mailed to sam@example.com.');
    expect(await shown.getByLabel('The link').inputValue()).toMatch(/\/edit\/new-password#token=/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => isFocused('New password link (sam)')).toBe(true);

    await ownerPage.keyboard.press('Tab');
    await ownerPage.keyboard.press('Enter');
    const asked = ownerPage.getByRole('dialog', { name: 'Remove sam?' });
    // The safe answer has the focus: Enter by habit removes no one.
    const cancel = asked.getByRole('button', { name: 'Cancel' });
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true);
    await ownerPage.keyboard.press('Tab');
    await ownerPage.keyboard.press('Enter');
    const said = dialog.locator('[role="status"]');
    await expect.poll(() => said.innerText()).toBe('sam was removed and signed out everywhere.');
    // The list is read again after the removal is said: the row leaves it then.
    await expect.poll(() => dialog.getByRole('row', { name: /sam/ }).count()).toBe(0);
    await expect.poll(() => isFocused('Invite someone')).toBe(true);

    // Removed: the writer's editor is signed out at its next request.
    await writerPage.reload();
    await expect.poll(() => writerPage.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in to edit the site');
    expect(problems).toEqual([]);
  }, 60_000);
});
