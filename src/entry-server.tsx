/**
 * The prerenderer's entry: renders one path of the site to an HTML string (Emotion's styles inline).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import content from 'virtual:site-content';
import { App, loadAllCode } from './app/App';
import { pagesInMemory } from './app/pageSource';

export { content };
export { default as imageManifest } from 'virtual:image-manifest';
export { interLatinUrl } from '../blocks/ui/fontFaces';

const pages = pagesInMemory(content);

/** Renders one path once every block's code is loaded, so the HTML is whole. */
export async function renderPath(path: string): Promise<string> {
  await loadAllCode();
  return renderToString(
    <StrictMode>
      <App site={content.site} pages={pages} ssrPath={path} />
    </StrictMode>,
  );
}
