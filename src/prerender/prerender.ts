/**
 * Writes a finished HTML file for every route (dist/about/index.html, …) and dist/404.html, from the client
 * build's index.html and the server build's renderPath.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../content/model.ts';
import { NOT_FOUND_ROUTE } from '../content/model.ts';
import { formsFileName, formsOfPages } from '../quotes/formCatalogue.ts';
import { type PageAssets, pageDocument, type RenderedPage } from './pageDocument.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

interface ServerEntry extends PageAssets {
  content: SiteContent;
  renderPath: (path: string) => Promise<RenderedPage>;
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
  const written: string[] = [];
  for (const page of content.pages) {
    // The not-found page is rendered at a path no page has, exactly as a visitor would reach it.
    const renderedPath = page.route === NOT_FOUND_ROUTE ? '/404' : page.route;
    const html = pageDocument(template, page, content.site, await renderPath(renderedPath), {
      imageManifest,
      interLatinUrl,
      fontFacesStyleTag,
    });
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
