/**
 * The words a new page, block or list item is written with before anyone types: "New heading" in a heading, "New
 * question" in a question (src/editor/valueTemplate.ts writes them), and the sentences a new page is written with
 * for the office to replace ("… Replace this with one or two sentences for search results."), named in one place
 * for the new-page template and the editor's new values alike.
 */
import type { JsonSchema } from './schemaAtPlace.ts';

/** The sentences a new page is written with (src/authoring/newPage.ts), each for the office to replace. */
export const newPageSentences = {
  description: 'Replace this with one or two sentences for search results.',
  intro: 'One or two sentences that say what this page offers.',
  paragraph: 'Write a paragraph here. Start a new paragraph with a new line beginning with a dash.',
} as const;

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
