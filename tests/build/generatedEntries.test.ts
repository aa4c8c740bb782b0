// @vitest-environment node
/**
 * The made-up entries of `npm run bench -- --entries N`: posts shaped like the collection's first entry that the
 * check takes as entries of their own, with the pictures, categories, tags and authors the real ones use, dates
 * spread back over the years, and a listing page when the collection names one no page has. Made in a copy of the
 * second fixture site, whose collection `articles` has three entries (one live).
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGeneratedEntries,
  addListingPage,
  addNewEntry,
  generatedEntryPrefix,
} from '../../src/cli/shared/generatedEntries';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

const fixture = path.join(__dirname, '../fixtures/second-site');
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'generated-entries-'));
  for (const part of ['site.yaml', 'pages', 'public', 'collections']) {
    cpSync(path.join(fixture, part), path.join(root, part), { recursive: true });
  }
  // The fixture's collection names no listing page; the bench writes one for a collection that names one.
  appendFileSync(path.join(root, 'collections/articles.yaml'), 'listing: /articles\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const articles = () => loadContent(contentFilesIn(root)).content!.collections.find((each) => each.name === 'articles')!;

describe('the made-up entries of the collections bench', () => {
  it('adds entries the check accepts, each with a page of its own', () => {
    const live = articles().entries.length;
    const files = addGeneratedEntries(root, 'articles', 40);
    expect(files).toHaveLength(40);
    expect(files.every((file) => path.basename(file).startsWith(generatedEntryPrefix))).toBe(true);
    const { content, errors } = loadContent(contentFilesIn(root));
    expect(errors).toEqual([]);
    const entries = content!.collections.find((each) => each.name === 'articles')!.entries;
    expect(entries).toHaveLength(live + 40);
    const routes = content!.pages.map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining(entries.map((entry) => entry.route)));
  });

  it('uses the real entries’ pictures, categories and authors, two tags each, dates three days apart', () => {
    const real = ['annual-report-for-your-llc', 'custody-mediation-first-steps', 'what-a-will-does'].map((slug) =>
      parse(readFileSync(path.join(root, 'collections/articles', `${slug}.yaml`), 'utf8')),
    );
    const made = articles().entries.filter((entry) => entry.slug.startsWith(generatedEntryPrefix));
    const pictures = new Set(real.flatMap((entry) => entry.image?.src ?? []));
    expect(made.every((entry) => entry.image && pictures.has(entry.image.src))).toBe(true);
    expect(new Set(made.map((entry) => entry.category))).toEqual(new Set(real.map((entry) => entry.category)));
    expect(new Set(made.map((entry) => entry.fields.author))).toEqual(new Set(real.map((entry) => entry.author)));
    expect(made.every((entry) => entry.tags?.length === Math.min(2, new Set(real.flatMap((e) => e.tags)).size))).toBe(
      true,
    );
    const dates = made.map((entry) => Date.parse(entry.date)).sort((a, b) => b - a);
    expect(new Set(dates).size).toBe(made.length);
    expect((dates[0] - dates[1]) / 86_400_000).toBe(3);
  });

  it('gives each a short body: the first entry’s first text section', () => {
    const made = parse(readFileSync(addGeneratedEntries(root, 'articles', 1)[0], 'utf8'));
    expect(made.blocks).toHaveLength(1);
    expect(made.blocks[0].type).toBe('richText');
    expect(made.blocks[0].sections.length).toBeLessThanOrEqual(1);
  });

  it('writes a listing page at the route the collection names, once', () => {
    const file = addListingPage(root, 'articles');
    expect(file).toBeDefined();
    expect(addListingPage(root, 'articles')).toBeUndefined();
    const { content, errors } = loadContent(contentFilesIn(root));
    expect(errors).toEqual([]);
    expect(content!.pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/articles', '/articles/page/2']));
  });

  it('adds a new entry that heads the list', () => {
    const file = addNewEntry(root, 'articles', 1001);
    expect(articles().entries[0].file).toBe(path.relative(root, file));
  });
});
