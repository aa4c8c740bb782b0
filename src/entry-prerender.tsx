/**
 * The build's server renderer (src/prerender/prerender.ts): any content's pages rendered to HTML, with the assets
 * those pages name. The content is handed in, not built in, so that one renderer serves every build whose code,
 * site.yaml and pictures are the same: a publish that changed a page renders that page with the renderer of the
 * build before (src/prerender/changedPages.ts). `npm run dev` has its own entry, with the content built in
 * (src/entry-server.tsx).
 */
export { default as imageManifest } from 'virtual:image-manifest';
export { fontFacesStyleTag } from '../blocks/ui/fontFaces';
export { type RenderedPath, renderPage } from './prerender/renderPage';
