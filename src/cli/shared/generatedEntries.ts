/**
 * Entries made up to measure a collection at scale (`npm run bench -- --entries N`): N posts shaped like the
 * collection's own first entry, with the values its entries already use (their pictures, categories, tags and own
 * fields such as the author), so every picture exists and the tag and category pages are as few as the real ones;
 * their dates run back from the newest real entry, three days apart, so a thousand of them span eight years.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { COMMON_FIELDS } from '../../content/collections/declaration.ts';

type Fields = Record<string, unknown>;

/** The part of the file name every made-up entry starts with, so they are told apart from the real ones. */
export const generatedEntryPrefix = 'bench-';

/** What the made-up titles say of their subject; the subjects are the real entries' tags, so no trade is named here. */
const angles = [
  'what to check first',
  'the questions we hear most',
  'what the work involves',
  'signs it is time to act',
  'one job from start to finish',
  'where the cost goes',
];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The collection's real entries, by file name. */
function realEntries(root: string, collection: string): Fields[] {
  const folder = path.join(root, 'collections', collection);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith(generatedEntryPrefix))
    .sort();
  if (!files.length) throw new Error(`No entry to copy: no YAML file in ${folder}.`);
  return files.map((name) => parse(readFileSync(path.join(folder, name), 'utf8')) as Fields);
}

/** The values the real entries use, field by field, in the order met: what the made-up ones choose from. */
function valuesIn(entries: Fields[]) {
  const distinct = (values: unknown[]) => [...new Map(values.map((value) => [JSON.stringify(value), value])).values()];
  const own = [...new Set(entries.flatMap((entry) => Object.keys(entry)))].filter(
    (name) => !(COMMON_FIELDS as readonly string[]).includes(name),
  );
  return {
    images: distinct(entries.flatMap((entry) => (entry.image ? [entry.image] : []))),
    categories: distinct(entries.flatMap((entry) => (entry.category ? [entry.category] : []))) as string[],
    tags: distinct(entries.flatMap((entry) => (entry.tags as string[] | undefined) ?? [])) as string[],
    own: Object.fromEntries(
      own.map((name) => [name, distinct(entries.flatMap((entry) => (name in entry ? [entry[name]] : [])))]),
    ),
    newest: entries.map((entry) => String(entry.date)).sort()[entries.length - 1],
  };
}

/** `days` days before the YYYY-MM-DD `date`. */
function daysBefore(date: string, days: number): string {
  const moment = new Date(`${date}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - days);
  return moment.toISOString().slice(0, 10);
}

/** The first richText block of the model, cut to its first section: a short body of the same shape. */
function shortBody(model: Fields, heading: string): Fields[] {
  const text = ((model.blocks as Fields[] | undefined) ?? []).find((block) => block.type === 'richText');
  if (!text) return [];
  const sections = (text.sections as Fields[] | undefined) ?? [];
  return [{ ...text, heading, ...(sections.length ? { sections: sections.slice(0, 1) } : {}) }];
}

/**
 * The `number`th made-up entry (1 is the newest) of the collection whose entries are `entries`: its file name
 * without .yaml, and its YAML. `date` overrides its date (a new entry, published after the others).
 */
export function generatedEntry(entries: Fields[], number: number, date?: string): { slug: string; text: string } {
  const values = valuesIn(entries);
  const pick = <T>(list: T[], at: number) => list[at % list.length];
  const subjects = values.tags.length ? values.tags : values.categories.length ? values.categories : ['news'];
  const words = pick(subjects, number).replace(/-/g, ' ');
  const subject = `${words[0].toUpperCase()}${words.slice(1)}`;
  const angle = pick(angles, Math.floor(number / subjects.length));
  const day = date ?? daysBefore(values.newest, number * 3);
  const when = `${pick(months, number)} ${day.slice(0, 4)}`;
  const entry: Fields = {
    title: `${subject}: ${angle} (${when})`,
    date: day,
    summary:
      `${subject}, ${angle}: what we saw in ${when}, what it means for you, and when a small step now saves a ` +
      'bigger one later.',
  };
  if (values.images.length) entry.image = pick(values.images, number);
  if (values.categories.length) entry.category = pick(values.categories, number);
  if (values.tags.length) {
    // Two different tags, paired differently as the numbers go round, so every tag meets every other.
    const first = number % values.tags.length;
    const step = 1 + (Math.floor(number / values.tags.length) % Math.max(1, values.tags.length - 1));
    entry.tags = [...new Set([values.tags[first], values.tags[(first + step) % values.tags.length]])];
  }
  for (const [name, list] of Object.entries(values.own)) if (list.length) entry[name] = pick(list, number);
  entry.blocks = shortBody(entries[0], `${subject}, ${angle}`);
  const slug = `${generatedEntryPrefix}${kebab(`${subject} ${angle}`)}-${number}`;
  return {
    slug,
    text: `# yaml-language-server: $schema=../../schema/entry.schema.json\n${stringify(entry, { lineWidth: 0 })}`,
  };
}

/** The listing route the collection declares (`listing`), if any. */
export function listingRouteOf(root: string, collection: string): string | undefined {
  const declaration = parse(readFileSync(path.join(root, 'collections', `${collection}.yaml`), 'utf8')) as Fields;
  return typeof declaration.listing === 'string' ? declaration.listing : undefined;
}

/** The routes of the files in pages/. */
function pageRoutes(root: string): string[] {
  return (readdirSync(path.join(root, 'pages'), { recursive: true }) as string[])
    .filter((name) => name.endsWith('.yaml'))
    .flatMap(
      (name) => /^route:\s*["']?([^"'\s]+)/m.exec(readFileSync(path.join(root, 'pages', name), 'utf8'))?.[1] ?? [],
    );
}

/**
 * A page at the collection's listing route listing every entry, written into pages/ when no page has that route
 * (the listing the declaration names may not be written yet). Returns its file, or undefined when there was one.
 */
export function addListingPage(root: string, collection: string): string | undefined {
  const route = listingRouteOf(root, collection);
  if (!route || pageRoutes(root).includes(route)) return undefined;
  const declaration = parse(readFileSync(path.join(root, 'collections', `${collection}.yaml`), 'utf8')) as Fields;
  const page = {
    route,
    title: `${declaration.title} | {{shortName}}`,
    description: `${declaration.title} from {{companyName}}, newest first.`,
    blocks: [{ type: 'entryList', heading: declaration.title, from: { collection } }],
  };
  const file = path.join(root, 'pages', `${kebab(route) || collection}.yaml`);
  writeFileSync(file, `# yaml-language-server: $schema=../schema/page.schema.json\n${stringify(page)}`);
  return file;
}

/** Writes `count` made-up entries into collections/<collection>/ of the project at `root`; returns their files. */
export function addGeneratedEntries(root: string, collection: string, count: number): string[] {
  const entries = realEntries(root, collection);
  const folder = path.join(root, 'collections', collection);
  mkdirSync(folder, { recursive: true });
  return Array.from({ length: count }, (_, index) => {
    const { slug, text } = generatedEntry(entries, index + 1);
    const file = path.join(folder, `${slug}.yaml`);
    writeFileSync(file, text);
    return file;
  });
}

/**
 * One more made-up entry, dated as the newest real one so that it heads every list, as a new post does; numbered
 * after the `count` already there. Returns its file.
 */
export function addNewEntry(root: string, collection: string, number: number): string {
  const entries = realEntries(root, collection);
  const { slug, text } = generatedEntry(entries, number, valuesIn(entries).newest);
  const file = path.join(root, 'collections', collection, `${slug}.yaml`);
  writeFileSync(file, text);
  return file;
}
