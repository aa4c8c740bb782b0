// @vitest-environment node
/**
 * The site as static files on one origin, the quote server on another (site.yaml's quoteEndpoint, the server's
 * ALLOWED_ORIGINS): both on 127.0.0.1, on different ports. The static site's pages may post to the quote server,
 * with and without JavaScript; a page of a third origin may not. Here the contact page's form address is set by hand
 * and the origin through ALLOWED_ORIGINS; staticHostBuild.test.ts builds with quoteEndpoint and relies on site.yaml.
 */
import { readFile, stat } from 'node:fs/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { launchChromium } from '../helpers/chromium';
import { copyOfBuild, formNameIn, removeDir, startTestApp, type TestApp } from './helpers';
import { quotePreflight } from './rawHttp';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A plain static file server, as a static host is: files from `dir`, /route → route/index.html, no headers of ours. */
async function staticHost(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    for (const candidate of [pathname, path.posix.join(pathname, 'index.html')]) {
      const file = path.join(dir, path.posix.normalize(candidate));
      if (!file.startsWith(dir)) break;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type });
      response.end(await readFile(file));
      return;
    }
    response.writeHead(404).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

let browser: Browser;
let siteCopy: string;
let site: { server: Server; origin: string };
let stranger: { server: Server; origin: string };
let quotes: TestApp;

beforeAll(async () => {
  browser = await launchChromium();
  siteCopy = copyOfBuild(path.join(projectRoot, 'dist'));
  site = await staticHost(siteCopy);
  stranger = await staticHost(siteCopy);
  // The quote server has the same build (docs/deploy.md): it takes requests for the forms that build declares.
  quotes = await startTestApp({ distDir: copyOfBuild(siteCopy), allowedOrigins: [site.origin] });
  // What `quoteEndpoint: http://127.0.0.1:PORT/api/quote` in site.yaml makes the build write into the plain form.
  const contact = path.join(siteCopy, 'contact/index.html');
  request.form = formNameIn(readFileSync(contact, 'utf8'));
  writeFileSync(
    contact,
    readFileSync(contact, 'utf8').replace('action="/api/quote"', `action="http://127.0.0.1:${quotes.port}/api/quote"`),
  );
}, 60_000);

afterAll(async () => {
  await browser?.close();
  site?.server.close();
  stranger?.server.close();
  await quotes?.close();
  if (quotes) [quotes.dataDir, quotes.distDir].forEach(removeDir);
  if (siteCopy) removeDir(siteCopy);
});

/** A request as the contact page's script sends it, naming the page's form (read from the built page). */
const request = { form: '', firstName: 'Cross', email: 'cross@example.com', description: 'From the static host' };

/** fetch() run in a page of `origin`: the answer's status, or the error the browser gave instead. */
async function fetchFrom(origin: string, body: object): Promise<number | string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/about`);
    return await page.evaluate(
      async ({ url, body }) => {
        try {
          const answer = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body,
          });
          return answer.status;
        } catch (error) {
          return String(error);
        }
      },
      { url: `http://127.0.0.1:${quotes.port}/api/quote`, body: JSON.stringify(body) },
    );
  } finally {
    await context.close();
  }
}

const stored = () => readQuotes(quotes.dataDir, { includeSpam: true })!.map((quote) => quote.description);

it('takes a cross-origin fetch from the static site, with CORS for that origin only', async () => {
  expect(await fetchFrom(site.origin, { ...request, description: 'fetch from the site' })).toBe(201);
  expect(stored()).toContain('fetch from the site');

  const refused = await fetchFrom(stranger.origin, { ...request, description: 'fetch from a stranger' });
  expect(refused).toMatch(/Failed to fetch/);
  expect(stored()).not.toContain('fetch from a stranger');

  const preflight = (origin: string) => quotePreflight(quotes.port, origin);
  const allowed = await preflight(site.origin);
  expect(allowed.status).toBe(204);
  expect(allowed.headers['access-control-allow-origin']).toBe(site.origin);
  expect(allowed.headers['access-control-allow-methods']).toBe('POST');
  const other = await preflight(stranger.origin);
  expect(other.status).toBe(403);
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
}, 60_000);

it('takes the plain form from the static site without JavaScript, and sends the visitor back to its thank-you page', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${site.origin}/contact`);
    await page.getByLabel('First name').fill('Plain');
    await page.getByLabel('E-mail address').fill('plain@example.com');
    await page.getByLabel('Project description').fill('plain form from the site');
    await Promise.all([
      page.waitForURL(`${site.origin}/thank-you`),
      page.getByRole('button', { name: 'Send Request' }).click(),
    ]);
    expect(stored()).toContain('plain form from the site');

    // The same form on a third origin's page is refused, and nothing is stored.
    await page.goto(`${stranger.origin}/contact`);
    await page.getByLabel('E-mail address').fill('plain@example.com');
    await page.getByLabel('Project description').fill('plain form from a stranger');
    await Promise.all([
      page.waitForURL(`http://127.0.0.1:${quotes.port}/api/quote`),
      page.getByRole('button', { name: 'Send Request' }).click(),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Not sent from our site');
    expect(stored()).not.toContain('plain form from a stranger');
  } finally {
    await context.close();
  }
}, 60_000);
