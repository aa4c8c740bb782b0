/**
 * What the editor writes for a person who has never seen YAML: a section, a field, an item of a list or a photo goes
 * in at the columns its place in the structure needs, whatever column the cursor was at, with every field it
 * requires and texts the check accepts, the first of them selected to type over. Each result is checked by the site's
 * own checker, on the minimal fixture site with a page of its own (never the live content).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EditorState } from '@codemirror/state';
import { autocompletion, nextSnippetField } from '@codemirror/autocomplete';
import { describe, expect, it } from 'vitest';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { siteSamples } from '../../src/editor/siteSamples';
import { addItemAt, listAtCursor } from '../../src/editor/textView/addItem';
import { photoEdit } from '../../src/editor/textView/insertPhoto';
import { newLineEdit } from '../../src/editor/textView/newLine';
import { completionsAt, type Suggestion } from '../../src/editor/textView/schemaHelp';
import { editTransaction } from '../../src/editor/textView/snippetEdit';
import { applied, type TextEdit } from '../../src/editor/textView/textEdit';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { projectRoot } from './helpers';

const schemas = schemaFilesForHelp() as SchemaFiles;

const site = path.join(projectRoot, 'tests/fixtures/minimal-site');
const file = 'pages/trial.yaml';

/** What the editor knows of the fixture site, found as the browser finds it: its pages, and the preview's picture. */
const samples = siteSamples(
  siteOutline(site),
  previewData(checkWithDrafts(site, { 'pages/about.yaml': readFileSync(path.join(site, 'pages/about.yaml'), 'utf8') })),
);

const head = 'route: /trial\ntitle: Trial | Test Roofing\ndescription: A page to try the editor on.\nblocks:\n';

/** A page with one list of each kind the office adds to. */
const page = `${head}${[
  '  - type: testimonials',
  '    heading: What Customers Say',
  '    items:',
  '      - quote: They fixed the leak in a day.',
  '        author: Ann',
  '        location: Sherwood',
  '        stars: 5',
  '  - type: gallery',
  '    heading: Our Work',
  '    items:',
  '      - id: first-roof',
  '        title: A New Roof',
  '        image:',
  '          src: /images/roof.svg',
  '          alt: A roof',
  '  - type: features',
  '    heading: Why Choose Us',
  '    items:',
  '      - title: Licensed',
  '        text: Fully licensed and insured.',
  '  - type: steps',
  '    heading: How It Works',
  '    steps:',
  '      - title: Call',
  '        text: We listen.',
  '      - title: Visit',
  '        text: We measure.',
  '      - title: Build',
  '        text: We build it.',
  '  - type: faq',
  '    heading: Questions',
  '    items:',
  '      - question: Do you work on Saturdays?',
  '        answer: Yes, by appointment.',
].join('\n')}\n`;

/** The checker's findings for the trial page as the editor would save it. */
function mistakes(text: string): string[] {
  return checkWithDrafts(site, { [file]: text }).errors.map((error) => `${error.line}: ${error.message}`);
}

function suggestionsAt(text: string, offset: number): Suggestion[] {
  return completionsAt(schemas, file, text, offset, samples)?.suggestions ?? [];
}

/** The suggestion `label` chosen at the end of `before`: the text after, and what is selected to type over. */
function choose(before: string, after: string, label: string) {
  const text = before + after;
  const chosen = suggestionsAt(text, before.length).find((each) => each.label === label);
  if (!chosen) throw new Error(`"${label}" is not offered after ${JSON.stringify(before.slice(-40))}`);
  return { ...applied(text, chosen.edit), edit: chosen.edit, original: text };
}

const selectedText = (result: { text: string; selected: { from: number; to: number } }) =>
  result.text.slice(result.selected.from, result.selected.to);

/** The lines of `text` from the one starting with `first`, up to the next line indented as little or less. */
function blockFrom(text: string, first: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(first));
  const indent = first.length - first.trimStart().length;
  const end = lines.findIndex((line, index) => index > start && line.trim() && line.search(/\S/) <= indent);
  return lines.slice(start, end < 0 ? undefined : end).filter((line) => line.trim());
}

