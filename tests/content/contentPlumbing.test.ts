// @vitest-environment node
/**
 * The plumbing under the messages: where links and pictures are found in the content, which files are content,
 * the schemas' block types and verdicts, and what the development server sends after a saved file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectImages, collectLinks } from '../../src/content/contentWalk';
import { contentChanges } from '../../src/content/contentUpdate';
import type { PageData, SiteContent } from '../../src/content/model';
import { contentFilesIn, projectRoot, toDisplayPath } from '../../src/content/projectFiles';
import { blockTypesInSchema, readSchema, schemaFingerprint, validateAgainstSchema } from '../../src/content/schemas';

describe('links and pictures in the content', () => {
  const page = {
    blocks: [
      { type: 'hero', images: [{ src: '/images/a.svg', alt: 'A' }], actions: [{ label: 'Go', href: '/about' }] },
      { type: 'serviceCards', cards: [{ image: { src: '/images/b.jpg', alt: '' }, href: '/roofing', residentialHref: '/homes', Href: 3 }] },
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

  it('pictures are the src of groups with src and alt, with their place', () => {
    expect(collectImages(page)).toEqual([
      { path: ['blocks', 0, 'images', 0, 'src'], value: '/images/a.svg' },
      { path: ['blocks', 1, 'cards', 0, 'image', 'src'], value: '/images/b.jpg' },
    ]);
  });

  it('a picture inside a picture is found too', () => {
    expect(collectImages({ src: '/a.svg', alt: 'A', poster: { src: '/b.svg', alt: 'B' } }).map((found) => found.value)).toEqual(['/a.svg', '/b.svg']);
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
  for (const name of ['pages/z.yaml', 'pages/a.yml', 'pages/services/roofing.yaml', 'pages/notes.txt', 'pages/yaml']) {
    writeFileSync(path.join(root, name), '');
  }

  it('are site.yaml, every .yaml or .yml file under pages/ in order, and public/', () => {
    expect(contentFilesIn(root)).toEqual({
      root,
      siteFile: path.join(root, 'site.yaml'),
      pageFiles: ['pages/a.yml', 'pages/services/roofing.yaml', 'pages/z.yaml'].map((name) => path.join(root, name)),
      publicDir: path.join(root, 'public'),
    });
  });

  it('a project without pages/ has no pages', () => {
    expect(contentFilesIn(path.join(root, 'pages/services')).pageFiles).toEqual([]);
  });

  it('are shown relative to the project with forward slashes', () => {
    expect(toDisplayPath(root, path.join(root, 'pages', 'services', 'roofing.yaml'))).toBe('pages/services/roofing.yaml');
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
    expect(validateAgainstSchema('page', { route: '/x', title: 'X', description: 'D.', blocks: [{ type: 'callToAction', heading: 'Call' }] })).toEqual([]);
    expect(validateAgainstSchema('page', {}).map((error) => error.keyword)).toContain('required');
    expect(validateAgainstSchema('site', {}).length).toBeGreaterThan(0);
  });

  it('have one fingerprint for one set of schemas and code', () => {
    expect(schemaFingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(schemaFingerprint()).toBe(schemaFingerprint());
  });
});

describe('what changed after a saved file', () => {
  const pageAt = (route: string, heading: string) => ({ route, title: route, description: '', blocks: [{ type: 'callToAction', heading }], file: '' }) as unknown as PageData;
  const site = { company: { phone: '1' } } as unknown as SiteContent['site'];
  const before: SiteContent = { site, pages: [pageAt('/', 'Hi'), pageAt('/about', 'Us')] };

  it('only the pages whose data changed', () => {
    expect(contentChanges(before, { site, pages: [pageAt('/', 'Hi'), pageAt('/about', 'We')] })).toEqual({ pages: [pageAt('/about', 'We')] });
  });

  it('site.yaml too, when it changed', () => {
    const newSite = { company: { phone: '2' } } as unknown as SiteContent['site'];
    expect(contentChanges(before, { site: newSite, pages: before.pages })).toEqual({ site: newSite, pages: [] });
  });

  it('nothing to draw in place when a route was added, removed or moved', () => {
    expect(contentChanges(before, { site, pages: [pageAt('/', 'Hi')] })).toBeUndefined();
    expect(contentChanges(before, { site, pages: [pageAt('/', 'Hi'), pageAt('/team', 'Us')] })).toBeUndefined();
  });
});
