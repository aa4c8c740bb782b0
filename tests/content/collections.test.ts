// @vitest-environment node
/**
 * Collections on a copy of the smallest fixture site: entries become pages drawn from their collection's page, drafts
 * and entries scheduled for later stay off the site until their moment, lists read the newest entries, long lists are
 * cut into pages, and every mistake is told at its file, line and column in plain words.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSite, workEntry as entry } from './collectionSite';

let site: ReturnType<typeof collectionSite>;
beforeEach(() => {
  site = collectionSite('collections-');
});
afterEach(() => site.remove());

const write = (file: string, lines: string[]) => site.write(file, lines);
const load = (now?: number) => site.load(now);
const headlines = (now?: number) => site.headlines(now);

const declaration = (extra: string[] = []) => [
  'title: Work',
  'entryName: job',
  'route: /work/{slug}',
  'kind: CreativeWork',
  'fields:',
  '  town:',
  '    type: string',
  '    title: Town',
  'facts: [town]',
  ...extra,
  'page:',
  '  title: "{{entry.title}} | {{shortName}}"',
  '  description: "{{entry.summary}}"',
  '  blocks:',
  '    - type: entryHeader',
  '    - type: entryBody',
  '    - type: callToAction',
  '      heading: Like {{entry.title}}? Call {{phone}}',
];

describe('a collection', () => {
  it("gives each entry a page drawn from the collection's page, its texts naming the entry's fields", () => {
    write('collections/work.yaml', declaration());
    write('collections/work/north-barn.yaml', [
      ...entry('North Barn', '2026-03-02', ['town: Hillsboro', 'category: Barns']),
      'blocks:',
      '  - type: callToAction',
      '    heading: New rafters and a standing-seam top',
    ]);
    const { content, errors } = load();
    expect(errors).toEqual([]);
    const page = content!.pages.find((each) => each.route === '/work/north-barn')!;
    expect(page.file).toBe('collections/work/north-barn.yaml');
    expect(page.title).toBe(`North Barn | ${content!.site.company.shortName}`);
    expect(page.description).toBe('What was done at North Barn.');
    const blocks = page.blocks as unknown as Record<string, unknown>[];
    expect(blocks.map((block) => block.type)).toEqual(['entryHeader', 'callToAction', 'callToAction']);
    expect(blocks[1].heading).toBe('New rafters and a standing-seam top');
    expect(blocks[0].entry).toMatchObject({
      title: 'North Barn',
      date: '2026-03-02',
      category: 'Barns',
      facts: [{ label: 'Town', value: 'Hillsboro' }],
    });
    expect(blocks[2].heading).toBe(`Like North Barn? Call ${content!.site.company.phone}`);
    expect(content!.collections).toEqual([
      expect.objectContaining({ name: 'work', title: 'Work', entryName: 'job', kind: 'CreativeWork' }),
    ]);
  });

  it('keeps drafts off the site, and an entry scheduled for later until its moment comes', () => {
    write('collections/work.yaml', declaration());
    write('collections/work/old-shed.yaml', entry('Old Shed', '2026-01-10'));
    write('collections/work/secret.yaml', entry('Secret', '2026-02-01', ['draft: true']));
    write('collections/work/spring.yaml', entry('Spring', '2026-05-01', ['publishAt: 2026-06-02T09:00:00-07:00']));
    const routes = (now: number) =>
      load(now)
        .content!.pages.map((page) => page.route)
        .filter((route) => route.startsWith('/work'));
    expect(routes(Date.parse('2026-06-02T15:59:59Z'))).toEqual(['/work/old-shed']);
    expect(routes(Date.parse('2026-06-02T16:00:00Z'))).toEqual(['/work/old-shed', '/work/spring']);
    const live = load(Date.parse('2026-06-03T00:00:00Z')).content!.collections[0].entries;
    expect(live.map((each) => each.slug)).toEqual(['spring', 'old-shed']);
    // What the server will publish by itself: the scheduled entry, not the draft, and nothing once it is live.
    expect(load(Date.parse('2026-06-01T00:00:00Z')).content!.collections[0].upcoming).toEqual([
      { file: 'collections/work/spring.yaml', title: 'Spring', publishAt: '2026-06-02T09:00:00-07:00' },
    ]);
    expect(load(Date.parse('2026-06-03T00:00:00Z')).content!.collections[0].upcoming).toBeUndefined();
  });

  it('fills a gallery from the newest entries, each tile linking to its page', () => {
    write('collections/work.yaml', declaration());
    write('collections/work/a.yaml', entry('Alpha', '2026-01-01', ['town: Salem']));
    write('collections/work/b.yaml', entry('Bravo', '2026-03-01'));
    write('collections/work/c.yaml', entry('Charlie', '2026-02-01'));
    write('pages/work.yaml', [
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
    const { content, errors } = load();
    expect(errors).toEqual([]);
    const gallery = content!.pages.find((page) => page.route === '/our-work')!.blocks[0] as unknown as {
      items: { id: string; title: string; href: string }[];
    };
    expect(gallery.items.map(({ id, title, href }) => ({ id, title, href }))).toEqual([
      { id: 'b', title: 'Bravo', href: '/work/b' },
      { id: 'c', title: 'Charlie', href: '/work/c' },
    ]);
  });

  it('cuts a list of every entry into pages of ten, linked to each other', () => {
    write('collections/work.yaml', declaration());
    for (let day = 1; day <= 12; day++)
      write(`collections/work/job-${day}.yaml`, entry(`Job ${day}`, `2026-01-${String(day).padStart(2, '0')}`));
    write('pages/work.yaml', [
      'route: /work',
      'title: Work',
      'description: Every job.',
      'blocks:',
      '  - type: entryList',
      '    heading: Every job',
      '    from:',
      '      collection: work',
    ]);
    const { content, errors } = load();
    expect(errors).toEqual([]);
    const list = (route: string) =>
      content!.pages.find((page) => page.route === route)!.blocks[0] as unknown as {
        entries: { title: string }[];
        pagination: unknown;
      };
    expect(list('/work').entries.map((card) => card.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Job ${12 - index}`),
    );
    expect(list('/work').pagination).toEqual({ next: '/work/page/2' });
    expect(list('/work/page/2').entries.map((card) => card.title)).toEqual(['Job 2', 'Job 1']);
    expect(list('/work/page/2').pagination).toEqual({ previous: '/work', from: '2026-01-01', to: '2026-01-02' });
  });

  it('keeps every page of older entries as it was when a new entry is added, but the first and the newest older one', () => {
    write('collections/work.yaml', declaration());
    const addJob = (day: number) =>
      write(`collections/work/job-${day}.yaml`, entry(`Job ${day}`, `2026-03-${String(day).padStart(2, '0')}`));
    for (let day = 1; day <= 25; day++) addJob(day);
    write('pages/work.yaml', [
      'route: /work',
      'title: Work',
      'description: Every job.',
      'blocks:',
      '  - type: entryList',
      '    heading: Every job',
      '    from:',
      '      collection: work',
    ]);
    const listPages = () =>
      new Map(
        load()
          .content!.pages.filter((page) => page.route === '/work' || page.route.startsWith('/work/page/'))
          .map((page) => [page.route, page]),
      );
    const titles = (page: { blocks: unknown[] } | undefined) =>
      (page?.blocks[0] as { entries: { title: string }[] } | undefined)?.entries.map((card) => card.title);
    const before = listPages();
    // Newest first: /work the newest ten, then the 15 older ones cut from the oldest: /work/page/3 before /work/page/2.
    expect([...before.keys()].sort()).toEqual(['/work', '/work/page/2', '/work/page/3']);
    expect(titles(before.get('/work/page/3'))).toEqual(['Job 15', 'Job 14', 'Job 13', 'Job 12', 'Job 11']);
    expect(titles(before.get('/work/page/2'))).toEqual(Array.from({ length: 10 }, (_, index) => `Job ${10 - index}`));

    addJob(26);
    const after = listPages();
    expect(titles(after.get('/work/page/3'))).toEqual(['Job 16', 'Job 15', 'Job 14', 'Job 13', 'Job 12', 'Job 11']);
    expect(after.get('/work/page/2')).toEqual(before.get('/work/page/2'));
    for (let day = 27; day <= 30; day++) addJob(day);
    // Page 3 is full now; the next job starts page 4, and page 3 only learns its newer neighbour.
    addJob(31);
    const full = listPages();
    expect([...full.keys()].sort()).toEqual(['/work', '/work/page/2', '/work/page/3', '/work/page/4']);
    expect(titles(full.get('/work/page/4'))).toEqual(['Job 21']);
    expect(titles(full.get('/work/page/3'))).toEqual(Array.from({ length: 10 }, (_, index) => `Job ${20 - index}`));
    expect(full.get('/work/page/2')).toEqual(before.get('/work/page/2'));
  });

  it('makes a page per tag and per category when the collection asks for them', () => {
    write(
      'collections/work.yaml',
      declaration([
        'tagPages:',
        '  route: /work/tags/{tag}',
        '  title: "Jobs about {{tag}} | {{shortName}}"',
        '  description: "Jobs about {{tag}}."',
        'categoryPages:',
        '  route: /work/kind/{category}',
        '  title: "{{category}} jobs"',
        '  description: "Our {{category}} jobs."',
      ]),
    );
    write('collections/work/a.yaml', entry('Alpha', '2026-01-01', ['category: Metal Roofs', 'tags: [rain, metal]']));
    const { content, errors } = load();
    expect(errors).toEqual([]);
    const routes = content!.pages.map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining(['/work/tags/rain', '/work/tags/metal', '/work/kind/metal-roofs']));
    const header = content!.pages.find((page) => page.route === '/work/a')!.blocks[0] as unknown as {
      entry: { categoryHref: string; tags: { label: string; href: string }[] };
    };
    expect(header.entry.categoryHref).toBe('/work/kind/metal-roofs');
    expect(header.entry.tags).toEqual([
      { label: 'rain', href: '/work/tags/rain' },
      { label: 'metal', href: '/work/tags/metal' },
    ]);
  });
});

describe('mistakes in a collection, told at their place', () => {
  it('an unknown collection in a query, with a "did you mean"', () => {
    write('collections/work.yaml', declaration());
    write('collections/work/a.yaml', entry('Alpha', '2026-01-01', ['category: Barns']));
    write('pages/work.yaml', [
      'route: /our-work',
      'title: Our work',
      'description: The jobs we finished.',
      'blocks:',
      '  - type: gallery',
      '    heading: Recent work',
      '    from:',
      '      collection: wrok',
      '  - type: gallery',
      '    heading: Barns',
      '    from:',
      '      collection: work',
      '      category: Barn',
    ]);
    expect(headlines()).toEqual([
      expect.stringMatching(/^pages\/work\.yaml:8:19 .*there is no collection "wrok"\. Did you mean "work"\?$/),
      expect.stringMatching(
        /^pages\/work\.yaml:13:17 .*no work entry has the category "Barn"\. Did you mean "Barns"\?$/,
      ),
    ]);
  });

  it('an entry without its summary, and a field misspelt', () => {
    write('collections/work.yaml', declaration());
    write('collections/work/a.yaml', ['title: Alpha', 'date: 2026-01-01', 'twon: Salem']);
    const told = headlines();
    expect(told).toEqual(
      expect.arrayContaining([expect.stringMatching(/^collections\/work\/a\.yaml:\d+:\d+ .*summary/)]),
    );
    expect(told.join('\n')).toMatch(/collections\/work\/a\.yaml:3:1 .*twon.*Did you mean "town"\?/);
  });

  it('an entry whose collection is not declared, and a fact that is not a field', () => {
    write(
      'collections/work.yaml',
      declaration().map((line) => (line === 'facts: [town]' ? 'facts: [tonw]' : line)),
    );
    write('collections/jobs/a.yaml', entry('Alpha', '2026-01-01'));
    expect(headlines()).toEqual(
      [
        expect.stringMatching(
          /^collections\/jobs\/a\.yaml:1:1 +there is no collections\/jobs\.yaml declaring the collection "jobs"\./,
        ),
        expect.stringMatching(
          /^collections\/work\.yaml:9:\d+ .*"tonw" is not one of this collection's own fields\. Did you mean "town"\?$/,
        ),
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
  });

  it("an entry's address that is already a page's", () => {
    write('collections/work.yaml', declaration());
    write('collections/work/about.yaml', entry('About', '2026-01-01'));
    write(
      'collections/work.yaml',
      declaration().map((line) => (line === 'route: /work/{slug}' ? 'route: /{slug}' : line)),
    );
    expect(headlines()).toEqual([
      expect.stringMatching(
        /^collections\/work\/about\.yaml:1:1 +its address \/about is already the address of pages\/about\.yaml/,
      ),
    ]);
  });
});

/** The declaration with these own fields in place of its town, and these facts. */
const declaredWith = (fields: string[], facts: string) => {
  const lines = declaration();
  const start = lines.indexOf('  town:');
  lines.splice(start, 3, ...fields);
  return lines.map((line) => (line === 'facts: [town]' ? `facts: ${facts}` : line));
};

