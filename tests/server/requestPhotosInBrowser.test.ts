// @vitest-environment node
/**
 * Photos in the contact form, as a visitor on a phone and the office live it: the production server over the real
 * build, a real SMTP server on 127.0.0.1, and Chromium at a phone's size. One request with two photos (one HEIC) is
 * sent without JavaScript (a plain multipart post), another with JavaScript, which shows each photo before sending
 * and the progress while sending. Both reach the inbox with their photos, and the e-mails link to them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { launchChromium } from '../helpers/chromium';
import {
  copyOfBuild,
  removeDir,
  sleep,
  startSmtp,
  startTestApp,
  tempDir,
  type TestApp,
  type TestSmtp,
  waitFor,
} from './helpers';
import { send } from './rawHttp';
import { testMailClock } from './mailClock';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const password = 'correct horse battery staple';
const heic = readFileSync(path.join(projectRoot, 'tests/editor/photos/phone-photo.heic'));
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser: Browser;
let distDir: string;
let smtp: TestSmtp;
let server: TestApp;
let jpeg: Buffer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  distDir = copyOfBuild(path.join(projectRoot, 'dist'));
  smtp = await startSmtp();
  const dataDir = tempDir('photos-browser-data');
  await openAccountStore(dataDir).add('maria', password);
  server = await startTestApp({ distDir, dataDir, smtpUrl: smtp.url, mailClock: testMailClock() });
  jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6d4b' } })
    .jpeg()
    .toBuffer();
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
  await smtp?.close();
  if (server) removeDir(server.dataDir);
  if (distDir) removeDir(distDir);
});

async function contactPage(javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ ...phone, javaScriptEnabled: javaScript });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.port}/contact`);
  if (javaScript) await page.waitForSelector('form[novalidate]');
  return page;
}

/** Fills in the request like a person, no sooner than 4 s after the page opened (sooner is taken for a robot). */
async function fillIn(page: Page, tag: string, openedAt: number) {
  await page.getByLabel('First name', { exact: true }).fill('Dana');
  await page.getByLabel('E-mail address', { exact: true }).fill('dana.lee@example.com');
  await page.getByLabel('Project description', { exact: true }).fill(`Water in the attic (${tag}).`);
  await page.getByLabel('Photos of the problem').setInputFiles([
    { name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: heic },
    { name: 'attic.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await sleep(4000 - (Date.now() - openedAt));
}

const storedWith = (tag: string) =>
  server.app.store.list({ includeSpam: true }).filter((quote) => quote.description.includes(tag));

/** The office's e-mail for a request, its quoted-printable lines joined back. */
function emailFor(id: string): string | undefined {
  const raw = smtp.messages.find((message) => message.raw.includes(id))?.raw;
  return raw
    ?.replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

it('takes two photos (one HEIC) from a phone without JavaScript and with it, to the inbox and the e-mail', async () => {
  const plainOpened = Date.now();
  const plain = await contactPage(false);
  await fillIn(plain, 'no script', plainOpened);
  await Promise.all([plain.waitForURL('**/thank-you'), plain.getByRole('button', { name: 'Send Request' }).click()]);

  const scriptedOpened = Date.now();
  const scripted = await contactPage(true);
  await fillIn(scripted, 'with script', scriptedOpened);
  const chosen = scripted.getByRole('list', { name: /Chosen photos/ });
  await expect.poll(() => chosen.getByRole('listitem').count()).toBe(2);
  await expect.poll(() => chosen.getByRole('button', { name: 'Remove attic.jpg' }).isVisible()).toBe(true);
  // The JPEG is previewed as it is (the page's policy allows its blob: address); the HEIC, which Chromium cannot
  // draw, as a tile with its kind.
  const drawn = () =>
    chosen
      .locator('img')
      .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length);
  await expect.poll(drawn).toBe(1);
  await expect.poll(() => chosen.getByText('HEIC', { exact: true }).isVisible()).toBe(true);
  // The progress bar is noted the moment it appears, however fast the upload goes on this machine.
  await scripted.evaluate(() => {
    const seen = window as unknown as { progressSeen: boolean };
    seen.progressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('progress[aria-label="Sending your photos"]')) seen.progressSeen = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  await scripted.getByRole('button', { name: 'Send Request' }).click();
  await scripted.getByText('Thank you, your request has been sent.').waitFor();
  expect(await scripted.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(true);

  const requests = ['no script', 'with script'].map((tag) => storedWith(tag));
  for (const [request] of requests) {
    expect(request).toBeDefined();
    expect(request.spam).toBe(false);
    expect(server.app.store.inbox.photos.list(request.id)).toHaveLength(2);
  }

  // The office signs in on a phone and opens each request: both photos show.
  const signIn = await fetch(`http://127.0.0.1:${server.port}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${server.port}` },
    body: JSON.stringify({ name: 'maria', password }),
  });
  const [name, value] = signIn.headers.get('set-cookie')!.split(';')[0].split('=');
  const office = await browser.newContext(phone);
  contexts.push(office);
  await office.addCookies([{ name, value, url: `http://127.0.0.1:${server.port}` }]);
  const inbox = await office.newPage();
  await inbox.goto(`http://127.0.0.1:${server.port}/edit/requests`);
  for (const [request] of requests) {
    await inbox.locator(`[id="request-${request.id}"]`).click();
    const photos = inbox.getByRole('img', { name: /^\d of 2, opens full size$/ });
    await expect.poll(() => photos.count()).toBe(2);
    await expect
      .poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await inbox.goBack().catch(() => {});
    await inbox.goto(`http://127.0.0.1:${server.port}/edit/requests`);
  }

  // Each e-mail links to its two photos, and a link opens the photo.
  for (const [request] of requests) {
    await waitFor(() => emailFor(request.id) !== undefined, 15_000, `the e-mail of ${request.id}`);
    const links = [...emailFor(request.id)!.matchAll(/(\/request-photos\/[^\s]+)/g)].map((match) => match[1]);
    expect(links).toHaveLength(2);
    const photo = await send(server.port, { path: links[0] });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  }
}, 120_000);
