/**
 * The panel's pure parts, on the minimal fixture site: every kind of block the palette offers, added to a page, passes
 * the site's check; a form's edit changes one line and is named by the field's title; the checker's messages land at
 * the path of the value they are about.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockKinds, newBlock, pageTakes } from '../../src/editor/panel/blockKinds';
import { errorsAtPaths } from '../../src/editor/panel/errorPaths';
import { textWithEdit } from '../../src/editor/fileEdits/textWithEdit';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { siteSamples } from '../../src/editor/siteSamples';
import { insertItem, removeAt, valueAt } from '../../src/yamlEdits';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { projectRoot } from './helpers';

const schemas = schemaFilesForHelp() as SchemaFiles;
const site = path.join(projectRoot, 'tests/fixtures/minimal-site');
const file = 'pages/about.yaml';
const about = readFileSync(path.join(site, file), 'utf8');
const samples = siteSamples(siteOutline(site), previewData(checkWithDrafts(site, { [file]: about })));

const blocksOf = (text: string) => valueAt(text, ['blocks']) as unknown[];

const mistakes = (text: string) =>
  checkWithDrafts(site, { [file]: text })
    .errors.filter((error) => error.file === file)
    .map((error) => `${error.line}: ${error.message}`);

describe('the palette of blocks', () => {
  const kinds = blockKinds(schemas);

  it('lists every kind of block of the page schema but an entry’s own, each with its title and one sentence', () => {
    const types = (schemas['page.schema.json'].properties?.blocks?.items?.oneOf ?? []).length;
    // An entry's header and body are drawn from the entry on its collection's page, never placed on a page.
    expect(kinds).toHaveLength(types - 2);
    for (const kind of kinds) {
      expect(kind.title).not.toBe(kind.type);
      expect(kind.description).toMatch(/^[A-Z].*[.!?]$/);
    }
    expect(kinds.find((kind) => kind.type === 'faq')?.title).toBe('Questions and answers');
    expect(pageTakes(blocksOf(about), 'hero')).toBe(false);
    expect(pageTakes(blocksOf(about), 'faq')).toBe(true);
  });

  it('offers a list of entries only on a site with a collection, and names that collection in it', () => {
    expect(blockKinds(schemas, samples).map((kind) => kind.type)).not.toContain('entryList');
    const withNews = { ...samples, collections: ['news'] };
    expect(blockKinds(schemas, withNews).map((kind) => kind.type)).toContain('entryList');
    expect(newBlock(schemas, 'entryList', withNews, about)).toMatchObject({ from: { collection: 'news' } });
  });

  it.each(blockKinds(schemas, samples).map((kind) => kind.type))('adds a %s block that passes the check', (type) => {
    // A page has one hero at most: a hero goes on a page without its own.
    const page = pageTakes(blocksOf(about), type) ? about : removeAt(about, ['blocks', 0]);
    const block = newBlock(schemas, type, samples, page);
    expect(block?.type).toBe(type);
    expect(mistakes(insertItem(page, ['blocks'], 1, block!))).toEqual([]);
  });
});

describe('an edit of the form', () => {
  it('changes one line and is named by the field’s title', () => {
    const { text, label } = textWithEdit(schemas, file, about, {
      kind: 'set',
      path: ['blocks', 1, 'items', 0, 'label'],
      value: 'Years in the trade',
    });
    expect(label).toBe('Label changed');
    const before = about.split('\n');
    expect(text.split('\n').filter((line, index) => line !== before[index])).toEqual([
      '        label: Years in the trade',
    ]);
  });

  it('names an item added, moved or removed by what the list holds', () => {
    const added = textWithEdit(schemas, file, about, {
      kind: 'insert',
      listPath: ['blocks', 1, 'items'],
      index: 2,
      value: { value: '500+', label: 'Roofs' },
    });
    expect(added.label).toMatch(/ added$/);
    expect(
      textWithEdit(schemas, file, added.text, { kind: 'move', listPath: ['blocks', 1, 'items'], from: 2, to: 0 }).label,
    ).toMatch(/ moved$/);
    expect(textWithEdit(schemas, file, about, { kind: 'remove', path: ['blocks', 0, 'heading'] }).label).toBe(
      'Headline removed',
    );
  });

  it('names a yes/no field ticked or unticked, as its checkbox shows it', () => {
    const hidden = textWithEdit(schemas, file, about, { kind: 'set', path: ['noindex'], value: true });
    expect(hidden.label).toBe('Hide from search engines ticked');
    expect(textWithEdit(schemas, file, hidden.text, { kind: 'set', path: ['noindex'], value: false }).label).toBe(
      'Hide from search engines unticked',
    );
    expect(textWithEdit(schemas, file, hidden.text, { kind: 'remove', path: ['noindex'] }).label).toBe(
      'Hide from search engines unticked',
    );
  });
});

describe('the one command for every change but typing', () => {
  const titleOf = (type: string) => blockKinds(schemas).find((kind) => kind.type === type)?.title;

  it('names a change of the list of blocks by the block’s kind, as the panel says it', () => {
    const stats = titleOf('stats');
    const move = textWithEdit(schemas, file, about, { kind: 'move', listPath: ['blocks'], from: 1, to: 0 });
    expect(move.label).toBe(`${stats} moved`);
    expect((blocksOf(move.text) as { type: string }[]).map((block) => block.type)).toEqual([
      'stats',
      'hero',
      'callToAction',
    ]);
    expect(textWithEdit(schemas, file, about, { kind: 'duplicate', listPath: ['blocks'], index: 1 }).label).toBe(
      `${stats} duplicated`,
    );
    expect(textWithEdit(schemas, file, about, { kind: 'remove', path: ['blocks', 1] }).label).toBe(`${stats} deleted`);
    const faq = { type: 'faq', items: [{ question: 'Why?', answer: 'Because.' }] };
    expect(
      textWithEdit(schemas, file, about, { kind: 'insert', listPath: ['blocks'], index: 3, value: faq }).label,
    ).toBe(`${titleOf('faq')} added`);
  });

  it('puts a new photo in a picture, its description with it, and changes nothing else', () => {
    const picture = ['blocks', 0, 'images', 0];
    const { text, label } = textWithEdit(schemas, file, about, {
      kind: 'photo',
      path: picture,
      src: '/images/crew.jpg',
      alt: 'The crew on a roof',
    });
    expect(label).toBe('Photo changed');
    expect(valueAt(text, picture)).toEqual({ src: '/images/crew.jpg', alt: 'The crew on a roof' });
    const before = about.split('\n');
    expect(text.split('\n').filter((line, index) => line !== before[index])).toHaveLength(2);
  });
});

describe('the checker’s messages in the form', () => {
  it('land at the path of the value they are about, in the checker’s words', () => {
    const broken = about.replace('    heading: About Us\n', '    heading: About Us\n    headng: Typo\n');
    const { errors } = checkWithDrafts(site, { [file]: broken });
    const placed = errorsAtPaths(broken, file, errors);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.map((error) => error.path.slice(0, 2))).toContainEqual(['blocks', 0]);
    expect(placed.map((error) => error.message)).toEqual(
      errors.filter((error) => error.file === file).map((error) => error.message),
    );
  });

  it('land at a missing field itself, so the form shows them beside the field that asks for it', () => {
    const broken = about.replace('    heading: About Us\n', '');
    const { errors } = checkWithDrafts(site, { [file]: broken });
    const ownErrors = errors.filter((error) => error.file === file);
    // Each placed message keeps the check's own, so that a message held back in the form is held back elsewhere too.
    expect(errorsAtPaths(broken, file, errors)).toEqual([
      { path: ['blocks', 0, 'heading'], message: 'missing required field "heading"', origin: ownErrors[0] },
    ]);
    expect(ownErrors).toHaveLength(1);
  });
});
