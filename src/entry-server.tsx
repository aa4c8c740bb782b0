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
import { App, loadAllCode } from './app/App';
import { pagesInMemory } from './app/pageSource';

export { content };
export { default as imageManifest } from 'virtual:image-manifest';
export { fontFacesStyleTag, interLatinUrl } from '../blocks/ui/fontFaces';

const pages = pagesInMemory(content);

export interface RenderedPath {
  /** The app's markup, for the page's root element. */
  html: string;
  /** <style> tags with every rule that markup uses, for the head. */
  styleTags: string;
}

/** Renders one path once every block's code is loaded, so the HTML is whole. */
export async function renderPath(path: string): Promise<RenderedPath> {
  await loadAllCode();
  // A cache per page, so each page's styles hold exactly what it uses.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <App site={content.site} pages={pages} ssrPath={path} />
      </StrictMode>
    </CacheProvider>,
  );
  const chunks = extractCriticalToChunks(markup);
  return { html: chunks.html, styleTags: constructStyleTagsFromChunks(chunks) };
}
