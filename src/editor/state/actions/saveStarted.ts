/**
 * A save went to the server. It checks the text again before writing it and answers with its own mistakes, so any
 * check still under way is stale: its answer would talk over the save's.
 */
import type { OpenFileState } from '../openFileState';

export interface SaveStarted {
  type: 'saveStarted';
}

export function saveStarted(state: OpenFileState, _action: SaveStarted): OpenFileState {
  return { ...state, check: { ...state.check, awaitedText: undefined } };
}
