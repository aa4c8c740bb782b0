/**
 * The editor's reducer: every change to the editor's state (editorState.ts) is an action, named for what happened.
 * The open file's actions are handled by openFileReducer.ts, and what they change around the file by fileAround.ts;
 * the rest by the small pure function of the same name in actions/. The table below is the whole list.
 */
import { openFileActions, type OpenFileAction, openFileReducer } from './openFileReducer';
import * as requests from './actions/requests';
import * as screen from './actions/screen';
import * as session from './actions/session';
import * as siteLoaded from './actions/siteLoaded';
import type { EditorState } from './editorState';
import { aroundTheFile } from './fileAround';

export type EditorAction =
  | OpenFileAction
  | session.SessionFound
  | session.SignedIn
  | session.SignedOut
  | session.SignOutAsked
  | siteLoaded.OutlineLoaded
  | siteLoaded.SchemasLoaded
  | requests.OpenAsked
  | requests.PageCreated
  | requests.EntryDeleted
  | requests.PageDeleted
  | requests.PageMoved
  | requests.SaveAsked
  | requests.DraftDiscarded
  | requests.DraftsListed
  | requests.Failed
  | requests.CheckFailed
  | requests.WordsDrawn
  | screen.DialogOpened
  | screen.DialogClosed
  | screen.TabChosen
  | screen.SheetOpened
  | screen.SheetClosed
  | screen.FieldFocusAsked
  | screen.TypingOnPageBegan
  | screen.TextShownChosen
  | screen.WidthChosen
  | screen.ScreenMeasured
  | screen.WorkedIn;

type ShellAction = Exclude<EditorAction, OpenFileAction>;

type Handlers = {
  [Type in ShellAction['type']]: (state: EditorState, action: Extract<ShellAction, { type: Type }>) => EditorState;
};

const handlers: Handlers = {
  sessionFound: session.sessionFound,
  signedIn: session.signedIn,
  signedOut: session.signedOut,
  signOutAsked: session.signOutAsked,
  outlineLoaded: siteLoaded.outlineLoaded,
  schemasLoaded: siteLoaded.schemasLoaded,
  openAsked: requests.openAsked,
  pageCreated: requests.pageCreated,
  entryDeleted: requests.entryDeleted,
  pageDeleted: requests.pageDeleted,
  pageMoved: requests.pageMoved,
  saveAsked: requests.saveAsked,
  draftDiscarded: requests.draftDiscarded,
  draftsListed: requests.draftsListed,
  failed: requests.failed,
  checkFailed: requests.checkFailed,
  wordsDrawn: requests.wordsDrawn,
  dialogOpened: screen.dialogOpened,
  dialogClosed: screen.dialogClosed,
  tabChosen: screen.tabChosen,
  sheetOpened: screen.sheetOpened,
  sheetClosed: screen.sheetClosed,
  fieldFocusAsked: screen.fieldFocusAsked,
  typingOnPageBegan: screen.typingOnPageBegan,
  textShownChosen: screen.textShownChosen,
  widthChosen: screen.widthChosen,
  screenMeasured: screen.screenMeasured,
  workedIn: screen.workedIn,
};

const isOpenFileAction = (action: EditorAction): action is OpenFileAction => openFileActions.has(action.type);

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (isOpenFileAction(action)) {
    const file = openFileReducer(state.file, action);
    return aroundTheFile(state, file === state.file ? state : { ...state, file }, action);
  }
  const handle = handlers[action.type] as (state: EditorState, action: ShellAction) => EditorState;
  return handle(state, action);
}
