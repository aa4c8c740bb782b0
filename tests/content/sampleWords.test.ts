// @vitest-environment node
/**
 * The words a new page, block or item comes with, found where they are left, on the fixture site of another business
 * (tests/fixtures/second-site/, with its collection of articles): its own pages and entries hold none; a page made
 * from the new-page template holds its description's, intro's and paragraph's sentences, each named by its field's
 * title; "New heading" and "New question" left in a block the form or the palette wrote are found at their fields, and
 * so are those of an entry's own fields. Words a person typed are never taken for them, even when they begin with
 * "New". The publisher's refusal names each page by its address and at most three fields, counting the rest, and
 * docs/editing.md quotes it as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageTemplate } from '../../src/authoring/newPage';
import { contentFilesIn } from '../../src/content/projectFiles';
import { fieldInWords, newPageSentences, sampleTextOf, sampleWordsIn } from '../../src/schemaPlaces/sampleWords';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { type PageWithSampleWords, sampleWordsMessage } from '../../src/server/publish/sampleWordsLeft';

const site = path.resolve(__dirname, '../fixtures/second-site');
const schemas = schemaFilesForHelp(site);
const relative = (file: string) => path.relative(site, file).split(path.sep).join('/');
const dataOf = (file: string) => parse(readFileSync(path.join(site, file), 'utf8')) as Record<string, unknown>;
/** The fixture's live article, as its file has it. */
const articleFile = 'collections/articles/what-a-will-does.yaml';
const newPage = (route: string) =>
  parse(pageTemplate(route, '../../schema/page.schema.json', true)) as Record<string, unknown> & { blocks: unknown[] };

describe('sample words on the fixture site', () => {
  it('are in none of its pages and entries, written by the office', () => {
    const { pageFiles, entryFiles } = contentFilesIn(site);
    const files = [...pageFiles, ...entryFiles].map(relative);
    expect(files).toContain(articleFile);
    expect(files.length).toBeGreaterThan(6);
    for (const file of files) expect(sampleWordsIn(schemas, file, dataOf(file)), file).toEqual([]);
  });

  it('are the sentences a new page is written with, each named by its field, its other words the person’s', () => {
    const page = newPage('/estate-planning');
    expect(sampleWordsIn(schemas, 'pages/estate-planning.yaml', page)).toEqual([
      { path: ['description'], field: 'search description', words: newPageSentences.description, fromNewPage: true },
      {
        path: ['blocks', 0, 'intro'],
        field: 'introduction of block 1 “Text sections”',
        words: newPageSentences.intro,
        fromNewPage: true,
      },
      {
        path: ['blocks', 0, 'sections', 0, 'paragraphs', 0],
        field: 'paragraph 1 of section 1 of block 1 “Text sections”',
        words: newPageSentences.paragraph,
        fromNewPage: true,
      },
    ]);
  });

  it('are the first words of a new block’s fields and of a new item, found at each field', () => {
    const page = newPage('/estate-planning');
    page.description = 'Wills, trusts and powers of attorney, explained in a first meeting.';
    page.blocks = [
      { type: 'richText', heading: 'Estate Planning', sections: [{ heading: 'Wills', paragraphs: ['New paragraph'] }] },
      { type: 'features', heading: 'New heading', items: [{ title: 'New title', text: 'Fixed fees, said up front.' }] },
      { type: 'faq', heading: 'Questions', items: [{ question: 'New question', answer: 'Yes, at no charge.' }] },
    ];
    expect(sampleWordsIn(schemas, 'pages/estate-planning.yaml', page)).toEqual([
      {
        path: ['blocks', 0, 'sections', 0, 'paragraphs', 0],
        field: 'paragraph 1 of section 1 of block 1 “Text sections”',
        words: 'New paragraph',
        fromNewPage: false,
      },
      {
        path: ['blocks', 1, 'heading'],
        field: 'heading of block 2 “Feature cards”',
        words: 'New heading',
        fromNewPage: false,
      },
      {
        path: ['blocks', 1, 'items', 0, 'title'],
        field: 'title of point 1 of block 2 “Feature cards”',
        words: 'New title',
        fromNewPage: false,
      },
      {
        path: ['blocks', 2, 'items', 0, 'question'],
        field: 'question 1 of block 3 “Questions and answers”',
        words: 'New question',
        fromNewPage: false,
      },
    ]);
  });

  it('are found in an entry, its own fields named by its collection’s titles', () => {
    const article = dataOf(articleFile);
    const summaryName = fieldInWords(schemas, articleFile, article, ['summary']);
    const authorName = fieldInWords(schemas, articleFile, article, ['author']);
    expect([summaryName, authorName]).toEqual(['summary', 'written by']);
    const left = { ...article, summary: `New ${summaryName}`, author: `New ${authorName}` };
    expect(sampleWordsIn(schemas, articleFile, left)).toEqual([
      { path: ['summary'], field: 'summary', words: 'New summary', fromNewPage: false },
      { path: ['author'], field: 'written by', words: 'New written by', fromNewPage: false },
    ]);
  });

  it('are never words a person typed, even beginning with "New"', () => {
    const page = newPage('/estate-planning');
    page.description = 'New clients meet us for free.';
    page.blocks = [
      { type: 'callToAction', heading: 'New Clients Welcome', text: 'New heading' },
      { type: 'richText', heading: 'New', sections: [{ heading: 'New paragraph', paragraphs: ['New paragraphs'] }] },
    ];
    // "New heading" in a field whose own name is not "heading" is the person's (a call to action's text).
    expect(sampleTextOf({ title: 'Text' }, 'text')).toBe('New text');
    expect(sampleWordsIn(schemas, 'pages/estate-planning.yaml', page)).toEqual([]);
  });
});

