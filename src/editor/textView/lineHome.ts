/**
 * Home in the page's text: to where the text of the line starts (after its indentation), and from there to the very
 * start of the line; End to the end of the line. Always the line as written, not the piece of it the window wraps
 * onto one row: CodeMirror's own Home and End stop at each wrapped row, which in a long description sent people to
 * the middle of a sentence.
 */
import { EditorSelection, type EditorState } from '@codemirror/state';
import type { Command } from '@codemirror/view';

/** Where Home puts each cursor (`extend`: Shift+Home, which selects up to there). */
export function homeSelection(state: EditorState, extend: boolean): EditorSelection {
  const ranges = state.selection.ranges.map((range) => {
    const line = state.doc.lineAt(range.head);
    const textStart = line.from + (/^\s*/.exec(line.text)?.[0].length ?? 0);
    const target = range.head === textStart ? line.from : textStart;
    return extend ? EditorSelection.range(range.anchor, target) : EditorSelection.cursor(target);
  });
  return EditorSelection.create(ranges, state.selection.mainIndex);
}

/** Where End puts each cursor: the end of its line as written. */
export function endSelection(state: EditorState, extend: boolean): EditorSelection {
  const ranges = state.selection.ranges.map((range) => {
    const target = state.doc.lineAt(range.head).to;
    return extend ? EditorSelection.range(range.anchor, target) : EditorSelection.cursor(target);
  });
  return EditorSelection.create(ranges, state.selection.mainIndex);
}

const moveWith =
  (selection: typeof homeSelection, extend: boolean): Command =>
  (view) => {
    view.dispatch({ selection: selection(view.state, extend), scrollIntoView: true, userEvent: 'select' });
    return true;
  };

/** The key bindings, for a keymap of higher precedence than the default one. */
export const lineHomeKeys = [
  { key: 'Home', run: moveWith(homeSelection, false), shift: moveWith(homeSelection, true) },
  { key: 'End', run: moveWith(endSelection, false), shift: moveWith(endSelection, true) },
];
