/**
 * Checks the site as it would be with some files changed, by the very code of `npm run check` (loadContent): the
 * drafts are laid over the project on disk (withDrafts of checkerContext.ts), so the checker judges the site as if
 * they were saved and names the real files in its messages, while nothing is written and the real files stay as they
 * are. A draft of a page not on disk yet is one of the site's pages too.
 */
import path from 'node:path';
import { diskContext, withDrafts, type CheckerContext } from '../../content/checkerContext.ts';
import type { ContentError } from '../../content/contentError.ts';
import { loadContent } from '../../content/loadContent.ts';
import type { PageData, Site } from '../../content/model.ts';
import { contentFilesIn, projectRoot } from '../../content/projectFiles.ts';

export interface DraftCheck {
  /** Every finding of the whole site with the draft in place, as `npm run check` words them. */
  errors: ContentError[];
  /** When the site passes: the draft's page as visitors will get it (facts filled in), for the preview. */
  page?: PageData;
  site?: Site;
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
  const draftTexts = new Map(Object.entries(drafts).map(([file, text]) => [path.join(root, ...file.split('/')), text]));
  const { errors, content } = loadContent(withDrafts(saved, draftTexts));
  const page = content?.pages.find((each) => each.file === Object.keys(drafts)[0]);
  return { errors, page, site: content?.site };
}
