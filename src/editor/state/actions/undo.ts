/**
 * Ctrl+Z: the text, the selection and the cursor go back to before the last step, and that step waits to be redone.
 * Nothing to undo leaves the state as it is.
 */
import { type OpenFileState, stepBack, type TextCursor } from '../openFileState';

export interface Undo {
  type: 'undo';
  /** The text view's cursor now, if it is open: put back when the step is redone. */
  cursor: TextCursor | undefined;
}

export function undo(state: OpenFileState, action: Undo): OpenFileState {
  return stepBack(state, 'past', action.cursor);
}
