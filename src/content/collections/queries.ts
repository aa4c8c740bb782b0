/**
 * Blocks that show items read them from a collection when they say so: `from: {collection, newest, category, tag}`
 * on a gallery, a carousel or an entry list. The query is checked where it is written (an unknown collection,
 * category or tag is told at its line with a "did you mean"), then each block gets its items from the live entries,
 * newest first: an item's fields are the entry's fields of the same name, and it links to the entry's page.
 */
import type { ContentError } from '../contentError.ts';
import type { CheckedFile } from '../crossFileRules.ts';
import { didYouMean } from '../didYouMean.ts';
import { describePath, locateValue } from '../locate.ts';
import type { CollectionData, EntryData } from '../model.ts';
import type { DataPath } from '../../places/places.ts';

export interface CollectionQuery {
  collection: string;
  newest?: number;
  category?: string;
  tag?: string;
}

/** A block as the loader handles it: its type and fields, whatever its kind. */
export type AnyBlock = { type: string; [field: string]: unknown };

/** What a query may name: the collections, and every category and tag their entries use, live or not yet. */
export interface QueryVocabulary {
  collections: string[];
  categories: Map<string, string[]>;
  tags: Map<string, string[]>;
}

const hasQuery = (block: AnyBlock): block is AnyBlock & { from: CollectionQuery } =>
  typeof block.from === 'object' && block.from !== null;

/** The errors of the queries among `blocks`, found at `blocksPath` in `file`. */
export function checkQueries(
  file: CheckedFile<unknown>,
  blocksPath: DataPath,
  blocks: AnyBlock[],
  vocabulary: QueryVocabulary,
): ContentError[] {
  const errors: ContentError[] = [];
  const errorAt = (at: DataPath, message: string) =>
    errors.push({
      file: file.file,
      ...locateValue(file.parsed, at),
      where: describePath(at.slice(0, -2), file.data),
      message,
    });
  blocks.forEach((block, index) => {
    if (!hasQuery(block)) return;
    const at = [...blocksPath, index, 'from'];
    const { collection, category, tag } = block.from;
    if (!vocabulary.collections.includes(collection)) {
      const known = vocabulary.collections;
      errorAt(
        [...at, 'collection'],
        `there is no collection "${collection}".${didYouMean(collection, known) || (known.length ? ` Collections: ${known.join(', ')}.` : ' Declare one as collections/<name>.yaml.')}`,
      );
      return;
    }
    const categories = vocabulary.categories.get(collection) ?? [];
    if (category !== undefined && !categories.includes(category))
      errorAt(
        [...at, 'category'],
        `no ${collection} entry has the category "${category}".${didYouMean(category, categories) || (categories.length ? ` Categories: ${categories.join(', ')}.` : '')}`,
      );
    const tags = vocabulary.tags.get(collection) ?? [];
    if (tag !== undefined && !tags.includes(tag))
      errorAt(
        [...at, 'tag'],
        `no ${collection} entry has the tag "${tag}".${didYouMean(tag, tags) || (tags.length ? ` Tags: ${tags.join(', ')}.` : '')}`,
      );
  });
  return errors;
}

/** The live entries a query names, newest first. */
export function entriesOf(query: CollectionQuery, collections: CollectionData[]): EntryData[] {
  const collection = collections.find((each) => each.name === query.collection);
  const matching = (collection?.entries ?? []).filter(
    (entry) =>
      (query.category === undefined || entry.category === query.category) &&
      (query.tag === undefined || (entry.tags ?? []).includes(query.tag)),
  );
  return query.newest === undefined ? matching : matching.slice(0, query.newest);
}

/** The entry's main picture, else the first of its photos. */
function pictureOf(entry: EntryData, photosField: string | undefined) {
  if (entry.image) return entry.image;
  const photos = photosField ? entry.fields[photosField] : undefined;
  return Array.isArray(photos) ? (photos[0] as EntryData['image']) : undefined;
}

/** An item of a gallery or carousel made of an entry: its fields of the same names, and a link to its page. */
function itemOf(type: string, entry: EntryData, photosField: string | undefined): Record<string, unknown> | undefined {
  const image = pictureOf(entry, photosField);
  // A tile or slide is a picture: an entry without one has no place in it.
  if (!image) return undefined;
  const location = typeof entry.fields.location === 'string' ? entry.fields.location : undefined;
  return {
    ...(type === 'gallery' ? { id: entry.slug } : {}),
    title: entry.title,
    ...(entry.category === undefined ? {} : { category: entry.category }),
    ...(location === undefined ? {} : { location }),
    image,
    href: entry.route,
  };
}

/** An entry as a card of an entry list. */
export function cardOf(entry: EntryData, photosField: string | undefined): Record<string, unknown> {
  const image = pictureOf(entry, photosField);
  return {
    title: entry.title,
    href: entry.route,
    date: entry.date,
    summary: entry.summary,
    ...(image ? { image } : {}),
    ...(entry.category === undefined ? {} : { category: entry.category }),
  };
}

/**
 * `blocks` with every query answered: a gallery's or carousel's items, an entry list's entries (all of them: a list
 * longer than a page is cut into pages afterwards, paginate.ts).
 */
export function withQueriesAnswered(
  blocks: AnyBlock[],
  collections: CollectionData[],
  photosFields: Map<string, string | undefined>,
): AnyBlock[] {
  return blocks.map((block) => {
    if (!hasQuery(block)) return block;
    const entries = entriesOf(block.from, collections);
    const photos = photosFields.get(block.from.collection);
    if (block.type === 'entryList') return { ...block, entries: entries.map((entry) => cardOf(entry, photos)) };
    const items = entries.flatMap((entry) => itemOf(block.type, entry, photos) ?? []);
    return { ...block, items };
  });
}
