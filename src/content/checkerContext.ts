/**
 * Everything the checker reads, handed to it in one object rather than reached for: which files make the site, the
 * text of each, what the public folder holds, and the cache of files that passed. `diskContext` is the project as it
 * is on disk (`npm run check`, the build); the editor lays its unsaved texts over it (`withDrafts`), so the same
 * checker judges a draft as if it were saved, while nothing is written.
 */
import { readFileSync } from 'node:fs';
import { openCheckedFileCache, type CheckedFileCache } from './checkedFileCache.ts';
import { isContentYaml, type ContentFiles } from './projectFiles.ts';
import { picturesOnDisk, type PublicPictures } from './publicPictures.ts';
import { schemaFingerprint } from './schemas.ts';

/** The text of a content file by its absolute path; throws when there is none. */
export type ReadFile = (absolutePath: string) => string;

/** The files as they are on disk. */
const readFromDisk: ReadFile = (absolutePath) => readFileSync(absolutePath, 'utf8');

export interface CheckerContext {
  /** site.yaml, the pages, the public folder and the links found where content should be. */
  files: ContentFiles;
  read: ReadFile;
  pictures: PublicPictures;
  /** Remembers the files that passed, for this check and the next. */
  cache: CheckedFileCache;
}

/**
 * The project on disk. `cacheRoot` is the project whose node_modules remembers the files that passed: a content folder
 * of its own (CONTENT_DIR) has none, and uses the project's.
 */
export function diskContext(files: ContentFiles, cacheRoot = files.root): CheckerContext {
  return {
    files,
    read: readFromDisk,
    pictures: picturesOnDisk,
    cache: openCheckedFileCache(cacheRoot, schemaFingerprint()),
  };
}

/**
 * `context` with unsaved texts (absolute path → text) in place of their files; a page's text whose file does not
 * exist yet makes a page of the site too.
 */
export function withDrafts(context: CheckerContext, drafts: ReadonlyMap<string, string>): CheckerContext {
  const { files } = context;
  const newPages = [...drafts.keys()].filter(
    (file) => file !== files.siteFile && isContentYaml(file, files.root) && !files.pageFiles.includes(file),
  );
  return {
    ...context,
    files: { ...files, pageFiles: [...files.pageFiles, ...newPages].sort() },
    read: (file) => drafts.get(file) ?? context.read(file),
  };
}
