/**
 * Writes a finished HTML file for every route (dist/about/index.html, …) and dist/404.html, from the client
 * build's index.html and the server renderer (src/entry-prerender.tsx), and the files made of every page (the
 * sitemap, the collections' feeds, robots.txt, the forms' fields, the redirects for each kind of host) with the
 * record of what the build was made of (buildRecord.ts).
 * changedPages.ts writes only some of the pages, with the same functions.
 */
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildMoment, UPCOMING_FILE } from '../content/buildMoment.ts';
import type { PageData, SiteContent } from '../content/model.ts';
import { NOT_FOUND_ROUTE } from '../content/model.ts';
import { formsFileName, formsOfPages } from '../quotes/formCatalogue.ts';
import { type BuildRecord, buildRecordFile } from './buildRecord.ts';
import { feedFileForRoute, feedFiles } from './feeds.ts';
import { inlineScriptHashes, inlineScriptsFile } from './inlineScripts.ts';
import { type PageAssets, pageDocument, type RenderedPage, sharedHeadTags } from './pageDocument.ts';
import { redirectFiles } from './redirectFiles.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { rendererEntryFile } from './rendererCache.ts';
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

/** The server renderer the build makes, in a folder of its own with the page template it was made with. */
export interface Renderer extends PageAssets {
  renderPage: (content: SiteContent, path: string) => Promise<RenderedPage>;
  /** index.html as the client build wrote it, with the start script's tag (startAfterFirstPaint.ts). */
  template: string;
}

const templateFile = 'template.html';

export async function loadRenderer(rendererDir: string): Promise<Renderer> {
  const entry = (await import(pathToFileURL(path.join(rendererDir, rendererEntryFile)).href)) as Omit<
    Renderer,
    'template'
  >;
  return { ...entry, template: await readFile(path.join(rendererDir, templateFile), 'utf8') };
}

/** dist/about/index.html for /about; dist/index.html for /; dist/404.html for the not-found page. */
export function htmlFileForRoute(distDir: string, route: string): string {
  if (route === NOT_FOUND_ROUTE) return path.join(distDir, '404.html');
  return path.join(distDir, ...route.split('/').filter(Boolean), 'index.html');
}

/**
 * Writes a file as a new one: a build that started from an earlier build shares that build's files (hard links,
 * changedPages.ts), and writing into a shared file would change the earlier build too.
 */
export async function writeNewFile(file: string, data: string): Promise<void> {
  await rm(file, { force: true });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

export async function writePage(distDir: string, renderer: Renderer, content: SiteContent, page: PageData) {
  // The not-found page is rendered at a path no page has, exactly as a visitor would reach it.
  const renderedPath = page.route === NOT_FOUND_ROUTE ? '/404' : page.route;
  const html = pageDocument(renderer.template, page, content, await renderer.renderPage(content, renderedPath), {
    imageManifest: renderer.imageManifest,
    fontFacesStyleTag: renderer.fontFacesStyleTag,
  });
  const file = htmlFileForRoute(distDir, page.route);
  await writeNewFile(file, html);
  return file;
}

/**
 * What is made of every page and of the site, the list of the pages' own inline scripts, and the build's record.
 * Written again by every build, a build of a few changed pages too: a feed lists its collection's newest entries,
 * so any entry changed, added or taken away changes it. Returns the files it wrote.
 */
export async function writeSiteFiles(
  distDir: string,
  renderer: Renderer,
  content: SiteContent,
  record: BuildRecord,
): Promise<string[]> {
  const written: string[] = [];
  const write = async (file: string, data: string) => {
    await writeNewFile(file, data);
    written.push(file);
  };
  const moment = new Date(buildMoment()).toISOString();
  const today = moment.slice(0, 10);
  const { site, pages, collections } = content;
  // What waits for its publishAt, for the server that publishes it then (src/server/publish/schedule.ts).
  const upcoming = collections.flatMap((collection) => collection.upcoming ?? []);
  await write(path.join(distDir, UPCOMING_FILE), JSON.stringify({ builtFor: moment, upcoming }));
  await write(path.join(distDir, 'sitemap.xml'), sitemapXml(pages, site, today, collections));
  for (const feed of feedFiles(collections, site, renderer.imageManifest)) {
    await write(feedFileForRoute(distDir, feed.route), feed.xml);
  }
  await write(path.join(distDir, 'robots.txt'), robotsTxt(content.site));
  // The redirects' pages stand at addresses no page has (the check refuses one that has): written after the pages.
  for (const { file, text } of redirectFiles(distDir, site)) await write(file, text);
  // The forms' declared fields, for the server that checks their requests (a dotfile: not served).
  await write(path.join(distDir, formsFileName), JSON.stringify(formsOfPages(content.pages)));
  // The inline scripts the prerenderer writes into every page: the only ones the server's policy lets a page run.
  const ownScripts = inlineScriptHashes([renderer.template, ...sharedHeadTags(renderer)]);
  await write(path.join(distDir, inlineScriptsFile), JSON.stringify(ownScripts));
  await write(path.join(distDir, buildRecordFile), JSON.stringify(record));
  return written;
}

/**
 * Every page of `content`, rendered by the renderer the bundles step built into `rendererDir`, which keeps the page
 * template for later builds (index.html itself becomes the home page's HTML).
 */
export async function prerender(
  distDir: string,
  rendererDir: string,
  content: SiteContent,
  record: BuildRecord,
): Promise<string[]> {
  const template = await startAfterFirstPaint(await readFile(path.join(distDir, 'index.html'), 'utf8'));
  await writeFile(path.join(rendererDir, templateFile), template);
  const renderer = await loadRenderer(rendererDir);
  const written: string[] = [];
  for (const page of content.pages) written.push(await writePage(distDir, renderer, content, page));
  await writeSiteFiles(distDir, renderer, content, record);
  return written;
}
