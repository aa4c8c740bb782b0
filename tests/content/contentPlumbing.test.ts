// @vitest-environment node
/**
 * The plumbing under the messages: where links and pictures are found in the content, which files are content,
 * the schemas' block types and verdicts, and what the development server sends after a saved file.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectImages, collectLinks } from '../../src/content/contentWalk';
import { contentChanges } from '../../src/content/contentUpdate';
import type { PageData, SiteContent } from '../../src/content/model';
import { contentFilesIn, isContentYaml, projectRoot, toDisplayPath } from '../../src/content/projectFiles';
import { openCheckedFileCache } from '../../src/content/checkedFileCache';
import {
  blockTypesInSchema,
  compileAndCache,
  fingerprintOf,
  judgingPackages,
  readSchema,
  schemaFingerprint,
  validateAgainstSchema,
  validatorsCacheFile,
} from '../../src/content/schemas';

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

describe('the schemas', () => {
  it('name the block types by their files, in order', () => {
    const types = blockTypesInSchema();
    expect(types).toContain('hero');
    expect(types).toEqual([...types].sort());
    expect(types.every((type) => /^[a-z][A-Za-z]+$/.test(type))).toBe(true);
  });

  it('find nothing wrong in valid data, and something in data that is not', () => {
    expect(
      validateAgainstSchema('page', {
        route: '/x',
        title: 'X',
        description: 'D.',
        blocks: [{ type: 'callToAction', heading: 'Call' }],
      }),
    ).toEqual([]);
    expect(validateAgainstSchema('page', {}).map((error) => error.keyword)).toContain('required');
    expect(validateAgainstSchema('site', {}).length).toBeGreaterThan(0);
  });

  it('compiled and written out as code, give the same verdicts when that code is loaded', () => {
    // Inside node_modules, where the compiled code finds ajv's runtime, as the real cache does.
    mkdirSync(path.join(projectRoot, 'node_modules/.cache'), { recursive: true });
    const dir = mkdtempSync(path.join(projectRoot, 'node_modules/.cache/compiled-schemas-test-'));
    try {
      const file = path.join(dir, 'cache', 'site-schema', 'validators.cjs');
      const compiled = compileAndCache(file);
      const loaded = createRequire(import.meta.url)(file) as typeof compiled;
      const page = {
        route: 'About',
        title: '',
        description: 'D.',
        blocks: [{ type: 'hero', heading: 3, images: [], size: 'big' }, { type: 'heor' }],
      };
      const site = { company: { email: 'office.example.com' } };
      expect(compiled.page(page)).toBe(false);
      expect(loaded.page(page)).toBe(false);
      expect(loaded.page.errors).toEqual(compiled.page.errors);
      expect(compiled.page.errors).toEqual(validateAgainstSchema('page', page));
      expect(compiled.page.errors!.length).toBeGreaterThan(4);
      expect(compiled.site(site)).toBe(false);
      expect(compiled.site.errors).toEqual(validateAgainstSchema('site', site));
      expect(readdirSync(path.dirname(file))).toEqual(['validators.cjs']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the fingerprint that names the caches of compiled schemas and of checked files', () => {
  // A copy of what the fingerprint is made of, to change one thing at a time.
  let root: string;
  const judgingFiles = ['schema', 'src/content/parseYaml.ts', 'src/content/schemas.ts'];
  const installedVersion = (name: string) =>
    (
      JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')) as {
        version: string;
      }
    ).version;
  const installed = () => ({ ajv: installedVersion('ajv'), yaml: installedVersion('yaml') });

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'schema-fingerprint-'));
    for (const part of judgingFiles) cpSync(path.join(projectRoot, part), path.join(root, part), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The fingerprint of the copy with `file` changed, then the file as it was. */
  function fingerprintWith(file: string, change: (text: string) => string): string {
    const original = readFileSync(path.join(root, file), 'utf8');
    writeFileSync(path.join(root, file), change(original));
    try {
      return fingerprintOf(root, installed());
    } finally {
      writeFileSync(path.join(root, file), original);
    }
  }

  it("is this project's: its schemas, its parsing and validating code, and the installed ajv and yaml", () => {
    expect(judgingPackages()).toEqual(installed());
    expect(schemaFingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf(root, installed())).toBe(schemaFingerprint());
    expect(schemaFingerprint()).toBe(schemaFingerprint());
    expect(path.basename(validatorsCacheFile())).toBe(`validators-${schemaFingerprint()}.cjs`);
  });

  it.each([
    ['a block schema', 'schema/blocks/hero.schema.json'],
    ['the page schema', 'schema/page.schema.json'],
    ['the site schema', 'schema/site.schema.json'],
    ['the shared definitions', 'schema/common.schema.json'],
    ['the YAML reading code', 'src/content/parseYaml.ts'],
    ['the validating code', 'src/content/schemas.ts'],
  ])('changes when %s changes', (_, file) => {
    expect(fingerprintWith(file, (text) => `${text} `)).not.toBe(schemaFingerprint());
  });

  it('changes when a block schema is added', () => {
    const added = path.join(root, 'schema/blocks/gutterGuide.schema.json');
    writeFileSync(added, '{}\n');
    try {
      expect(fingerprintOf(root, installed())).not.toBe(schemaFingerprint());
    } finally {
      rmSync(added);
    }
  });

  it('changes with another version of ajv or of the YAML parser', () => {
    expect(fingerprintOf(root, { ...installed(), ajv: '0.0.1' })).not.toBe(schemaFingerprint());
    expect(fingerprintOf(root, { ...installed(), yaml: '0.0.1' })).not.toBe(schemaFingerprint());
  });
});

