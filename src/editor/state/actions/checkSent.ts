/** A text of the open file went to the checker: its answer is the one awaited from now on, any earlier one is stale. */
import type { OpenFileState } from '../openFileState';

export interface CheckSent {
  type: 'checkSent';
  file: string;
  text: string;
}

export function checkSent(state: OpenFileState, action: CheckSent): OpenFileState {
  if (action.file !== state.file?.path) return state;
  return { ...state, check: { ...state.check, sentText: action.text, awaitedText: action.text } };
}
