/**
 * The only files the editor may touch: site.yaml, the pages (pages/**.yaml), the collections' declarations
 * (collections/<name>.yaml) and their entries (collections/<name>/<slug>.yaml, one folder deep: the checker reads no
 * deeper), and pictures under public/images/. A path is accepted only when it is spelled exactly as such a file
 * (lower-case words with dashes, forward slashes); anything else — "..", an absolute path, a backslash,
 * percent-encoding, a symbolic link on the way — is refused before the file system is asked.
 */
import { lstatSync, mkdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from '../http/httpError.ts';

const word = '[a-z0-9]+(?:-[a-z0-9]+)*';
const contentPathPattern = new RegExp(
  `^(?:site\\.yaml|pages/(?:${word}/)*${word}\\.yaml|collections/(?:${word}/)?${word}\\.yaml)$`,
);
const imagePathPattern = /^images\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:jpe?g|png|webp|avif|svg)$/;

/** A refused path, answered 400. */
export class PathRefused extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export function isContentPath(relative: unknown): relative is string {
  return typeof relative === 'string' && contentPathPattern.test(relative);
}

/** Throws PathRefused unless `target` is inside `root` with no symbolic link on the way (the file may not exist yet). */
function assertPlainPath(root: string, relative: string): string {
  const realRoot = realpathSync(root);
  let current = realRoot;
  for (const part of relative.split('/')) {
    current = path.join(current, part);
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(current);
    } catch {
      break; // Not there yet: nothing below it can be a link.
    }
    if (stats.isSymbolicLink()) throw new PathRefused(`${relative} cannot be edited here.`);
  }
  const full = path.join(realRoot, ...relative.split('/'));
  if (!full.startsWith(realRoot + path.sep)) throw new PathRefused(`${relative} cannot be edited here.`);
  return full;
}

/** The absolute path of an editable content file, or PathRefused. */
export function contentFilePath(root: string, relative: unknown): string {
  if (!isContentPath(relative)) {
    throw new PathRefused(
      'Only site.yaml, pages under pages/, and collections under collections/ (a collection such as ' +
        'collections/news.yaml, or one of its entries such as collections/news/spring-checklist.yaml) can be ' +
        'edited; their names are lower-case words with dashes, ending in .yaml.',
    );
  }
  return assertPlainPath(root, relative);
}

/** The absolute path of a picture in public/ ("images/team/front-door.jpg"), or PathRefused. */
export function imageFilePath(publicDir: string, relative: string): string {
  if (!imagePathPattern.test(relative) || relative.split('/').some((part) => part === '..' || part === '.')) {
    throw new PathRefused('Only pictures under images/ can be shown here.');
  }
  return assertPlainPath(publicDir, relative);
}

export function readContentFile(root: string, relative: unknown): string | undefined {
  const file = contentFilePath(root, relative);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes aside and renames, so the site's build never reads half a file. */
export function writeFileAtomically(file: string, data: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(partial, data);
  renameSync(partial, file);
}
