/**
 * What the tests of lines at the wrong column check against: the messages a person reads for a page or any small
 * YAML file, the home page of the second test site with lines put into it, and `told`, which checks that no message
 * of a case whose mistake is the indentation advises quotes, and keeps them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { explainSchemaErrors } from '../../src/content/explainSchemaErrors';
import { errorHeadline } from '../../src/content/formatErrors';
import { parseYaml } from '../../src/content/parseYaml';
import { validateAgainstSchema } from '../../src/content/schemas';
import { expect } from 'vitest';

/** What a person reads for a page: its syntax message, or else the schema's messages. */
export function check(file: string, text: string): string[] {
  const parsed = parseYaml(file, text);
  if (parsed.errors.length) return parsed.errors.map(errorHeadline);
  const data = parsed.doc.toJS() as unknown;
  return explainSchemaErrors(parsed, data, validateAgainstSchema('page', data)).map(errorHeadline);
}

/** A page whose blocks are `blockLines`: the first of them is line 5. */
export const page = (...blockLines: string[]) =>
  check(
    'pages/test.yaml',
    `${['route: /test', 'title: Test page', 'description: A page for the tests.', 'blocks:', ...blockLines].join('\n')}\n`,
  );

/** The lines of any small YAML file, for the syntax alone. */
export const syntax = (...lines: string[]) =>
  parseYaml('pages/x.yaml', `${lines.join('\n')}\n`).errors.map(errorHeadline);

// The home page of the second test site: reviews on lines 61 to 72, feature cards on lines 37 to 45.
const home = readFileSync(path.join(__dirname, '../fixtures/second-site/pages/home.yaml'), 'utf8').split('\n');
export const homeWith = (after: number, lines: string[]) =>
  check('pages/home.yaml', [...home.slice(0, after), ...lines, ...home.slice(after)].join('\n'));
export const review = [
  '      - quote: Quick, kind and clear.',
  '        author: Sam P.',
  '        location: Eagle',
  '        stars: 5',
];
export const card = ['      - title: Tax Law', '        text: Returns and audits.', '        icon: dollar'];
export const moved = (lines: string[], by: number) =>
  lines.map((line) => (by > 0 ? ' '.repeat(by) + line : line.slice(-by)));

/** Every message of this file's cases whose mistake is the indentation. */
export const indentationMessages: string[] = [];
/** The messages of a case whose mistake is the indentation, each checked on the way: none may advise quotes. */
export const told = (messages: string[]) => {
  expect(
    messages.filter((message) => /quotes/.test(message)),
    'a mistake of indentation told to go in quotes',
  ).toEqual([]);
  indentationMessages.push(...messages);
  return messages;
};
