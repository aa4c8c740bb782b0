/**
 * A change made outside the text view (a form field, the page, a button): the whole new text and what the change was
 * in words ("Heading changed"). It is always a step of undo of its own, never joined with typing before or after it.
 */
import { entryOf, type OpenFileState, type TextCursor, withEntry } from '../openFileState';

export interface Edited {
  type: 'edited';
  text: string;
  label: string;
  /** The text view's cursor when the change was made, if the view is open: put back when the change is undone. */
  cursor: TextCursor | undefined;
}

export function edited(state: OpenFileState, action: Edited): OpenFileState {
  if (action.text === state.text) return state;
  return {
    ...state,
    text: action.text,
    changes: state.changes + 1,
    // The text view maps its cursor through the change, as it does for any change it did not make itself.
    cursor: undefined,
    undo: {
      past: withEntry(state.undo.past, entryOf(state, action.label, action.cursor)),
      future: [],
      typing: undefined,
    },
  };
}
