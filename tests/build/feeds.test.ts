// @vitest-environment node
/**
 * The Atom feed of a collection (src/prerender/feeds.ts), from a hand-made site of two collections: only the one
 * that declares a feed has one; it is well-formed XML, lists the entries newest first with absolute addresses,
 * escapes what the content writes, and dates itself from its entries, never from the clock.
 */
import { describe, expect, it, vi } from 'vitest';
import type { EntryData } from '../../src/content/model';
import { atomFeed, FEED_ENTRY_LIMIT, feedFileForRoute, feedFiles } from '../../src/prerender/feeds';
import { collectionsContent, news, siteUrl } from './collectionsContent';
import { xmlProblems } from './wellFormedXml';

const content = collectionsContent();
const site = { ...content.site, company: { ...content.site.company, name: 'Smith & Sons <Builders>' } };
const [feed] = feedFiles(content.collections, site);
const entriesOf = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1]);
const entryIds = (xml: string) => entriesOf(xml).map((entry) => /<id>([^<]*)<\/id>/.exec(entry)![1]);

describe('the Atom feed of a collection', () => {
  it('is written for the collection that declares one, at its route, and for no other', () => {
    expect(feedFiles(content.collections, site).map((file) => file.route)).toEqual(['/news/feed.xml']);
    expect(feedFileForRoute('/out', feed.route)).toBe('/out/news/feed.xml');
  });

  it('is well-formed Atom XML', () => {
    expect(xmlProblems(feed.xml)).toBeUndefined();
    expect(feed.xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="en-US">/,
    );
    // The checker itself refuses what a forgotten escape would write.
    expect(xmlProblems('<feed><title>A & B</title></feed>')).toMatch(/bare/);
    expect(xmlProblems('<feed><title>A</feed>')).toMatch(/closes nothing/);
  });

  it('names itself, its page for people and the company as its author, with absolute addresses', () => {
    expect(feed.xml).toContain(`<id>${siteUrl}/news/feed.xml</id>`);
    expect(feed.xml).toContain('<title type="text">Company &amp; &quot;Friends&quot; News</title>');
    expect(feed.xml).toContain(`<link rel="self" type="application/atom+xml" href="${siteUrl}/news/feed.xml"/>`);
    expect(feed.xml).toContain(`<link rel="alternate" type="text/html" href="${siteUrl}/news"/>`);
    expect(feed.xml).toContain('<author><name>Smith &amp; Sons &lt;Builders&gt;</name></author>');
  });

  it('links the home page for people when the collection has no listing', () => {
    const xml = atomFeed({ ...news, listingRoute: undefined }, site);
    expect(xml).toContain(`<link rel="alternate" type="text/html" href="${siteUrl}/"/>`);
  });

  it('lists the entries newest first, each by its canonical address', () => {
    expect(entryIds(feed.xml)).toEqual([
      `${siteUrl}/news/winter-hours`,
      `${siteUrl}/news/new-van`,
      `${siteUrl}/news/first-post`,
    ]);
  });

  it('gives an entry its title, link, dates, summary, terms, picture and author, escaped', () => {
    const [winter] = entriesOf(feed.xml);
    expect(winter).toContain('<title type="text">Winter &lt;hours&gt; &amp; &quot;holidays&quot;</title>');
    expect(winter).toContain(`<link rel="alternate" type="text/html" href="${siteUrl}/news/winter-hours"/>`);
    expect(winter).toContain('<published>2026-03-14T00:00:00Z</published>');
    expect(winter).toContain('<updated>2026-03-14T00:00:00Z</updated>');
    expect(winter).toContain(
      '<summary type="text">Open &lt;b&gt;less&lt;/b&gt; &amp; closed on &quot;holidays&quot;.</summary>',
    );
    expect([...winter.matchAll(/<category term="([^"]*)"\/>/g)].map((match) => match[1])).toEqual([
      'Office &amp; hours',
      'holidays',
      'hours',
    ]);
    expect(winter).toContain(
      `<link rel="enclosure" type="image/jpeg" href="${siteUrl}/images/news/winter.jpg" title="Snow on the &quot;office&quot; roof"/>`,
    );
    expect(winter).toContain('<author><name>Dana Ruiz</name></author>');
  });

  it('links the largest JPEG the build made of a picture', () => {
    const manifest = {
      '/images/news/winter.jpg': {
        width: 1600,
        height: 900,
        variants: { path: '/img/winter-abc', widths: [480, 1600] },
      },
    };
    expect(atomFeed(news, site, manifest)).toContain(`href="${siteUrl}/img/winter-abc-1600.jpg"`);
  });

  it('names no author of its own for an entry without one, nor a picture it has not got', () => {
    const [, van] = entriesOf(feed.xml);
    expect(van).not.toContain('<author>');
    expect(van).not.toContain('enclosure');
    expect(van).not.toContain('<category');
  });

  it('is dated by its latest-changed entry, not by the day it is built', () => {
    vi.useFakeTimers({ now: new Date('2031-07-04T12:00:00Z') });
    try {
      const xml = atomFeed(news, site);
      expect(/<feed[^>]*>[\s\S]*?<updated>([^<]*)<\/updated>/.exec(xml)![1]).toBe('2026-04-20T00:00:00Z');
      expect(xml).toBe(feed.xml);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`holds the newest ${FEED_ENTRY_LIMIT} entries at most`, () => {
    const many: EntryData[] = Array.from({ length: FEED_ENTRY_LIMIT + 5 }, (_, index) => ({
      ...news.entries[1],
      slug: `post-${index}`,
      route: `/news/post-${index}`,
    }));
    const ids = entryIds(atomFeed({ ...news, entries: many }, site));
    expect(ids).toHaveLength(FEED_ENTRY_LIMIT);
    expect(ids[0]).toBe(`${siteUrl}/news/post-0`);
  });

  it('is still a valid feed with no entries yet', () => {
    const xml = atomFeed({ ...news, entries: [] }, site);
    expect(xmlProblems(xml)).toBeUndefined();
    expect(xml).toContain('<updated>1970-01-01T00:00:00Z</updated>');
  });

  it('leaves out characters XML cannot hold', () => {
    const xml = atomFeed({ ...news, entries: [{ ...news.entries[1], title: 'Bell\u0007 rung' }] }, site);
    expect(xml).toContain('<title type="text">Bell rung</title>');
  });

  it('refuses a route that would leave the output folder', () => {
    expect(() => feedFileForRoute('/out', '/../etc/feed.xml')).toThrow(/inside the site/);
    expect(() => feedFileForRoute('/out', 'news/feed.xml')).toThrow(/inside the site/);
  });
});
