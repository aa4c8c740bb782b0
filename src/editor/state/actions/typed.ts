/**
 * The text changed in the text view. Typing and deleting there join one step of undo while they stay on one line
 * with no pause of `typingPauseMs`, as in a word processor: Ctrl+Z takes back the last burst of words, not a letter.
 * What the view writes whole (a completion, Add item, Add photo, Enter, a paste) is a step of its own, and typing
 * after it starts a new one.
 */
import { entryOf, type OpenFileState, type TextCursor, typingPauseMs, withEntry } from '../openFileState';

export const typingLabel = 'Typing';
export const insertionLabel = 'Insertion in the text';

export interface Typed {
  type: 'typed';
  text: string;
  /** The cursor before the change, put back when it is undone. */
  cursor: TextCursor | undefined;
  /** When the change was made (ms, any clock that only goes forward). */
  at: number;
  /** 'typing': keys typed or deleted; 'insertion': text the view wrote whole. */
  kind: 'typing' | 'insertion';
  /** The insertion's own name ("Review added"), given by the one command that wrote it; a paste has none. */
  label?: string;
}

/** The line (0-based, in `after`) where `after` starts to differ from `before`. */
export function lineOfChange(before: string, after: string): number {
  const end = Math.min(before.length, after.length);
  let same = 0;
  while (same < end && before.charCodeAt(same) === after.charCodeAt(same)) same++;
  let line = 0;
  for (let index = after.indexOf('\n'); index !== -1 && index < same; index = after.indexOf('\n', index + 1)) line++;
  return line;
}

export function typed(state: OpenFileState, action: Typed): OpenFileState {
  if (action.text === state.text) return state;
  const { past, typing } = state.undo;
  const line = lineOfChange(state.text, action.text);
  const goesOnTyping =
    action.kind === 'typing' &&
    typing !== undefined &&
    past.length > 0 &&
    action.at - typing.at < typingPauseMs &&
    line === typing.line;
  const changed = { ...state, text: action.text, changes: state.changes + 1, cursor: undefined };
  if (!goesOnTyping) {
    const label = action.kind === 'typing' ? typingLabel : (action.label ?? insertionLabel);
    return {
      ...changed,
      undo: {
        past: withEntry(past, entryOf(state, label, action.cursor)),
        future: [],
        typing: action.kind === 'typing' ? { at: action.at, line } : undefined,
      },
    };
  }
  // Typed back to the text the step started from: the step is gone, rather than an undo that changes nothing.
  if (action.text === past.at(-1)!.text)
    return { ...changed, undo: { past: past.slice(0, -1), future: [], typing: undefined } };
  return { ...changed, undo: { past, future: [], typing: { at: action.at, line } } };
}