describe('the cache of files that passed', () => {
  // Each test starts from a project whose cache holds one file, pages/a.yaml with the text "bc".
  let root: string;
  let cacheFile: string;
  const open = () => openCheckedFileCache(root, 'test');
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'checked-store-'));
    mkdirSync(path.join(root, 'node_modules'));
    cacheFile = path.join(root, 'node_modules/.cache/site-content/checked-test.json');
    const first = open();
    first.set('pages/a.yaml', 'bc', { route: '/a' });
    first.save();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("gives back a file's data for the same name and text only", () => {
    const second = open();
    expect(second.get('pages/a.yaml', 'bc')).toEqual({ route: '/a' });
    expect(second.get('pages/a.yaml', 'b')).toBeUndefined();
    expect(second.get('pages/a.yamlb', 'c')).toBeUndefined();
    expect(second.get('pages/b.yaml', 'bc')).toBeUndefined();
    expect(second.get('toString', '')).toBeUndefined();
  });

  it('is not written again when a run learned nothing and used every entry', () => {
    const stored = readFileSync(cacheFile, 'utf8');
    writeFileSync(cacheFile, stored.replace('{', '{ '));
    const run = open();
    run.get('pages/a.yaml', 'bc');
    run.save();
    expect(readFileSync(cacheFile, 'utf8')).toBe(stored.replace('{', '{ '));
  });

  it('is written when a file changed, with the new entry in place of the old', () => {
    const run = open();
    run.set('pages/a.yaml', 'bcd', { route: '/a2' });
    run.save();
    const next = open();
    expect(next.get('pages/a.yaml', 'bcd')).toEqual({ route: '/a2' });
    expect(next.get('pages/a.yaml', 'bc')).toBeUndefined();
  });

  it('forgets a file that went away, even when no file changed', () => {
    const both = open();
    both.get('pages/a.yaml', 'bc');
    both.set('pages/b.yaml', 'x', { route: '/b' });
    both.save();
    const onlyA = open();
    expect(onlyA.get('pages/a.yaml', 'bc')).toEqual({ route: '/a' });
    onlyA.save();
    const next = open();
    expect(next.get('pages/a.yaml', 'bc')).toEqual({ route: '/a' });
    expect(next.get('pages/b.yaml', 'x')).toBeUndefined();
  });

  it('leaves no partial file behind', () => {
    expect(readdirSync(path.dirname(cacheFile))).toEqual(['checked-test.json']);
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