describe('the own fields a collection may declare', () => {
  it('are small schemas of bounded words: a pattern, which could make the check of every entry slow, is refused at its line', () => {
    write('collections/work.yaml', declaredWith(['  town:', '    type: string', '    pattern: "^(a+)+$"'], '[town]'));
    write('collections/work/a.yaml', entry('Alpha', '2026-01-01', ['town: Salem']));
    expect(headlines()).toEqual([expect.stringMatching(/^collections\/work\.yaml:8:5 .*pattern/)]);
  });

  it('may be a number, a list of pictures of at most a hundred, or a choice among words', () => {
    const fields = [
      '  rooms:',
      '    type: integer',
      '    minimum: 1',
      '  photos:',
      '    type: array',
      '    maxItems: 12',
      '    items:',
      '      $ref: ../schema/common.schema.json#/$defs/image',
      '  roof:',
      '    type: string',
      '    enum: [Shingle, Metal, Tile]',
    ];
    write('collections/work.yaml', declaredWith(fields, '[rooms, roof]'));
    write('collections/work/a.yaml', entry('Alpha', '2026-01-01', ['rooms: 3', 'roof: Metal']));
    expect(headlines()).toEqual([]);
    write(
      'collections/work.yaml',
      declaredWith([...fields.slice(0, 5), '    maxItems: 1000', ...fields.slice(6)], '[rooms]'),
    );
    expect(headlines()).toEqual([
      expect.stringMatching(/^collections\/work\.yaml:11:15 +fields, photos: "maxItems" must be at most 100$/),
    ]);
  });
});
