/**
 * What the editor writes for a person who has never seen YAML when a section is chosen from the completion list: a
 * hero banner, feature cards or steps go in under blocks: at the columns the structure needs, whatever column the
 * "- " line was at, with every field their kind requires and texts the check accepts, the first of them selected to
 * type over, as CodeMirror writes them too. Each result is checked by the site's own checker, on the minimal fixture
 * site with a page of its own (never the live content).
 */
import { EditorState } from '@codemirror/state';
import { autocompletion, nextSnippetField } from '@codemirror/autocomplete';
import { describe, expect, it } from 'vitest';
import { editTransaction } from '../../src/editor/textView/snippetEdit';
import type { TextEdit } from '../../src/editor/textView/textEdit';
import { blockFrom, choose, head, mistakes, page, samples, schemas, selectedText } from './insertionFixtures';

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
