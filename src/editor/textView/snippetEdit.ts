/**
 * A TextEdit (textEdit.ts) as a CodeMirror transaction: its lines written as they are, its first text to type over
 * selected, Tab moving to the next (CodeMirror's snippets), the whole change one step of Undo. The text it comes to is
 * the one command's (../fileEdits/textWithEdit.ts), so its rules hold here too: what it refuses is not written.
 */
import { snippet, startCompletion } from '@codemirror/autocomplete';
import type { EditorState, Transaction, TransactionSpec } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { type EditedText, textWithEdit } from '../fileEdits/textWithEdit';
import { changeLabel } from './stateHistory';
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

/** The open file, as the one command needs it. */
export interface OpenText {
  files: SchemaFiles;
  file: string;
}

/**
 * Writes `edit` in the view as the change `label` ("Review added"), and opens the completion list when what it wrote
 * waits for a choice (a section's kind). The text and its label come from textWithEdit first; when it refuses, nothing
 * is written and its words are returned as the Error. The label goes with the transaction (stateHistory.ts).
 */
export function applyEdit(view: EditorView, open: OpenText, edit: TextEdit, label: string): EditedText | Error {
  let written: EditedText;
  try {
    written = textWithEdit(open.files, open.file, view.state.doc.toString(), { kind: 'lines', edit, label });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const transaction = view.state.update(editTransaction(view.state, edit), {
    annotations: changeLabel.of(written.label),
  });
  // The snippet is what the view writes; the command's text is what was read back. They are one text, or neither.
  if (transaction.newDoc.toString() !== written.text)
    return new Error(`"${label}" was not written: the text view would have written it otherwise. Nothing was changed.`);
  view.dispatch(transaction);
  if (edit.thenComplete) startCompletion(view);
  return written;
}

/** `applyEdit`, its refusal said to whoever uses a screen reader (the text does not change, which a sighted person sees). */
export function applyEditOrSay(view: EditorView, open: OpenText, edit: TextEdit, label: string) {
  const result = applyEdit(view, open, edit, label);
  if (result instanceof Error) view.dispatch({ effects: EditorView.announce.of(result.message) });
  return result;
}
