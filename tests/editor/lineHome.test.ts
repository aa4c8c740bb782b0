// @vitest-environment node
/** Home in the editor's text: the start of the line's text, then the start of the line, as written (not as wrapped). */
import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { homeSelection } from '../../src/editor/lineHome';

const text = 'blocks:\n  - type: hero\n    heading: A long heading the window wraps onto two rows';
const at = (offset: number, anchor = offset) =>
  EditorState.create({ doc: text, selection: EditorSelection.single(anchor, offset) });
const lineStart = text.indexOf('    heading');
const textStart = lineStart + 4;

describe('Home', () => {
  it('goes from the middle of a long line to where its text starts, past the indentation', () => {
    expect(homeSelection(at(text.length - 3), false).main.head).toBe(textStart);
  });

  it('goes from where the text starts to the very start of the line, and back', () => {
    expect(homeSelection(at(textStart), false).main.head).toBe(lineStart);
    expect(homeSelection(at(lineStart), false).main.head).toBe(textStart);
  });

  it('with Shift, selects from where the cursor was', () => {
    const selection = homeSelection(at(text.length), true).main;
    expect([selection.anchor, selection.head]).toEqual([text.length, textStart]);
  });

  it('moves every cursor on its own line', () => {
    const state = EditorState.create({
      doc: text,
      selection: EditorSelection.create([EditorSelection.cursor(5), EditorSelection.cursor(text.length)]),
      extensions: EditorState.allowMultipleSelections.of(true),
    });
    expect(homeSelection(state, false).ranges.map((range) => range.head)).toEqual([0, textStart]);
  });
});
