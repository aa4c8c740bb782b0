// @vitest-environment node
/**
 * Which pages list an entry, told to the office before it deletes one: on a copy of the smallest fixture site with a
 * collection of twelve jobs, listed whole at /work (ten to a page), the newest two in a gallery, with a page per tag
 * and per category and a feed. A job is named on the page of the list where it falls, and a draft nowhere.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesListing } from '../../src/content/collections/entryListings';
import { loadContent } from '../../src/content/loadContent';
import type { SiteContent } from '../../src/content/model';
import { contentFilesIn } from '../../src/content/projectFiles';

let root: string;
let content: SiteContent;

function write(file: string, lines: string[]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), `${lines.join('\n')}\n`);
}

const job = (day: number, extra: string[] = []) => [
  `title: Job ${day}`,
  `date: 2026-01-${String(day).padStart(2, '0')}`,
  `summary: What was done on job ${day}.`,
  'image:',
  '  src: /images/roof.svg',
  `  alt: Job ${day}`,
  ...extra,
];

beforeAll(() => {
  root = path.join(mkdtempSync(path.join(tmpdir(), 'entry-listings-')), 'site');
  cpSync(path.join(__dirname, '../fixtures/minimal-site'), root, { recursive: true });
  rmSync(path.join(root, 'collections'), { recursive: true, force: true });
  write('collections/work.yaml', [
    'title: Work',
    'entryName: job',
    'route: /work/{slug}',
    'kind: CreativeWork',
    'listing: /work',
    'feed:',
    '  title: "{{shortName}} Work"',
    'tagPages:',
    '  route: /work/tags/{tag}',
    '  title: "Jobs about {{tag}} | {{shortName}}"',
    '  description: "Jobs about {{tag}}."',
    'categoryPages:',
    '  route: /work/kind/{category}',
    '  title: "{{category}} jobs | {{shortName}}"',
    '  description: "Our {{category}} jobs."',
    'page:',
    '  title: "{{entry.title}} | {{shortName}}"',
    '  description: "{{entry.summary}}"',
    '  blocks:',
    '    - type: entryHeader',
    '    - type: entryBody',
  ]);
  for (let day = 2; day <= 12; day++) write(`collections/work/job-${day}.yaml`, job(day));
  write('collections/work/job-1.yaml', job(1, ['category: Barns', 'tags: [rain]']));
  write('collections/work/job-13.yaml', job(13, ['draft: true']));
  write('pages/work.yaml', [
    'route: /work',
    'title: Work | {{shortName}}',
    'description: Every job.',
    'blocks:',
    '  - type: entryList',
    '    heading: Every job',
    '    from:',
    '      collection: work',
  ]);
  write('pages/our-work.yaml', [
    'route: /our-work',
    'title: Our work',
    'description: The jobs we finished.',
    'blocks:',
    '  - type: gallery',
    '    heading: Recent work',
    '    from:',
    '      collection: work',
    '      newest: 2',
  ]);
  const loaded = loadContent(contentFilesIn(root), { now: Date.parse('2026-06-01T12:00:00Z') });
  expect(loaded.errors).toEqual([]);
  content = loaded.content!;
});
afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

describe('the pages that list an entry', () => {
  it('names the page of a long list where the oldest job falls, its tag’s and category’s pages, and the feed', () => {
    const shortName = content.site.company.shortName;
    expect(pagesListing(content, 'work', 'job-1')).toEqual({
      route: '/work/job-1',
      listings: [
        { route: '/work/page/2', title: 'Work', headings: ['Every job'], kind: 'page' },
        { route: '/work/tags/rain', title: 'Jobs about rain', headings: ['Jobs about rain'], kind: 'tag' },
        { route: '/work/kind/barns', title: 'Barns jobs', headings: ['Barns jobs'], kind: 'category' },
        { route: '/work/feed.xml', title: `${shortName} Work`, headings: [], kind: 'feed' },
      ],
      listingPage: { file: 'pages/work.yaml', title: 'Work' },
    });
  });

  it('names a gallery of the newest two only for a job among them, and the first page of the list', () => {
    const routes = (slug: string) => pagesListing(content, 'work', slug).listings.map((listing) => listing.route);
    expect(routes('job-12')).toEqual(['/our-work', '/work', '/work/feed.xml']);
    expect(pagesListing(content, 'work', 'job-12').listings[0]).toEqual({
      route: '/our-work',
      title: 'Our work',
      headings: ['Recent work'],
      kind: 'page',
    });
    expect(routes('job-10')).toEqual(['/work', '/work/feed.xml']);
  });

  it('lists a draft nowhere, with no page of its own, and still knows where the collection is listed', () => {
    expect(pagesListing(content, 'work', 'job-13')).toEqual({
      listings: [],
      listingPage: { file: 'pages/work.yaml', title: 'Work' },
    });
    expect(pagesListing(content, 'nowhere', 'job-1')).toEqual({ listings: [] });
  });
});
