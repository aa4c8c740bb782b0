/**
 * The open file's part of the editor's reducer (editorReducer.ts): every change the editor can make to the open file
 * is an action, named for what happened, and handled by the small pure function of the same name in actions/. The
 * table below is the whole list; a new kind of change is a new module and a new line here.
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

export type OpenFileAction =
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
  [Type in OpenFileAction['type']]: (
    state: OpenFileState,
    action: Extract<OpenFileAction, { type: Type }>,
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

/** The action's names, to tell the open file's actions from the rest of the editor's. */
export const openFileActions = new Set(Object.keys(handlers));

export function openFileReducer(state: OpenFileState, action: OpenFileAction): OpenFileState {
  const handle = handlers[action.type] as (state: OpenFileState, action: OpenFileAction) => OpenFileState;
  return handle(state, action);
}
