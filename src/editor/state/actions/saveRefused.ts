/** The server refused to save: the text has mistakes, which it names. The text stays as it is, unsaved. */
import type { ContentError } from '../../../content/contentError';
import type { OpenFileState } from '../openFileState';

export interface SaveRefused {
  type: 'saveRefused';
  file: string;
  errors: ContentError[];
}

export function saveRefused(state: OpenFileState, action: SaveRefused): OpenFileState {
  if (action.file !== state.file?.path) return state;
  return { ...state, check: { ...state.check, errors: action.errors } };
}
