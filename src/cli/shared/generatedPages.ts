/**
 * Pages made up to measure the check and the build on a bigger site (`npm run bench -- --pages N`): copies of one of
 * the site's own detail pages, each at its own address (/areas/area-1, /areas/area-2, …) with its own title and
 * heading, so that the check and the build treat each as a page of its own, as they would a real one.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';

/** Where the made-up pages are written, under pages/, and the start of their addresses. */
export const generatedPagesFolder = 'areas';

/**
 * The detail page the copies are made of: the first, by name, of the pages one folder below pages/services/, as a
 * detail page has the most blocks of any kind of page.
 */
export function detailPageIn(root: string): string {
  const services = path.join(root, 'pages/services');
  const files = readdirSync(services, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(services, folder.name))
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => path.join(services, folder.name, name)),
    )
    .sort();
  if (!files.length) throw new Error(`No detail page to copy: no YAML file in a folder under ${services}.`);
  return files[0];
}

/** The YAML of the `number`th made-up page, from the text of the page it copies. */
export function generatedPage(source: string, number: number): string {
  const page = parseDocument(source);
  const name = `Area ${number}`;
  page.set('route', `/${generatedPagesFolder}/area-${number}`);
  page.set('title', `${name}: ${page.get('title')}`);
  page.set('description', `${name}: ${page.get('description')}`);
  // The first heading of the page (its hero's), so no two pages open alike.
  const blocks = page.get('blocks');
  const first = isSeq(blocks) ? blocks.items.find((block) => isMap(block) && block.has('heading')) : undefined;
  if (isMap(first)) first.set('heading', `${name}: ${first.get('heading')}`);
  // The editor's schema line, from the copy's folder (pages/areas/) rather than the original's.
  return page
    .toString({ lineWidth: 0 })
    .replace(/\$schema=\S*page\.schema\.json/, '$schema=../../schema/page.schema.json');
}

/** Writes `count` made-up pages into the project at `root`; returns their files. */
export function addGeneratedPages(root: string, count: number): string[] {
  const source = readFileSync(detailPageIn(root), 'utf8');
  const folder = path.join(root, 'pages', generatedPagesFolder);
  mkdirSync(folder, { recursive: true });
  return Array.from({ length: count }, (_, index) => {
    const file = path.join(folder, `area-${index + 1}.yaml`);
    writeFileSync(file, generatedPage(source, index + 1));
    return file;
  });
}
