/**
 * `npm run dev` serves what the build writes: each page rendered on the server by the same code, in the same
 * document, with the same header and the same start script (served as source). Only the pictures differ (the
 * development server shows the files of public/ as they are) and React's generated ids (its development build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { NOT_FOUND_ROUTE } from '../../src/content/model';
import { htmlFileForRoute } from '../../src/prerender/prerender';
import { type DevServer, startDevServer } from '../authoring/devServer';

const distDir = path.resolve(__dirname, '../../dist');
let server: DevServer;

beforeAll(async () => {
  server = await startDevServer();
}, 120_000);
afterAll(() => server?.close());

const content = loadContent().content!;
const pages = content.pages.filter((page) => page.route !== NOT_FOUND_ROUTE);
/** One page of each first block kind, and the home page. */
const sample = [
  ...new Map(pages.map((page) => [page.blocks.map((block) => block.type).join(' '), page])).values(),
].slice(0, 6);

async function developmentHtml(route: string): Promise<{ status: number; html: string }> {
  const response = await fetch(server.url + route, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

const built = (route: string) => readFileSync(htmlFileForRoute(distDir, route), 'utf8');
const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0];
/** What a person reads in <main>: its text, without tags. */
const mainText = (html: string) =>
  /<main[\s\S]*<\/main>/
    .exec(html)?.[0]
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a page from npm run dev', () => {
  it.each(sample.map((page) => [page.route]))(
    '%s has the same header markup and the same words as in dist/, rendered before any script runs',
    async (route) => {
      const { status, html } = await developmentHtml(route);
      expect(status).toBe(200);
      const page = pages.find((each) => each.route === route)!;
      // The first block's heading is the page's h1; an entry's header shows its entry's title.
      const first = page.blocks[0] as { heading?: string; entry?: { title: string } };
      const heading = first.entry?.title ?? first.heading!;
      expect(/<main[\s\S]*?<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(
        heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'),
      );
      expect(header(html)).toBeDefined();
      expect(header(html)).toBe(header(built(route)));
      expect(mainText(html)).toBe(mainText(built(route)));
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(/<title>([^<]*)<\/title>/.exec(built(route))?.[1]);
    },
  );

  it('starts with the same start script, served as source, which loads the islands and the live update', async () => {
    const { html } = await developmentHtml('/about');
    expect(html).toContain('<script type="module" src="/src/app/pageStart.ts" data-entry="/src/entry-client.tsx"');
    // The build writes the same script into the page itself, minified.
    expect(built('/about')).toMatch(/<script type="module"[^>]*>[^\n]*prerenderingchange[^\n]*<\/script>/);
  });

  it('answers an address no page has with the not-found page and status 404', async () => {
    const { status, html } = await developmentHtml('/no-such-page');
    expect(status).toBe(404);
    expect(mainText(html)).toBe(mainText(built(NOT_FOUND_ROUTE)));
  });
});
