/**
 * The checker answered for a text: its mistakes, and the page when the text passed. Only the awaited answer counts
 * (checkSent.ts); one for an older text, a text saved since, or another file changes nothing. Requests overlap when
 * typing goes on while the server checks, and their answers can arrive in any order.
 */
import type { ContentError } from '../../../content/contentError';
import type { Preview } from '../../api';
import type { OpenFileState } from '../openFileState';

export interface Checked {
  type: 'checked';
  file: string;
  text: string;
  errors: ContentError[];
  preview: Preview | undefined;
}

/** Whether the answer for `text` of `file` is the one awaited. */
export const isAwaited = (state: OpenFileState, file: string, text: string) =>
  file === state.file?.path && text === state.check.awaitedText;

export function checked(state: OpenFileState, action: Checked): OpenFileState {
  if (!isAwaited(state, action.file, action.text)) return state;
  const shown = state.check.errors;
  return {
    ...state,
    check: {
      ...state.check,
      answer: { text: action.text, preview: action.preview },
      passed: action.preview ? { text: action.text, preview: action.preview } : state.check.passed,
      // The same mistakes as before stay the same list: the text is not marked again, nor scrolled, at each check.
      errors: JSON.stringify(shown) === JSON.stringify(action.errors) ? shown : action.errors,
    },
  };
}
