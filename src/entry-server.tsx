/**
 * The prerenderer's entry, also loaded by `npm run dev` (src/vite/pageRenderPlugin.ts): the checked content of the
 * site, and each of its paths rendered to HTML (src/prerender/renderPage.tsx).
 */
import content from 'virtual:site-content';
import { type RenderedPath, renderPage } from './prerender/renderPage';

export { content };
export { default as imageManifest } from 'virtual:image-manifest';
export { fontFacesStyleTag } from '../blocks/ui/fontFaces';
export type { RenderedPath };

/** Renders one path of the built site's content (the prerenderer's and the development server's). */
export function renderPath(path: string): Promise<RenderedPath> {
  return renderPage(content, path);
}
