/**
 * Ctrl+Z: the text, the selection and the cursor go back to before the last step, and that step waits to be redone.
 * Nothing to undo leaves the state as it is.
 */
import { entryOf, type OpenFileState, type TextCursor, withEntry } from '../openFileState';

export interface Undo {
  type: 'undo';
  /** The text view's cursor now, if it is open: put back when the step is redone. */
  cursor: TextCursor | undefined;
}

export function undo(state: OpenFileState, action: Undo): OpenFileState {
  const step = state.undo.past.at(-1);
  if (!step) return state;
  return {
    ...state,
    text: step.text,
    selection: step.selection,
    cursor: step.cursor,
    changes: state.changes + 1,
    undo: {
      past: state.undo.past.slice(0, -1),
      future: withEntry(state.undo.future, entryOf(state, step.label, action.cursor)),
      typing: undefined,
    },
  };
}
