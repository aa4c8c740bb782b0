/**
 * The open file changed from outside the text view (the panel's form and buttons, the page itself, a photo): each
 * change is one step of undo, recorded with the text view's cursor so that Ctrl+Z puts it back. The edits themselves
 * are written by fileEdit.ts, which comes with the YAML library when a file opens.
 */
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
