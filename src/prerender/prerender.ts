/**
 * Writes a finished HTML file for every route (dist/about/index.html, …) and dist/404.html, from the client
 * build's index.html and the server build's renderPath.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IslandProps } from '../app/islands/islandMarkup.ts';
import type { SiteContent } from '../content/model.ts';
import { NOT_FOUND_ROUTE } from '../content/model.ts';
import { formsFileName, formsOfPages } from '../quotes/formCatalogue.ts';
import { documentHead } from './documentHead.ts';
import type { ImageManifest } from './images.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { speculationRules } from './speculationRules.ts';
import { pageScriptTag, startAfterFirstPaint } from './startAfterFirstPaint.ts';

interface ServerEntry {
  content: SiteContent;
  imageManifest: ImageManifest;
  renderPath: (path: string) => Promise<{ html: string; styleTags: string; islands: IslandProps }>;
  /** The font file every page draws its text with, and its @font-face rules (blocks/ui/fontFaces.ts). */
  interLatinUrl: string;
  fontFacesStyleTag: string;
}

/** dist/about/index.html for /about; dist/index.html for /; dist/404.html for the not-found page. */
export function htmlFileForRoute(distDir: string, route: string): string {
  if (route === NOT_FOUND_ROUTE) return path.join(distDir, '404.html');
  return path.join(distDir, ...route.split('/').filter(Boolean), 'index.html');
}

export async function prerender(distDir: string, serverEntryFile: string): Promise<string[]> {
  const template = await startAfterFirstPaint(await readFile(path.join(distDir, 'index.html'), 'utf8'), distDir);
  const { content, imageManifest, renderPath, interLatinUrl, fontFacesStyleTag } = (await import(
    pathToFileURL(serverEntryFile).href
  )) as ServerEntry;
  // Asked for with the HTML, so the font is usually here before the text is first drawn (font-display: optional).
  const fontPreload = `<link rel="preload" href="${interLatinUrl}" as="font" type="font/woff2" crossorigin>`;
  const written: string[] = [];
  for (const page of content.pages) {
    // The not-found page is rendered at a path no page has, exactly as a visitor would reach it.
    const renderedPath = page.route === NOT_FOUND_ROUTE ? '/404' : page.route;
    const rendered = await renderPath(renderedPath);
    const hasIslands = Object.keys(rendered.islands).length > 0;
    // Every page lets the browser load the next one, prerendered when the visitor shows the intent to follow a link:
    // measured quicker than drawing it with the app (docs/performance.md, "Page changes").
    const head = [
      fontPreload,
      documentHead(page, content.site, imageManifest),
      speculationRules(),
      fontFacesStyleTag,
      rendered.styleTags,
    ]
      .filter(Boolean)
      .join('\n    ');
    const body = rendered.html;
    const script = pageScriptTag(template, { islands: hasIslands, notFound: page.route === NOT_FOUND_ROUTE });
    // Replacer functions, because a replacement string would treat "$&" or "$'" in the content as patterns.
    const html = script.html.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
    const file = htmlFileForRoute(distDir, page.route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    written.push(file);
  }
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(content.pages, content.site, today));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(content.site));
  // The forms' declared fields, for the server that checks their requests (a dotfile: not served).
  await writeFile(path.join(distDir, formsFileName), JSON.stringify(formsOfPages(content.pages)));
  return written;
}
