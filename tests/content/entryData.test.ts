// @vitest-environment node
/**
 * An entry as the site receives it (src/content/collections/entryData.ts): the address made of its collection's
 * pattern, a tag's or category's address part, whether it is live at a moment, the order of every list (newest
 * first, never the disk's), and which of its fields are the collection's own.
 */
import { describe, expect, it } from 'vitest';
import {
  addressFromPattern,
  entryDataOf,
  groupSlug,
  isLive,
  newestFirst,
} from '../../src/content/collections/entryData';
import type { EntryData } from '../../src/content/model';

describe('the address of an entry or of a group', () => {
  it('fills the one {slug}, {tag} or {category} of the pattern, and nothing else between braces', () => {
    expect(addressFromPattern('/news/{slug}', 'spring-tips')).toBe('/news/spring-tips');
    expect(addressFromPattern('/news/tags/{tag}', 'storms')).toBe('/news/tags/storms');
    expect(addressFromPattern('/work/kind/{category}', 'barns')).toBe('/work/kind/barns');
    expect(addressFromPattern('/news/{other}', 'spring-tips')).toBe('/news/{other}');
  });

  it('of a category is its words in lower case joined by single dashes, with no dash at either end', () => {
    expect(groupSlug('Windows & Doors')).toBe('windows-doors');
    expect(groupSlug('  Metal Roofs!  ')).toBe('metal-roofs');
    expect(groupSlug('--Solar--Panels--')).toBe('solar-panels');
    // Pasted from a document: a ligature, and letters and digits typed in full width, are plain ones in the address.
    expect(groupSlug('Oﬃce Fit-outs')).toBe('office-fit-outs');
    expect(groupSlug('Ｒｏｏｆｓ ２０２６')).toBe('roofs-2026');
  });
});

describe('an entry on the site', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');

  it('is live unless it is a draft, and from its publishAt on when it has one', () => {
    expect(isLive({}, now)).toBe(true);
    expect(isLive({ draft: false }, now)).toBe(true);
    expect(isLive({ draft: true }, now)).toBe(false);
    expect(isLive({ draft: true, publishAt: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isLive({ publishAt: '2026-06-01T12:00:00Z' }, now)).toBe(true);
    expect(isLive({ publishAt: '2026-06-01T12:00:01Z' }, now)).toBe(false);
    expect(isLive({ publishAt: '2026-06-01T05:00:00-07:00' }, now)).toBe(true);
  });
});

const entry = (slug: string, date: string, publishAt?: string) =>
  ({ slug, date, ...(publishAt ? { publishAt } : {}) }) as EntryData;

describe('the order of a list', () => {
  it('is newest first by date, then by the moment it went live, then by file name', () => {
    const entries = [
      entry('b-post', '2026-03-01'),
      entry('old', '2026-01-01'),
      entry('a-post', '2026-03-01'),
      entry('morning', '2026-03-01', '2026-03-01T08:00:00Z'),
      entry('evening', '2026-03-01', '2026-03-01T18:00:00Z'),
      entry('new', '2026-05-01'),
    ];
    expect([...entries].sort(newestFirst).map((each) => each.slug)).toEqual([
      'new',
      'evening',
      'morning',
      'a-post',
      'b-post',
      'old',
    ]);
    expect([...entries].reverse().sort(newestFirst)).toEqual([...entries].sort(newestFirst));
  });
});

describe('an entry as the site receives it', () => {
  it('has its address, its common fields, and the collection’s own fields apart', () => {
    const data = entryDataOf('work', '/work/{slug}', 'north-barn', 'collections/work/north-barn.yaml', {
      title: 'North Barn',
      date: '2026-03-02',
      summary: 'New rafters.',
      image: { src: '/images/barn.svg', alt: 'The barn' },
      category: 'Barns',
      tags: ['rain'],
      publishAt: '2026-03-02T08:00:00Z',
      draft: false,
      blocks: [],
      town: 'Hillsboro',
      rooms: 3,
    });
    expect(data).toEqual({
      collection: 'work',
      slug: 'north-barn',
      file: 'collections/work/north-barn.yaml',
      route: '/work/north-barn',
      title: 'North Barn',
      date: '2026-03-02',
      updated: '2026-03-02',
      publishAt: '2026-03-02T08:00:00Z',
      summary: 'New rafters.',
      image: { src: '/images/barn.svg', alt: 'The barn' },
      category: 'Barns',
      tags: ['rain'],
      fields: { town: 'Hillsboro', rooms: 3 },
    });
  });

  it('was last changed on its updated day when it says one, and has no picture, category, tags or moment it does not give', () => {
    const data = entryDataOf('news', '/news/{slug}', 'tips', 'collections/news/tips.yaml', {
      title: 'Tips',
      date: '2026-03-02',
      updated: '2026-04-01',
      summary: 'Tips.',
    });
    expect(data.updated).toBe('2026-04-01');
    expect(Object.keys(data).sort()).toEqual(
      ['collection', 'slug', 'file', 'route', 'title', 'date', 'updated', 'summary', 'fields'].sort(),
    );
    expect(data.fields).toEqual({});
  });
});
