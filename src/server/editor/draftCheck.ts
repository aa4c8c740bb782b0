/**
 * Checks the site as it would be with some files changed, by the very code of `npm run check` (loadContent): the
 * checker reads each draft in place of its file, so it judges the site as if the draft were saved and names the real
 * files in its messages, while nothing is written and the real files stay as they are. A draft of a page not on disk
 * yet is one of the site's pages too.
 */
import path from 'node:path';
import type { ContentError } from '../../content/contentError.ts';
import { loadContent, readFromDisk } from '../../content/loadContent.ts';
import type { PageData, Site } from '../../content/model.ts';
import { contentFilesIn, isContentYaml, projectRoot } from '../../content/projectFiles.ts';

export interface DraftCheck {
  /** Every finding of the whole site with the draft in place, as `npm run check` words them. */
  errors: ContentError[];
  /** When the site passes: the draft's page as visitors will get it (facts filled in), for the preview. */
  page?: PageData;
  site?: Site;
}

/** `drafts`: file (relative, e.g. pages/about.yaml) → its unsaved text. */
export function checkWithDrafts(root: string, drafts: Record<string, string>): DraftCheck {
  const files = contentFilesIn(root);
  const draftText = new Map(Object.entries(drafts).map(([file, text]) => [path.join(root, ...file.split('/')), text]));
  const newPages = [...draftText.keys()].filter(
    (file) => file !== files.siteFile && isContentYaml(file, root) && !files.pageFiles.includes(file),
  );
  const { errors, content } = loadContent(
    { ...files, pageFiles: [...files.pageFiles, ...newPages].sort() },
    (file) => draftText.get(file) ?? readFromDisk(file),
    // A content folder of its own (CONTENT_DIR) has no node_modules: the checker remembers its files in the project's.
    projectRoot,
  );
  const page = content?.pages.find((each) => each.file === Object.keys(drafts)[0]);
  return { errors, page, site: content?.site };
}
