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
import { islandIdPrefix, type IslandProps } from './app/islands/islandMarkup';
import { PrerenderingContext } from './app/islands/prerendering';
import { pagesInMemory } from './app/pageSource';
import { NOT_FOUND_ROUTE } from './content/model';

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
    if (!hydrationOf(block)) continue;
    islands[index] = block;
    const island = (
      <CacheProvider value={cache}>
        <Island Component={blockComponent(block.type)} block={block} site={content.site} index={index} ssrPath={path} />
      </CacheProvider>
    );
    islandMarkup.set(index, renderToString(island, { identifierPrefix: islandIdPrefix(index) }));
  }
  const prerendering = {
    island(block: (typeof page.blocks)[number], index: number) {
      const markup = islandMarkup.get(index);
      const when = hydrationOf(block);
      if (markup === undefined || !when) return undefined;
      return (
        <div
          data-island={index}
          data-hydrate={when}
          css={{ display: 'contents' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server HTML, rendered just above.
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      );
    },
  };
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <PrerenderingContext.Provider value={prerendering}>
          <App site={content.site} pages={pages} ssrPath={path} />
        </PrerenderingContext.Provider>
      </StrictMode>
    </CacheProvider>,
  );
  const chunks = extractCriticalToChunks(markup);
  return { html: chunks.html, styleTags: constructStyleTagsFromChunks(chunks), islands };
}
