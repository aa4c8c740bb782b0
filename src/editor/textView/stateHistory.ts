/**
 * The text and its undo history belong to the open file's state (state/openFileState.ts), not to CodeMirror: what is
 * typed here goes there as it is typed, a text that comes from there (an undo, a change made in a form or on the page)
 * is taken in as the one change from this text to it, so the cursor and the snippets' places to type over move with
 * it, and CodeMirror's undo and redo keys (and the browser's Edit menu) ask the state.
 */
import { Annotation, type ChangeSpec, EditorState, type Extension, Prec, Transaction } from '@codemirror/state';
import { EditorView, keymap, type ViewUpdate } from '@codemirror/view';
import type { TextCursor } from '../state/openFileState';

/** Marks the transactions that take in the open file's text: they are not changes made here. */
const takenFromState = Annotation.define<boolean>();

/** The name of an insertion for the undo history ("Review added"), from the one command that wrote it (snippetEdit.ts). */
export const changeLabel = Annotation.define<string>();

/** CodeMirror's history (part of basicSetup) records nothing: the open file's state keeps the one undo history. */
/** A change made in the text view, as the open file's undo history needs it. */
export interface TextViewChange {
  /** The cursor before the change. */
  cursor: TextCursor;
  /** 'typing': keys typed or deleted, which join one step of undo; 'insertion': text written whole, a step alone. */
  kind: 'typing' | 'insertion';
  /** What the insertion was ("Review added"), when the one command wrote it; a paste has none. */
  label?: string;
}

export const noHistoryHere = EditorState.transactionExtender.of(() => ({
  annotations: Transaction.addToHistory.of(false),
}));

export const cursorOf = (state: EditorState): TextCursor => ({
  anchor: state.selection.main.anchor,
  head: state.selection.main.head,
});

/** Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z, and Undo and Redo from the browser's Edit menu or the text's context menu. */
export function undoKeys(undo: (cursor: TextCursor) => void, redo: (cursor: TextCursor) => void): Extension {
  const undoHere = (view: EditorView) => {
    undo(cursorOf(view.state));
    return true;
  };
  const redoHere = (view: EditorView) => {
    redo(cursorOf(view.state));
    return true;
  };
  return [
    Prec.highest(
      keymap.of([
        { key: 'Mod-z', run: undoHere, preventDefault: true },
        { key: 'Mod-y', run: redoHere, preventDefault: true },
        { key: 'Mod-Shift-z', run: redoHere, preventDefault: true },
      ]),
    ),
    Prec.highest(
      EditorView.domEventHandlers({
        beforeinput(event, view) {
          const command =
            event.inputType === 'historyUndo' ? undoHere : event.inputType === 'historyRedo' ? redoHere : undefined;
          if (!command) return false;
          event.preventDefault();
          return command(view);
        },
      }),
    ),
  ];
}

/** The change `update` made here, for the state's history; undefined when it changed nothing or took a text in. */
export function changeMadeHere(update: ViewUpdate): TextViewChange | undefined {
  if (!update.docChanged || update.transactions.some((each) => each.annotation(takenFromState))) return undefined;
  const typing = update.transactions.every(
    (each) => !each.docChanged || each.isUserEvent('input.type') || each.isUserEvent('delete'),
  );
  const label = update.transactions.map((each) => each.annotation(changeLabel)).find((each) => each !== undefined);
  return {
    cursor: cursorOf(update.startState),
    kind: typing ? 'typing' : 'insertion',
    ...(label === undefined ? {} : { label }),
  };
}

/** The one change that turns `before` into `after`: what lies between their common start and common end. */
function changeBetween(before: string, after: string): ChangeSpec {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * Takes in the open file's `text` when it differs from the view's, the cursor put at `cursor` (an undo puts it back)
 * or, when undefined, moved through the change.
 */
export function takeInText(view: EditorView, text: string, cursor: TextCursor | undefined) {
  const shown = view.state.doc.toString();
  if (shown === text) return;
  const end = text.length;
  view.dispatch({
    changes: changeBetween(shown, text),
    selection: cursor && { anchor: Math.min(cursor.anchor, end), head: Math.min(cursor.head, end) },
    scrollIntoView: cursor !== undefined,
    annotations: takenFromState.of(true),
  });
}
