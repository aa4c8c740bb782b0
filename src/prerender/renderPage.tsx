/**
 * Renders one page of any content to HTML, with the Emotion styles that HTML uses collected into a few <style> tags
 * for the head: for the prerenderer and `npm run dev` (src/entry-server.tsx, the built content) and for the editor's
 * preview (src/server/editor/previewRender.tsx, the unsaved content).
 *
 * Left to itself, Emotion writes a <style> before every component in the body: over a hundred per page, and each
 * would need its own hash in the Content-Security-Policy. Collected, a page has one tag for global styles and one
 * for the rest; in the browser Emotion's default cache (key "css") adopts them from the head when it starts.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrationOf } from '../../blocks/registry';
import { App, loadAllCode } from '../app/App';
import { blockComponent } from '../app/blockComponents';
import { PHONE_MENU_MARKUP_ATTRIBUTE } from '../app/header/PhoneMenu';
import { Island } from '../app/islands/Island';
import { ISLAND_PROPS_ATTRIBUTE, islandIdPrefix, type IslandProps } from '../app/islands/islandMarkup';
import { PrerenderingContext } from '../app/islands/prerendering';
import { pagesInMemory } from '../app/pageSource';
import type { SiteContent } from '../content/model';
import { BLOCK_SOURCE_MARK, placeName } from '../places/places';
import { emotionClassesIn, shortenClassNames } from './shortClassNames';
import { type FieldText, placeBlockSources, placeFieldSources } from './sourceMarks';

export interface RenderedPath {
  /** The app's markup, for the page's root element. */
  html: string;
  /** <style> tags with every rule that markup uses, for the head. */
  styleTags: string;
  /** The props of the page's islands, by their place on the page (empty for a page that is all HTML). */
  islands: IslandProps;
}

export interface RenderOptions {
  /**
   * The editor's preview only, never the public site: the page's file (pages/about.yaml). Each block's element then
   * names its place in that file, and each element showing one of `fields` names the field's
   * (src/prerender/sourceMarks.ts).
   */
  sourceFile?: string;
  fields?: readonly FieldText[];
}

/**
 * Renders one path of any content once every block's code is loaded, so the HTML is whole. The page is HTML; each
 * interactive block (blocks/registry.ts, blockHydration) is rendered first on its own, as the island the browser
 * hydrates as a root of its own, and placed in its wrapper.
 */
export async function renderPage(
  content: SiteContent,
  path: string,
  { sourceFile, fields }: RenderOptions = {},
): Promise<RenderedPath> {
  await loadAllCode();
  const pages = pagesInMemory(content);
  // A cache per page, so each page's styles hold exactly what it uses. Without vendor prefixes (Emotion's
  // default adds -webkit-flex and the like, which no browser the site supports needs): a fifth less CSS in every
  // page's first round trip. The class names are the same either way, so the islands hydrate against them.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const page = pages.get(pages.routeAt(path));
  const islands: IslandProps = {};
  const islandMarkup = new Map<number, string>();
  for (const [index, block] of page.blocks.entries()) {
    const when = hydrationOf(block);
    if (!when) continue;
    islands[index] = block;
    const island = (
      <CacheProvider value={cache}>
        <Island Component={blockComponent(block.type)} block={block} site={content.site} index={index} ssrPath={path} />
      </CacheProvider>
    );
    // React puts a preload before an <img> of high priority outside a <picture>: the pictures of `npm run dev` and of
    // the preview, shown as they are. The island's container must be its band, and the head has its own preload.
    const html = renderToString(island, { identifierPrefix: islandIdPrefix(index) }).replace(/^(?:<link [^>]*>)+/, '');
    // The band's <section> is the island's root container in the browser (blocks/ui/Section.tsx).
    if (!html.startsWith('<section'))
      throw new Error(
        `The ${block.type} block is interactive (blocks/registry.ts), so it must draw its band with Section.`,
      );
    const props = `<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}>${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`;
    islandMarkup.set(
      index,
      `<section data-island="${index}" data-hydrate="${when}"${html.slice('<section'.length)}${props}`,
    );
  }
  // Each island's place in the page, filled with its own HTML once the page is rendered.
  const slot = (index: number) => `<template data-island-slot="${index}"></template>`;
  const prerendering = {
    island: (_block: unknown, index: number) =>
      islandMarkup.has(index) ? <template data-island-slot={index} /> : undefined,
    blockMark: sourceFile
      ? (index: number) => <template {...{ [BLOCK_SOURCE_MARK]: placeName(sourceFile, ['blocks', index]) }} />
      : undefined,
  };
  const pageMarkup = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <PrerenderingContext.Provider value={prerendering}>
          <App site={content.site} pages={pages} ssrPath={path} />
        </PrerenderingContext.Provider>
      </StrictMode>
    </CacheProvider>,
  );
  let markup = pageMarkup;
  for (const [index, html] of islandMarkup) markup = markup.replace(slot(index), () => html);
  // The phone menu's markup for the header's plain script (src/app/header/PhoneMenu.tsx).
  markup = markup.replace(
    new RegExp(`<template ${PHONE_MENU_MARKUP_ATTRIBUTE}="">(.*?)</template>`, 's'),
    (_whole, menu: string) => `<script type="text/html" ${PHONE_MENU_MARKUP_ATTRIBUTE}>${menu}</script>`,
  );
  if (sourceFile) markup = placeFieldSources(placeBlockSources(markup), fields ?? []);
  const chunks = extractCriticalToChunks(markup);
  const islandClasses = emotionClassesIn([...islandMarkup.values()].join(''));
  // The preview keeps Emotion's own class names: a short name depends on what came before it on the page, so one
  // block added would rename the classes of every block after it, and the preview redraws only what changed.
  if (sourceFile) return { html: chunks.html, styleTags: constructStyleTagsFromChunks(chunks), islands };
  const shortened = shortenClassNames(
    chunks.html,
    islandStylesOnly(constructStyleTagsFromChunks(chunks), islandClasses),
    islandClasses,
  );
  return { html: shortened.markup, styleTags: shortened.styleTags, islands };
}

/**
 * Emotion's <style> names every class it holds (data-emotion="css 1rtubap 14mgjn6 …"), so that Emotion in the
 * browser knows them and does not add them again. Only islands run Emotion in the browser: the list keeps their
 * classes alone (on a page without islands, none), about 400 bytes less in a page's first round trip.
 */
function islandStylesOnly(styleTags: string, islandClasses: ReadonlySet<string>): string {
  return styleTags.replace(/data-emotion="css ([^"]*)"/g, (_whole, ids: string) => {
    const kept = ids.split(' ').filter((id) => islandClasses.has(id));
    return kept.length ? `data-emotion="css ${kept.join(' ')}"` : 'data-emotion="css"';
  });
}
