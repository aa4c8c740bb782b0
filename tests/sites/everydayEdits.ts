/**
 * The changes an office makes to its site in an ordinary month, applied to a copy of a project the way a person
 * makes them: in the YAML, comments and layout kept (the `yaml` library's document model, as the editor at /edit
 * writes), and a new page through `npm run new-page`. Each edit finds its place in whatever the content is
 * (the first reviews block, the first gallery, a menu entry nothing else links to), so it keeps working when the
 * office rewrites the site.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';

export interface EverydayEdit {
  /** What the office did, in its words. */
  what: string;
  /** The file changed (or created or deleted), relative to the project. */
  file: string;
}

function pageFilesOf(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.ya?ml$/.test(name) ? [full] : [];
    });
  return walk(path.join(root, 'pages')).sort();
}

function readDocument(file: string): Document {
  return parseDocument(readFileSync(file, 'utf8'));
}

function writeDocument(file: string, document: Document) {
  writeFileSync(file, document.toString({ lineWidth: 0, flowCollectionPadding: false }));
}

/** The blocks of a page document, as YAML nodes. */
function blocksOf(document: Document): YAMLMap[] {
  const blocks = document.get('blocks');
  return isSeq(blocks) ? blocks.items.filter((block): block is YAMLMap => isMap(block)) : [];
}

/** The first block of this type, on the home page if it has one, else on any page, with its file and document. */
function firstBlock(root: string, type: string) {
  const home = path.join(root, 'pages', 'home.yaml');
  const files = pageFilesOf(root).sort((a, b) => Number(b === home) - Number(a === home));
  for (const file of files) {
    const document = readDocument(file);
    const block = blocksOf(document).find((each) => each.get('type') === type);
    if (block) return { file, document, block };
  }
  throw new Error(`No page of ${root} has a ${type} block: the everyday edits need one.`);
}

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** A new telephone number in site.yaml, with another area code. */
export function changePhone(root: string): EverydayEdit {
  const file = path.join(root, 'site.yaml');
  const document = readDocument(file);
  document.setIn(['company', 'phone'], '(971) 555-0199');
  writeDocument(file, document);
  return { what: 'changed the phone number to (971) 555-0199', file: 'site.yaml' };
}

/** A reviewer who asked to be named in full: "Sarah M." becomes "Sarah McKay". */
export function renameReviewer(root: string): EverydayEdit {
  const { file, document, block } = firstBlock(root, 'testimonials');
  const first = (block.get('items') as YAMLSeq).items[0] as YAMLMap;
  const name = String(first.get('author'));
  const fullName = `${name.split(' ')[0]} McKay`;
  first.set('author', fullName);
  writeDocument(file, document);
  return { what: `renamed the reviewer ${name} to ${fullName}`, file: relative(root, file) };
}

/** A section heading of the home page reworded: its carousel's, or else the second headed block's. */
export function rewordHeading(root: string): EverydayEdit {
  const file = path.join(root, 'pages', 'home.yaml');
  const document = readDocument(file);
  const headed = blocksOf(document).filter((block) => isScalar(block.get('heading', true)));
  const block = headed.find((each) => each.get('type') === 'carousel') ?? headed[1];
  if (!block) throw new Error('The home page has no section heading to reword.');
  const before = String(block.get('heading'));
  block.set('heading', 'Our Latest Work');
  writeDocument(file, document);
  return { what: `reworded the heading ${before} to Our Latest Work`, file: 'pages/home.yaml' };
}

/** A new review, shaped like the ones already there. */
export function addReview(root: string): EverydayEdit {
  const { file, document, block } = firstBlock(root, 'testimonials');
  const items = block.get('items') as YAMLSeq;
  const review = (items.items[0] as YAMLMap).toJSON() as Record<string, unknown>;
  review.quote = 'Friendly, on time and tidy. They did what they said they would, for the price they quoted.';
  review.author = 'Priya N.';
  if ('location' in review) review.location = 'Springfield';
  items.add(document.createNode(review));
  writeDocument(file, document);
  return { what: 'added a review by Priya N.', file: relative(root, file) };
}

/**
 * The last picture of the first gallery taken out. A gallery drawn from a collection loses it the way the office
 * does it there: the collection's oldest entry is deleted, its file gone.
 */
