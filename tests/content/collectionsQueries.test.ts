// @vitest-environment node
/**
 * Blocks that read their items from a collection (`from:` on a gallery, a carousel or an entry list), on a copy of
 * the smallest fixture site: which live entries a query names, newest first; what a tile, a slide and a card show;
 * and a query's mistakes told at their line, in a page, a collection's page or an entry's body.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSite, pageWith, workDeclaration, workEntry } from './collectionSite';

let site: ReturnType<typeof collectionSite>;
beforeEach(() => {
  site = collectionSite('collection-queries-');
});
afterEach(() => site.remove());

const photosDeclaration = workDeclaration([
  'fields:',
  '  location:',
  '    type: string',
  '  photos:',
  '    type: array',
  '    items:',
  '      $ref: ../schema/common.schema.json#/$defs/image',
  'photos: photos',
]);

/** Five jobs: two about rain, two barns, one a draft, one scheduled after "now". */
function writeJobs() {
  site.write('collections/work.yaml', photosDeclaration);
  site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['tags: [rain]', 'location: Salem']));
  site.write('collections/work/b.yaml', workEntry('Bravo', '2026-02-01', ['category: Barns', 'tags: [rain, wind]']));
  site.write('collections/work/c.yaml', workEntry('Charlie', '2026-03-01', ['category: Barns']));
  site.write('collections/work/d.yaml', workEntry('Delta', '2026-04-01', ['tags: [rain]', 'draft: true']));
  site.write(
    'collections/work/e.yaml',
    workEntry('Echo', '2026-05-01', ['tags: [rain]', 'publishAt: 2026-07-01T00:00:00Z']),
  );
}

/** The blocks of the page at `route`, as the site gets them. */
function blocksAt(route: string) {
  const { content, errors } = site.load();
  expect(errors).toEqual([]);
  return content!.pages.find((page) => page.route === route)!.blocks as unknown as Record<string, unknown>[];
}

describe('the entries a query names', () => {
  it('the newest two of work about rain are exactly those, newest first, leaving out a draft and one not yet live', () => {
    writeJobs();
    // Another collection, read before work, whose entry is about rain too.
    site.write(
      'collections/news.yaml',
      workDeclaration().map((line) => line.replace('/work/', '/news/')),
    );
    site.write('collections/news/storm.yaml', workEntry('Storm', '2026-05-20', ['category: Barns', 'tags: [rain]']));
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', [
        '  - type: entryList',
        '    heading: Rain',
        '    from: { collection: work, tag: rain, newest: 2 }',
        '  - type: entryList',
        '    heading: Barns',
        '    from: { collection: work, category: Barns }',
        '  - type: entryList',
        '    heading: Oldest',
        '    from: { collection: work, tag: rain, newest: 5 }',
      ]),
    );
    const [rain, barns, everyRainy] = blocksAt('/our-work').map((block) =>
      (block.entries as { title: string }[]).map((card) => card.title),
    );
    expect(rain).toEqual(['Bravo', 'Alpha']);
    expect(barns).toEqual(['Charlie', 'Bravo']);
    expect(everyRainy).toEqual(['Bravo', 'Alpha']);
  });

  it('a card shows the entry’s title, link, date, summary, picture and category, and no picture it has not', () => {
    writeJobs();
    site.write('collections/work/f.yaml', workEntry('Foxtrot', '2026-01-15', ['category: Sheds'], false));
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', ['  - type: entryList', '    heading: All', '    from: { collection: work }']),
    );
    const cards = blocksAt('/our-work')[0].entries as Record<string, unknown>[];
    expect(cards.map((card) => card.title)).toEqual(['Charlie', 'Bravo', 'Foxtrot', 'Alpha']);
    expect(cards[1]).toEqual({
      title: 'Bravo',
      href: '/work/b',
      date: '2026-02-01',
      summary: 'What was done at Bravo.',
      image: { src: '/images/roof.svg', alt: 'Bravo' },
      category: 'Barns',
    });
    expect(cards[2]).toEqual({
      title: 'Foxtrot',
      href: '/work/f',
      date: '2026-01-15',
      summary: 'What was done at Foxtrot.',
      category: 'Sheds',
    });
    expect(Object.keys(cards[3])).not.toContain('category');
  });

  it('a gallery’s tile and a carousel’s slide are an entry’s picture, its first photo else, and no entry without one', () => {
    writeJobs();
    site.write(
      'collections/work/f.yaml',
      workEntry('Foxtrot', '2026-01-15', ['photos:', '  - src: /images/roof.svg', '    alt: The shed roof'], false),
    );
    site.write('collections/work/g.yaml', workEntry('Golf', '2026-01-20', [], false));
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', [
        '  - type: gallery',
        '    heading: Recent work',
        '    from: { collection: work }',
        '  - type: carousel',
        '    heading: Slides',
        '    from: { collection: work, newest: 2 }',
      ]),
    );
    const [gallery, carousel] = blocksAt('/our-work');
    const tiles = gallery.items as Record<string, unknown>[];
    expect(tiles.map((tile) => tile.title)).toEqual(['Charlie', 'Bravo', 'Foxtrot', 'Alpha']);
    // No category or place it does not have, not even an empty one.
    expect(tiles[2]).toStrictEqual({
      id: 'f',
      title: 'Foxtrot',
      image: { src: '/images/roof.svg', alt: 'The shed roof' },
      href: '/work/f',
    });
    expect(tiles[3]).toEqual({
      id: 'a',
      title: 'Alpha',
      location: 'Salem',
      image: { src: '/images/roof.svg', alt: 'Alpha' },
      href: '/work/a',
    });
    expect(carousel.items).toEqual([
      { title: 'Charlie', category: 'Barns', image: { src: '/images/roof.svg', alt: 'Charlie' }, href: '/work/c' },
      { title: 'Bravo', category: 'Barns', image: { src: '/images/roof.svg', alt: 'Bravo' }, href: '/work/b' },
    ]);
  });

  it('a tile shows its place only when it is words: a location written as a number (a zip code) is left out', () => {
    site.write('collections/work.yaml', workDeclaration(['fields:', '  location:', '    type: integer']));
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['location: 97301']));
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', ['  - type: gallery', '    heading: Work', '    from: { collection: work }']),
    );
    expect(blocksAt('/our-work')[0].items).toEqual([
      { id: 'a', title: 'Alpha', image: { src: '/images/roof.svg', alt: 'Alpha' }, href: '/work/a' },
    ]);
  });
});

