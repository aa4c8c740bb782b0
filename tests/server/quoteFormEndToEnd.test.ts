// @vitest-environment node
/**
 * The quote form from end to end, as a visitor and the office live it: the production server (createApp) over the
 * real build in dist/, a real SMTP server on 127.0.0.1, and /contact in Chromium. A request typed into the form
 * is stored in SQLite once and reaches the office inbox once, with JavaScript and without it.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredQuote } from '../../src/server/quotes/quoteRows';
import { launchChromium } from '../helpers/chromium';
import {
  company,
  copyOfBuild,
  removeDir,
  sleep,
  startSmtp,
  startTestApp,
  waitFor,
  type TestApp,
  type TestSmtp,
} from './helpers';
import { testMailClock } from './mailClock';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const site = parse(readFileSync(path.join(projectRoot, 'site.yaml'), 'utf8')) as { company: { phone: string } };
/** The link a North American number should call: `(503) 555-0147` → `tel:+15035550147`. */
const telLinkOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;
const telLink = telLinkOf(site.company.phone);
// The page of a refused request is the server's own, drawn with the company facts the test server is given.
const serverTelLink = telLinkOf(company.phone);

let browser: Browser;
let distDir: string;
let smtp: TestSmtp;
let server: TestApp;
const contexts: BrowserContext[] = [];
const mailClock = testMailClock();

beforeAll(async () => {
  browser = await launchChromium();
  distDir = copyOfBuild(path.join(projectRoot, 'dist'));
  smtp = await startSmtp();
  server = await startTestApp({ distDir, smtpUrl: smtp.url, mailRetry: { firstMs: 50, maxMs: 200 }, mailClock });
}, 60_000);

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  if (server) removeDir(server.dataDir);
  if (distDir) removeDir(distDir);
});

/** When each tab was opened, so the form is sent no sooner than a person could. */
const openedAt = new WeakMap<Page, number>();

/** A fresh browser tab on /contact; with JavaScript it waits until the form runs (it then turns off novalidate). */
async function openContactPage({ javaScript }: { javaScript: boolean }): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  openedAt.set(page, Date.now());
  // Console errors (a CSP violation, a failed hydration), uncaught exceptions and missing code, to be none.
  // Pictures are left to the tests of the image pipeline: the form works without them.
  const problems: string[] = [];
  page.on('console', (message) => {
    // The response listener names the address of a failed load; the console does not.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (answer) => {
    const kind = answer.request().resourceType();
    if (answer.status() >= 400 && ['document', 'script', 'stylesheet', 'font'].includes(kind))
      problems.push(`${answer.status()} ${answer.url()}`);
  });
  const response = await page.goto(`http://127.0.0.1:${server.port}/contact`);
  expect(response?.status()).toBe(200);
  if (javaScript) await page.waitForSelector('form[novalidate]');
  return { page, problems };
}

/** A visitor's request, told apart from the others in the database by a word of its own. */
function visitorRequest(tag: string) {
  return {
    'First name': 'Dana',
    'Last name': 'Lee',
    'E-mail address': 'dana.lee@example.com',
    'Phone number': '(503) 555-0199',
    'Project address': '1234 SE Oak St, Portland, OR 97214',
    'Project description': `Leak above the kitchen after the storm (${tag}).`,
  };
}

/** Types like a person: never done sooner than 4 s after the page opened (faster is a robot, kept as spam). */
async function fillIn(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await sleep(4000 - (Date.now() - (openedAt.get(page) ?? 0)));
}

function storedWith(tag: string): StoredQuote[] {
  return server.app.store.list({ includeSpam: true }).filter((quote) => quote.description.includes(tag));
}

/** The one stored request with this tag, after its e-mail was accepted; and the e-mails the inbox got for it. */
async function deliveredOnce(tag: string): Promise<{ quote: StoredQuote; emails: string[] }> {
  const [stored, ...others] = storedWith(tag);
  expect(others).toHaveLength(0);
  expect(stored).toBeDefined();
  const header = new RegExp(`^X-Quote-Request-Id: ${stored.id}\\r?$`, 'im');
  // The office's copies only: the reply to the visitor (Auto-Submitted, to their own address) is another e-mail.
  const emailsFor = () =>
    smtp.messages
      .filter((message) => header.test(message.raw) && !/^Auto-Submitted:/im.test(message.raw))
      .map((message) => message.raw);
  await waitFor(() => emailsFor().length > 0, 10_000, 'the office e-mail');
  await waitFor(() => storedWith(tag)[0].emailedAt !== '', 5_000, 'the sent mark in the outbox');
  // The worker's looks at the outbox for the next 400 ms: a second copy would be sent in one of them.
  await mailClock.advance(400);
  return { quote: storedWith(tag)[0], emails: emailsFor() };
}

