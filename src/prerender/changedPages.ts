/**
 * A build that starts from an earlier one (`npm run build -- --from DIR`, as each publish does): when what every page
 * shares is unchanged since that build (its record, buildRecord.ts, has the same renderer fingerprint), the new
 * output is the earlier one with only the changed pages rendered again, by the renderer kept from that build
 * (rendererCache.ts), and the files made of every page written again. Otherwise it says why a full build is needed.
 *
 * The earlier build's files are hard links in the new output, not copies: a publish of one page on a site of a
 * thousand writes a few files. Every file the build writes is written as a new file (writeNewFile), never into a
 * shared one, so the earlier build, which visitors may still be shown, never changes.
 *
 * The site's redirects (redirectFiles.ts) are written again with the files made of every page. They are declared in
 * site.yaml, which is part of the renderer's fingerprint (and of the browser's bundle): a redirect added or taken
 * away is always a full build, so no page of a redirect is ever left behind by a build of changed pages.
 */
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../content/model.ts';
import { type BuildRecord, buildRecordFile, buildRecordOf, readBuildRecord } from './buildRecord.ts';
import { linkTreeAside } from './linkedTree.ts';
import { htmlFileForRoute, loadRenderer, writePage, writeSiteFiles } from './prerender.ts';
import { keptRenderer } from './rendererCache.ts';

/**
 * What a build of changed pages did to the build it started from, for the server that serves the new one: only
 * these files are read again (src/server/static/staticSite.ts), the rest is the earlier build's, shared on disk.
 * Paths are relative to the build's folder, with forward slashes.
 */
export interface BuildChanges {
  /** The earlier build's folder, as the build was given it. */
  from: string;
  /** Every file the build wrote (pages, and the files made of every page). */
  written: string[];
  /** The pages' files it took away. */
  removed: string[];
}

export type ChangedPagesResult =
  | { kind: 'pages'; rendered: string[]; removed: string[]; reused: number; changes: BuildChanges }
  | { kind: 'full build'; reason: string };

export interface ChangedPagesJob {
  root: string;
  /** The earlier build's output. */
  fromDir: string;
  /** The new output folder (it must not exist yet). */
  distDir: string;
  /** Whether the output holds the editor at /edit. */
  editor: boolean;
}

/** Why the build in `fromDir` cannot be started from, or undefined when it can. */
function reasonForFullBuild(root: string, earlier: BuildRecord, now: BuildRecord, fromDir: string) {
  if (earlier.renderer !== now.renderer) return 'the code, site.yaml or the pictures changed';
  if (now.editor && !earlier.editor) return `${fromDir} has no editor`;
  if (!keptRenderer(root, now.renderer)) return 'the renderer of the earlier build is no longer kept';
  return undefined;
}

/**
 * Renders the changed pages of the content `contentOf` checks. The earlier build's files are linked into the new
 * output while the content is checked (linkedTree.ts); a full build finds them there, to be removed.
 */
export async function renderChangedPages(
  { root, fromDir, distDir, editor }: ChangedPagesJob,
  contentOf: () => SiteContent,
): Promise<ChangedPagesResult> {
  const earlier = readBuildRecord(fromDir);
  if (!earlier) return { kind: 'full build', reason: `${fromDir} holds no record of what it was built from` };
  const linked = linkTreeAside(fromDir, distDir, editor ? [buildRecordFile] : [buildRecordFile, '.editor']);
  // Settled before anything returns or throws: no link is made in the output after the build has let it go.
  const linkedAnyway = () => linked.catch(() => undefined);
  let content: SiteContent;
  try {
    content = contentOf();
  } catch (error) {
    await linkedAnyway();
    throw error;
  }
  const now = buildRecordOf(root, content, editor);
  const reason = reasonForFullBuild(root, earlier, now, fromDir);
  if (reason) {
    await linkedAnyway();
    return { kind: 'full build', reason };
  }
  await linked;

  const removed = Object.keys(earlier.pages).filter((route) => !(route in now.pages));
  for (const route of removed) removeFileAndEmptyFolders(htmlFileForRoute(distDir, route), distDir);
  const changed = content.pages.filter((page) => earlier.pages[page.route] !== now.pages[page.route]);
  const renderer = await loadRenderer(keptRenderer(root, now.renderer)!);
  const rendered: string[] = [];
  for (const page of changed) rendered.push(await writePage(distDir, renderer, content, page));
  const siteFiles = await writeSiteFiles(distDir, renderer, content, now);
  const relative = (file: string) => path.relative(distDir, file).split(path.sep).join('/');
  const changes: BuildChanges = {
    from: fromDir,
    written: [...rendered, ...siteFiles].map(relative),
    removed: removed.map((route) => relative(htmlFileForRoute(distDir, route))),
  };
  return { kind: 'pages', rendered, removed, reused: content.pages.length - changed.length, changes };
}

/** Removes a page's file, and the folders it leaves empty, up to the output folder. */
function removeFileAndEmptyFolders(file: string, distDir: string) {
  rmSync(file, { force: true });
  for (
    let folder = path.dirname(file);
    folder !== distDir && folder.startsWith(distDir);
    folder = path.dirname(folder)
  ) {
    if (readdirSync(folder).length) break;
    rmdirSync(folder);
  }
}
