// @vitest-environment node
/**
 * Home and End in the editor's text: the start of the line's text, then the start of the line; the end of the line;
 * each as written (not as wrapped).
 */
import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { endSelection, homeSelection } from '../../src/editor/textView/lineHome';

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

describe('End', () => {
  const secondLineEnd = text.indexOf('\n', lineStart - 1);

  it('goes from the start of a long line to its very end, and from the middle of a line to the end of that line', () => {
    expect(endSelection(at(lineStart), false).main.head).toBe(text.length);
    expect(endSelection(at(10), false).main.head).toBe(secondLineEnd);
  });

  it('with Shift, selects from where the cursor was', () => {
    const selection = endSelection(at(textStart), true).main;
    expect([selection.anchor, selection.head]).toEqual([textStart, text.length]);
  });

  it('moves every cursor on its own line', () => {
    const state = EditorState.create({
      doc: text,
      selection: EditorSelection.create([EditorSelection.cursor(1), EditorSelection.cursor(lineStart)]),
      extensions: EditorState.allowMultipleSelections.of(true),
    });
    expect(endSelection(state, false).ranges.map((range) => range.head)).toEqual([7, text.length]);
  });
});
