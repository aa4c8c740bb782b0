/**
 * The words of the copy's about page that the publishing tests change and then look for: the office renames its
 * heading whenever it likes, so the tests read it from their copy instead of naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Site } from '../../src/content/model';
import { factsOf, fillPlaceholders } from '../../src/content/placeholders';

/** The line of the about page's first heading (its hero's), the one the tests replace. */
export const firstHeadingLine = /^ {4}heading: .*$/m;

/** That heading's line as the file writes it, and its words as a visitor reads them (company facts filled in). */
export function aboutHeading(root: string): { line: string; shown: string } {
  return firstHeadingOf(root, 'pages/about.yaml');
}

/** The first heading of the first block of a page file, as `aboutHeading` reads the about page's. */
export function firstHeadingOf(root: string, file: string): { line: string; shown: string } {
  return headingAfter(root, file, 0);
}

/** The heading of the first block of kind `type` in a page file (the quote form's on /contact, say). */
export function headingOfBlock(root: string, file: string, type: string): { line: string; shown: string } {
  const text = readFileSync(path.join(root, file), 'utf8');
  const start = text.search(new RegExp(`^ {2}- type: ${type}$`, 'm'));
  if (start < 0) throw new Error(`${file} has no ${type} block.`);
  return headingAfter(root, file, start);
}

/** The first block heading's line in a page file from `offset` on, and its words with the company facts filled in. */
function headingAfter(root: string, file: string, offset: number): { line: string; shown: string } {
  const line = firstHeadingLine.exec(readFileSync(path.join(root, file), 'utf8').slice(offset))![0];
  const written = (parse(line.trim()) as { heading: string }).heading;
  const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as Site;
  return { line, shown: fillPlaceholders(written, factsOf(site.company)).value };
}

const characterReferences: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The words of a page's main heading, its markup left out and its character references read. */
export const h1Of = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => characterReferences[name]);

/** The label of the first group of the copy's menu, under which a test adds a page. */
export function firstMenuGroup(root: string): string {
  const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as Site;
  return site.navigation.find((entry) => 'items' in entry && entry.items)!.label;
}
