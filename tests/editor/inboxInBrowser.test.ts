/**
 * The office's inbox in Chromium against the production server (real SQLite, a real SMTP server on 127.0.0.1):
 * three requests sent through the public form at /contact, one of them caught as spam; signed in at
 * /edit/requests the office sees two in the inbox and the third in spam with its reason, moves one to Contacted
 * with a note that survives a reload, lets the spam one through (its e-mail arrives then), finds a request by its
 * phone digits, exports the list as CSV, deletes one after a confirmation, and sees the campaign tags of the page a
 * request was sent from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { axeFindings } from '../helpers/axe';
import { launchChromium } from '../helpers/chromium';
import { startSmtp, type TestSmtp } from '../server/helpers';
import { startEditorServer, type RunningEditor } from './productionServer';
import { sendThroughTheForm } from './browserActions';

type SiteWithInbox = { inbox?: { title?: string } };

const account = { name: 'maria', password: 'shingles and flashing 77' };
const campaign = 'utm_source=google&utm_medium=cpc&utm_campaign=spring-roofs&gclid=Cj0KCQiA';

let smtp: TestSmtp;
let server: RunningEditor;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startEditorServer(account, { SMTP_URL: smtp.url });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The office's e-mails: the reply the form sends a visitor (Auto-Submitted, to their own address) is another one. */
const officeMail = () => smtp.messages.filter((message) => !/^Auto-Submitted:/im.test(message.raw));

async function waitForMail(count: number) {
  const started = Date.now();
  while (officeMail().length < count && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 100));
  expect(officeMail()).toHaveLength(count);
}

const requestList = () => page.getByRole('list', { name: /^(Requests|Spam)$/ });
const namesInList = () => requestList().locator('.request-name').allInnerTexts();

