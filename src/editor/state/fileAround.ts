/**
 * What an action on the open file changes around it (openFileReducer.ts changes the file itself): the top bar's
 * status, the preview shown, the notice and the tab. The status follows the file's own actions: a check says
 * "Checking…" unless a save under way or just done says how it went; typing again clears what a save said.
 */
import type { Status } from '../statusLine';
import { isAwaited } from './actions/checked';
import type { EditorState } from './editorState';
import type { OpenFileAction } from './openFileReducer';

/** A save under way or just done says how it went; a check does not talk over it. */
const afterSave = (status: Status) => status.kind === 'saving' || status.kind === 'saved';

const mistakesNeed = (count: number) => `${count} ${count === 1 ? 'mistake needs' : 'mistakes need'}`;

/** `after` (the editor with `action` done to its file, from `before`) with what changes around the file. */
export function aroundTheFile(before: EditorState, after: EditorState, action: OpenFileAction): EditorState {
  switch (action.type) {
    case 'opened':
      if (!action.chosen) return { ...after, notice: action.notice };
      return {
        ...after,
        notice: action.notice,
        status: { kind: 'idle' },
        preview: { ...after.preview, drawing: undefined },
        screen: before.screen.narrow ? { ...after.screen, tab: 'preview' } : after.screen,
      };
    case 'typed':
    case 'edited':
    case 'undo':
    case 'redo': {
      const textChanged = after.file.text !== before.file.text;
      const said = after.status.kind === 'saved' || after.status.kind === 'refused';
      return textChanged && said ? { ...after, status: { kind: 'idle' } } : after;
    }
    case 'checkSent':
      return afterSave(after.status) ? after : { ...after, status: { kind: 'checking' } };
    case 'checked':
      return checkAnswered(before, after, action);
    case 'saveStarted':
      return { ...after, status: { kind: 'saving' } };
    case 'saved':
      return {
        ...after,
        notice: undefined,
        status: { kind: 'saved', message: `Saved ${action.file}.` },
        // A save answers without the page's HTML: the preview is current when the text saved is the text checked.
        preview: before.file.check.answer?.text === action.text ? { ...after.preview, current: true } : after.preview,
      };
    case 'saveRefused':
      return {
        ...after,
        status: {
          kind: 'refused',
          message: `Not saved: ${mistakesNeed(action.errors.length)} fixing first. Your changes are kept in this browser.`,
        },
      };
    default:
      return after;
  }
}

/**
 * The check answered: the site's facts are kept whichever text they came from; the answer awaited ends "Checking…",
 * and when the text is still the one checked, the preview shows the last page that passed and whether it is current.
 */
function checkAnswered(
  before: EditorState,
  after: EditorState,
  action: Extract<OpenFileAction, { type: 'checked' }>,
): EditorState {
  const checkedSite = action.preview ? action.preview.site : after.preview.checkedSite;
  const withSite = { ...after, preview: { ...after.preview, checkedSite } };
  if (!isAwaited(before.file, action.file, action.text)) return withSite;
  const status: Status = afterSave(after.status) ? after.status : { kind: 'idle' };
  // Typed on meanwhile: the preview already shows newer words, and the next check answers for them.
  if (after.file.text !== action.text) return { ...withSite, status };
  const page = after.file.check.passed?.preview ?? after.preview.drawing?.preview;
  return {
    ...withSite,
    status,
    preview: { ...withSite.preview, drawing: page && { preview: page }, current: Boolean(action.preview) },
  };
}
