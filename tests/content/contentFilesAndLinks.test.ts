// @vitest-environment node
/**
 * The plumbing under the messages, about the content itself: where links and pictures are found in it, which files
 * of a project folder are content, and what the development server sends after a saved file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectImages, collectLinks } from '../../src/content/contentWalk';
import { contentChanges } from '../../src/content/contentUpdate';
import type { PageData, SiteContent } from '../../src/content/model';
import { contentFilesIn, isContentYaml, projectRoot, toDisplayPath } from '../../src/content/projectFiles';
import { readSchema } from '../../src/content/schemas';

describe('links and pictures in the content', () => {
  const page = {
    blocks: [
      { type: 'hero', images: [{ src: '/images/a.svg', alt: 'A' }], actions: [{ label: 'Go', href: '/about' }] },
      {
        type: 'serviceCards',
        cards: [{ image: { src: '/images/b.jpg', alt: '' }, href: '/roofing', residentialHref: '/homes', Href: 3 }],
      },
      { type: 'gallery', items: [{ image: { src: '/images/c.png' } }, { src: 7, alt: 'x' }] },
    ],
    hrefNote: '/not-a-link',
  };

  it('links are the text of fields named href or ending in Href, with their place', () => {
    expect(collectLinks(page)).toEqual([
      { path: ['blocks', 0, 'actions', 0, 'href'], value: '/about' },
      { path: ['blocks', 1, 'cards', 0, 'href'], value: '/roofing' },
      { path: ['blocks', 1, 'cards', 0, 'residentialHref'], value: '/homes' },
    ]);
  });

  it('pictures are the text src of groups, with their place (a logo has no alt)', () => {
    expect(collectImages(page)).toEqual([
      { path: ['blocks', 0, 'images', 0, 'src'], value: '/images/a.svg' },
      { path: ['blocks', 1, 'cards', 0, 'image', 'src'], value: '/images/b.jpg' },
      { path: ['blocks', 2, 'items', 0, 'image', 'src'], value: '/images/c.png' },
    ]);
  });

  it('a picture inside a picture is found too', () => {
    expect(
      collectImages({ src: '/a.svg', alt: 'A', poster: { src: '/b.svg', alt: 'B' } }).map((found) => found.value),
    ).toEqual(['/a.svg', '/b.svg']);
  });

  it('nothing in plain values', () => {
    expect(collectLinks('/about')).toEqual([]);
    expect(collectImages(null)).toEqual([]);
    expect(collectLinks(undefined)).toEqual([]);
  });
});

describe('the content files of a project folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'project-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'pages/services'), { recursive: true });
  mkdirSync(path.join(root, 'pages/m'));
  for (const name of [
    'pages/z.yaml',
    'pages/a.yml',
    'pages/services/roofing.yaml',
    'pages/notes.txt',
    'pages/yaml',
    'pages/m/x.yaml',
    'pages/m.yaml',
    'pages/old.yaml.bak',
  ]) {
    writeFileSync(path.join(root, name), '');
  }

  it('are site.yaml, every .yaml or .yml file under pages/ in order, and public/', () => {
    expect(contentFilesIn(root)).toEqual({
      root,
      siteFile: path.join(root, 'site.yaml'),
      pageFiles: ['pages/a.yml', 'pages/m.yaml', 'pages/m/x.yaml', 'pages/services/roofing.yaml', 'pages/z.yaml'].map(
        (name) => path.join(root, name),
      ),
      // This folder has no collections/.
      collectionFiles: [],
      entryFiles: [],
      publicDir: path.join(root, 'public'),
      links: [],
    });
  });

  it("are, under collections/, each collection's declaration and the entries in its folder", () => {
    const withCollections = mkdtempSync(path.join(tmpdir(), 'collection-files-'));
    for (const name of [
      'collections/news.yaml',
      'collections/news/b.yaml',
      'collections/news/a.yml',
      'collections/notes.txt',
    ]) {
      mkdirSync(path.dirname(path.join(withCollections, name)), { recursive: true });
      writeFileSync(path.join(withCollections, name), '');
    }
    const files = contentFilesIn(withCollections);
    expect(files.collectionFiles).toEqual([path.join(withCollections, 'collections/news.yaml')]);
    expect(files.entryFiles).toEqual(
      ['collections/news/a.yml', 'collections/news/b.yaml'].map((name) => path.join(withCollections, name)),
    );
    rmSync(withCollections, { recursive: true, force: true });
  });

  it.each([
    ['site.yaml', true],
    ['pages/about.yaml', true],
    ['pages/services/gutters.yml', true],
    ['pages/notes.txt', false],
    ['pages/old.yaml.bak', false],
    ['pagesold/about.yaml', false],
    ['public/site.yaml', false],
    ['site.yml', false],
  ] as const)('%s is content: %s', (name, expected) => {
    expect(isContentYaml(path.join(root, name), root)).toBe(expected);
  });

  it("is this project's by default", () => {
    expect(isContentYaml(path.join(projectRoot, 'pages/about.yaml'))).toBe(true);
    expect(isContentYaml(path.join(root, 'pages/about.yaml'))).toBe(false);
  });

  it('a project without pages/ has no pages', () => {
    expect(contentFilesIn(path.join(root, 'pages/services')).pageFiles).toEqual([]);
  });

  it('are shown relative to the project with forward slashes', () => {
    expect(toDisplayPath(root, path.join(root, 'pages', 'services', 'roofing.yaml'))).toBe(
      'pages/services/roofing.yaml',
    );
  });

  it('of this project are found from the source itself', () => {
    expect(contentFilesIn().siteFile).toBe(path.join(projectRoot, 'site.yaml'));
    expect(readSchema('page.schema.json').title).toBe('Page');
  });
});

describe('what changed after a saved file', () => {
  const pageAt = (route: string, heading: string) =>
    ({
      route,
      title: route,
      description: '',
      blocks: [{ type: 'callToAction', heading }],
      file: '',
    }) as unknown as PageData;
  const site = { company: { phone: '1' } } as unknown as SiteContent['site'];
  const before: SiteContent = { site, pages: [pageAt('/', 'Hi'), pageAt('/about', 'Us')], collections: [] };

  it('only the pages whose data changed', () => {
    expect(
      contentChanges(before, { site, pages: [pageAt('/', 'Hi'), pageAt('/about', 'We')], collections: [] }),
    ).toEqual({
      pages: [pageAt('/about', 'We')],
    });
  });

  it('site.yaml too, when it changed', () => {
    const newSite = { company: { phone: '2' } } as unknown as SiteContent['site'];
    expect(contentChanges(before, { site: newSite, pages: before.pages, collections: [] })).toEqual({
      site: newSite,
      pages: [],
    });
  });

  it('nothing to draw in place when two pages became one whose route is theirs run together', () => {
    const two: SiteContent = { site, pages: [pageAt('/a', 'A'), pageAt('/b', 'B')], collections: [] };
    expect(contentChanges(two, { site, pages: [pageAt('/a/b', 'A')], collections: [] })).toBeUndefined();
  });

  it('nothing to draw in place when a route was added, removed or moved', () => {
    expect(contentChanges(before, { site, pages: [pageAt('/', 'Hi')], collections: [] })).toBeUndefined();
    expect(
      contentChanges(before, { site, pages: [pageAt('/', 'Hi'), pageAt('/team', 'Us')], collections: [] }),
    ).toBeUndefined();
  });
});
