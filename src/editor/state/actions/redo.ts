/**
 * Ctrl+Y (or Ctrl+Shift+Z): the last step undone is made again, with the selection and cursor it was undone from.
 * Any new change clears what there was to redo; nothing to redo leaves the state as it is.
 */
import { entryOf, type OpenFileState, type TextCursor, withEntry } from '../openFileState';

export interface Redo {
  type: 'redo';
  /** The text view's cursor now, if it is open: put back when the step is undone again. */
  cursor: TextCursor | undefined;
}

export function redo(state: OpenFileState, action: Redo): OpenFileState {
  const step = state.undo.future.at(-1);
  if (!step) return state;
  return {
    ...state,
    text: step.text,
    selection: step.selection,
    cursor: step.cursor,
    changes: state.changes + 1,
    undo: {
      past: withEntry(state.undo.past, entryOf(state, step.label, action.cursor)),
      future: state.undo.future.slice(0, -1),
      typing: undefined,
    },
  };
}
