/**
 * What the editor listens to on the whole document, and what it says there: the window's title, where the focus went
 * (the text or the panel), Ctrl+Z and Ctrl+Y outside the text, and the screen's width.
 */
import { useEffect } from 'react';
import { narrowScreenQuery } from '../useNarrowScreen';
import type { EditorStore } from './editorStore';

/** Keys in these have an undo of their own (a form's field, a dialog's), or are CodeMirror's, which asks the state. */
const ownUndo = 'input, textarea, select, [contenteditable], dialog';

export function useShellListeners(store: EditorStore) {
  // The window's title names the open page, with a mark while it has unsaved changes: what a person sees in the tab
  // and hears first when switching windows.
  useEffect(() => {
    let shown: string | undefined;
    const name = () => {
      const { file, text, savedText } = store.getState().file;
      const unsaved = file !== undefined && text !== savedText;
      const title = file ? `${unsaved ? '• ' : ''}${file.title} – Edit the site` : 'Edit the site';
      if (title !== shown) document.title = shown = title;
    };
    name();
    return store.subscribe(name);
  }, [store]);

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.cm-editor')) store.dispatch({ type: 'workedIn', place: 'text' });
      else if (target?.closest('.edit-panel')) store.dispatch({ type: 'workedIn', place: 'panel' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [store]);

  // Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) with the focus outside the text, on a button of the page or a form: the
  // change undone is the last one, wherever it was made. The text view has the same keys (CodeEditor.tsx).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const redoing = key === 'y' || (key === 'z' && event.shiftKey);
      if (key !== 'z' && !redoing) return;
      if (event.target instanceof Element && event.target.closest(ownUndo)) return;
      event.preventDefault();
      store.dispatch({ type: redoing ? 'redo' : 'undo', cursor: store.textView.current?.cursor() });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store]);

  useEffect(() => {
    const list = matchMedia(narrowScreenQuery);
    const update = () => store.dispatch({ type: 'screenMeasured', narrow: list.matches });
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [store]);
}
