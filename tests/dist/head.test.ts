/**
 * What search engines, social networks and feed readers read from the production build: every page's <head> (title,
 * description, canonical address, sharing cards, the feeds' links), the business and each entry in JSON-LD,
 * sitemap.xml, the collections' feeds and robots.txt, all from the YAML. The expected values come from site.yaml,
 * pages/ and collections/, so a changed fact keeps these tests true.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFileForRoute } from '../../src/prerender/prerender';
import { loadContent } from '../../src/content/loadContent';
import { NOT_FOUND_ROUTE } from '../../src/content/model';
import { FONT_FACES_ELEMENT_ID } from '../../blocks/ui/fontFaces';
import { readDocument } from './distFiles';

const dist = path.resolve(__dirname, '../../dist');
const { content } = loadContent();
if (!content) throw new Error('the content has errors: run npm run check');
const { site } = content;
const siteUrl = site.seo.siteUrl;

const window = new Window();
afterAll(() => window.happyDOM.close());
const pages = content.pages.map((page) => ({
  page,
  document: readDocument(window, htmlFileForRoute(dist, page.route)),
}));
const listed = pages.filter(({ page }) => page.route !== NOT_FOUND_ROUTE && !page.noindex);
const cases = (list: typeof pages) => list.map(({ page, document }) => [page.route, page, document] as const);

const metaContent = (document: Document, selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
const structuredData = (document: Document) =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, any>,
  );
/** The business's own node: one on every page, beside an entry's page's description of its entry. */
const business = (document: Document) => {
  const nodes = structuredData(document).filter((data) => data['@id'] === `${siteUrl}/#business`);
  expect(nodes).toHaveLength(1);
  return nodes[0];
};
const entries = content.collections.flatMap((collection) => collection.entries.map((entry) => ({ collection, entry })));
const feeds = content.collections.flatMap((collection) => (collection.feed ? [collection.feed] : []));

describe('the head of every prerendered page', () => {
  it.each(cases(pages))('%s has its own title and meta description from its YAML', (_route, page, document) => {
    expect(document.title).toBe(page.title);
    expect(metaContent(document, 'name="description"')).toBe(page.description);
  });

  it.each(cases(listed))('%s names its canonical address on the site URL of site.yaml', (route, _page, document) => {
    const canonical = [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));
    expect(canonical).toEqual([route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`]);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('the not-found page asks robots not to list it and has no canonical address', () => {
    const { document } = pages.find(({ page }) => page.route === NOT_FOUND_ROUTE)!;
    expect(metaContent(document, 'name="robots"')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it.each(cases(pages))('%s has Open Graph and Twitter cards with a large picture that exists', (route, page, document) => {
    expect(metaContent(document, 'property="og:title"')).toBe(page.title);
    expect(metaContent(document, 'property="og:description"')).toBe(page.description);
    expect(metaContent(document, 'property="og:site_name"')).toBe(site.company.name);
    expect(metaContent(document, 'name="twitter:card"')).toBe('summary_large_image');
    const image = metaContent(document, 'property="og:image"')!;
    expect(image.startsWith(`${siteUrl}/`), image).toBe(true);
    expect(existsSync(path.join(dist, new URL(image).pathname)), `${route}: ${image}`).toBe(true);
    expect(Number(metaContent(document, 'property="og:image:width"'))).toBeGreaterThanOrEqual(1200);
    expect(metaContent(document, 'property="og:image:alt"')).toBeTruthy();
  });

  it.each(cases(pages))('%s states its theme colour once', (_route, _page, document) => {
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });

  it.each(cases(pages))('%s carries its styles in the HTML, and the @font-face rules apart from Emotion', (_route, _page, document) => {
    const emotion = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(emotion.length).toBeGreaterThan(0);
    // Emotion moves its <style> elements when it starts; a moved @font-face would make the browser lay out all text again.
    for (const style of emotion) expect(style.textContent).not.toContain('@font-face');
    expect(document.getElementById(FONT_FACES_ELEMENT_ID)?.textContent).toContain("font-family: 'Inter Variable'");
  });
});

describe('the business in JSON-LD, on every page', () => {
  it.each(cases(pages))('%s describes the business with the facts of site.yaml', (_route, _page, document) => {
    const data = business(document);
    const { company } = site;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe(company.businessType ?? 'LocalBusiness');
    expect(data.name).toBe(company.name);
    expect(data.url).toBe(`${siteUrl}/`);
    expect(data.image).toMatch(/^https:\/\/.+\.jpg$/);
    expect(data.telephone.replace(/\D/g, '')).toBe(`1${company.phone.replace(/\D/g, '')}`);
    expect(data.email).toBe(company.email);
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Sherwood', addressRegion: 'OR', streetAddress: company.address.street });
    expect(data.areaServed.map((area: { name: string }) => area.name)).toEqual(company.areasServed);
    const credentials = data.hasCredential.map((credential: { name: string }) => credential.name).join(' | ');
    for (const credential of company.credentials ?? []) expect(credentials).toContain(credential.number ?? credential.label);
  });

  it('gives the office hours as Monday to Friday, 08:00 to 17:00', () => {
    const hours = business(pages[0].document).openingHoursSpecification;
    expect(hours).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '08:00',
        closes: '17:00',
      },
    ]);
  });
});

describe('the collections for search engines and feed readers', () => {
  it.each(cases(pages))('%s links every feed of the site', (_route, _page, document) => {
    const links = [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')];
    expect(links.map((link) => [link.getAttribute('title'), link.getAttribute('href')])).toEqual(
      feeds.map((feed) => [feed.title, feed.route]),
    );
  });

  it.each(feeds.map((feed) => [feed.route]))('%s is in the build, with absolute addresses of entries', (route) => {
    const xml = readFileSync(path.join(dist, route), 'utf8');
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${siteUrl}${route}"/>`);
    expect(xml.match(/<entry>/g)?.length).toBeGreaterThan(0);
    for (const [, id] of xml.matchAll(/<entry>\s*<id>([^<]*)<\/id>/g)) expect(id.startsWith(`${siteUrl}/`), id).toBe(true);
  });

  it.each(entries.map(({ collection, entry }) => [entry.route, collection.kind, entry] as const))(
    '%s describes its entry as a %s',
    (route, kind, entry) => {
      const { document } = pages.find(({ page }) => page.route === route)!;
      const data = structuredData(document).find((item) => item['@type'] === kind)!;
      expect(data.url).toBe(`${siteUrl}${route}`);
      expect(data.description).toBe(entry.summary);
      if (kind !== 'Event') expect([data.datePublished, data.dateModified]).toEqual([entry.date, entry.updated]);
    },
  );
});

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('the sitemap lists the canonical address of every page meant for search, and nothing else', () => {
    const canonical = listed.map(({ document }) => document.head.querySelector('link[rel="canonical"]')!.getAttribute('href'));
    expect([...locations].sort()).toEqual([...canonical].sort());
    expect(locations).toContain(`${siteUrl}/services/roofing/residential`);
    expect(locations).not.toContain(`${siteUrl}/thank-you`);
  });

  it('every address in the sitemap has a date of last change', () => {
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locations.length);
  });

  it("dates an entry's page by its entry's last change", () => {
    for (const { entry } of entries) {
      expect(sitemap).toContain(`<loc>${siteUrl}${entry.route}</loc><lastmod>${entry.updated}</lastmod>`);
    }
  });

  it('robots.txt allows the site, keeps robots off the API and points at the sitemap', () => {
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
