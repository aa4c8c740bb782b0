/**
 * Checks the site as it would be with some files changed, by the very code of `npm run check` (loadContent): the
 * drafts are laid over the project on disk (withDrafts of checkerContext.ts), so the checker judges the site as if
 * they were saved and names the real files in its messages, while nothing is written and the real files stay as they
 * are. A draft of a page not on disk yet is one of the site's pages too.
 *
 * An entry of a collection (collections/news/spring.yaml) has its page among the site's while it is live; a draft or
 * one scheduled for later has none, so its preview is drawn from its text with draft and publishAt left out, the
 * page it will have, and says why it is not on the site yet.
 */
import path from 'node:path';
import { parseDocument } from 'yaml';
import { diskContext, withDrafts, withoutEntries, type CheckerContext } from '../../content/checkerContext.ts';
import { type EntryListings, pagesListing } from '../../content/collections/entryListings.ts';
import type { ContentError } from '../../content/contentError.ts';
import { loadContent } from '../../content/loadContent.ts';
import type { PageData, Site } from '../../content/model.ts';
import { contentFilesIn, entryOfPath, projectRoot } from '../../content/projectFiles.ts';
import { momentInWords } from './collectionOutline.ts';

export interface DraftCheck {
  /** Every finding of the whole site with the draft in place, as `npm run check` words them. */
  errors: ContentError[];
  /** When the site passes: the draft's page as visitors will get it (facts filled in), for the preview. */
  page?: PageData;
  site?: Site;
  /** An entry not on the site yet: why, in words ("This post is a draft: it is not on the site yet"). */
  notLiveYet?: string;
}

/**
 * The project in `root` as it is on disk. A content folder of its own (CONTENT_DIR) has no node_modules: the checker
 * remembers its files in the project's.
 */
export const projectOnDisk = (root: string): CheckerContext => diskContext(contentFilesIn(root), projectRoot);

/**
 * `drafts`: file (relative, e.g. pages/about.yaml) → its unsaved text, laid over `saved`, the project in `root` as the
 * editor's files have it: the disk, where an uploaded photo is written at once.
 */
export function checkWithDrafts(
  root: string,
  drafts: Record<string, string>,
  saved: CheckerContext = projectOnDisk(root),
): DraftCheck {
  const absolute = (file: string) => path.join(root, ...file.split('/'));
  const draftTexts = new Map(Object.entries(drafts).map(([file, text]) => [absolute(file), text]));
  const { errors, content } = loadContent(withDrafts(saved, draftTexts));
  const file = Object.keys(drafts)[0];
  const page = content?.pages.find((each) => each.file === file);
  if (page || !content) return { errors, page, site: content?.site };
  const entry = entryNotLiveYet(file, drafts[file] ?? readSaved(saved, absolute(file)));
  if (!entry) return { errors, site: content.site };
  // Loaded a second time, for the preview only: the mistakes told are those of the text as it is.
  const asLive = loadContent(withDrafts(saved, new Map([...draftTexts, [absolute(file), entry.liveText]])));
  const entryName = content.collections.find((each) => each.name === entry.collection)?.entryName ?? 'entry';
  return {
    errors,
    page: asLive.content?.pages.find((each) => each.file === file),
    site: content.site,
    notLiveYet: `This ${entryName} ${entry.why}: it is not on the site yet.`,
  };
}

/**
 * The site's mistakes once the files `removed` (an entry, collections/news/spring.yaml, or a page, pages/about.yaml)
 * are deleted, with `drafts` (file → text) in place of their files: what a deletion would break (a link to its page, a
 * query that names a tag only it had) once the deletion's other edits (a redirect in site.yaml, links pointed
 * elsewhere) are made. Nothing is deleted or written here.
 */
export function checkWithout(
  root: string,
  removed: string[],
  drafts: Record<string, string> = {},
  saved: CheckerContext = projectOnDisk(root),
): ContentError[] {
  const absolute = (file: string) => path.join(root, ...file.split('/'));
  const gone = new Set(removed.map(absolute));
  const withoutGone = withoutEntries(saved, gone);
  const withoutPages = {
    ...withoutGone,
    files: { ...withoutGone.files, pageFiles: withoutGone.files.pageFiles.filter((file) => !gone.has(file)) },
  };
  const draftTexts = new Map(Object.entries(drafts).map(([file, text]) => [absolute(file), text]));
  return loadContent(withDrafts(withoutPages, draftTexts)).errors;
}

/**
 * The pages that list the entry `slug` of `collection` on the site as it is saved (entryListings.ts); none told while
 * the site has mistakes, which are answered instead.
 */
export function listingsOnDisk(
  root: string,
  { collection, slug }: { collection: string; slug: string },
  saved: CheckerContext = projectOnDisk(root),
): { errors: ContentError[]; listings?: EntryListings } {
  const { errors, content } = loadContent(saved);
  return content ? { errors, listings: pagesListing(content, collection, slug) } : { errors };
}

function readSaved(saved: CheckerContext, file: string): string | undefined {
  try {
    return saved.read(file);
  } catch {
    return undefined;
  }
}

/**
 * When `file` is an entry kept off the site by its draft flag or its publishAt: its collection, why in words, and its
 * text with both left out. The moment is said as the file writes it, as the list of pages says it.
 */
function entryNotLiveYet(
  file: string,
  text: string | undefined,
): { collection: string; why: string; liveText: string } | undefined {
  const collection = entryOfPath(file)?.collection;
  if (!collection || text === undefined) return undefined;
  const doc = parseDocument(text);
  const draft = doc.get('draft') === true;
  const publishAt = doc.get('publishAt');
  if (!draft && typeof publishAt !== 'string') return undefined;
  doc.delete('draft');
  doc.delete('publishAt');
  const why = draft ? 'is a draft' : `is scheduled for ${momentInWords(publishAt as string)}`;
  return { collection, why, liveText: doc.toString({ lineWidth: 0 }) };
}
