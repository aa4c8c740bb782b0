/**
 * Ctrl+Y (or Ctrl+Shift+Z): the last step undone is made again, with the selection and cursor it was undone from.
 * Any new change clears what there was to redo; nothing to redo leaves the state as it is.
 */
import { type OpenFileState, stepBack, type TextCursor } from '../openFileState';

export interface Redo {
  type: 'redo';
  /** The text view's cursor now, if it is open: put back when the step is undone again. */
  cursor: TextCursor | undefined;
}

export function redo(state: OpenFileState, action: Redo): OpenFileState {
  return stepBack(state, 'future', action.cursor);
}
