/**
 * The words a new page, block or list item is written with before anyone types: "New heading" in a heading, "New
 * question" in a question (src/editor/valueTemplate.ts writes them), and the sentences a new page is written with
 * for the office to replace ("… Replace this with one or two sentences for search results."). They pass
 * the check, so a page can be saved while it is being written; publishing refuses them (src/server/publish/), naming
 * each, so that no visitor ever reads them.
 */
import type { DataPath } from '../places/places.ts';
import { type JsonSchema, type Segment, schemaAt, schemaFileFor, type SchemaFiles } from './schemaAtPlace.ts';

/** The sentences a new page is written with (src/authoring/newPage.ts), each for the office to replace. */
export const newPageSentences = {
  description: 'Replace this with one or two sentences for search results.',
  intro: 'One or two sentences that say what this page offers.',
  paragraph: 'Write a paragraph here. Start a new paragraph with a new line beginning with a dash.',
} as const;
const sentencesToReplace = Object.values(newPageSentences);

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

/** Sample words left in a file: where, and what they say. */
export interface SampleWords {
  path: DataPath;
  words: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Every text of `data` (the file `file`'s) that still holds the words it was created with. */
export function sampleWordsIn(schemas: SchemaFiles, file: string, data: unknown): SampleWords[] {
  const rootFile = schemaFileFor(file, schemas);
  const found: SampleWords[] = [];
  const walk = (value: unknown, path: DataPath, segments: Segment[]) => {
    if (typeof value === 'string') {
      const key = path.at(-1);
      if (sentencesToReplace.some((sentence) => value.includes(sentence))) {
        found.push({ path, words: value });
        return;
      }
      // Only a text that reads "New …" can be one: the schema is looked up for those alone.
      if (!value.startsWith('New ') || typeof key !== 'string') return;
      const schema = schemaAt(schemas, rootFile, segments, {})?.schema;
      if (schema && value === sampleTextOf(schema, key)) found.push({ path, words: value });
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
