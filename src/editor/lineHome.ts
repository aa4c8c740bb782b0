/**
 * Home in the page's text: to where the text of the line starts (after its indentation), and from there to the very
 * start of the line; always the line as written, not the piece of it the window wraps onto one row. CodeMirror's own
 * Home stops at each wrapped row, which in a long description sent people to the middle of a sentence.
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

const home =
  (extend: boolean): Command =>
  (view) => {
    view.dispatch({ selection: homeSelection(view.state, extend), scrollIntoView: true, userEvent: 'select' });
    return true;
  };

/** The key bindings, for a keymap of higher precedence than the default one. */
export const lineHomeKeys = [{ key: 'Home', run: home(false), shift: home(true) }];
