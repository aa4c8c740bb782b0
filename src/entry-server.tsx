/**
 * The prerenderer's entry: renders one path of the site to HTML, with the Emotion styles that HTML uses collected
 * into a few <style> tags for the head.
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
import content from 'virtual:site-content';
import { hydrationOf } from '../blocks/registry';
import { App, loadAllCode } from './app/App';
import { blockComponent } from './app/blockComponents';
import { Island } from './app/islands/Island';
import { ISLAND_PROPS_ATTRIBUTE, islandIdPrefix, type IslandProps } from './app/islands/islandMarkup';
import { PrerenderingContext } from './app/islands/prerendering';
import { pagesInMemory } from './app/pageSource';
import { NOT_FOUND_ROUTE } from './content/model';
import { PHONE_MENU_MARKUP_ATTRIBUTE } from './app/header/PhoneMenu';
import { emotionClassesIn, shortenClassNames } from './prerender/shortClassNames';

export { content };
export { default as imageManifest } from 'virtual:image-manifest';
export { fontFacesStyleTag, interLatinUrl } from '../blocks/ui/fontFaces';

const pages = pagesInMemory(content);

export interface RenderedPath {
  /** The app's markup, for the page's root element. */
  html: string;
  /** <style> tags with every rule that markup uses, for the head. */
  styleTags: string;
  /** The props of the page's islands, by their place on the page (empty for a page that is all HTML). */
  islands: IslandProps;
}

/**
 * Renders one path once every block's code is loaded, so the HTML is whole. The page is HTML; each interactive
 * block (blocks/registry.ts, blockHydration) is rendered first on its own, as the island the browser hydrates as a
 * root of its own, and placed in its wrapper.
 */
export async function renderPath(path: string): Promise<RenderedPath> {
  await loadAllCode();
  // A cache per page, so each page's styles hold exactly what it uses. Without vendor prefixes (Emotion's
  // default adds -webkit-flex and the like, which no browser the site supports needs): a fifth less CSS in every
  // page's first round trip. The class names are the same either way, so the islands hydrate against them.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const page =
    content.pages.find((candidate) => candidate.route === path) ??
    content.pages.find((candidate) => candidate.route === NOT_FOUND_ROUTE)!;
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
    const html = renderToString(island, { identifierPrefix: islandIdPrefix(index) });
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
  // The phone menu's markup for the header's plain script (src/app/header/PhoneMenu.tsx, PlainPhoneMenu).
  markup = markup.replace(
    new RegExp(`<template ${PHONE_MENU_MARKUP_ATTRIBUTE}="">(.*?)</template>`, 's'),
    (_whole, menu: string) => `<script type="text/html" ${PHONE_MENU_MARKUP_ATTRIBUTE}>${menu}</script>`,
  );
  const chunks = extractCriticalToChunks(markup);
  const islandClasses = emotionClassesIn([...islandMarkup.values()].join(''));
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
