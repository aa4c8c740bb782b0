/**
 * What the person asks of the server (open a file, save it, throw a draft away) and what comes back beside the open
 * file's own actions: a failure in words, the list of drafts, new words drawn ahead of the check. The asking itself
 * is done by editorEffects.ts, which answers with the open file's actions (`opened`, `saved`…).
 */
import type { PreviewDrawing } from '../../preview/PreviewFrame';
import type { EditorState } from '../editorState';
import { isAwaited } from './checked';

/** A page of the list was chosen: a notice of the file before goes at once. */
export interface OpenAsked {
  type: 'openAsked';
  file: string;
  title: string;
}
/** A new page was made (the New page dialog): the dialog goes, the list of pages is read again and the page opens. */
export interface PageCreated {
  type: 'pageCreated';
  file: string;
  title: string;
}
/**
 * An entry was deleted (the dialog Delete this post…): the dialog goes, and the top bar says so; the file is closed,
 * its draft dropped and the list of pages read again (editorEffects.ts), where the focus goes.
 */
export interface EntryDeleted {
  type: 'entryDeleted';
  file: string;
  /** "Post “After a Wind Storm”" */
  name: string;
}
/** A page was deleted (the dialog Delete this page…): as an entry's deletion, its visitors now going to `to`. */
export interface PageDeleted {
  type: 'pageDeleted';
  file: string;
  /** Its address, /services/maintenance. */
  from: string;
  to: string;
}
/**
 * The page open moved to another address (the dialog Move to another address…): the dialog goes, the top bar says
 * what the move did, and the page opens afresh from its new text (editorEffects.ts), the list of pages read again.
 */
export interface PageMoved {
  type: 'pageMoved';
  file: string;
  title: string;
  /** Its text with its new address. */
  text: string;
  /** What the move did, in the server's words. */
  message: string;
}
/** Save was pressed (or Ctrl+S): nothing changes until the save starts (`saveStarted`). */
export interface SaveAsked {
  type: 'saveAsked';
}
/** "Throw away" of a restored draft: the file opens afresh from its text on disk. */
export interface DraftDiscarded {
  type: 'draftDiscarded';
}
/** The files with drafts kept in this browser, as they are now. */
export interface DraftsListed {
  type: 'draftsListed';
  files: ReadonlySet<string>;
}
/** Something went wrong that the person should know of, in words for them. */
export interface Failed {
  type: 'failed';
  message: string;
}
/** A check did not answer (the connection, the server): said only when its answer was the one awaited. */
export interface CheckFailed {
  type: 'checkFailed';
  file: string;
  text: string;
  message: string;
}
/** New words drawn in the preview ahead of the check, over the last page that passed it. */
export interface WordsDrawn {
  type: 'wordsDrawn';
  drawing: PreviewDrawing;
}

export const openAsked = (state: EditorState, _action: OpenAsked): EditorState =>
  state.notice === undefined ? state : { ...state, notice: undefined };

export const pageCreated = (state: EditorState, _action: PageCreated): EditorState =>
  state.screen.dialog === undefined ? state : { ...state, screen: { ...state.screen, dialog: undefined } };

export const entryDeleted = (state: EditorState, action: EntryDeleted): EditorState => ({
  ...state,
  status: { kind: 'saved', message: `${action.name} deleted. Visitors see it until you publish.` },
  notice: undefined,
  // Nothing of it stays on the screen: its page in the preview goes with it, and on a phone the list of pages shows.
  preview: { ...state.preview, drawing: undefined },
  screen: { ...state.screen, dialog: undefined, tab: 'pages', sheetOpen: false },
});

export const pageDeleted = (state: EditorState, action: PageDeleted): EditorState => ({
  ...entryDeleted(state, { type: 'entryDeleted', file: action.file, name: action.from }),
  status: { kind: 'saved', message: `Page deleted; visitors to ${action.from} go to ${action.to} once published.` },
});

export const pageMoved = (state: EditorState, action: PageMoved): EditorState => ({
  ...state,
  status: { kind: 'saved', message: action.message },
  notice: undefined,
  screen: { ...state.screen, dialog: undefined },
});

export const saveAsked = (state: EditorState, _action: SaveAsked): EditorState => state;

export const draftDiscarded = (state: EditorState, _action: DraftDiscarded): EditorState => ({
  ...state,
  notice: undefined,
});

export const draftsListed = (state: EditorState, action: DraftsListed): EditorState => ({
  ...state,
  drafts: action.files,
});

export const failed = (state: EditorState, action: Failed): EditorState => ({
  ...state,
  status: { kind: 'failed', message: action.message },
});

export const checkFailed = (state: EditorState, action: CheckFailed): EditorState =>
  isAwaited(state.file, action.file, action.text) ? failed(state, { type: 'failed', message: action.message }) : state;

export const wordsDrawn = (state: EditorState, action: WordsDrawn): EditorState => ({
  ...state,
  preview: { ...state.preview, drawing: action.drawing },
});
