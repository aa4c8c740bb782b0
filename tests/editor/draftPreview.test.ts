/**
 * The preview while typing: new words are sent to the preview at once, field by field, with the company facts filled
 * in; any other change (a misspelled field, a new block, a picture, a choice from a list, broken YAML) waits for the
 * server's check, which alone names mistakes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/content/model';
import { draftWords } from '../../src/editor/preview/draftPreview';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { copyOfFixture, removeDir } from './helpers';

const file = 'pages/about.yaml';
let text: string;
let site: Site;
let schemas: SchemaFiles;

// The second fixture site's about page, whose words only the tests change: a heading in numbers, a picture beside
// text, a team, a compact hero and a link to /contact.
beforeAll(() => {
  const root = copyOfFixture('second-site');
  text = readFileSync(path.join(root, file), 'utf8');
  site = previewData(checkWithDrafts(root, { [file]: text }))!.site;
  removeDir(root);
  schemas = schemaFilesForHelp();
});

const words = (draft: string) => draftWords(file, draft, text, { site }, schemas);

describe('the preview while typing', () => {
  it('sends the new words of a heading with its place, the company facts filled in', () => {
    const draft = text.replace('heading: The Firm in Numbers', 'heading: "{{years}} Years in Numbers"');
    expect(draft).not.toBe(text);
    expect(words(draft)).toEqual([
      { place: 'pages/about.yaml#blocks.1.heading', text: `${site.company.yearsInBusiness} Years in Numbers` },
    ]);
  });

  it('sends the words of every field changed, an item’s field by its place in the list', () => {
    const draft = text
      .replace('heading: Law Explained in Plain Words', 'heading: Where We Work')
      .replace('role: Partner, Family Law', 'role: Partner, Family Law and Mediation');
    expect(words(draft)).toEqual([
      { place: 'pages/about.yaml#blocks.2.heading', text: 'Where We Work' },
      { place: 'pages/about.yaml#blocks.3.members.1.role', text: 'Partner, Family Law and Mediation' },
    ]);
  });

  it('sends no words for the text that passed the check: the preview goes back to its page', () => {
    expect(words(text)).toEqual([]);
  });

  it('waits for the check when the change is more than words', () => {
    const changes = {
      'a misspelled field': text.replace('    heading: The Firm in Numbers', '    headng: The Firm in Numbers'),
      'a field added': text.replace(
        '    heading: The Firm in Numbers',
        '    heading: The Firm in Numbers\n    eyebrow: Figures',
      ),
      'a block removed': text.replace(/ {2}- type: stats[\s\S]*?(?= {2}- type: )/, ''),
      'another picture': text.replace('library.svg', 'office.svg'),
      'a choice from a list': text.replace('size: compact', 'size: full'),
      'a link': text.replace('href: /contact', 'href: /contac'),
      'text that is not YAML': text.replace('heading: The Firm in Numbers', 'heading: "The Firm in Numbers'),
    };
    for (const [change, draft] of Object.entries(changes)) {
      expect(draft, change).not.toBe(text);
      expect(words(draft), change).toBeUndefined();
    }
  });
});
