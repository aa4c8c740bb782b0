/**
 * The words a new page, block or list item is written with before anyone types: "New heading" in a heading, "New
 * question" in a question (src/editor/valueTemplate.ts writes them), and the sentences a new page is written with
 * for the office to replace ("… Replace this with one or two sentences for search results.", src/authoring/newPage.ts).
 * They pass the check, so a page can be saved while it is being written; publishing refuses them
 * (src/server/publish/sampleWordsLeft.ts), naming each by its field's title, so that no visitor ever reads them.
 */
import type { DataPath } from '../places/places.ts';
import { type JsonSchema, type Segment, schemaAt, schemaFileFor, type SchemaFiles } from './schemaAtPlace.ts';

/** The sentences a new page is written with (src/authoring/newPage.ts), each for the office to replace. */
export const newPageSentences = {
  description: 'Replace this with one or two sentences for search results.',
  intro: 'One or two sentences that say what this page offers.',
  paragraph: 'Write a paragraph here. Start a new paragraph with a new line beginning with a dash.',
} as const;
const sentencesToReplace: readonly string[] = Object.values(newPageSentences);

/** "Image description" → "image description"; "FAQ" stays. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

/** "callButton" → "call button". */
const wordsOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A field's name for a person: its title, else its name in words. */
export function nameOf(schema: JsonSchema, key: string | undefined): string {
  return schema.title ? lowerFirst(schema.title) : wordsOf(key ?? 'value');
}

/** The first words a new text field is given: "New heading". */
export const sampleTextOf = (schema: JsonSchema, key: string | undefined) => `New ${nameOf(schema, key)}`;

/** Sample words left in a file: where, the field there in words, and the words themselves. */
export interface SampleWords {
  path: DataPath;
  /**
   * The field in words, by the titles of the schemas: "search description", "heading of block 2 “Feature cards”",
   * "paragraph 1 of section 1 of block 1 “Text sections”".
   */
  field: string;
  /** The sample words: the new page's sentence (the rest of the text is the person's), or the whole "New heading". */
  words: string;
  /** A sentence of the new page's template, rather than the first words of a new block or item. */
  fromNewPage: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The segments the schemas are looked up by, for a path in `data`: each list item with its kind (its `type`). */
function segmentsOf(data: unknown, path: DataPath): Segment[] {
  const segments: Segment[] = [];
  let value: unknown = data;
  for (const part of path) {
    if (typeof part === 'number') {
      const item = Array.isArray(value) ? value[part] : undefined;
      const type = isObject(item) && typeof item.type === 'string' ? item.type : undefined;
      segments.push({ item: true, type });
      value = item;
    } else {
      segments.push({ key: part });
      value = isObject(value) ? value[part] : undefined;
    }
  }
  return segments;
}

/**
 * The place at `path` in words, innermost first, by the schemas' titles: "search description", "title of point 1 of
 * block 2 “Feature cards”"; a block by its number and its kind, an item of another list by its number and what one
 * item is called ("section 1", "paragraph 2").
 */
export function fieldInWords(schemas: SchemaFiles, file: string, data: unknown, path: DataPath): string {
  const rootFile = schemaFileFor(file, schemas);
  const segments = segmentsOf(data, path);
  const parts: string[] = [];
  for (let index = 0; index < path.length; index++) {
    const part = path[index];
    if (typeof part === 'number') continue;
    const next = path[index + 1];
    if (typeof next !== 'number') {
      const located = schemaAt(schemas, rootFile, segments.slice(0, index + 1), {});
      parts.push(located ? nameOf(located.schema, part) : wordsOf(part));
      continue;
    }
    const item = schemaAt(schemas, rootFile, segments.slice(0, index + 2), {})?.schema;
    if (part === 'blocks') {
      parts.push(item?.title ? `block ${next + 1} “${item.title}”` : `block ${next + 1}`);
    } else {
      parts.push(`${item?.title ? lowerFirst(item.title) : 'item'} ${next + 1}`);
    }
  }
  // "question of question 1" is said "question 1": the field a list item is named after.
  const [field, item] = [parts.at(-1), parts.at(-2)];
  if (field && item?.replace(/ \d+$/, '') === field && typeof path.at(-1) === 'string') parts.pop();
  return parts.reverse().join(' of ');
}

/**
 * Every text of `data` (the file `file`'s) that still holds the words it was created with: a sentence of the new
 * page's template anywhere, or exactly the "New …" text its own field is given (sampleTextOf of that field's schema;
 * an item of a list of texts may have been given its list's name or its own). Words a person typed are never taken
 * for them, even beginning with "New".
 */
export function sampleWordsIn(schemas: SchemaFiles, file: string, data: unknown): SampleWords[] {
  const rootFile = schemaFileFor(file, schemas);
  const found: SampleWords[] = [];
  const add = (path: DataPath, words: string, fromNewPage: boolean) =>
    found.push({ path, field: fieldInWords(schemas, file, data, path), words, fromNewPage });
  const walk = (value: unknown, path: DataPath, segments: Segment[]) => {
    if (typeof value === 'string') {
      const sentence = sentencesToReplace.find((each) => value.includes(each));
      if (sentence) {
        add(path, sentence, true);
        return;
      }
      // Only a text that reads "New …" can be one: the schema is looked up for those alone.
      if (!value.startsWith('New ')) return;
      const key = path.at(-1);
      const listKey = [...path].reverse().find((part): part is string => typeof part === 'string');
      const names = typeof key === 'string' ? [key] : [listKey, undefined];
      const schema = schemaAt(schemas, rootFile, segments, {})?.schema;
      if (schema && names.some((name) => value === sampleTextOf(schema, name))) add(path, value, false);
      return;
    }
    if (Array.isArray(value))
      value.forEach((item, index) => {
        const type = isObject(item) && typeof item.type === 'string' ? item.type : undefined;
        walk(item, [...path, index], [...segments, { item: true, type }]);
      });
    else if (isObject(value))
      for (const [name, field] of Object.entries(value)) walk(field, [...path, name], [...segments, { key: name }]);
  };
  walk(data, [], []);
  return found;
}
