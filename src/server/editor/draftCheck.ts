/**
 * Checks the site as it would be with one file changed, by the very code of `npm run check` (loadContent): the
 * draft is put beside the other files in a throw-away folder of links, so the checker reads it as if it were saved,
 * with the same file names in its messages, while the real file stays as it is.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentError } from '../../content/contentError.ts';
import { loadContent } from '../../content/loadContent.ts';
import type { PageData, Site } from '../../content/model.ts';
import { contentFilesIn, projectRoot, toDisplayPath } from '../../content/projectFiles.ts';

export interface DraftCheck {
  /** Every finding of the whole site with the draft in place, as `npm run check` words them. */
  errors: ContentError[];
  /** When the site passes: the draft's page as visitors will get it (facts filled in), for the preview. */
  page?: PageData;
  site?: Site;
}

/** `drafts`: file (relative, e.g. pages/about.yaml) → its unsaved text. */
export function checkWithDrafts(root: string, drafts: Record<string, string>): DraftCheck {
  const real = contentFilesIn(root);
  const overlay = mkdtempSync(path.join(tmpdir(), 'site-draft-'));
  try {
    const relativeFiles = new Set([real.siteFile, ...real.pageFiles].map((file) => toDisplayPath(root, file)));
    for (const file of Object.keys(drafts)) relativeFiles.add(file);
    for (const file of relativeFiles) {
      const target = path.join(overlay, ...file.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      if (Object.hasOwn(drafts, file)) writeFileSync(target, drafts[file]);
      else symlinkSync(path.join(root, ...file.split('/')), target);
    }
    // The checker remembers files that passed in node_modules/.cache: the overlay shares the project's memory.
    const modules = path.join(projectRoot, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, path.join(overlay, 'node_modules'));
    const files = { ...contentFilesIn(overlay), publicDir: real.publicDir };
    const { errors, content } = loadContent(files);
    const draftFile = Object.keys(drafts)[0];
    const page = content?.pages.find((each) => each.file === draftFile);
    return { errors, page, site: content?.site };
  } finally {
    rmSync(overlay, { recursive: true, force: true });
  }
}