/** The edit as CodeMirror writes it (its snippets indent later lines by the first line's indentation). */
function inCodeMirror(text: string, cursor: number, edit: TextEdit) {
  const state = EditorState.create({ doc: text, selection: { anchor: cursor }, extensions: [autocompletion()] });
  const after = state.update(editTransaction(state, edit)).state;
  return { text: after.doc.toString(), state: after };
}

it('starts from a trial page that passes the check', () => {
  expect(mistakes(page)).toEqual([]);
  expect(samples.routes).toEqual(expect.arrayContaining(['/', '/about']));
  expect(samples.picture).toBe('/images/roof.svg');
});

describe('a new section chosen from the completion list', () => {
  /** The page with a new section's line right under "blocks:", above the others, its dash at `column`. */
  const atTop = (column: number, typed = '') => {
    const before = `${head}${' '.repeat(column)}- ${typed}`;
    return { before, after: `\n${page.slice(head.length)}` };
  };
  const heroLines = [
    '  - type: hero',
    '    heading: New headline',
    '    tagline: New tagline',
    '    images:',
    '      - src: /images/roof.svg',
    '        alt: New image description',
    '    actions:',
    '      - label: New button text',
    '        href: /',
  ];

  for (const column of [0, 2, 4, 7]) {
    it(`writes a hero banner under blocks: whatever the column of its "- " line (${column}), and the page passes`, () => {
      const { before, after } = atTop(column);
      const result = choose(before, after, 'hero');
      expect(mistakes(result.text)).toEqual([]);
      expect(blockFrom(result.text, '  - type: hero')).toEqual(heroLines);
      expect(selectedText(result)).toBe('New headline');
      // CodeMirror writes the same lines, its snippet adding no indentation of its own, and Tab goes to the next text.
      const written = inCodeMirror(result.original, before.length, result.edit);
      expect(written.text).toBe(result.text);
      const { main } = written.state.selection;
      expect(written.state.sliceDoc(main.from, main.to)).toBe('New headline');
      let state = written.state;
      nextSnippetField({ state, dispatch: (transaction) => (state = transaction.state) });
      expect(state.sliceDoc(state.selection.main.from, state.selection.main.to)).toBe('New tagline');
      // The picture's path is passed by (Add photo replaces it), its description is not.
      nextSnippetField({ state, dispatch: (transaction) => (state = transaction.state) });
      expect(state.sliceDoc(state.selection.main.from, state.selection.main.to)).toBe('New image description');
    });

    it(`writes feature cards whatever the column of the line (${column}), half the kind typed, and the page passes`, () => {
      const { before, after } = atTop(column, 'fea');
      const result = choose(before, after, 'features');
      expect(mistakes(result.text)).toEqual([]);
      expect(result.text.split('\n').slice(4, 10)).toEqual([
        '  - type: features',
        '    heading: Why Choose Us',
        '    items:',
        '      - title: New title',
        '        text: New text',
        '        icon: shield',
      ]);
      expect(selectedText(result)).toBe('New title');
    });
  }

  for (const column of [0, 2]) {
    it(`writes a section at the end of the page from a "- " line at column ${column}`, () => {
      const result = choose(`${page}${' '.repeat(column)}- `, '\n', 'hero');
      expect(mistakes(result.text)).toEqual([]);
      expect(result.text.slice(page.length).split('\n')).toEqual([...heroLines, '']);
    });
  }

  it('is offered on a line under blocks: before its dash is typed, and writes the dash', () => {
    const result = choose(`${page}  `, '\n', 'steps');
    expect(mistakes(result.text)).toEqual([]);
    expect(result.text.slice(page.length).split('\n')).toEqual([
      '  - type: steps',
      '    heading: How It Works',
      '    steps:',
      '      - title: New step name',
      '        text: New step description',
      '',
    ]);
  });

  it('brings the fields a kind requires when the kind is chosen after "- type: "', () => {
    for (const kind of ['hero', 'features', 'gallery', 'testimonials', 'faq']) {
      const result = choose(`${page}  - type: `, '\n', kind);
      expect(mistakes(result.text), kind).toEqual([]);
      const added = result.text.slice(page.length).split('\n');
      expect(added[0]).toBe(`  - type: ${kind}`);
      const fields = added.flatMap((line) => /^ {4}(\w+):/.exec(line)?.[1] ?? []);
      expect(fields, kind).toEqual(expect.arrayContaining(schemas[`blocks/${kind}.schema.json`].required!.slice(1)));
      expect(selectedText(result), kind).toMatch(/^(New |new-)/);
    }
  });

  it('keeps the fields a section has when its kind is chosen, and adds only the missing ones', () => {
    const result = choose(`${page}  - type: fe`, '\n    heading: Our Promise\n', 'features');
    expect(mistakes(result.text)).toEqual([]);
    expect(result.text.slice(page.length).split('\n')).toEqual([
      '  - type: features',
      '    items:',
      '      - title: New title',
      '        text: New text',
      '        icon: shield',
      '    heading: Our Promise',
      '',
    ]);
  });
});

