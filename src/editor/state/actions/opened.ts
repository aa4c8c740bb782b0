/**
 * A file was loaded: its text on disk and the text the editor starts from (a draft kept in the browser, or the same
 * text). Everything from another file open before is gone, its undo history too: Ctrl+Z never reaches into another
 * file. The same file chosen again keeps its undo history and selection, as the text view keeps its place.
 */
import { noFileOpen, type OpenFileName, type OpenFileState } from '../openFileState';

export interface Opened {
  type: 'opened';
  file: OpenFileName;
  savedText: string;
  text: string;
  /** What the top bar's notice says of a draft restored ("Your unsaved changes from … are back."), if one was. */
  notice?: string;
  /** Chosen in the list of pages (not opened afresh after its draft was thrown away): the preview starts over. */
  chosen?: boolean;
}

export function opened(state: OpenFileState, action: Opened): OpenFileState {
  const again = state.file?.path === action.file.path;
  return {
    ...noFileOpen,
    file: action.file,
    text: action.text,
    savedText: action.savedText,
    openedText: action.text,
    selection: again ? state.selection : undefined,
    undo: again ? { ...state.undo, typing: undefined, joining: undefined } : noFileOpen.undo,
  };
}
