/**
 * A block or a field was selected (the cursor moved into it, or it was chosen in the page or a form), or nothing is.
 * The same place selected again keeps the state as it is, so nothing is drawn again for it.
 */
import type { FileSelection, OpenFileState } from '../openFileState';

export interface Selected {
  type: 'selected';
  selection: FileSelection | undefined;
}

const samePlace = (one: FileSelection | undefined, other: FileSelection | undefined) =>
  one === other ||
  (one !== undefined &&
    other !== undefined &&
    one.blockType === other.blockType &&
    one.path.length === other.path.length &&
    one.path.every((part, index) => part === other.path[index]));

export function selected(state: OpenFileState, action: Selected): OpenFileState {
  return samePlace(state.selection, action.selection) ? state : { ...state, selection: action.selection };
}
