/**
 * The editor's preview as the production renderer draws it: the unsaved page (checked, facts filled in, pictures at
 * /edit/media/) rendered by the very code of the build (src/prerender/renderPage.tsx) into a whole HTML document,
 * with each block and each free-text field naming its place in the YAML (src/prerender/sourceMarks.ts), so that the
 * preview can lead from what a person clicks to the line behind it.
 *
 * Bundled by `npm run build` into dist/.editor/renderer/ (src/server/editor/editorBuild.ts) and run in the draft
 * check's thread; `npm run dev` loads it through Vite.
 */
import { NOT_FOUND_ROUTE, type PageData, type Site } from '../../content/model';
import { isFreeText } from '../../schemaPlaces/freeText';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { escapeHtml } from '../../prerender/documentHead';
import { type RenderedPath, renderPage } from '../../prerender/renderPage';
import { fieldTexts } from '../../prerender/sourceMarks';

export interface PreviewPage {
  /** The page's file, as the editor names it (pages/about.yaml). */
  file: string;
  page: PageData;
  site: Site;
}

/** The page rendered with its places in the YAML. */
export function previewMarkup({ file, page, site }: PreviewPage, schemas: SchemaFiles): Promise<RenderedPath> {
  const fields = fieldTexts(page.blocks, file, (path) =>
    isFreeText(schemas, file, { blocks: page.blocks }, ['blocks', ...path]),
  );
  // The not-found page is drawn at an address no page has, as a visitor meets it.
  const path = page.route === NOT_FOUND_ROUTE ? '/404' : page.route;
  return renderPage({ site, pages: [page], collections: [] }, path, { sourceFile: file, fields });
}

/** The page's whole HTML document, as the preview frame takes it in (src/app/pageUpdate.ts). */
export async function renderPreview(preview: PreviewPage, schemas: SchemaFiles): Promise<string> {
  const { page } = preview;
  const rendered = await previewMarkup(preview, schemas);
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><title>${escapeHtml(page.title)}</title>${rendered.styleTags}</head>`,
    `<body><div id="root">${rendered.html}</div></body>`,
    '</html>',
  ].join('\n');
}
