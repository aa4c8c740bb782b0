/**
 * The state of the file open in the editor, in one value that only the reducer changes (openFileReducer.ts): its text
 * and the text on disk, what the checker last answered, what is selected, and the undo history. Each change is an
 * action, a small pure function in actions/, so the text view, the form and the page can all change the file the same
 * way, and Ctrl+Z undoes whatever made the change.
 *
 * The undo history is this state's, not CodeMirror's. A change made outside the text view (a form field, the page)
 * must be undone by the same key as typing, in the order the changes were made, even when the text view has not been
 * loaded yet or has started afresh (another file, a draft thrown away); CodeMirror's history lives and dies with its
 * view, and would have to hold changes it did not make. So CodeMirror keeps no history (CodeEditor.tsx), its undo
 * keys ask for the actions here, and the view takes each text it did not make as the one change from its own text to
 * it: CodeMirror moves the cursor and the places to type over with that change, and an undo or a redo puts back the
 * cursor its step was made from, as CodeMirror's own history would.
 */
import type { ContentError } from '../../content/contentError';
import type { Preview } from '../api';
import type { DataPath } from '../../places/places';

/** At most this many steps are kept to undo; the oldest go first. */
export const undoLimit = 200;

/** Typing after a pause this long (ms) is a new step of undo, as after moving to another line. */
export const typingPauseMs = 500;

/** The file's name in the site (`pages/about.yaml`) and its page's title, as the list of pages shows it. */
export interface OpenFileName {
  path: string;
  title: string;
}

/** A place in the text as CodeMirror keeps it: where the selection starts and where the cursor is (offsets). */
export interface TextCursor {
  anchor: number;
  head: number;
}

/**
 * What is selected in the file: a block, or a field of it, by its path in the data (`['blocks', 2]`,
 * `['blocks', 2, 'heading']`), with the block's type as written, by which the preview names it.
 */
export interface FileSelection {
  path: DataPath;
  blockType?: string;
}

/** One step of the undo history: the whole text on one side of a change, and where the person was. */
export interface UndoEntry {
  text: string;
  selection: FileSelection | undefined;
  /** The cursor in the text view at that side of the change; undefined when the view was not open. */
  cursor: TextCursor | undefined;
  /** What the change was, in words ("Typing", "Heading changed"). */
  label: string;
}

export interface UndoHistory {
  /** The steps to undo, oldest first: each is the text before a change, labelled with that change. */
  past: UndoEntry[];
  /** The steps to redo, the next one last: each is the text after an undone change, labelled with that change. */
  future: UndoEntry[];
  /**
   * The typing going on, which joins the last step of `past` while it stays on one line without a pause: when the
   * last key was typed (ms) and on which line (0-based). Undefined once anything else happens.
   */
  typing: { at: number; line: number } | undefined;
  /**
   * The last change made outside the text, when it may go on as one step (words typed in one field of a form): what
   * it changed and when (ms). A change with the same key without a pause joins its step; anything else ends it.
   */
  joining?: { key: string; at: number };
}

/** The checker's side of the open file: what was sent, which answer is awaited, and what it answered. */
export interface CheckState {
  /** The last text sent to the checker, whatever it answered: a change of words only from it can wait longer. */
  sentText: string | undefined;
  /**
   * The text whose answer counts: an answer for any other text is stale (typed on since, or a save answered since,
   * or another file was opened) and is not shown.
   */
  awaitedText: string | undefined;
  /** The last answer shown: the text it was for, and its page when the text passed. */
  answer: { text: string; preview: Preview | undefined } | undefined;
  /** The last text that passed the check, and the page drawn from it: new words are drawn over it ahead of the check. */
  passed: { text: string; preview: Preview } | undefined;
  /** The mistakes in the site as last answered, by a check or a save. */
  errors: ContentError[];
}

export interface OpenFileState {
  /** The open file, or undefined when none is. */
  file: OpenFileName | undefined;
  /** The text as the person has it now, saved or not. */
  text: string;
  /** The file's text on disk, as read or last saved from here. */
  savedText: string;
  /**
   * The text the editor started from (a draft kept in the browser, or the file's text; after a save, the text saved):
   * whether it was a draft names the text view, which starts afresh when that changes.
   */
  openedText: string;
  /** How many times the person changed the text since the file was opened: each change is kept as a draft. */
  changes: number;
  check: CheckState;
  selection: FileSelection | undefined;
  /**
   * Where the text view puts its cursor when it takes a text from here that it did not make (an undo or a redo puts
   * back the cursor of that step); undefined leaves the cursor where the view maps it through the change.
   */
  cursor: TextCursor | undefined;
  undo: UndoHistory;
}

export const noCheckYet: CheckState = {
  sentText: undefined,
  awaitedText: undefined,
  answer: undefined,
  passed: undefined,
  errors: [],
};

export const noUndoHistory: UndoHistory = { past: [], future: [], typing: undefined };

/** The state before any file is opened. */
export const noFileOpen: OpenFileState = {
  file: undefined,
  text: '',
  savedText: '',
  openedText: '',
  changes: 0,
  check: noCheckYet,
  selection: undefined,
  cursor: undefined,
  undo: noUndoHistory,
};

/** `entries` with `entry` last, the oldest dropped beyond the limit. */
export function withEntry(entries: UndoEntry[], entry: UndoEntry): UndoEntry[] {
  const kept = entries.length >= undoLimit ? entries.slice(entries.length - undoLimit + 1) : entries;
  return [...kept, entry];
}

/** The state's text and place as one step of the history, labelled with the change made from it (or undone to it). */
export const entryOf = (state: OpenFileState, label: string, cursor: TextCursor | undefined): UndoEntry => ({
  text: state.text,
  selection: state.selection,
  cursor,
  label,
});

/**
 * Undo and redo alike: the last step of one stack (`from`) comes back as the text, the selection and the cursor, and
 * the state it replaces goes onto the other stack, with the text view's cursor now. An empty stack changes nothing.
 */
export function stepBack(state: OpenFileState, from: 'past' | 'future', cursor: TextCursor | undefined): OpenFileState {
  const step = state.undo[from].at(-1);
  if (!step) return state;
  const to = from === 'past' ? 'future' : 'past';
  return {
    ...state,
    text: step.text,
    selection: step.selection,
    cursor: step.cursor,
    changes: state.changes + 1,
    undo: {
      ...state.undo,
      [from]: state.undo[from].slice(0, -1),
      [to]: withEntry(state.undo[to], entryOf(state, step.label, cursor)),
      typing: undefined,
    },
  };
}
