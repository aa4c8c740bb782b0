// @vitest-environment node
/**
 * The made-up pages of `npm run bench -- --pages N`: copies of a detail page that the check and the build take as
 * pages of their own. Made in a copy of the minimal fixture site with one detail page under pages/services/.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneratedPages, detailPageIn, generatedPage } from '../../src/cli/shared/generatedPages';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

const fixture = path.join(__dirname, '../fixtures/minimal-site');
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'generated-pages-'));
  for (const part of ['site.yaml', 'pages', 'public']) {
    cpSync(path.join(fixture, part), path.join(root, part), { recursive: true });
  }
  // A detail page: the about page at an address one folder below pages/services/.
  const about = readFileSync(path.join(fixture, 'pages/about.yaml'), 'utf8');
  mkdirSync(path.join(root, 'pages/services/roofing'), { recursive: true });
  writeFileSync(
    path.join(root, 'pages/services/roofing/homes.yaml'),
    `# yaml-language-server: $schema=../../../schema/page.schema.json\n${about.replace('route: /about', 'route: /services/roofing/homes')}`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the made-up pages of the scale bench', () => {
  it('copies a detail page: the first page in a folder under pages/services/', () => {
    expect(path.relative(root, detailPageIn(root))).toBe(path.join('pages', 'services', 'roofing', 'homes.yaml'));
  });

  it('gives each copy its own address, title, description and first heading, and keeps everything else', () => {
    const source = readFileSync(detailPageIn(root), 'utf8');
    const original = parse(source);
    const copy = parse(generatedPage(source, 7));
    expect(copy.route).toBe('/areas/area-7');
    expect(copy.title).toBe(`Area 7: ${original.title}`);
    expect(copy.description).toBe(`Area 7: ${original.description}`);
    expect(copy.blocks[0].heading).toBe(`Area 7: ${original.blocks[0].heading}`);
    expect(copy.blocks.slice(1)).toEqual(original.blocks.slice(1));
  });

  it("points the editor's schema line at the schema from pages/areas/", () => {
    const copy = generatedPage(readFileSync(detailPageIn(root), 'utf8'), 1);
    expect(copy.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/page.schema.json');
  });

  it('adds pages the check accepts, each a page of its own', () => {
    const before = loadContent(contentFilesIn(root)).content!.pages.length;
    const files = addGeneratedPages(root, 3);
    expect(files.map((file) => path.relative(root, file))).toEqual(
      [1, 2, 3].map((number) => path.join('pages', 'areas', `area-${number}.yaml`)),
    );
    const { content, errors } = loadContent(contentFilesIn(root));
    expect(errors).toEqual([]);
    expect(content!.pages).toHaveLength(before + 3);
    const routes = content!.pages.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
