/**
 * The site's content for the build: loaded and checked, or an error whose message is the full report of its
 * mistakes, as `npm run check` prints it (file:line:col, plain words, the lines around).
 */
import { formatErrors } from './formatErrors.ts';
import { loadContent } from './loadContent.ts';
import type { SiteContent } from './model.ts';
import { contentFilesIn } from './projectFiles.ts';

export function checkedContent(root: string): SiteContent {
  const { content, errors } = loadContent(contentFilesIn(root));
  if (errors.length || !content) throw new Error(formatErrors(errors, 'human', root));
  return content;
}
