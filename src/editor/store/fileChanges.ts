/**
 * The open file changed from outside the text view (the panel's form and buttons, the page itself, a photo): each
 * change is one step of undo, written by the one command of fileEdits/textWithEdit.ts, and recorded with the text
 * view's cursor so that Ctrl+Z puts it back.
 */
import type { FileEdit } from '../fileEdits/textWithEdit';
import { textWithEdit } from '../fileEdits/textWithEdit';
import type { EditorStore } from './editorStore';

/**
 * Makes `text` the open file's text, one step of undo named by `label` ("Heading changed"). Changes with the same
 * `joinKey` one after another without a pause (the keys typed in one field) are one step.
 */
export function applyEdit(store: EditorStore, text: string, label: string, joinKey?: string) {
  store.dispatch({
    type: 'edited',
    text,
    label,
    cursor: store.textView.current?.cursor(),
    join: joinKey === undefined ? undefined : { key: joinKey, at: performance.now() },
  });
}

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
