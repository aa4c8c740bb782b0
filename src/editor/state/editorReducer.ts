/**
 * The open file's reducer, for `useReducer`: every change the editor can make to the open file is an action, named
 * for what happened, and handled by the small pure function of the same name in actions/. The table below is the
 * whole list; a new kind of change is a new module and a new line here.
 */
import { checked, type Checked } from './actions/checked';
import { checkSent, type CheckSent } from './actions/checkSent';
import { closed, type Closed } from './actions/closed';
import { edited, type Edited } from './actions/edited';
import { opened, type Opened } from './actions/opened';
import { redo, type Redo } from './actions/redo';
import { saved, type Saved } from './actions/saved';
import { saveRefused, type SaveRefused } from './actions/saveRefused';
import { saveStarted, type SaveStarted } from './actions/saveStarted';
import { selected, type Selected } from './actions/selected';
import { typed, type Typed } from './actions/typed';
import { undo, type Undo } from './actions/undo';
import type { OpenFileState } from './openFileState';

export type EditorAction =
  | Opened
  | Closed
  | Typed
  | Edited
  | Undo
  | Redo
  | Selected
  | CheckSent
  | Checked
  | SaveStarted
  | Saved
  | SaveRefused;

type Handlers = {
  [Type in EditorAction['type']]: (
    state: OpenFileState,
    action: Extract<EditorAction, { type: Type }>,
  ) => OpenFileState;
};

const handlers: Handlers = {
  opened,
  closed,
  typed,
  edited,
  undo,
  redo,
  selected,
  checkSent,
  checked,
  saveStarted,
  saved,
  saveRefused,
};

export function editorReducer(state: OpenFileState, action: EditorAction): OpenFileState {
  const handle = handlers[action.type] as (state: OpenFileState, action: EditorAction) => OpenFileState;
  return handle(state, action);
}