describe('Enter', () => {
  /** Enter at the end of the line holding `line` in `text`: what goes in before the cursor, if Enter is ours there. */
  const enterAfter = (line: string, text = page) => {
    const offset = text.indexOf(line) + line.length;
    const edit = newLineEdit(schemas, file, text, offset);
    if (!edit) return undefined;
    const result = applied(text, edit);
    return result.text.slice(offset, result.selected.from);
  };

  it('after "blocks:" goes to a new section line with its dash, where the sections are offered', () => {
    const text = head.trimEnd();
    const result = applied(text, newLineEdit(schemas, file, text, text.length)!);
    expect(result.text).toBe(`${head}  - `);
    expect(result.selected.from).toBe(result.text.length);
    const offered = suggestionsAt(result.text, result.text.length).map((each) => each.label);
    expect(offered).toEqual(expect.arrayContaining(['hero', 'features', 'steps']));
  });

  it("after a list's field goes to its next item, in line with the items there", () => {
    expect(enterAfter('    steps:')).toBe('\n      - ');
  });

  it('after a field with its value goes to the next field of the same item', () => {
    expect(enterAfter('        author: Ann')).toBe('\n        ');
    expect(enterAfter('      - quote: They fixed the leak in a day.')).toBe('\n        ');
  });

  it("after a picture's field goes two columns in, for its src and alt", () => {
    const text = page.replace(
      '        image:\n          src: /images/roof.svg\n          alt: A roof\n',
      '        image:\n',
    );
    expect(enterAfter('        image:', text)).toBe('\n          ');
  });

  it('leaves Enter alone in the middle of a line, and on a field waiting for a text', () => {
    expect(enterAfter('What Cust')).toBeUndefined();
    const waiting = page.replace('    heading: Questions', '    heading:');
    const offset = waiting.indexOf('    heading:\n') + '    heading:'.length;
    expect(newLineEdit(schemas, file, waiting, offset)).toBeUndefined();
  });
});

describe('completion in every item of every list', () => {
  it('offers the missing fields of the second and third items of a list, not the first one’s', () => {
    for (const item of ['Visit', 'Build']) {
      const at = page.indexOf(`      - title: ${item}\n`) + `      - title: ${item}\n`.length;
      const text = `${page.slice(0, at)}        \n${page.slice(at).replace(/^ {8}text: .*\n/, '')}`;
      const labels = suggestionsAt(text, at + 8).map((each) => each.label);
      expect(labels, item).toContain('text');
      expect(labels, item).not.toContain('title');
      const result = applied(text, suggestionsAt(text, at + 8).find((each) => each.label === 'text')!.edit);
      expect(mistakes(result.text), item).toEqual([]);
    }
  });

  it("offers a new item's fields, and the whole item, on a new item's line after other items", () => {
    const at = page.indexOf('  - type: faq');
    const before = `${page.slice(0, at)}      - `;
    const labels = suggestionsAt(`${before}\n${page.slice(at)}`, before.length).map((each) => each.label);
    expect(labels).toEqual(expect.arrayContaining(['title', 'text', 'Add step']));
    const result = choose(before, `\n${page.slice(at)}`, 'Add step');
    expect(mistakes(result.text)).toEqual([]);
    expect(selectedText(result)).toBe('New step name');
  });

  it('offers the fields of the section the cursor is in, the third of the page, not those of the one above', () => {
    const before = `${head}  - type: steps\n    heading: A\n    steps:\n      - title: A\n        text: B\n  - type: faq\n    heading: Q\n    items:\n      - question: Why?\n        answer: Because.\n  - type: features\n    `;
    const labels = suggestionsAt(`${before}\n`, before.length).map((each) => each.label);
    expect(labels).toEqual(expect.arrayContaining(['heading', 'items', 'variant']));
    expect(labels).not.toContain('steps');
    expect(labels).not.toContain('answer');
  });

  it('writes a field chosen by name at its column, with a value the check accepts', () => {
    const at = page.indexOf('    items:\n      - title: Licensed');
    const before = `${page.slice(0, at)}          va`;
    const result = choose(before, `\n${page.slice(at)}`, 'variant');
    expect(mistakes(result.text)).toEqual([]);
    expect(result.text).toContain('    heading: Why Choose Us\n    variant: cards\n    items:');
    expect(selectedText(result)).toBe('cards');
  });
});

