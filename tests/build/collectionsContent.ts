/**
 * A site with two collections, written by hand as the content loader hands them to the build: news, with a feed,
 * a listing page and an author per post, and projects, with neither. Each entry has its page among `pages`.
 */
import type { CollectionData, EntryData, PageData, SiteContent } from '../../src/content/model';
import type { CollectionWithFeed } from '../../src/prerender/feeds';
import { fixtureSite } from '../helpers/fixtureSite';

export const siteUrl = 'https://www.example.com';

function entry(collection: string, slug: string, fields: Partial<EntryData>): EntryData {
  return {
    collection,
    slug,
    file: `collections/${collection}/${slug}.yaml`,
    route: `/${collection}/${slug}`,
    title: slug,
    date: '2026-01-01',
    updated: '2026-01-01',
    summary: `About ${slug}.`,
    fields: {},
    ...fields,
  };
}

/** Newest first, as the loader orders them; the oldest was changed last. */
export const newsEntries: EntryData[] = [
  entry('news', 'winter-hours', {
    title: 'Winter <hours> & "holidays"',
    date: '2026-03-14',
    updated: '2026-03-14',
    summary: 'Open <b>less</b> & closed on "holidays".',
    category: 'Office & hours',
    tags: ['holidays', 'hours'],
    image: { src: '/images/news/winter.jpg', alt: 'Snow on the "office" roof' },
    fields: { author: 'Dana Ruiz' },
  }),
  entry('news', 'new-van', { title: 'A new van', date: '2026-02-01', updated: '2026-02-01', fields: { author: '  ' } }),
  entry('news', 'first-post', { title: 'Our first post', date: '2025-11-02', updated: '2026-04-20' }),
];

export const projectEntries: EntryData[] = [
  entry('projects', 'harbour-house', {
    title: 'Harbour House',
    date: '2025-09-10',
    updated: '2025-10-01',
    image: { src: '/images/projects/harbour.svg', alt: 'The finished house' },
    fields: { location: 'Sherwood' },
  }),
];

export const news: CollectionWithFeed = {
  name: 'news',
  title: 'News',
  entryName: 'post',
  route: '/news/{slug}',
  kind: 'BlogPosting',
  feed: { route: '/news/feed.xml', title: 'Company & "Friends" News' },
  listingRoute: '/news',
  entries: newsEntries,
};

export const projects: CollectionData = {
  name: 'projects',
  title: 'Projects',
  entryName: 'project',
  route: '/projects/{slug}',
  kind: 'CreativeWork',
  entries: projectEntries,
};

const page = (route: string, title: string, file: string): PageData => ({
  route,
  title,
  description: `The ${title} page.`,
  blocks: [],
  file,
});

export function collectionsContent(collections: CollectionData[] = [news, projects]): SiteContent {
  const entries = collections.flatMap((collection) => collection.entries);
  return {
    site: fixtureSite(),
    pages: [
      page('/', 'Home', 'pages/home.yaml'),
      page('/news', 'News', 'pages/news.yaml'),
      ...entries.map((item) => page(item.route, item.title, item.file)),
      page('*', 'Not found', 'pages/404.yaml'),
    ],
    collections,
  };
}