describe('a query’s mistakes, told at their line', () => {
  it('an unknown category or tag, with the ones the collection has, in the alphabet’s order, when none is close', () => {
    writeJobs();
    site.write('collections/work/aa.yaml', workEntry('Alpha two', '2026-01-02', ['category: Sheds', 'tags: [hail]']));
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', [
        '  - type: entryList',
        '    heading: Rain',
        '    from: { collection: work, tag: rian }',
        '  - type: entryList',
        '    heading: Sheds',
        '    from:',
        '      collection: work',
        '      category: Garden Rooms',
        '      tag: snow',
      ]),
    );
    expect(site.headlines()).toEqual([
      'pages/work.yaml:7:36  block 1 (entryList): no work entry has the tag "rian". Did you mean "rain"?',
      'pages/work.yaml:12:17  block 2 (entryList): no work entry has the category "Garden Rooms". Categories: Barns, Sheds.',
      'pages/work.yaml:13:12  block 2 (entryList): no work entry has the tag "snow". Tags: hail, rain, wind.',
    ]);
  });

  it('a category or tag of a collection that has none, and a collection unknown on a site with none', () => {
    site.write('collections/work.yaml', workDeclaration());
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01'));
    const query = [
      '  - type: entryList',
      '    heading: Some',
      '    from: { collection: work, category: Barns, tag: rain }',
    ];
    site.write('pages/work.yaml', pageWith('/our-work', query));
    const told = site.headlines();
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(/ no work entry has the category "Barns"\.$/);
    expect(told[1]).toMatch(/ no work entry has the tag "rain"\.$/);

    rmSync(path.join(site.root, 'collections'), { recursive: true });
    // Only the collection is told: its category and tag mean nothing without it.
    expect(site.headlines()).toEqual([
      'pages/work.yaml:7:25  block 1 (entryList): there is no collection "work". Declare one as collections/<name>.yaml.',
    ]);
  });

  it('an unknown collection far from every name lists the collections, in a collection’s page and an entry’s body too', () => {
    site.write('collections/work.yaml', [
      ...workDeclaration(),
      '    - type: entryList',
      '      heading: More',
      '      from: { collection: recipes }',
    ]);
    site.write(
      'collections/news.yaml',
      workDeclaration().map((line) => line.replace('/work/', '/news/')),
    );
    site.write('collections/work/a.yaml', [
      ...workEntry('Alpha', '2026-01-01'),
      'blocks:',
      '  - type: gallery',
      '    heading: Others',
      '    from: { collection: work, tag: storms }',
    ]);
    expect(site.headlines()).toEqual([
      'collections/work.yaml:13:27  page, block 3 (entryList): there is no collection "recipes". Collections: news, work.',
      'collections/work/a.yaml:10:36  block 1 (gallery): no work entry has the tag "storms".',
    ]);
  });
});
