/**
 * The Atom feed (RFC 4287) of each collection that declares one, written at its route beside sitemap.xml. A feed
 * is made of its collection's entries alone, in the order the content gives them (newest first), so the same
 * entries always give the same bytes: nothing in it comes from the clock.
 */
import path from 'node:path';
import type { ImageManifest } from '../../blocks/ui/imageManifest.ts';
import type { CollectionData, EntryData, Site } from '../content/model.ts';
import { canonicalUrl, escapeHtml, pictureUrl } from './documentHead.ts';

/** Feed readers show the latest few; a feed of every entry ever written only grows the file each reader fetches. */
export const FEED_ENTRY_LIMIT = 50;

/** A feed for the build to write: its route (/news/feed.xml) and its XML. */
export interface FeedFile {
  route: string;
  xml: string;
}

export type CollectionWithFeed = CollectionData & { feed: NonNullable<CollectionData['feed']> };

/** The collections that declare a feed. */
export function collectionsWithFeeds(collections: CollectionData[]): CollectionWithFeed[] {
  return collections.filter((collection): collection is CollectionWithFeed => !!collection.feed);
}

// XML 1.0 allows no control characters but tab and line breaks: one in a summary would make the whole feed unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an XML element or a double-quoted attribute. */
function xmlText(text: string): string {
  return escapeHtml(text.replace(notXmlCharacters, ''));
}

/** Atom wants a date and time; a content date (YYYY-MM-DD) is read as the start of that day in UTC. */
function atomDate(day: string): string {
  return `${day}T00:00:00Z`;
}

/**
 * The feed's last change: the latest of its entries' own. A feed of no entries yet has nothing that changed, so it
 * says the earliest date there is rather than the day of the build, which would change its bytes every day.
 */
function lastUpdated(entries: EntryData[]): string {
  const days = entries.map((entry) => entry.updated).sort();
  return atomDate(days.at(-1) ?? '1970-01-01');
}

const pictureTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/**
 * The entry's main picture as an enclosure link: readers show it beside the entry, and the summary stays plain text
 * (HTML in a summary would have to be escaped twice and many readers strip it anyway).
 */
function pictureLink(entry: EntryData, site: Site, manifest: ImageManifest): string | undefined {
  if (!entry.image) return undefined;
  const url = pictureUrl(site, entry.image.src, manifest);
  const type = pictureTypes[path.extname(url).slice(1).toLowerCase()];
  const typeAttribute = type ? ` type="${type}"` : '';
  return `<link rel="enclosure"${typeAttribute} href="${xmlText(url)}" title="${xmlText(entry.image.alt)}"/>`;
}

/** An author of the entry's own (a post's `author` field), which Atom lets an entry name over the feed's. */
function entryAuthor(entry: EntryData): string | undefined {
  const author = entry.fields.author;
  return typeof author === 'string' && author.trim()
    ? `<author><name>${xmlText(author.trim())}</name></author>`
    : undefined;
}

function entryXml(entry: EntryData, site: Site, manifest: ImageManifest): string {
  const url = xmlText(canonicalUrl(site, entry.route));
  const terms = [...new Set([entry.category, ...(entry.tags ?? [])].filter((term): term is string => !!term))];
  const lines = [
    `<id>${url}</id>`,
    `<title type="text">${xmlText(entry.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${url}"/>`,
    `<published>${atomDate(entry.date)}</published>`,
    `<updated>${atomDate(entry.updated)}</updated>`,
    entryAuthor(entry),
    `<summary type="text">${xmlText(entry.summary)}</summary>`,
    ...terms.map((term) => `<category term="${xmlText(term)}"/>`),
    pictureLink(entry, site, manifest),
  ];
  return `  <entry>\n${lines
    .filter(Boolean)
    .map((line) => `    ${line}`)
    .join('\n')}\n  </entry>`;
}

/** The Atom feed of a collection that declares one. */
export function atomFeed(collection: CollectionWithFeed, site: Site, manifest: ImageManifest = {}): string {
  const entries = collection.entries.slice(0, FEED_ENTRY_LIMIT);
  const self = xmlText(canonicalUrl(site, collection.feed.route));
  // People who follow the feed's link for people land on the list of the collection, or the home page without one.
  const forPeople = xmlText(canonicalUrl(site, collection.listingRoute ?? '/'));
  const head = [
    `<id>${self}</id>`,
    `<title type="text">${xmlText(collection.feed.title)}</title>`,
    `<updated>${lastUpdated(entries)}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${self}"/>`,
    `<link rel="alternate" type="text/html" href="${forPeople}"/>`,
    `<author><name>${xmlText(site.company.name)}</name></author>`,
  ].map((line) => `  ${line}`);
  const body = entries.map((entry) => entryXml(entry, site, manifest));
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(site.seo.locale.replace('_', '-'))}">\n${[...head, ...body].join('\n')}\n</feed>\n`;
}

/** Every feed of the content, for the build to write. */
export function feedFiles(collections: CollectionData[], site: Site, manifest: ImageManifest = {}): FeedFile[] {
  return collectionsWithFeeds(collections).map((collection) => ({
    route: collection.feed.route,
    xml: atomFeed(collection, site, manifest),
  }));
}

/**
 * dist/news/feed.xml for /news/feed.xml. A route is the loader's, from a collection's name; one that would leave
 * the output folder is refused all the same, since the build writes (and removes) the file it names.
 */
export function feedFileForRoute(distDir: string, route: string): string {
  const parts = route.split('/').filter(Boolean);
  if (!route.startsWith('/') || parts.length === 0 || parts.some((part) => part === '.' || part === '..')) {
    throw new Error(`A feed's address must be a path inside the site, such as /news/feed.xml: "${route}" is not.`);
  }
  return path.join(distDir, ...parts);
}
