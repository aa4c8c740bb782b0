// @vitest-environment node
/**
 * The tag and category pages of a site with two collections, and a name that means nothing deep in a collection's
 * page (src/content/collections/expandCollections.ts), on a copy of the smallest fixture site: each collection makes
 * the pages of its own entries' groups only, an entry without tags or a category makes none, and a mistake in a
 * block of the collection's page is told at that block.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSite, workDeclaration, workEntry } from './collectionSite';

let site: ReturnType<typeof collectionSite>;
beforeEach(() => {
  site = collectionSite('collection-groups-');
});
afterEach(() => site.remove());

/** A collection at /<name>/ with its own tag and category pages. */
const withGroups = (name: string) =>
  workDeclaration([
    'tagPages:',
    `  route: /${name}/tags/{tag}`,
    '  title: "{{tag}}"',
    '  description: "About {{tag}}."',
    'categoryPages:',
    `  route: /${name}/kind/{category}`,
    '  title: "{{category}}"',
    '  description: "Our {{category}}."',
  ]).map((line) => line.replace('/work/{slug}', `/${name}/{slug}`));

describe('the group pages of two collections', () => {
  it('are made of each collection’s own entries’ tags and categories, and none of an entry that has neither', () => {
    site.write('collections/news.yaml', withGroups('news'));
    site.write('collections/news/storm.yaml', workEntry('Storm', '2026-01-01', ['category: Weather', 'tags: [rain]']));
    site.write('collections/news/plain.yaml', workEntry('Plain', '2026-01-02'));
    site.write('collections/work.yaml', withGroups('work'));
    site.write('collections/work/barn.yaml', workEntry('Barn', '2026-01-03', ['category: Barns', 'tags: [metal]']));
    site.write('collections/work/shed.yaml', workEntry('Shed', '2026-01-04'));
    const { content, errors } = site.load();
    expect(errors).toEqual([]);
    const groupRoutes = content!.pages
      .map((page) => page.route)
      .filter((route) => /\/(tags|kind)\//.test(route))
      .sort();
    expect(groupRoutes).toEqual(['/news/kind/weather', '/news/tags/rain', '/work/kind/barns', '/work/tags/metal']);
  });
});

describe('a name that means nothing in a block of a collection’s page', () => {
  it('is told at that block of the page', () => {
    site.write('collections/work.yaml', [
      ...workDeclaration(),
      '    - type: callToAction',
      '      heading: Call about {{entry.twon}}',
    ]);
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01'));
    expect(site.headlines()).toEqual([
      'collections/work.yaml:12:16  page, block 3 (callToAction): "{{entry.twon}}" is neither a company fact nor a field of the entry (entry.title, entry.summary, entry.<field>)',
    ]);
  });
});
