// @vitest-environment node
/**
 * The words a new page, block or item comes with, found where they are left: "New heading" in a heading the form or
 * the palette wrote, and the sentence of a new page's description. Words a person typed are never taken for them,
 * even when they begin with "New". On the schemas the editor uses, and on the texts the editor writes.
 */
import { describe, expect, it } from 'vitest';
import { newPageSentences, sampleTextOf, sampleWordsIn } from '../../src/schemaPlaces/sampleWords';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';

const schemas = schemaFilesForHelp();
const page = (blocks: unknown[], description = 'Gutter cleaning twice a year, before the rains.') => ({
  route: '/services/gutters',
  title: 'Gutters',
  description,
  blocks,
});

describe('sample words left on a page', () => {
  it('are the first words of a new block’s fields, found at each field', () => {
    const found = sampleWordsIn(
      schemas,
      'pages/services/gutters.yaml',
      page([
        { type: 'callToAction', heading: 'New heading', text: 'Call us for a free visit.' },
        { type: 'faq', heading: 'Questions', items: [{ question: 'New question', answer: 'Twice a year.' }] },
      ]),
    );
    expect(found).toEqual([
      { path: ['blocks', 0, 'heading'], words: 'New heading' },
      { path: ['blocks', 1, 'items', 0, 'question'], words: 'New question' },
    ]);
  });

  it('are the sentences a new page is written with, wherever they stand', () => {
    const description = `Gutters by {{companyName}} in the {{serviceArea}}. ${newPageSentences.description}`;
    const blocks = [{ type: 'richText', heading: 'Gutters', intro: newPageSentences.intro }];
    expect(sampleWordsIn(schemas, 'pages/services/gutters.yaml', page(blocks, description))).toEqual([
      { path: ['description'], words: description },
      { path: ['blocks', 0, 'intro'], words: newPageSentences.intro },
    ]);
  });

  it('are never words a person typed, even beginning with "New"', () => {
    const typed = page([{ type: 'callToAction', heading: 'New roofs for old houses', text: 'New heading' }]);
    // "New heading" in a field whose own name is not "heading" is the person's (a call to action's text).
    const text = sampleTextOf({ title: 'Text' }, 'text');
    expect(text).toBe('New text');
    expect(sampleWordsIn(schemas, 'pages/services/gutters.yaml', typed)).toEqual([]);
  });
});