function expectStoredAsTyped(quote: StoredQuote, typed: ReturnType<typeof visitorRequest>) {
  expect(quote).toMatchObject({
    firstName: typed['First name'],
    lastName: typed['Last name'],
    email: typed['E-mail address'],
    phone: typed['Phone number'],
    address: typed['Project address'],
    description: typed['Project description'],
    spam: false,
  });
}

describe('the quote form with JavaScript', () => {
  it('points out what is missing, in words a screen reader reads, with focus on the field', async () => {
    const { page, problems } = await openContactPage({ javaScript: true });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByLabel('First name', { exact: true }).fill('Dana');
    await page.getByRole('button', { name: 'Send Request' }).click();

    const email = page.getByLabel('E-mail address', { exact: true });
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Please enter an e-mail address or a phone number, so we can reply to you.',
    );
    expect(await page.locator('[aria-live="polite"]').filter({ hasText: 'Please check these 2 fields' }).count()).toBe(
      1,
    );

    const axe = await new AxeBuilder({ page }).include('#quote').analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);

  it('sends the request: the visitor sees the reply promise, the office gets it stored and e-mailed once', async () => {
    const tag = `js-${Date.now()}`;
    const typed = visitorRequest(tag);
    const { page, problems } = await openContactPage({ javaScript: true });
    await fillIn(page, typed);
    await page.getByRole('button', { name: 'Send Request' }).click();

    const status = page.getByRole('status').filter({ hasText: 'Thank you, your request has been sent.' });
    await status.waitFor();
    expect(await status.textContent()).toContain('within 24 hours');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');

    const { quote, emails } = await deliveredOnce(tag);
    expectStoredAsTyped(quote, typed);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatch(/^Subject: Quote request from Dana Lee/m);
    expect(emails[0]).toMatch(/^Reply-To: "?Dana Lee"? <dana\.lee@example\.com>/m);
    expect(problems).toEqual([]);
  }, 60_000);

  it('keeps everything typed and offers the phone number when the server cannot be reached', async () => {
    const tag = `offline-${Date.now()}`;
    const typed = visitorRequest(tag);
    const { page } = await openContactPage({ javaScript: true });
    await page.route('**/api/quote', (route) => route.abort('connectionrefused'));
    await fillIn(page, typed);
    await page.getByRole('button', { name: 'Send Request' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Your request was not sent.' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: site.company.phone }).getAttribute('href')).toBe(telLink);
    for (const [label, value] of Object.entries(typed))
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    expect(storedWith(tag)).toEqual([]);
  }, 60_000);
});

describe('the quote form without JavaScript', () => {
  it('posts the plain form and lands on /thank-you; the office gets the request stored and e-mailed once', async () => {
    const tag = `plain-${Date.now()}`;
    const typed = visitorRequest(tag);
    const { page } = await openContactPage({ javaScript: false });
    await fillIn(page, typed);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.waitForURL(`http://127.0.0.1:${server.port}/thank-you`);

    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toMatch(/Thank you.*24 hours/);
    expect(await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    const { quote, emails } = await deliveredOnce(tag);
    expectStoredAsTyped(quote, typed);
    expect(emails).toHaveLength(1);
  }, 60_000);

  it('answers a request with no way to reply with a page that says why and keeps what was typed', async () => {
    const tag = `incomplete-${Date.now()}`;
    const { page } = await openContactPage({ javaScript: false });
    await fillIn(page, { 'First name': 'Dana', 'Project description': `New gutters (${tag}).` });
    await page.getByRole('button', { name: 'Send Request' }).click();

    await page.getByRole('heading', { level: 1, name: 'Please check your request' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(
      'Please enter an e-mail address or a phone number, so we can reply to you.',
    );
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Dana');
    expect(await page.getByLabel('Project description', { exact: true }).inputValue()).toBe(`New gutters (${tag}).`);
    expect(await page.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(serverTelLink);
    expect(storedWith(tag)).toEqual([]);
  }, 60_000);
});