describe('the inbox at /edit/requests', () => {
  it('gets three requests sent through the public form, one of them caught as spam', async () => {
    await sendThroughTheForm(browser, server.baseUrl, `/contact?${campaign}`, {
      'First name': 'Ann',
      'Last name': 'Lee',
      'Phone number': '(503) 555-0147',
      'Project address': '2210 NE Klickitat St, Portland, OR 97212',
      'Project description': 'Leak near the chimney every time it rains hard.',
    });
    await sendThroughTheForm(browser, server.baseUrl, '/contact', {
      'First name': 'Tom',
      'Last name': 'Berg',
      'E-mail address': 'tom.berg@example.com',
      'Project description': 'New gutters and downspouts on a two-storey house.',
    });
    await sendThroughTheForm(browser, server.baseUrl, '/contact', {
      'First name': 'Sam',
      'Last name': 'Quick',
      'E-mail address': 'sam.quick@example.com',
      'Project description': 'See http://a.example, http://b.example and http://c.example for the roof.',
    });
    await waitForMail(2);
  }, 60_000);

  it('shows two requests in the inbox, newest first, and the third in spam with its reason', async () => {
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    ).newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401 /.test(message.text())) problems.push(message.text());
    });
    await page.goto(`${server.baseUrl}/edit/requests`);
    await page.getByLabel('Name').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await requestList().waitFor();
    expect(await namesInList()).toEqual(['Tom Berg', 'Ann Lee']);
    expect(await page.getByRole('button', { name: /^Inbox/ }).innerText()).toMatch(/Inbox\s*2 new/);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: /^Spam/ }).click();
    await expect.poll(namesInList).toEqual(['Sam Quick']);
    expect(await requestList().innerText()).toContain('Held because: 3 links (more than 2)');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: /^Inbox/ }).click();
    await expect.poll(namesInList).toEqual(['Tom Berg', 'Ann Lee']);
  });

  it('shows the page a request was sent from and the campaign tags of the visit', async () => {
    await page.getByRole('button', { name: 'Ann Lee' }).click();
    const source = page.getByRole('region', { name: 'Where it came from' });
    await source.waitFor();
    expect(await source.innerText()).toMatch(
      /Sent from\s+\/contact\s+utm_source\s+google\s+utm_medium\s+cpc\s+utm_campaign\s+spring-roofs\s+gclid\s+Cj0KCQiA/,
    );
    expect(await page.getByRole('link', { name: '(503) 555-0147' }).first().getAttribute('href')).toBe(
      'tel:5035550147',
    );
    expect(await page.getByRole('link', { name: 'tom.berg@example.com' }).first().getAttribute('href')).toBe(
      'mailto:tom.berg@example.com',
    );
  });

  it('moves a request to Contacted with a note, and both are still there after a reload', async () => {
    await page.getByLabel('Status', { exact: true }).last().selectOption({ label: 'Contacted' });
    await page.getByLabel('Note').fill('Called back, visit booked for Tuesday 9 am.');
    await page.getByRole('button', { name: 'Save status' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved: Contacted.' }).waitFor();
    await page.reload();
    const detail = page.getByRole('article', { name: 'Ann Lee' });
    await detail.getByRole('heading', { name: 'History' }).waitFor();
    expect(await detail.getByLabel('Status', { exact: true }).inputValue()).toBe('contacted');
    expect(await detail.getByRole('list').last().innerText()).toMatch(
      /Contacted, by maria, today .*\n+Called back, visit booked for Tuesday 9 am\./,
    );
    expect(await page.getByRole('button', { name: /^Inbox/ }).innerText()).toMatch(/Inbox\s*1 new/);
  });

  it('lets the spam one through: it moves to the inbox and its e-mail reaches the mail server', async () => {
    await page.getByRole('button', { name: /^Spam/ }).click();
    await page.getByRole('button', { name: 'Sam Quick' }).click();
    await page.getByRole('button', { name: 'Not spam' }).click();
    await page.getByRole('status').filter({ hasText: 'Moved to the inbox.' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sam Quick');
    await waitForMail(3);
    expect(officeMail()[2].raw).toContain('sam.quick@example.com');
    await page.getByRole('button', { name: /^Inbox/ }).click();
    await expect.poll(namesInList).toEqual(['Sam Quick', 'Tom Berg', 'Ann Lee']);
  });

  it('finds a request by the digits of its phone number', async () => {
    await page.getByLabel('Search').fill('5550147');
    await expect.poll(namesInList).toEqual(['Ann Lee']);
    await page.getByLabel('Search').fill('no such person');
    await expect.poll(namesInList).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
    await page.getByLabel('Search').fill('');
    await expect.poll(namesInList).toHaveLength(3);
  });

  it('exports the list as a CSV file with the columns of npm run leads, one row a request', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV of this list' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d\d-\d\d\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    // A column for each field of the contact form, under the label the form shows it with.
    expect(rows[0]).toBe(
      'Received,First name,Last name,E-mail address,Phone number,Project address,Project description,Status,Office notes,E-mail to the office,Acknowledgement,Forwarded,Photos,Id',
    );
    expect(rows.slice(1).map((row) => row.split(',').slice(1, 3).join(' '))).toEqual([
      'Sam Quick',
      'Tom Berg',
      'Ann Lee',
    ]);
  });

  it('deletes one request after a confirmation; Cancel leaves it, and focus goes back where it was', async () => {
    await page.getByRole('button', { name: 'Tom Berg' }).click();
    const deleteButton = page.getByRole('button', { name: 'Delete this request…' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete the request from Tom Berg?' });
    await dialog.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete this request…');
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted the request from Tom Berg.' }).waitFor();
    await expect.poll(namesInList).toEqual(['Sam Quick', 'Ann Lee']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('inbox-search');
    // The heading is the office's own (site.yaml's inbox.title), in the tab's title with the count of new ones.
    const heading = (parse(readFileSync(path.join(server.contentRoot, 'site.yaml'), 'utf8')) as SiteWithInbox).inbox
      ?.title;
    expect(await page.title()).toBe(`(1 new) ${heading ?? 'Requests'}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading ?? 'Requests');
  });

  it('passes axe with a request open, and fits a 375 px phone without sideways scrolling', async () => {
    await page.getByRole('button', { name: 'Ann Lee' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    // On a phone the open request takes the whole screen; back to the list, focus returns to where it was.
    await page.getByRole('button', { name: '← All requests' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: '← All requests' }).click();
    await page.getByRole('button', { name: 'Sam Quick' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ann Lee');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
  });
});
