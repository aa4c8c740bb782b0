/**
 * How content errors are shown: for people (with a code frame), as GitHub Actions annotations, or as JSON.
 */
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inThousands, type ContentError } from './contentError.ts';

export type ErrorFormat = 'human' | 'github' | 'json';

/** The first line of an error: `pages/about.yaml:14:7  block 3 (stats), item 2: missing required field "label"`. */
export function errorHeadline(error: ContentError): string {
  const where = error.where ? `${error.where}: ` : '';
  return `${error.file}:${error.line}:${error.col}  ${where}${error.message}`;
}

/** The offending line with a caret under the column. */
export function codeFrame(source: string, line: number, col: number): string {
  const text = source.split(/\r?\n/)[line - 1];
  if (text === undefined) return '';
  // The margin before the bar is as wide as the line number, so the caret sits under the column.
  const margin = String(line).length;
  const shown = text.replace(/\t/g, ' ');
  return `  ${String(line)} | ${shown}\n  ${' '.repeat(margin)} | ${' '.repeat(Math.max(0, col - 1))}^`;
}

/**
 * The code frame of an error; none for a file that cannot be read (it has no line to show), nor for a link, whose
 * other end is not part of the site and is not shown.
 */
function frameFor(root: string, error: ContentError): string {
  const file = path.join(root, error.file);
  let source: string;
  try {
    if (lstatSync(file).isSymbolicLink()) return '';
    source = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  return codeFrame(source, error.line, error.col);
}

export function formatErrors(errors: ContentError[], format: ErrorFormat, root: string): string {
  // For tools, each mistake where a person reads it, as always; the data path is for the editor's form.
  if (format === 'json') return JSON.stringify({ errors: errors.map(({ path: _path, ...shown }) => shown) }, null, 2);
  if (format === 'github') {
    // GitHub's workflow-command escaping: the message escapes %, CR and LF; property values (the file) also , and :.
    const escapeMessage = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const escapeProperty = (text: string) => escapeMessage(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
    return errors
      .map((error) => {
        const title = error.where ? `${error.where}: ` : '';
        return `::error file=${escapeProperty(error.file)},line=${error.line},col=${error.col}::${escapeMessage(title + error.message)}`;
      })
      .join('\n');
  }
  const blocks = errors.map((error) => {
    const frame = frameFor(root, error);
    return frame ? `${errorHeadline(error)}\n${frame}` : errorHeadline(error);
  });
  // A line ending a list cut short stands for the errors it leaves out.
  const total = errors.reduce((sum, error) => sum + (error.more ?? 1), 0);
  const count = `${inThousands(total)} ${total === 1 ? 'error' : 'errors'} in the content.`;
  return `${blocks.join('\n\n')}\n\n${count}`;
}