describe('Add item', () => {
  /** The cursor at the end of the line holding `line`; the button's name there and the text after it is pressed. */
  function addAt(line: string, photo?: { src: string; alt: string }) {
    const offset = page.indexOf(line) + line.length;
    const edit = addItemAt(schemas, file, page, offset, samples, photo)!;
    return { list: listAtCursor(schemas, file, page, offset), ...applied(page, edit) };
  }

  it('adds a review at the end of the reviews, every field there and passing', () => {
    const result = addAt('        author: Ann');
    expect(result.list).toEqual({ label: 'Add review', needsPhoto: false });
    expect(mistakes(result.text)).toEqual([]);
    expect(blockFrom(result.text, '    items:')[5]).toBe('      - quote: New quote');
    expect(blockFrom(result.text, '    items:')).toHaveLength(9);
    expect(selectedText(result)).toBe('New quote');
  });

  it('adds a gallery picture with the photo chosen for it, its id, title and category there too', () => {
    const offset = page.indexOf('        title: A New Roof');
    expect(listAtCursor(schemas, file, page, offset)).toEqual({ label: 'Add gallery picture', needsPhoto: true });
    const result = addAt('        title: A New Roof', { src: '/images/roof.svg', alt: 'Our newest roof, in slate' });
    expect(mistakes(result.text)).toEqual([]);
    const gallery = blockFrom(result.text, '  - type: gallery');
    expect(gallery.slice(-6)).toEqual([
      '      - id: new-picture-id',
      '        title: New title',
      '        category: New category',
      '        image:',
      '          src: /images/roof.svg',
      '          alt: "Our newest roof, in slate"',
    ]);
    expect(selectedText(result)).toBe('new-picture-id');
  });

  it('adds a feature card, a step and a question, each passing', () => {
    for (const [line, label, first] of [
      ['        text: Fully licensed and insured.', 'Add point', 'New title'],
      ['      - title: Visit', 'Add step', 'New step name'],
      ['      - question: Do you work on Saturdays?', 'Add question', 'New question'],
    ]) {
      const result = addAt(line);
      expect(result.list?.label).toBe(label);
      expect(mistakes(result.text), label).toEqual([]);
      expect(selectedText(result), label).toBe(first);
    }
    // The step goes right after the one the cursor is on, before the third.
    const steps = blockFrom(addAt('      - title: Visit').text, '    steps:');
    expect(steps.slice(4, 8)).toEqual([
      '        text: We measure.',
      '      - title: New step name',
      '        text: New step description',
      '      - title: Build',
    ]);
  });

  it('gives a new item the fields all the items before it have, in their place', () => {
    const located = page.replace(
      '        title: A New Roof\n',
      '        title: A New Roof\n        location: Tualatin\n',
    );
    const offset = located.indexOf('        location: Tualatin');
    const photo = { src: '/images/roof.svg', alt: 'Slate' };
    const result = applied(located, addItemAt(schemas, file, located, offset, samples, photo)!);
    expect(mistakes(result.text)).toEqual([]);
    expect(blockFrom(result.text, '  - type: gallery').slice(-7, -2)).toEqual([
      '      - id: new-picture-id',
      '        title: New title',
      '        location: New location',
      '        category: New category',
      '        image:',
    ]);
  });

  it('numbers a second new gallery picture’s id, so ids stay different', () => {
    const once = addAt('        title: A New Roof', { src: '/images/roof.svg', alt: 'One' }).text;
    const offset = once.indexOf('        title: A New Roof');
    const twice = applied(
      once,
      addItemAt(schemas, file, once, offset, samples, { src: '/images/roof.svg', alt: 'Two' })!,
    );
    expect(twice.text).toContain('- id: new-picture-id-2');
    expect(mistakes(twice.text)).toEqual([]);
  });

  it('adds a section line on the page’s list of sections and opens the list of kinds', () => {
    const offset = page.indexOf('    heading: Questions');
    expect(listAtCursor(schemas, file, page, offset)?.label).toBe('Add section');
    const edit = addItemAt(schemas, file, page, offset, samples)!;
    expect(edit.thenComplete).toBe(true);
    const result = applied(page, edit);
    expect(result.text).toBe(`${page}  - \n`);
    expect(result.selected.from).toBe(`${page}  - `.length);
  });

  it('adds a new section right below the one the cursor is in, not at the end of the page', () => {
    const offset = page.indexOf('    heading: Why Choose Us');
    const result = applied(page, addItemAt(schemas, file, page, offset, samples)!);
    expect(result.text).toContain('        text: Fully licensed and insured.\n  - \n  - type: steps\n');
    expect(result.selected.from).toBe(result.text.indexOf('  - \n') + 4);
  });

  it('is offered in the completion list too, and the word typed to find it goes', () => {
    const at = page.indexOf('        stars: 5\n') + '        stars: 5\n'.length;
    const before = `${page.slice(0, at)}        Add`;
    const result = choose(before, `\n${page.slice(at)}`, 'Add review');
    expect(result.text).not.toContain('Add');
    expect(mistakes(result.text)).toEqual([]);
    expect(selectedText(result)).toBe('New quote');
  });

  it('adds a menu entry and opening hours to site.yaml like the ones before them, and the site passes', () => {
    const siteText = readFileSync(path.join(site, 'site.yaml'), 'utf8');
    for (const [line, label, added] of [
      ['    href: /about', 'Add menu entry', '  - label: About\n    href: /about\n  - label: New text\n    href: /\n'],
      [
        '      opens: "08:00"',
        'Add opening hours',
        '      closes: "17:00"\n    - label: New days as shown\n      days:\n        - Monday\n      opens: "08:00"\n      closes: "17:00"\nnavigation:',
      ],
    ] as const) {
      const offset = siteText.indexOf(line) + line.length;
      expect(listAtCursor(schemas, 'site.yaml', siteText, offset)?.label).toBe(label);
      const result = applied(siteText, addItemAt(schemas, 'site.yaml', siteText, offset, samples)!);
      expect(result.text).toContain(added);
      expect(checkWithDrafts(site, { 'site.yaml': result.text }).errors, label).toEqual([]);
    }
  });

  it('names nothing to add where the cursor is in no list', () => {
    expect(listAtCursor(schemas, file, page, page.indexOf('title: Trial'))).toBeUndefined();
  });
});

