/**
 * The preview while typing: new words are sent to the preview at once, field by field, with the company facts filled
 * in; any other change (a misspelled field, a new block, a picture, a choice from a list, broken YAML) waits for the
 * server's check, which alone names mistakes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/content/model';
import { draftWords } from '../../src/editor/draftPreview';
import type { SchemaFiles } from '../../src/editor/schemaHelp';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { copyOfContent, removeDir } from './helpers';

const file = 'pages/about.yaml';
let text: string;
let site: Site;
let schemas: SchemaFiles;

beforeAll(() => {
  const root = copyOfContent();
  text = readFileSync(path.join(root, file), 'utf8');
  site = previewData(checkWithDrafts(root, { [file]: text }))!.site;
  removeDir(root);
  schemas = schemaFilesForHelp();
});

const words = (draft: string) => draftWords(file, draft, text, { site }, schemas);

describe('the preview while typing', () => {
  it('sends the new words of a heading with its place, the company facts filled in', () => {
    const draft = text.replace('heading: At a Glance', 'heading: "{{years}} Years at a Glance"');
    expect(draft).not.toBe(text);
    expect(words(draft)).toEqual([
      { place: 'pages/about.yaml#blocks.1.heading', text: `${site.company.yearsInBusiness} Years at a Glance` },
    ]);
  });

  it('sends the words of every field changed, an item’s field by its place in the list', () => {
    const draft = text
      .replace('heading: Areas We Serve', 'heading: Where We Work')
      .replace('title: Planning', 'title: Planning Together');
    expect(words(draft)).toEqual([
      { place: 'pages/about.yaml#blocks.2.heading', text: 'Where We Work' },
      { place: 'pages/about.yaml#blocks.5.steps.1.title', text: 'Planning Together' },
    ]);
  });

  it('sends no words for the text that passed the check: the preview goes back to its page', () => {
    expect(words(text)).toEqual([]);
  });

  it('waits for the check when the change is more than words', () => {
    const changes = {
      'a misspelled field': text.replace('    heading: At a Glance', '    headng: At a Glance'),
      'a field added': text.replace('    heading: At a Glance', '    heading: At a Glance\n    eyebrow: Figures'),
      'a block removed': text.replace(/ {2}- type: stats[\s\S]*?\n\n/, ''),
      'another picture': text.replace('cedar-ridge-reroof.svg', 'cedar-ridge-reroof-2.svg'),
      'a choice from a list': text.replace('size: compact', 'size: full'),
      'a link': text.replace('href: /contact', 'href: /contac'),
      'text that is not YAML': text.replace('heading: At a Glance', 'heading: "At a Glance'),
    };
    for (const [change, draft] of Object.entries(changes)) {
      expect(draft, change).not.toBe(text);
      expect(words(draft), change).toBeUndefined();
    }
  });
});
