// @vitest-environment happy-dom
/**
 * The text view's insertions (Add item, Add photo, a completion, Enter) go through the one command that changes a
 * file (fileEdits/textWithEdit.ts): the view's text after each is the command's text, its name reaches the undo
 * history, its first text to type over is selected as before, and a change that would leave a readable text
 * unreadable is refused in words with nothing written.
 */
import { autocompletion } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { afterEach, describe, expect, it } from 'vitest';
import { textWithEdit } from '../../src/editor/fileEdits/textWithEdit';
import { addItemChange } from '../../src/editor/textView/addItem';
import { photoChange } from '../../src/editor/textView/insertPhoto';
import { newLineLabel, schemaAssist, suggestionLabel } from '../../src/editor/textView/schemaAssist';
import { completionsAt } from '../../src/editor/textView/schemaHelp';
import { applyEdit } from '../../src/editor/textView/snippetEdit';
import { changeMadeHere, type TextViewChange } from '../../src/editor/textView/stateHistory';
import { applied, type TextEdit } from '../../src/editor/textView/textEdit';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';

const files = schemaFilesForHelp() as SchemaFiles;
const file = 'pages/trial.yaml';
const open = { files, file };
const samples = { routes: ['/', '/about'], picture: '/images/roof.svg' };

const page = [
  'route: /trial',
  'title: Trial | Test Roofing',
  'description: A page to try the editor on.',
  'blocks:',
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
  '  - type: steps',
  '    heading: How It Works',
  '    steps:',
  '      - title: Call',
  '        text: We listen.',
  '',
].join('\n');

let view: EditorView | undefined;
/** The changes the view reported for the open file's undo history. */
let changes: TextViewChange[] = [];

afterEach(() => {
  view?.destroy();
  view = undefined;
  changes = [];
});

function editorAt(text: string, cursor: number): EditorView {
  view = new EditorView({
    state: EditorState.create({
      doc: text,
      selection: { anchor: cursor },
      extensions: [
        autocompletion(),
        schemaAssist(() => ({ file, schemas: files, samples })),
        EditorView.updateListener.of((update) => {
          const change = changeMadeHere(update);
          if (change) changes.push(change);
        }),
      ],
    }),
    parent: document.body,
  });
  return view;
}

const at = (text: string, line: string) => text.indexOf(line) + line.length;
const selected = (editor: EditorView) =>
  editor.state.sliceDoc(editor.state.selection.main.from, editor.state.selection.main.to);

/** Writes `edit` in a view of `text` as `label`, and checks it against the one command and the edit's own reading. */
function writtenThroughCommand(text: string, cursor: number, edit: TextEdit, label: string) {
  const editor = editorAt(text, cursor);
  const result = applyEdit(editor, open, edit, label);
  if (result instanceof Error) throw result;
  const command = textWithEdit(files, file, text, { kind: 'lines', edit, label });
  expect(editor.state.doc.toString()).toBe(command.text);
  expect(result).toEqual(command);
  const expected = applied(text, edit);
  expect(command.text).toBe(expected.text);
  // The first text to type over is selected, as before the command.
  expect(editor.state.selection.main.from).toBe(expected.selected.from);
  expect(editor.state.selection.main.to).toBe(expected.selected.to);
  expect(changes).toEqual([expect.objectContaining({ kind: 'insertion', label })]);
  return editor;
}

