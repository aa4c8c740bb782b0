/**
 * The preview while typing: new words are drawn at once from the page that last passed the check, facts filled
 * in; any other change (a misspelled field, a new block, a picture, a choice from a list, broken YAML) waits for
 * the server's check, which alone names mistakes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftPreview } from '../../src/editor/draftPreview';
import type { Preview } from '../../src/editor/api';
import type { SchemaFiles } from '../../src/editor/schemaHelp';
import { schemaFilesForHelp } from '../../src/server/editor/contentRoutes';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { copyOfContent, removeDir } from './helpers';

const file = 'pages/about.yaml';
let text: string;
let checked: Preview;
let schemas: SchemaFiles;

beforeAll(() => {
  const root = copyOfContent();
  text = readFileSync(path.join(root, file), 'utf8');
  checked = previewData(checkWithDrafts(root, { [file]: text }))!;
  removeDir(root);
  schemas = schemaFilesForHelp() as SchemaFiles;
});

const draw = (draft: string) => draftPreview(file, draft, text, checked, schemas);

describe('the preview while typing', () => {
  it('draws new words of a heading at once, with the company facts filled in, and leaves the other blocks as they were', () => {
    const drawn = draw(text.replace('heading: At a Glance', 'heading: "{{years}} Years at a Glance"'));
    expect(drawn?.page.blocks[1]).toMatchObject({ type: 'stats', heading: '18 Years at a Glance' });
    expect(drawn?.page.blocks[0]).toBe(checked.page.blocks[0]);
    expect(drawn?.page.blocks.slice(2)).toEqual(checked.page.blocks.slice(2));
    expect(drawn?.site).toBe(checked.site);
    expect(checked.page.blocks[1]).toMatchObject({ heading: 'At a Glance' });
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
      expect(draw(draft), change).toBeUndefined();
    }
  });
});
