/**
 * A copy of the smallest fixture site without its collections, for the tests of collections: files written into it
 * line by line, the content loaded at a chosen moment as `npm run check` loads it, and the mistakes it tells.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

/** Noon on the first of June 2026: what the tests call "now" unless they say another moment. */
export const defaultNow = Date.parse('2026-06-01T12:00:00Z');

export function collectionSite(prefix: string) {
  const root = path.join(mkdtempSync(path.join(tmpdir(), prefix)), 'site');
  cpSync(path.join(__dirname, '../fixtures/minimal-site'), root, { recursive: true });
  rmSync(path.join(root, 'collections'), { recursive: true, force: true });
  const write = (file: string, lines: string[]) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${lines.join('\n')}\n`);
  };
  const load = (now = defaultNow) => loadContent(contentFilesIn(root), { now });
  return {
    root,
    write,
    load,
    /** The mistakes told, one "file:line:col  where: message" line each. */
    headlines: (now?: number) => load(now).errors.map(errorHeadline),
    remove: () => rmSync(path.dirname(root), { recursive: true, force: true }),
  };
}

/** A collection of jobs: its declaration, with `extra` lines before its page. */
export const workDeclaration = (extra: string[] = []) => [
  'title: Work',
  'entryName: job',
  'route: /work/{slug}',
  'kind: CreativeWork',
  ...extra,
  'page:',
  '  title: "{{entry.title}} | {{shortName}}"',
  '  description: "{{entry.summary}}"',
  '  blocks:',
  '    - type: entryHeader',
  '    - type: entryBody',
];

/** An entry with its required fields and `extra` lines; with a picture unless `picture` is false. */
export const workEntry = (title: string, date: string, extra: string[] = [], picture = true) => [
  `title: ${title}`,
  `date: ${date}`,
  `summary: What was done at ${title}.`,
  ...(picture ? ['image:', '  src: /images/roof.svg', `  alt: ${title}`] : []),
  ...extra,
];

/** A page of pages/ at `route` with these block lines. */
export const pageWith = (route: string, blocks: string[]) => [
  `route: ${route}`,
  'title: Our work',
  'description: The jobs we finished.',
  'blocks:',
  ...blocks,
];
