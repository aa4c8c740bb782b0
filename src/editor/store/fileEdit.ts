/**
 * An edit of the open file written into its text by the one command of ../fileEdits/textWithEdit.ts, one step of
 * undo. It brings the YAML library: the panel loads it when a file opens, and the rest of the editor asks for it
 * (`import('./fileEdit')`) when an edit is made, so the editor's first screen does not wait for it.
 */
import { type FileEdit, textWithEdit } from '../fileEdits/textWithEdit';
import type { EditorStore } from './editorStore';
import { applyEdit } from './fileChanges';

/**
 * Writes `edit` into the open file's text, one step of undo (joined as `applyEdit` says). Nothing happens before the
 * schemas have come, or with no file open; throws when the text cannot take the edit (it has a mistake to fix first).
 */
export function editFile(store: EditorStore, edit: FileEdit, joinKey?: string) {
  const { schemas, file } = store.getState();
  if (!schemas || !file.file) return;
  const { text, label } = textWithEdit(schemas, file.file.path, file.text, edit);
  if (text !== file.text) applyEdit(store, text, label, joinKey);
}
