/**
 * One page's finished HTML document: the template (index.html as the client build or the development server made
 * it) with the page's head and rendered markup in place, and its start script's tag. The same for the build
 * (prerender.ts) and for `npm run dev` (src/vite/pageRenderPlugin.ts), so development serves what visitors get.
 */
import { firstScreenScriptTag } from '../../blocks/ui/firstScreen.ts';
import type { IslandProps } from '../app/islands/islandMarkup.ts';
import { NOT_FOUND_ROUTE, type PageData, type SiteContent } from '../content/model.ts';
import { documentHead } from './documentHead.ts';
import type { ImageManifest } from './images.ts';
import { speculationRules } from './speculationRules.ts';
import { pageScriptTag } from './startAfterFirstPaint.ts';

/** What the server entry (src/entry-server.tsx) gives for one page. */
export interface RenderedPage {
  html: string;
  styleTags: string;
  islands: IslandProps;
}

export interface PageAssets {
  imageManifest: ImageManifest;
  /** The font's @font-face rules, and the script that applies them once the font is cached (blocks/ui/fontFaces.ts). */
  fontFacesStyleTag: string;
}

/**
 * What every page's head carries besides its own head and styles, the same on every page of a build: the Speculation
 * Rules, the font's rules with their script, and the first screen's script. Their inline scripts, with the start
 * script of the template, are the only ones a page may run (inlineScripts.ts).
 */
export function sharedHeadTags({ fontFacesStyleTag }: Pick<PageAssets, 'fontFacesStyleTag'>): string[] {
  // Every page lets the browser load the next one, prerendered when the visitor shows the intent to follow a link:
  // measured quicker than drawing it with the app (docs/performance.md, "Page changes").
  return [speculationRules(), fontFacesStyleTag, firstScreenScriptTag];
}

export function pageDocument(
  template: string,
  page: PageData,
  /** The site's facts, and its collections: every head links their feeds, an entry's page describes its entry. */
  { site, collections }: Pick<SiteContent, 'site' | 'collections'>,
  rendered: RenderedPage,
  assets: PageAssets,
  /** `npm run dev`: every page loads the browser entry, which takes in saved content (src/app/liveUpdate.ts). */
  { development = false } = {},
): string {
  const hasIslands = Object.keys(rendered.islands).length > 0;
  const head = [
    documentHead(page, site, assets.imageManifest, collections),
    ...sharedHeadTags(assets),
    rendered.styleTags,
  ]
    .filter(Boolean)
    .join('\n    ');
  const script = pageScriptTag(template, {
    islands: hasIslands || development,
    notFound: page.route === NOT_FOUND_ROUTE,
  });
  // Replacer functions, because a replacement string would treat "$&" or "$'" in the content as patterns.
  return script.html.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => rendered.html);
}
