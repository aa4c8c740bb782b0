/**
 * The server wrote the file: the text saved is now the text on disk and the one the editor holds from the start. The
 * text may have been typed on while the save was under way; that stays unsaved. An answer for a file no longer open
 * changes nothing.
 */
import type { ContentError } from '../../../content/contentError';
import type { OpenFileState } from '../openFileState';

export interface Saved {
  type: 'saved';
  file: string;
  text: string;
  errors: ContentError[];
}

export function saved(state: OpenFileState, action: Saved): OpenFileState {
  if (action.file !== state.file?.path) return state;
  return {
    ...state,
    savedText: action.text,
    openedText: action.text,
    check: { ...state.check, errors: action.errors },
  };
}
