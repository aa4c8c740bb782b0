/**
 * Everything the checker reads, handed to it in one object rather than reached for: which files make the site, the
 * text of each, what the public folder holds, and the cache of files that passed. `diskContext` is the project as it
 * is on disk (`npm run check`, the build); the editor lays its unsaved texts over it (`withDrafts`), so the same
 * checker judges a draft as if it were saved, while nothing is written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openCheckedFileCache, type CheckedFileCache } from './checkedFileCache.ts';
import { isCollectionFile, isContentYaml, type ContentFiles } from './projectFiles.ts';
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
 * `context` with unsaved texts (absolute path → text) in place of their files; a text whose file does not exist yet
 * joins the site as what its place makes it: a page (pages/), a collection's declaration (collections/<name>.yaml) or
 * one of its entries (collections/<name>/<slug>.yaml), each list kept sorted as the walk of the disk gives it.
 */
export function withDrafts(context: CheckerContext, drafts: ReadonlyMap<string, string>): CheckerContext {
  const { files } = context;
  const known = new Set([files.siteFile, ...files.pageFiles, ...files.collectionFiles, ...files.entryFiles]);
  const added = [...drafts.keys()].filter((file) => !known.has(file) && isContentYaml(file, files.root));
  const inCollections = (file: string) => file.startsWith(path.join(files.root, 'collections') + path.sep);
  const newPages = added.filter((file) => !inCollections(file));
  const newDeclarations = added.filter((file) => isCollectionFile(file, files.root));
  const newEntries = added.filter((file) => inCollections(file) && !isCollectionFile(file, files.root));
  return {
    ...context,
    files: {
      ...files,
      pageFiles: [...files.pageFiles, ...newPages].sort(),
      collectionFiles: [...files.collectionFiles, ...newDeclarations].sort(),
      entryFiles: [...files.entryFiles, ...newEntries].sort(),
    },
    read: (file) => drafts.get(file) ?? context.read(file),
  };
}

/**
 * `context` without some entries of collections (absolute paths): the site as it would be once they are deleted, so
 * the checker tells what their deletion would break (a link to an entry's page, a query left without its tag).
 */
export function withoutEntries(context: CheckerContext, removed: ReadonlySet<string>): CheckerContext {
  if (removed.size === 0) return context;
  const { files } = context;
  return { ...context, files: { ...files, entryFiles: files.entryFiles.filter((file) => !removed.has(file)) } };
}
