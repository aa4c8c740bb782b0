// @vitest-environment node
/**
 * Which pages list an entry, told to the office before it deletes one (src/content/collections/entryListings.ts),
 * for the kinds of pages entryListings.test.ts does not build: a carousel of pages/, other entries' pages (their
 * own bodies, or their collection's page listing the newest), and the order the kinds are told in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesListing } from '../../src/content/collections/entryListings';
import type { SiteContent } from '../../src/content/model';
import { collectionSite, pageWith, workDeclaration, workEntry } from './collectionSite';

let site: ReturnType<typeof collectionSite>;
let content: SiteContent;

beforeAll(() => {
  site = collectionSite('entry-listing-kinds-');
  // Every job's page also shows the newest two jobs under its own.
  site.write('collections/work.yaml', [
    ...workDeclaration([
      'listing: /our-work',
      'tagPages:',
      '  route: /work/tags/{tag}',
      '  title: "{{tag}} jobs"',
      '  description: "Jobs about {{tag}}."',
    ]),
    '    - type: carousel',
    '      heading: Newest jobs',
    '      from: { collection: work, newest: 2 }',
  ]);
  site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['tags: [rain]']));
  site.write('collections/work/b.yaml', workEntry('Bravo', '2026-01-02'));
  site.write('collections/work/c.yaml', workEntry('Charlie', '2026-01-03'));
  // A collection read after work, whose posts show every job about rain in their bodies.
  // Its listing names a job's page, which is no page of pages/: the office has no listing page to go to.
  site.write(
    'collections/zeta.yaml',
    workDeclaration(['listing: /work/a']).map((line) => line.replace('/work/{slug}', '/zeta/{slug}')),
  );
  site.write('collections/zeta/post.yaml', [
    ...workEntry('Post | Extra', '2026-02-01'),
    'blocks:',
    '  - type: gallery',
    '    heading: Rainy jobs',
    '    from: { collection: work, tag: rain }',
  ]);
  // A space too many before the bar of its title: the office's list of pages shows it without.
  site.write('pages/our-work.yaml', [
    'route: /our-work',
    'title: Our work  | {{shortName}}',
    'description: The jobs we finished.',
    'blocks:',
    '  - type: carousel',
    '    heading: All our jobs',
    '    from: { collection: work }',
  ]);
  // Cards written by hand that link to a job: no list of the collection, so not told (the office's own words).
  site.write(
    'pages/favourites.yaml',
    pageWith('/favourites', [
      '  - type: carousel',
      '    heading: Favourites',
      '    items:',
      '      - title: Alpha',
      '        image: { src: /images/roof.svg, alt: Alpha }',
      '        href: /work/a',
    ]),
  );
  const loaded = site.load();
  expect(loaded.errors).toEqual([]);
  content = loaded.content!;
});
afterAll(() => site.remove());

describe('the pages that list an entry', () => {
  it('a carousel of pages/ answering a query, the other entries’ pages, then its tag’s page, in that order', () => {
    expect(pagesListing(content, 'work', 'a')).toEqual({
      route: '/work/a',
      listings: [
        { route: '/our-work', title: 'Our work', headings: ['All our jobs'], kind: 'page' },
        { route: '/zeta/post', title: 'Post', headings: ['Rainy jobs'], kind: 'entry' },
        { route: '/work/tags/rain', title: 'rain jobs', headings: ['rain jobs'], kind: 'tag' },
      ],
      listingPage: { file: 'pages/our-work.yaml', title: 'Our work' },
    });
  });

  it('a job among the newest two is listed on the other jobs’ pages, never on its own', () => {
    const listing = pagesListing(content, 'work', 'c');
    expect(listing.listings).toEqual([
      { route: '/our-work', title: 'Our work', headings: ['All our jobs'], kind: 'page' },
      { route: '/work/a', title: 'Alpha', headings: ['Newest jobs'], kind: 'entry' },
      { route: '/work/b', title: 'Bravo', headings: ['Newest jobs'], kind: 'entry' },
    ]);
  });

  it('an entry of a collection whose listing is no page of pages/ has no listing page', () => {
    expect(pagesListing(content, 'zeta', 'post')).toEqual({ route: '/zeta/post', listings: [] });
  });
});
