/**
 * What each route costs a visitor on a first visit, in the bytes the production build serves (gzip level 9): a page
 * of HTML alone loads at most 5 KB of JavaScript and no React, and a page
 * with interactive blocks loads the code of those blocks (its islands) and of nothing else: no other block, no
 * header, footer or app code, no page data.
 *
 * The JavaScript a route loads is every script its HTML names (the start script, the entry and the preloads the start
 * script adds), the chunk of each of its islands (fetched when the island is needed) and, following the module graph,
 * everything those import before they run.
 *
 * The HTML's own size grows with what the office writes (one more review is a few hundred bytes), so it is not held
 * to a budget here, where an everyday edit would turn the build red: the engine's share is held to 14 KB on the second
 * fixture site (tests/sites/secondSite.test.ts), and `npm run bench` reports the live pages' sizes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hydrationOf } from '../../blocks/registry';
import { loadContent } from '../../src/content/loadContent';
import { NOT_FOUND_ROUTE, type PageData } from '../../src/content/model';
import { htmlFileForRoute } from '../../src/prerender/prerender';
import { initialScripts } from './distFiles';

const dist = path.resolve(__dirname, '../../dist');
const { content } = loadContent();
if (!content) throw new Error('the content has errors: run npm run check');

const STATIC_PAGE_JS_BUDGET_BYTES = 5 * 1024;

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunk of a block type's component, as the build names it (hero → assets/Hero-….js). */
const chunkNameOf = (type: string) => type[0].toUpperCase() + type.slice(1);
const chunkName = (file: string) => path.posix.basename(file).replace(/-[\w-]{8}\.js$/, '');
const assets = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
function blockChunk(type: string): string {
  const found = assets.filter((name) => chunkName(name) === chunkNameOf(type));
  expect(found, `one chunk holds the ${type} block`).toHaveLength(1);
  return `assets/${found[0]}`;
}

/** Every script the route loads: the ones its HTML names, its islands' chunks and, transitively, their imports. */
function scriptsLoadedBy(html: string, islands: string[] = []): string[] {
  const loaded = new Set([...initialScripts(html), ...islands.map(blockChunk)]);
  const queue = [...loaded];
  while (queue.length) {
    const file = queue.pop()!;
    const code = readFileSync(path.join(dist, file), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); import() is code on demand.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
      const imported = path.posix.join(path.posix.dirname(file), match[1]);
      if (!loaded.has(imported)) {
        loaded.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...loaded];
}

const blockChunkNames = new Set(
  content.pages.flatMap((page) => page.blocks.map((block) => chunkNameOf(block.type))),
);

const islandTypes = (page: PageData) => page.blocks.filter((block) => hydrationOf(block)).map((block) => block.type);
const routes = content.pages.map((page) => ({
  route: page.route === NOT_FOUND_ROUTE ? '404' : page.route,
  page,
  html: readFileSync(htmlFileForRoute(dist, page.route), 'utf8'),
}));
const staticPages = routes.filter(({ page }) => islandTypes(page).length === 0);
const islandPages = routes.filter(({ page }) => islandTypes(page).length > 0);

describe('the HTML of every route', () => {
  it.each(routes.map(({ route, html }) => [route, html]))(
    '%s names classes outside its islands briefly, and every class it names has its rule',
    (_route, html) => {
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
      const islands = [...html.matchAll(/<section data-island=[\s\S]*?data-island-props>/g)].map((match) => match[0]);
      const outside = islands.reduce((rest, island) => rest.replace(island, ''), html);
      const classes = new Set([...outside.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1].split(' ')));
      const emotion = [...classes].filter((name) => /^(css-|c[0-9a-z]+$)/.test(name));
      expect(emotion.length).toBeGreaterThan(0);
      for (const name of emotion) {
        const inIsland = islands.some((island) => island.includes(name));
        if (!inIsland) expect(name, 'a class outside the islands').toMatch(/^c[0-9a-z]+$/);
        expect(css, `the rule of .${name}`).toContain(`.${name}`);
      }
    },
  );

  it.each(routes.map(({ route, page, html }) => [route, page, html] as const))(
    '%s carries the props of its islands and no other page data',
    (_route, page, html) => {
      const props = [...html.matchAll(/<script type="application\/json" data-island-props>(.*?)<\/script>/g)];
      expect(props.map((match) => (JSON.parse(match[1]) as { type: string }).type)).toEqual(islandTypes(page));
      expect(html).not.toContain('id="page-data"');
    },
  );
});

describe('pages of HTML alone', () => {
  it('include /about, the legal pages and the service category pages', () => {
    const names = staticPages.map(({ route }) => route);
    expect(names).toEqual(
      expect.arrayContaining(['/about', '/privacy-policy', '/terms-conditions', '/services/roofing', '/services/siding']),
    );
  });

  it.each(staticPages.map(({ route, html }) => [route, html]))(
    '%s loads at most 5 KB of JavaScript, and no React',
    (_route, html) => {
      const scripts = scriptsLoadedBy(html);
      const bytes = scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
      expect(bytes).toBeLessThanOrEqual(STATIC_PAGE_JS_BUDGET_BYTES);
      const code = scripts.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
      // React DOM cannot do without these: its element marker and the property it ties DOM nodes to.
      expect(code).not.toContain('react.transitional.element');
      expect(code).not.toContain('__reactFiber$');
    },
  );
});

describe('pages with islands', () => {
  it('include the home page and the contact page', () => {
    expect(islandPages.map(({ route }) => route)).toEqual(expect.arrayContaining(['/', '/contact']));
  });

  it.each(islandPages.map(({ route, page, html }) => [route, page, html] as const))(
    '%s loads the code of its islands and of no other block, nor the app, header, footer or page data',
    (_route, page, html) => {
      const names = scriptsLoadedBy(html, islandTypes(page)).map(chunkName);
      const blocksLoaded = names.filter((name) => blockChunkNames.has(name)).sort();
      expect(blocksLoaded).toEqual([...new Set(islandTypes(page).map(chunkNameOf))].sort());
      expect(names).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(App|Header|Footer|startApp)$/)]));
      expect(names.filter((name) => name.startsWith('_virtual_site-page'))).toEqual([]);
    },
  );
});
