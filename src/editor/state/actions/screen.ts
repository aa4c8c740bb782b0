/**
 * What is on the screen around the open file: the dialog, the tab or the sheet shown, the preview's width, the field
 * to focus, and where the person works. None of it changes the text.
 */
import type { PreviewWidth } from '../../preview/PreviewFrame';
import type { EditorDialog, EditorState, ScreenState, Tab } from '../editorState';
import type { DataPath } from '../../../places/places';

export interface DialogOpened {
  type: 'dialogOpened';
  dialog: EditorDialog;
}
export interface DialogClosed {
  type: 'dialogClosed';
}
export interface TabChosen {
  type: 'tabChosen';
  tab: Tab;
}
/** The panel opens as a sheet over the preview (a narrow screen); `focus` puts the focus on its heading. */
export interface SheetOpened {
  type: 'sheetOpened';
  focus: boolean;
}
export interface SheetClosed {
  type: 'sheetClosed';
}
/** A field of the panel's form is to take the focus once drawn (`[]`: the form's heading). */
export interface FieldFocusAsked {
  type: 'fieldFocusAsked';
  path: DataPath;
}
/** Typing over a field on the page began: a focus asked for by the click before it would take the keys typed. */
export interface TypingOnPageBegan {
  type: 'typingOnPageBegan';
}
export interface TextShownChosen {
  type: 'textShownChosen';
  shown: boolean;
}
export interface WidthChosen {
  type: 'widthChosen';
  width: PreviewWidth;
}
export interface ScreenMeasured {
  type: 'screenMeasured';
  narrow: boolean;
}
/** The focus went into the text or the panel. */
export interface WorkedIn {
  type: 'workedIn';
  place: 'text' | 'panel';
}

/** The state with `change` made to the screen; the same state when nothing changes, so nothing is drawn again. */
function withScreen(state: EditorState, change: Partial<ScreenState>): EditorState {
  const same = (Object.keys(change) as (keyof ScreenState)[]).every((key) => state.screen[key] === change[key]);
  return same ? state : { ...state, screen: { ...state.screen, ...change } };
}

const focusAsked = (state: EditorState, path: DataPath): Partial<ScreenState> => ({
  focusRequest: { path, serial: (state.screen.focusRequest?.serial ?? 0) + 1 },
});

export const dialogOpened = (state: EditorState, action: DialogOpened) => withScreen(state, { dialog: action.dialog });
export const dialogClosed = (state: EditorState, _action: DialogClosed) => withScreen(state, { dialog: undefined });
export const tabChosen = (state: EditorState, action: TabChosen) => withScreen(state, { tab: action.tab });
export const sheetOpened = (state: EditorState, action: SheetOpened) =>
  withScreen(state, { sheetOpen: true, ...(action.focus ? focusAsked(state, []) : {}) });
export const sheetClosed = (state: EditorState, _action: SheetClosed) => withScreen(state, { sheetOpen: false });
export const fieldFocusAsked = (state: EditorState, action: FieldFocusAsked) =>
  withScreen(state, focusAsked(state, action.path));
export const typingOnPageBegan = (state: EditorState, _action: TypingOnPageBegan) =>
  withScreen(state, { typingOnPage: state.screen.typingOnPage + 1, focusRequest: undefined });
export const textShownChosen = (state: EditorState, action: TextShownChosen) =>
  withScreen(state, { textShown: action.shown });
export const widthChosen = (state: EditorState, action: WidthChosen) => withScreen(state, { width: action.width });
export const screenMeasured = (state: EditorState, action: ScreenMeasured) =>
  withScreen(state, { narrow: action.narrow });
export const workedIn = (state: EditorState, action: WorkedIn) => withScreen(state, { workingIn: action.place });
