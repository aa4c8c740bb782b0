/**
 * The office's own words in place of the sentences a new page is written with (src/authoring/newPage.ts): a publish
 * refuses a page that still holds them (src/server/publish/sampleWordsLeft.ts), so the publishing tests that add a
 * page through the API write these over them, as the office would.
 */
import { newPageSentences } from '../../src/schemaPlaces/sampleWords';

/** What a test writes in their place: a description, an intro and a paragraph of its own. */
export const ownWords = {
  description: 'Cleaned, repaired and fitted the same week, with a written price first.',
  intro: 'What we do on this service, and how we plan it with you.',
  paragraph: 'We look first, agree the work and its price with you, and then do it.',
} as const;

/** A new page's text with `own` words in place of each sentence it came with. */
export function withOwnWords(text: string, own: Partial<Record<keyof typeof newPageSentences, string>> = ownWords) {
  let written = text;
  for (const [field, words] of Object.entries(own) as [keyof typeof newPageSentences, string][])
    written = written.replace(newPageSentences[field], words);
  return written;
}
