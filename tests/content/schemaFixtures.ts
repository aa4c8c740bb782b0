/**
 * What the tests of the schemas' messages change: a valid hero block to put into a page, and site.yaml of the valid
 * test site with one line changed, checked the way `npm run check` checks it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaMessages } from './checkYaml';

export const hero = [
  '  - type: hero',
  '    heading: Roofs',
  '    images:',
  '      - src: /images/roof.svg',
  '        alt: A roof',
];

const siteLines = readFileSync(path.join(__dirname, '../fixtures/minimal-site/site.yaml'), 'utf8')
  .trimEnd()
  .split('\n');
/** site.yaml of the valid test site with one line changed. */
export const siteWith = (from: string, to: string) => {
  const index = siteLines.findIndex((line) => line.includes(from));
  if (index < 0) throw new Error(`site.yaml has no line with ${from}`);
  return schemaMessages(
    'site',
    'site.yaml',
    siteLines.map((line, i) => (i === index ? line.replace(from, to) : line)),
  );
};