describe('each insertion of the text view', () => {
  it('Add review writes the command\'s text, named "Review added"', () => {
    const cursor = at(page, '        author: Ann');
    const change = addItemChange(files, file, page, cursor, samples)!;
    expect(change.label).toBe('Review added');
    const editor = writtenThroughCommand(page, cursor, change.edit, change.label);
    expect(
      editor.state.doc
        .toString()
        .split('\n')
        .filter((line) => line.startsWith('      - quote:')),
    ).toHaveLength(2);
    expect(selected(editor)).not.toBe('');
  });

  it('Add photo on a picture writes the command\'s text, named "Photo changed"', () => {
    const cursor = at(page, '          alt: A roof');
    const change = photoChange(files, file, page, cursor, { src: '/images/new.jpg', alt: 'A new roof' });
    expect(change.label).toBe('Photo changed');
    const editor = writtenThroughCommand(page, cursor, change.edit, change.label);
    expect(editor.state.doc.toString()).toMatch(/\n {10}src: \/images\/new\.jpg\n {10}alt: "?A new roof"?\n/);
    expect(editor.state.doc.toString()).not.toContain('alt: A roof');
  });

  it('Add photo where there is no picture yet writes the command\'s text, named "Photo added"', () => {
    const cursor = at(page, '        text: We listen.');
    const change = photoChange(files, file, page, cursor, { src: '/images/new.jpg', alt: 'A new roof' });
    expect(change.label).toBe('Photo added');
    const editor = writtenThroughCommand(page, cursor, change.edit, change.label);
    // A new picture beside the one that was there.
    expect(editor.state.doc.toString()).toMatch(/src: \/images\/new\.jpg\n\s+alt: "?A new roof"?\n/);
    expect(editor.state.doc.toString()).toContain('alt: A roof');
  });

  it("a section chosen from the completion list writes the command's text, named by its title", () => {
    const text = `${page}  - `;
    const hero = completionsAt(files, file, text, text.length, samples)!.suggestions.find(
      (each) => each.label === 'hero',
    )!;
    const label = suggestionLabel(hero);
    expect(label).toBe(`${hero.detail} added`);
    const editor = writtenThroughCommand(text, text.length, hero.edit, label);
    expect(editor.state.doc.toString()).toContain('  - type: hero\n');
    expect(selected(editor)).toBe('New headline');
  });

  it('names every kind of completion as the undo history says it', () => {
    const base = { detail: 'Heading', edit: { from: 0, to: 0, template: '' } };
    expect(suggestionLabel({ ...base, label: 'heading', kind: 'property' })).toBe('Heading added');
    expect(suggestionLabel({ ...base, label: 'heading', detail: undefined, kind: 'property' })).toBe('Heading added');
    expect(suggestionLabel({ ...base, label: 'Add review', kind: 'item' })).toBe('Review added');
    expect(suggestionLabel({ ...base, label: 'true', kind: 'value' })).toBe('True chosen');
  });

  it('Enter after a list\'s field writes the command\'s new line, named "New line"', () => {
    const cursor = at(page, '    steps:');
    const editor = editorAt(page, cursor);
    expect(runScopeHandlers(editor, new KeyboardEvent('keydown', { key: 'Enter' }), 'editor')).toBe(true);
    const expected = page.replace('    steps:\n', '    steps:\n      - \n');
    expect(editor.state.doc.toString()).toBe(expected);
    expect(editor.state.selection.main.head).toBe(cursor + '\n      - '.length);
    expect(newLineLabel).toBe('New line');
    expect(changes).toEqual([expect.objectContaining({ kind: 'insertion', label: newLineLabel })]);
  });
});

describe('the read-back', () => {
  /** Lines that cannot be read as YAML after the page's last line, a text to type over among them. */
  const breaking: TextEdit = { from: page.length, to: page.length, template: `extra: \${1:[never closed}\n` };

  it('refuses an insertion that would leave a readable text unreadable, in words, with nothing written', () => {
    expect(() => textWithEdit(files, file, page, { kind: 'lines', edit: breaking, label: 'Extra added' })).toThrow(
      /"Extra added" was not written: it would leave the text unreadable at line \d+\. Nothing was changed\./,
    );
    const editor = editorAt(page, page.length);
    const result = applyEdit(editor, open, breaking, 'Extra added');
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toMatch(/^"Extra added" was not written/);
    expect(editor.state.doc.toString()).toBe(page);
    expect(changes).toEqual([]);
  });

  it('holds a half-typed text to nothing: it may stay unreadable while it is being typed', () => {
    const half = `${page}  - type: [`;
    const edit: TextEdit = { from: half.length, to: half.length, template: '\n    ' };
    expect(textWithEdit(files, file, half, { kind: 'lines', edit, label: newLineLabel }).text).toBe(`${half}\n    `);
  });

  it('lets a plain typed change through without a name, as typing has none', () => {
    const editor = editorAt(page, 0);
    editor.dispatch({ changes: { from: 0, insert: '#' }, userEvent: 'input.type' });
    expect(changes).toEqual([{ cursor: { anchor: 0, head: 0 }, kind: 'typing' }]);
  });
});
