/**
 * The company facts filled into one checked file ({{phone}} → its number), the names that are no fact and the texts
 * grown too long told at their place: a page, site.yaml and a collection's entry alike.
 */
import type { ContentError } from './contentError.ts';
import type { CheckedFile } from './crossFileRules.ts';
import { didYouMean } from './didYouMean.ts';
import { describePath, locateValue } from './locate.ts';
import { type Facts, fillPlaceholders, MAX_FILLED_CHARS } from './placeholders.ts';

export function fillFacts<T>(file: CheckedFile<T>, facts: Facts, errors: ContentError[]): T {
  const { value, unknown, overflow } = fillPlaceholders(file.data, facts);
  if (overflow)
    errors.push({
      file: file.file,
      ...locateValue(file.parsed, overflow),
      where: describePath(overflow.slice(0, -1), file.data),
      message: `the company facts named in this file come to more than ${MAX_FILLED_CHARS.toLocaleString('en-US')} characters once filled in, passed here: name long facts fewer times, or shorten them in site.yaml`,
    });
  for (const { path, name } of unknown) {
    errors.push({
      file: file.file,
      ...locateValue(file.parsed, path),
      where: describePath(path.slice(0, -1), file.data),
      message: `"{{${name}}}" is not a company fact.${didYouMean(name, Object.keys(facts)) || ` Facts: ${Object.keys(facts).join(', ')}.`}`,
    });
  }
  return value;
}
