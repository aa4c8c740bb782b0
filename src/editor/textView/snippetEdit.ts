/**
 * A TextEdit (textEdit.ts) as a CodeMirror transaction: its lines written as they are, its first text to type over
 * selected, Tab moving to the next (CodeMirror's snippets), the whole change one step of Undo.
 */
import { snippet, startCompletion } from '@codemirror/autocomplete';
import type { EditorState, Transaction, TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { filledIn, type TextEdit } from './textEdit';
import { escapeSnippet } from '../valueTemplate';

const placeToFill = /[$#]\{\d+/;

export function editTransaction(state: EditorState, edit: TextEdit): TransactionSpec {
  if (!placeToFill.test(edit.template)) {
    const insert = filledIn(edit.template);
    return {
      changes: { from: edit.from, to: edit.to, insert },
      selection: { anchor: edit.from + insert.length },
      scrollIntoView: true,
      userEvent: 'input',
    };
  }
  // A snippet indents its later lines by the indentation of the line it starts on, and these lines carry their own:
  // it is written on a state where its first line is emptied, and the two changes are then made one.
  const line = state.doc.lineAt(edit.from);
  const spaces = /^[ \t]*/.exec(state.sliceDoc(edit.to, state.doc.lineAt(edit.to).to))![0];
  const template = escapeSnippet(state.sliceDoc(line.from, edit.from)) + edit.template + spaces;
  const emptied = state.update({
    changes: { from: line.from, to: edit.to + spaces.length },
    selection: { anchor: line.from },
  });
  let written: Transaction | undefined;
  snippet(template)(
    {
      state: emptied.state,
      dispatch: (transaction) => {
        written = transaction;
      },
    },
    null,
    line.from,
    line.from,
  );
  return {
    changes: emptied.changes.compose(written!.changes),
    selection: written!.selection,
    effects: written!.effects,
    scrollIntoView: true,
    userEvent: 'input.complete',
  };
}

/** Writes `edit` in the view, and opens the completion list when what it wrote waits for a choice (a section's kind). */
export function applyEdit(view: EditorView, edit: TextEdit) {
  view.dispatch(editTransaction(view.state, edit));
  if (edit.thenComplete) startCompletion(view);
}
