/**
 * The site's content for the build: loaded and checked, or an error whose message is the full report of its
 * mistakes, as `npm run check` prints it (file:line:col, plain words, the lines around).
 */
import { formatErrors } from '../../content/formatErrors.ts';
import { loadContent } from '../../content/loadContent.ts';
import type { SiteContent } from '../../content/model.ts';
import { contentFilesIn } from '../../content/projectFiles.ts';

export function checkedContent(root: string): SiteContent {
  const { content, errors } = loadContent(contentFilesIn(root));
  if (errors.length || !content) throw new Error(formatErrors(errors, 'human', root));
  return content;
}
