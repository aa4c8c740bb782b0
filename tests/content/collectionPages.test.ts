// @vitest-environment node
/**
 * The pages a collection adds to the site (src/content/collections/entryPages.ts, expandCollections.ts), on a copy
 * of the smallest fixture site: an entry's header with its facts, photos and group links; a tag's and a category's
 * page; the names between braces that mean nothing; the links to an entry's, group's and feed's address; the feed
 * and the entries scheduled for later; and an address two pages claim.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSite, pageWith, workDeclaration, workEntry } from './collectionSite';

let site: ReturnType<typeof collectionSite>;
beforeEach(() => {
  site = collectionSite('collection-pages-');
});
afterEach(() => site.remove());

const ownFields = [
  'fields:',
  '  town:',
  '    type: string',
  '    title: Town',
  '  rooms:',
  '    type: integer',
  '  pictures:',
  '    type: array',
  '    items:',
  '      $ref: ../schema/common.schema.json#/$defs/image',
  'facts: [town, rooms]',
  'photos: pictures',
];
const groupPages = [
  'tagPages:',
  '  route: /work/tags/{tag}',
  '  title: "Jobs about {{tag}} | {{shortName}}"',
  '  description: "Jobs about {{tag}}."',
  'categoryPages:',
  '  route: /work/kind/{category}',
  '  title: "{{category}} jobs"',
  '  description: "Our {{category}} jobs."',
];

function loaded(now?: number) {
  const { content, errors } = site.load(now);
  expect(errors).toEqual([]);
  return content!;
}
const pageAt = (route: string, now?: number) => loaded(now).pages.find((page) => page.route === route)!;
const header = (route: string) => (pageAt(route).blocks[0] as unknown as { entry: Record<string, unknown> }).entry;

describe('an entry’s page', () => {
  it('has a header with the entry’s facts by their titles, its photos, and links to its category’s and tags’ pages', () => {
    site.write('collections/work.yaml', workDeclaration([...ownFields, ...groupPages]));
    site.write(
      'collections/work/barn.yaml',
      workEntry('Barn', '2026-01-02', [
        'category: Metal Roofs',
        'tags: [rain, wind]',
        'town: Salem',
        'rooms: 3',
        'pictures:',
        '  - src: /images/roof.svg',
        '    alt: The roof',
      ]),
    );
    expect(header('/work/barn')).toEqual({
      title: 'Barn',
      date: '2026-01-02',
      category: 'Metal Roofs',
      categoryHref: '/work/kind/metal-roofs',
      tags: [
        { label: 'rain', href: '/work/tags/rain' },
        { label: 'wind', href: '/work/tags/wind' },
      ],
      facts: [
        { label: 'Town', value: 'Salem' },
        { label: 'rooms', value: '3' },
      ],
      summary: 'What was done at Barn.',
      image: { src: '/images/roof.svg', alt: 'Barn' },
      photos: [{ src: '/images/roof.svg', alt: 'The roof' }],
    });
    expect(pageAt('/work/barn').image).toEqual({ src: '/images/roof.svg', alt: 'Barn' });
  });

  it('without group pages, pictures or facts, shows the category and tags as words only and nothing it lacks', () => {
    site.write('collections/work.yaml', workDeclaration(ownFields));
    site.write(
      'collections/work/shed.yaml',
      workEntry('Shed', '2026-01-03', ['category: Sheds', 'tags: [rain]', 'pictures: []'], false),
    );
    expect(header('/work/shed')).toEqual({
      title: 'Shed',
      date: '2026-01-03',
      category: 'Sheds',
      tags: [{ label: 'rain' }],
      facts: [],
      summary: 'What was done at Shed.',
    });
    expect(Object.keys(pageAt('/work/shed'))).not.toContain('image');
  });

  it('names the entry’s own fields in its texts, numbers as words, and an empty category when it has none', () => {
    const page = workDeclaration(ownFields).map((line) =>
      line.startsWith('  description:')
        ? '  description: "{{entry.title}} in {{entry.town}}, {{entry.rooms}} rooms, [{{entry.category}}], {{entry.date}}"'
        : line,
    );
    site.write('collections/work.yaml', [
      ...page,
      '    - type: callToAction',
      '      heading: Call about {{entry.title}}',
    ]);
    site.write('collections/work/hall.yaml', workEntry('Hall', '2026-01-04', ['town: Salem', 'rooms: 12']));
    expect(pageAt('/work/hall').description).toBe('Hall in Salem, 12 rooms, [], 2026-01-04');
    // Only the header is given the entry; the collection's other blocks are as written, names filled in.
    expect(pageAt('/work/hall').blocks[1]).toEqual({ type: 'callToAction', heading: 'Call about Hall' });
  });

  it('of an entry without a category has no category and no link to a category’s page in its header', () => {
    site.write('collections/work.yaml', workDeclaration(groupPages));
    site.write('collections/work/hall.yaml', workEntry('Hall', '2026-01-04', ['tags: [rain]']));
    const shown = header('/work/hall');
    expect(Object.keys(shown)).not.toContain('category');
    expect(Object.keys(shown)).not.toContain('categoryHref');
    expect(shown.tags).toEqual([{ label: 'rain', href: '/work/tags/rain' }]);
  });

  it('a name between braces that is no fact and no field is told once at the collection’s page, however many entries', () => {
    const page = workDeclaration().map((line) =>
      line.startsWith('  description:') ? '  description: "{{entry.twon}} and {{entry.pictures}}"' : line,
    );
    site.write('collections/work.yaml', [
      ...page.slice(0, 4),
      ...ownFields,
      ...groupPages.slice(0, 3),
      '  description: "{{tga}}"',
      ...groupPages.slice(4, 7),
      '  description: "{{categroy}}"',
      ...page.slice(4),
    ]);
    // Both have pictures, so {{entry.pictures}} names a field of each: a list, which is no text.
    const pictures = ['pictures:', '  - { src: /images/roof.svg, alt: Roof }'];
    site.write(
      'collections/work/a.yaml',
      workEntry('Alpha', '2026-01-01', ['tags: [rain]', 'category: Barns', ...pictures]),
    );
    site.write(
      'collections/work/b.yaml',
      workEntry('Bravo', '2026-01-02', ['tags: [wind]', 'category: Sheds', ...pictures]),
    );
    const told = site.headlines();
    expect(told).toEqual([
      'collections/work.yaml:20:16  tagPages: "{{tga}}" is neither a company fact nor a field of the entry (entry.title, entry.summary, entry.<field>)',
      'collections/work.yaml:24:16  categoryPages: "{{categroy}}" is neither a company fact nor a field of the entry (entry.title, entry.summary, entry.<field>)',
      'collections/work.yaml:27:16  page: "{{entry.twon}}" is neither a company fact nor a field of the entry (entry.title, entry.summary, entry.<field>)',
      // A list of pictures is no text to put in one.
      'collections/work.yaml:27:16  page: "{{entry.pictures}}" is neither a company fact nor a field of the entry (entry.title, entry.summary, entry.<field>)',
    ]);
  });
});

describe('a tag’s and a category’s page', () => {
  it('lists the live entries of its group ten to a page, headed by its title before " | "', () => {
    site.write('collections/work.yaml', workDeclaration(groupPages));
    for (let day = 1; day <= 12; day++)
      site.write(
        `collections/work/job-${day}.yaml`,
        workEntry(`Job ${day}`, `2026-01-${String(day).padStart(2, '0')}`, [
          'category: Metal Roofs',
          'tags: [gutters]',
        ]),
      );
    site.write('collections/work/job-13.yaml', workEntry('Job 13', '2026-01-13', ['category: Sheds', 'draft: true']));
    // The newest job's groups come last in the alphabet: the groups' pages are in the alphabet's order all the same.
    site.write('collections/work/job-14.yaml', workEntry('Job 14', '2026-01-14', ['category: Zinc', 'tags: [zinc]']));
    const content = loaded();
    const tagPage = content.pages.find((page) => page.route === '/work/tags/gutters')!;
    expect(tagPage.title).toBe(`Jobs about gutters | ${content.site.company.shortName}`);
    expect(tagPage.description).toBe('Jobs about gutters.');
    expect(tagPage.file).toBe('collections/work.yaml');
    expect(tagPage.blocks[0]).toMatchObject({
      type: 'entryList',
      heading: 'Jobs about gutters',
      from: { collection: 'work', tag: 'gutters' },
    });
    const categoryPage = content.pages.find((page) => page.route === '/work/kind/metal-roofs')!;
    expect(categoryPage.title).toBe('Metal Roofs jobs');
    expect(categoryPage.blocks[0]).toMatchObject({
      heading: 'Metal Roofs jobs',
      from: { collection: 'work', category: 'Metal Roofs' },
    });
    expect((categoryPage.blocks[0] as unknown as { entries: unknown[] }).entries).toHaveLength(10);
    const routes = content.pages.map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining(['/work/kind/metal-roofs/page/2', '/work/tags/gutters/page/2']));
    expect(routes.filter((route) => route.startsWith('/work/kind/'))).toEqual([
      '/work/kind/metal-roofs',
      '/work/kind/metal-roofs/page/2',
      '/work/kind/zinc',
    ]);
    expect(routes.filter((route) => route.startsWith('/work/tags/'))).toEqual([
      '/work/tags/gutters',
      '/work/tags/gutters/page/2',
      '/work/tags/zinc',
    ]);
  });
});

describe('the addresses a collection adds, for links', () => {
  const linkTo = (href: string) =>
    pageWith('/our-work', [
      '  - type: callToAction',
      '    heading: See',
      '    button:',
      '      label: Go',
      `      href: ${href}`,
    ]);

  it('an entry’s, a scheduled entry’s, its groups’ and its feed’s page may be linked; a draft’s and a group page it does not make may not', () => {
    site.write('collections/work.yaml', workDeclaration([...groupPages, 'feed:', '  title: "{{shortName}} jobs"']));
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['category: Barns', 'tags: [rain]']));
    site.write('collections/work/later.yaml', workEntry('Later', '2026-01-02', ['publishAt: 2026-07-01T00:00:00Z']));
    site.write(
      'collections/work/secret.yaml',
      workEntry('Secret', '2026-01-03', ['draft: true', 'category: Sheds', 'tags: [hail]']),
    );
    for (const href of ['/work/a', '/work/later', '/work/tags/rain', '/work/kind/barns', '/work/feed.xml']) {
      site.write('pages/work.yaml', linkTo(href));
      expect(site.headlines()).toEqual([]);
    }
    for (const href of ['/work/secret', '/work/tags/hail', '/work/kind/sheds']) {
      site.write('pages/work.yaml', linkTo(href));
      expect(site.headlines()).toEqual([expect.stringContaining(`link "${href}" goes to a page that does not exist.`)]);
    }
    site.write('collections/work.yaml', workDeclaration());
    for (const href of ['/work/tags/rain', '/work/kind/barns', '/work/feed.xml']) {
      site.write('pages/work.yaml', linkTo(href));
      expect(site.headlines()).toEqual([expect.stringContaining(`link "${href}" goes to `)]);
    }
  });
});

describe('the collection as the site gets it', () => {
  it('has its feed with a filled title, its listing page, and the entries scheduled for later, soonest first', () => {
    site.write(
      'collections/work.yaml',
      workDeclaration(['listing: /our-work', 'feed:', '  title: "{{shortName}} jobs"']),
    );
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01'));
    site.write('collections/work/b.yaml', workEntry('Bravo', '2026-01-02', ['publishAt: 2026-08-01T00:00:00Z']));
    site.write('collections/work/c.yaml', workEntry('Charlie', '2026-01-03', ['publishAt: 2026-07-01T00:00:00Z']));
    site.write(
      'collections/work/d.yaml',
      workEntry('Delta', '2026-01-04', ['publishAt: 2026-07-15T00:00:00Z', 'draft: true']),
    );
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', ['  - type: entryList', '    heading: All', '    from: { collection: work }']),
    );
    const content = loaded();
    const [work] = content.collections;
    expect(work.feed).toEqual({ route: '/work/feed.xml', title: `${content.site.company.shortName} jobs` });
    expect(work.listingRoute).toBe('/our-work');
    expect(work.route).toBe('/work/{slug}');
    expect(work.entries.map((entry) => entry.slug)).toEqual(['a']);
    expect(work.upcoming?.map((entry) => entry.title)).toEqual(['Charlie', 'Bravo']);
    site.write('collections/work.yaml', workDeclaration());
    expect(Object.keys(loaded().collections[0])).toEqual([
      'name',
      'title',
      'entryName',
      'route',
      'kind',
      'entries',
      'upcoming',
    ]);
  });

  it('a category or tag of a draft may be queried, and lists nothing until it is live', () => {
    site.write('collections/work.yaml', workDeclaration());
    site.write(
      'collections/work/a.yaml',
      workEntry('Alpha', '2026-01-01', ['draft: true', 'category: Barns', 'tags: [rain]']),
    );
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', [
        '  - type: entryList',
        '    heading: Barns',
        '    from: { collection: work, category: Barns, tag: rain }',
      ]),
    );
    expect((pageAt('/our-work').blocks[0] as unknown as { entries: unknown[] }).entries).toEqual([]);
  });
});

describe('an address two pages claim', () => {
  it('a tag’s page meeting an entry’s page is told at the collection; a page of a long list keeps its own', () => {
    site.write(
      'collections/work.yaml',
      workDeclaration(['tagPages:', '  route: /work/{tag}', '  title: "{{tag}}"', '  description: "{{tag}}."']),
    );
    site.write('collections/work/rain.yaml', workEntry('Rain', '2026-01-01', ['tags: [rain]']));
    expect(site.headlines()).toEqual([
      'collections/work.yaml:1:1  its address /work/rain is already the address of collections/work/rain.yaml: each address belongs to one page',
    ]);
  });

  it('a tag’s page and a category’s page of one address are told at the collection', () => {
    site.write(
      'collections/work.yaml',
      workDeclaration([
        'tagPages:',
        '  route: /work/group/{tag}',
        '  title: "{{tag}}"',
        '  description: "{{tag}}."',
        'categoryPages:',
        '  route: /work/group/{category}',
        '  title: "{{category}}"',
        '  description: "{{category}}."',
      ]),
    );
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['category: Barns', 'tags: [barns]']));
    expect(site.headlines()).toEqual([
      'collections/work.yaml:1:1  its address /work/group/barns is already the address of collections/work.yaml: each address belongs to one page',
    ]);
  });

  it('a list of pages/ cut into pages, with its own address, is no claim on itself', () => {
    site.write('collections/work.yaml', workDeclaration());
    for (let day = 1; day <= 11; day++)
      site.write(
        `collections/work/job-${day}.yaml`,
        workEntry(`Job ${day}`, `2026-01-${String(day).padStart(2, '0')}`),
      );
    site.write(
      'pages/work.yaml',
      pageWith('/our-work', ['  - type: entryList', '    heading: All', '    from: { collection: work }']),
    );
    expect(loaded().pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/our-work', '/our-work/page/2']));
    // A file named after the list's, so the list's second page comes first: the list's file is told all the same.
    site.write('pages/yet-more.yaml', pageWith('/our-work/page/2', ['  - type: callToAction', '    heading: More']));
    expect(site.headlines()).toEqual([
      'pages/work.yaml:1:1  its address /our-work/page/2 is already the address of pages/yet-more.yaml: each address belongs to one page',
    ]);
  });
});