describe('Add photo', () => {
  const photo = { src: '/images/roof.svg', alt: 'The roof after the storm' };
  const withPhoto = (text: string, offset: number) => applied(text, photoEdit(schemas, file, text, offset, photo)).text;

  it('replaces the picture of the gallery item the cursor is in, whatever line of it', () => {
    const result = withPhoto(page, page.indexOf('        title: A New Roof'));
    expect(mistakes(result)).toEqual([]);
    expect(result).toContain(
      '        image:\n          src: /images/roof.svg\n          alt: "The roof after the storm"\n',
    );
    expect(result).not.toContain('alt: A roof');
  });

  it("adds a picture to a hero's background pictures, in line with the others", () => {
    const hero = `${head}  - type: hero\n    heading: Roofs\n    images:\n      - src: /images/roof.svg\n        alt: A roof\n`;
    const result = withPhoto(hero, hero.indexOf('    heading: Roofs'));
    expect(mistakes(result)).toEqual([]);
    expect(
      result.endsWith('        alt: A roof\n      - src: /images/roof.svg\n        alt: "The roof after the storm"\n'),
    ).toBe(true);
  });

  it("on a picture's src line replaces that picture, as before", () => {
    const hero = `${head}  - type: hero\n    heading: Roofs\n    images:\n      - src: /images/roof.svg\n        alt: A roof\n`;
    const result = withPhoto(hero, hero.indexOf('src: /images/roof.svg') + 5);
    expect(result).toBe(hero.replace('alt: A roof', 'alt: "The roof after the storm"'));
  });
});