export function removeGalleryItem(root: string): EverydayEdit {
  const { file, document, block } = firstBlock(root, 'gallery');
  const items = block.get('items');
  if (isSeq(items)) {
    const removed = items.items.pop() as YAMLMap;
    writeDocument(file, document);
    return { what: `removed the gallery item ${String(removed.get('title'))}`, file: relative(root, file) };
  }
  const collection = String(block.getIn(['from', 'collection']));
  const folder = path.join(root, 'collections', collection);
  const entries = readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({ file: path.join(folder, name), date: String(readDocument(path.join(folder, name)).get('date')) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const oldest = entries[0];
  if (!oldest) throw new Error(`The collection ${collection} of the first gallery has no entry to take out.`);
  const title = String(readDocument(oldest.file).get('title'));
  rmSync(oldest.file);
  return { what: `removed the gallery item ${title} (its ${collection} entry)`, file: relative(root, oldest.file) };
}

/** A new page, made the way the guide says: npm run new-page, then a menu entry for it in site.yaml. */
export function addPage(root: string, route = '/careers', label = 'Careers'): EverydayEdit {
  execFileSync('npm', ['run', '--silent', 'new-page', '--', route], { cwd: root, stdio: 'pipe' });
  const siteFile = path.join(root, 'site.yaml');
  const site = readDocument(siteFile);
  (site.get('navigation') as YAMLSeq).add(site.createNode({ label, href: route }));
  writeDocument(siteFile, site);
  return {
    what: `added the page ${route} with npm run new-page, and ${label} to the menu`,
    file: `pages${route}.yaml`,
  };
}

interface MenuEntry {
  href: string;
  /** The sequence the entry is in (the menu, or a group's items), and its place there. */
  list: YAMLSeq;
  index: number;
}

function menuEntriesOf(list: YAMLSeq): MenuEntry[] {
  return list.items.flatMap((item, index): MenuEntry[] => {
    if (!isMap(item)) return [];
    const group = item.get('items');
    if (isSeq(group)) return menuEntriesOf(group);
    const href = item.get('href');
    return typeof href === 'string' ? [{ href, list, index }] : [];
  });
}

/** The YAML text of the content but the menu and one page, to find whether something else links to that page. */
function textOutside(root: string, site: Document, pageFile: string): string {
  const withoutMenu = site.clone();
  withoutMenu.delete('navigation');
  const otherPages = pageFilesOf(root).filter((file) => file !== pageFile);
  return [withoutMenu.toString(), ...otherPages.map((file) => readFileSync(file, 'utf8'))].join('\n');
}

/**
 * A page the office no longer offers, deleted with its menu entry: the last entry of the menu whose page nothing
 * else links to (so the site has no link left to it) and which has no pages below it. On a site where every page of
 * the menu is also linked from elsewhere, that is the last page added.
 */
export function deletePage(root: string): EverydayEdit {
  const siteFile = path.join(root, 'site.yaml');
  const site = readDocument(siteFile);
  const routeOf = (file: string) =>
    `/${relative(path.join(root, 'pages'), file).replace(/\.ya?ml$/, '')}`.replace(/\/index$/, '') || '/';
  const routes = new Map(
    pageFilesOf(root).map((file) => [String(readDocument(file).get('route') ?? routeOf(file)), file]),
  );
  const linkedElsewhere = (href: string) =>
    new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`).test(
      textOutside(root, site, routes.get(href)!),
    );
  const hasPagesBelow = (href: string) => [...routes.keys()].some((route) => route.startsWith(`${href}/`));
  const entry = menuEntriesOf(site.get('navigation') as YAMLSeq)
    .filter(({ href }) => href !== '/' && routes.has(href) && !linkedElsewhere(href) && !hasPagesBelow(href))
    .at(-1);
  if (!entry) throw new Error('No menu entry of site.yaml leads to a page nothing else links to: none to delete.');
  entry.list.items.splice(entry.index, 1);
  writeDocument(siteFile, site);
  const pageFile = routes.get(entry.href)!;
  rmSync(pageFile);
  return { what: `deleted the page ${entry.href} and its menu entry`, file: relative(root, pageFile) };
}

/** All of the month's edits, in the order an office might make them. */
export function applyEverydayEdits(root: string): EverydayEdit[] {
  return [
    changePhone(root),
    renameReviewer(root),
    rewordHeading(root),
    addReview(root),
    removeGalleryItem(root),
    addPage(root),
    addPage(root, '/spring-offer', 'Spring Offer'),
    deletePage(root),
  ];
}
