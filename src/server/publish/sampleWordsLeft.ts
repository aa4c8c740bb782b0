/**
 * The words a new page or block came with ("Replace this with one or two sentences for search results.", "New
 * heading"), left in a page or an entry that a publish would put in front of visitors (src/schemaPlaces/sampleWords.ts
 * finds them). The publish is refused with 422 before anything is set aside or recorded, naming each page by its
 * address and each field by its title; the Publish dialog says the same of each change waiting before the person
 * presses Publish. Only what the publish publishes is read: a page left out, or removed, is not; an undo and a
 * scheduled publish put back or rebuild what was published already, and are never refused for them. An entry kept
 * off the site as a draft is not read either: no visitor sees it, and it is read the day it goes live.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangeGroup, SampleWordsLeft } from '../../editorApi/publishing.ts';
import { type SampleWords, sampleWordsIn } from '../../schemaPlaces/sampleWords.ts';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace.ts';
import { schemaFilesForHelp } from '../editor/schemaFiles.ts';
import { collectionOfEntry, declarationOf, entryAddress, parsedYaml, routeOf } from './contentNames.ts';
import { PublishRefused } from './publishTypes.ts';

/** One page (or entry) with sample words: its change's key, its file, its address and what was found. */
export interface PageWithSampleWords {
  key: string;
  file: string;
  address: string;
  found: SampleWords[];
}

/** At most this many fields are named in one message; the rest are counted ("and 2 more"). */
export const maxNamedFields = 3;

/** A page of pages/ or an entry of a collection (not a collection's own file, not site.yaml). */
const isPageOrEntry = (file: string) =>
  /\.ya?ml$/i.test(file) && (/^pages\//.test(file) || collectionOfEntry(file) !== undefined);

const readText = (root: string, file: string) => {
  const absolute = path.join(root, file);
  return existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined;
};

/**
 * The pages and entries of `groups` (the changes a publish publishes) whose saved text still holds sample words, in
 * the order of the groups. A text that cannot be read as YAML is the build's to refuse, in its own words.
 */
export function sampleWordsToPublish(
  root: string,
  groups: readonly ChangeGroup[],
  schemas: SchemaFiles = schemaFilesForHelp(root),
): PageWithSampleWords[] {
  const pages: PageWithSampleWords[] = [];
  for (const group of groups) {
    if (group.change === 'removed') continue;
    for (const file of group.files.filter(isPageOrEntry)) {
      const text = readText(root, file);
      const data = parsedYaml(text);
      if (!data || typeof data !== 'object' || (data as { draft?: unknown }).draft === true) continue;
      const found = sampleWordsIn(schemas, file, data);
      if (found.length === 0) continue;
      const collection = collectionOfEntry(file);
      const address = collection ? entryAddress(file, readText(root, declarationOf(collection))) : routeOf(text);
      pages.push({ key: group.key, file, address: address ?? file, found });
    }
  }
  return pages;
}

/** "a", "a and b", "a, b and c". */
const listed = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** "its search description", "the heading of block 2 …", "paragraph 1 of section 1 of block 1 …" (an item, numbered). */
const fieldPhrase = ({ path: where, field }: SampleWords) =>
  where.length === 1 ? `its ${field}` : / \d+$/.test(field.split(' of ')[0]) ? field : `the ${field}`;

/** What put them there: the new page's template, the first words of a new block or item, or both. */
function cameWith(found: readonly SampleWords[]) {
  const page = found.some((each) => each.fromNewPage);
  const block = found.some((each) => !each.fromNewPage);
  return page && block ? 'a new page, block or item' : page ? 'a new page' : 'a new block or item';
}

/**
 * One page in a sentence, naming at most `room` of its fields: `/services/cakes still has words a new page came
 * with: its search description ("Replace this …").`
 */
function pageSentence(page: PageWithSampleWords, room: number): string {
  const named = page.found.slice(0, Math.max(1, room));
  const more = page.found.length - named.length;
  const parts = named.map((each) => `${fieldPhrase(each)} ("${each.words}")`);
  if (more > 0) parts.push(`${more} more`);
  return `${page.address} still has words ${cameWith(page.found)} came with: ${listed(parts)}.`;
}

/** What the Publish dialog says of each change waiting that holds sample words, before anyone presses Publish. */
export const sampleWordsOfChanges = (pages: readonly PageWithSampleWords[]): SampleWordsLeft[] => {
  const byKey = new Map<string, string[]>();
  for (const page of pages) byKey.set(page.key, [...(byKey.get(page.key) ?? []), pageSentence(page, maxNamedFields)]);
  return [...byKey].map(([key, sentences]) => ({ key, message: sentences.join(' ') }));
};

/**
 * The refusal's words: each page in a sentence, at most `maxNamedFields` fields named in all and the rest counted;
 * the pages past them by their address alone (as many at most), the rest counted too.
 */
export function sampleWordsMessage(pages: readonly PageWithSampleWords[]): string {
  const sentences: string[] = [];
  let room = maxNamedFields;
  let shown = 0;
  for (const page of pages) {
    if (room <= 0) break;
    sentences.push(pageSentence(page, room));
    room -= Math.min(page.found.length, room);
    shown++;
  }
  const others = pages.slice(shown).map((page) => page.address);
  if (others.length > 0) {
    const named = others.slice(0, maxNamedFields);
    const addresses = listed(others.length > named.length ? [...named, `${others.length - named.length} more`] : named);
    sentences.push(
      `${others.length === 1 ? '1 more page has' : `${others.length} more pages have`} them too: ${addresses}.`,
    );
  }
  return `${sentences.join(' ')} Write your own words there, then publish.`;
}

/** Refuses (422) a publish of `groups` while a page or an entry of them holds sample words; nothing has been done yet. */
export function refuseSampleWords(root: string, groups: readonly ChangeGroup[]): void {
  const pages = sampleWordsToPublish(root, groups);
  if (pages.length > 0) throw new PublishRefused(sampleWordsMessage(pages), 422);
}
