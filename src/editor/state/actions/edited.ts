/**
 * A change made outside the text view (a form field, the page, a button): the whole new text and what the change was
 * in words ("Heading changed"). It is a step of undo of its own, never joined with typing before or after it; words
 * typed in one field of a form, each key a change, are one step while they go on without a pause (`join`).
 */
import { entryOf, type OpenFileState, type TextCursor, typingPauseMs, withEntry } from '../openFileState';

export interface Edited {
  type: 'edited';
  text: string;
  label: string;
  /** The text view's cursor when the change was made, if the view is open: put back when the change is undone. */
  cursor: TextCursor | undefined;
  /** What the change is to (the field typed in) and when (ms): the same again without a pause joins this step. */
  join?: { key: string; at: number };
}

export function edited(state: OpenFileState, action: Edited): OpenFileState {
  if (action.text === state.text) return state;
  const going = state.undo.joining;
  if (action.join && going && going.key === action.join.key && action.join.at - going.at < typingPauseMs)
    return {
      ...state,
      text: action.text,
      changes: state.changes + 1,
      cursor: undefined,
      undo: { ...state.undo, future: [], joining: action.join },
    };
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
      joining: action.join,
    },
  };
}
