// @vitest-environment node
/**
 * What an entry's page tells search engines and feed readers, from a hand-made site of two collections: every
 * page's head links each feed, an entry's page describes its entry in JSON-LD as its collection's kind, and the
 * sitemap dates an entry's page by its entry's last change.
 */
import { describe, expect, it } from 'vitest';
import type { EntryData, PageData } from '../../src/content/model';
import { documentHead } from '../../src/prerender/documentHead';
import { sitemapXml } from '../../src/prerender/sitemap';
import { collectionsContent, news, projects, siteUrl } from './collectionsContent';

const content = collectionsContent();
const pageOf = (route: string) => content.pages.find((page) => page.route === route)!;
const headOf = (page: PageData, collections = content.collections) => documentHead(page, content.site, {}, collections);

/** Every JSON-LD object of a head, in its order. */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON, read field by field by the expectations below.
function structuredData(head: string): Record<string, any>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}
const entryData = (route: string) =>
  structuredData(headOf(pageOf(route))).find((data) => data['@id']?.endsWith('#entry'));

describe('the head of every page links each feed', () => {
  const feedLink =
    '<link rel="alternate" type="application/atom+xml" title="Company &amp; &quot;Friends&quot; News" href="/news/feed.xml" />';

  it.each(content.pages.map((page) => [page.route, page] as const))('%s', (_route, page) => {
    const head = headOf(page);
    expect(head).toContain(feedLink);
    expect(head.match(/application\/atom\+xml/g)).toHaveLength(1);
  });

  it('and has no feed link on a site without feeds', () => {
    expect(headOf(pageOf('/'), [projects])).not.toContain('application/atom+xml');
  });
});

describe("an entry's page in JSON-LD", () => {
  it('is a BlogPosting with its headline, dates, summary, picture, address, author and publisher', () => {
    const data = entryData('/news/winter-hours')!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Winter <hours> & "holidays"',
      datePublished: '2026-03-14',
      dateModified: '2026-03-14',
      description: 'Open <b>less</b> & closed on "holidays".',
      image: `${siteUrl}/images/news/winter.jpg`,
      url: `${siteUrl}/news/winter-hours`,
      author: { '@type': 'Person', name: 'Dana Ruiz' },
      publisher: { '@type': 'Organization', '@id': `${siteUrl}/#business`, name: content.site.company.name },
    });
  });

  it('keeps the text of the entry from closing its <script> early', () => {
    expect(headOf(pageOf('/news/winter-hours'))).not.toContain('<hours>');
  });

  it('names the business as the author of a post that names nobody', () => {
    const data = entryData('/news/new-van')!;
    expect(data.author).toEqual(data.publisher);
    expect(data.author['@type']).toBe('Organization');
    expect(data.dateModified).toBe('2026-02-01');
    expect(data.image).toBeUndefined();
  });

  it('gives the date it was changed apart from the date it was written', () => {
    expect(entryData('/news/first-post')).toMatchObject({ datePublished: '2025-11-02', dateModified: '2026-04-20' });
  });

  it("is of its collection's kind, a CreativeWork without an author, for a project", () => {
    const data = entryData('/projects/harbour-house')!;
    expect(data['@type']).toBe('CreativeWork');
    expect(data.headline).toBe('Harbour House');
    expect(data.author).toBeUndefined();
    expect(data.publisher.name).toBe(content.site.company.name);
  });

  it('is an Event by its name, its day and the business as organizer, for a collection of events', () => {
    const events = { ...projects, kind: 'Event' as const };
    const head = documentHead(pageOf('/projects/harbour-house'), content.site, {}, [events]);
    const data = structuredData(head).find((item) => item['@type'] === 'Event')!;
    expect(data).toMatchObject({
      name: 'Harbour House',
      startDate: '2025-09-10',
      organizer: { '@type': 'Organization' },
    });
    expect(data.headline).toBeUndefined();
  });

  it('is not written for a page that is no entry, and the business stays on every page', () => {
    expect(entryData('/news')).toBeUndefined();
    for (const page of content.pages) {
      expect(
        structuredData(headOf(page)).filter((data) => data['@id'] === `${siteUrl}/#business` && data.telephone),
      ).toHaveLength(1);
    }
  });
});

describe('sitemap.xml with collections', () => {
  const sitemap = sitemapXml(content.pages, content.site, '2026-11-28', content.collections);
  const lastmod = (route: string) =>
    new RegExp(`<loc>${siteUrl}${route === '/' ? '/' : route}</loc><lastmod>([^<]*)</lastmod>`).exec(sitemap)?.[1];

  it("dates an entry's page by its entry's last change", () => {
    expect(lastmod('/news/first-post')).toBe('2026-04-20');
    expect(lastmod('/news/winter-hours')).toBe('2026-03-14');
    expect(lastmod('/projects/harbour-house')).toBe('2025-10-01');
  });

  it('keeps every other page, dated by the build', () => {
    expect(lastmod('/')).toBe('2026-11-28');
    expect(lastmod('/news')).toBe('2026-11-28');
    expect(sitemap.match(/<url>/g)).toHaveLength(content.pages.length - 1);
  });

  it('dates every page by the build when it is given no collections', () => {
    const plain = sitemapXml(content.pages, content.site, '2026-11-28');
    expect(plain.match(/<lastmod>2026-11-28<\/lastmod>/g)).toHaveLength(content.pages.length - 1);
  });
});

it('the news collection has a feed and the projects none, as the tests above assume', () => {
  expect(news.feed).toBeDefined();
  expect(projects.feed).toBeUndefined();
});

describe("an entry's page asks for its main picture with the HTML", () => {
  const manifest = {
    '/images/news/winter.jpg': { width: 1600, height: 900, variants: { path: '/img/winter-abc', widths: [480, 1600] } },
  };
  const winter = news.entries[0];
  const withHeader = (image: EntryData['image']): PageData => ({
    ...pageOf(winter.route),
    blocks: [
      {
        type: 'entryHeader',
        entry: { title: winter.title, date: winter.date, summary: winter.summary, facts: [], image },
      },
    ] as PageData['blocks'],
  });

  it('preloads the AVIF files of the picture its header shows at once, at the sizes the header gives it', () => {
    expect(documentHead(withHeader(winter.image), content.site, manifest, content.collections)).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/img/winter-abc-480.avif 480w, /img/winter-abc-1600.avif 1600w" imagesizes="(min-width: 1264px) 1200px, 100vw" fetchpriority="high" />',
    );
  });

  it('preloads nothing for an entry without a picture', () => {
    expect(documentHead(withHeader(undefined), content.site, manifest, content.collections)).not.toContain('preload');
  });
});