describe('the refusal’s words', () => {
  const guide = readFileSync(path.resolve(__dirname, '../../docs/editing.md'), 'utf8');
  const pageWith = (address: string, page: Record<string, unknown>): PageWithSampleWords => ({
    key: `pages${address}.yaml`,
    file: `pages${address}.yaml`,
    address,
    found: sampleWordsIn(schemas, `pages${address}.yaml`, page),
  });

  it('names the page by its address and each field with its words, as docs/editing.md quotes them', () => {
    const page = newPage('/services/window-cleaning');
    const [block] = page.blocks as { intro: string; sections: { paragraphs: string[] }[] }[];
    block.intro = 'Windows, frames and sills, inside and out.';
    block.sections[0].paragraphs = ['We come on the day we agree, and leave no streaks.'];
    const message = sampleWordsMessage([pageWith('/services/window-cleaning', page)]);
    expect(message).toBe(
      '/services/window-cleaning still has words a new page came with: its search description ' +
        `("${newPageSentences.description}"). Write your own words there, then publish.`,
    );
    expect(guide).toContain(`> ${message}\n`);

    page.description = 'Clean windows, every season.';
    page.blocks.splice(1, 0, { type: 'features', heading: 'New heading', items: [{ title: 'Sills', text: 'Wiped.' }] });
    const block2 = sampleWordsMessage([pageWith('/services/window-cleaning', page)]);
    expect(block2).toBe(
      '/services/window-cleaning still has words a new block or item came with: the heading of block 2 “Feature ' +
        'cards” ("New heading"). Write your own words there, then publish.',
    );
    expect(guide).toContain('*the heading of block 2 “Feature cards” ("New heading")*');
  });

  it('names at most three fields, then counts the rest, and the pages past them by their address', () => {
    const pages = ['/a', '/b', '/c', '/d', '/e', '/f'].map((address) => pageWith(address, newPage(address)));
    const message = sampleWordsMessage(pages);
    expect(message.match(/\("/g)).toHaveLength(3);
    expect(message).toContain('/a still has words a new page came with: its search description');
    expect(message).toContain(' 5 more pages have them too: /b, /c, /d and 2 more. Write your own words there');
    const twoPages = sampleWordsMessage([{ ...pages[0], found: pages[0].found.slice(0, 2) }, pages[1]]);
    expect(twoPages).toMatch(
      /^\/a still has .*\)\. \/b still has words a new page came with: its search description \(".*"\) and 2 more\. Write/,
    );
  });
});
