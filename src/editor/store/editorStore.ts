/**
 * The editor's one store: its state (../state/editorState.ts), changed only by dispatching actions through its
 * reducer, read from React with `useEditor(select)` (useSyncExternalStore) and changed with `useDispatch()`. The
 * jobs that ask the server listen to the actions (editorEffects.ts) and answer with actions of their own.
 *
 * Beside the state it carries the text view's handle (CodeMirror's cursor, places and insertions), set while the view
 * is drawn: an edit made elsewhere records the cursor with its step of undo, and a click on the page moves it.
 */
import { createContext, type RefObject, useContext, useSyncExternalStore } from 'react';
import { type EditorAction, editorReducer } from '../state/editorReducer';
import type { EditorState } from '../state/editorState';
import type { CodeEditorHandle } from '../textView/CodeEditor';

/** Told of each action after the state has changed: the state before it, and after. */
export type ActionListener = (action: EditorAction, before: EditorState, after: EditorState) => void;

export interface EditorStore {
  getState(): EditorState;
  dispatch(action: EditorAction): void;
  /** Called after any change of the state; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  /** Called after every action, changed or not (a request such as `saveAsked` changes nothing by itself). */
  onAction(listener: ActionListener): () => void;
  textView: RefObject<CodeEditorHandle | null>;
}

export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const actionListeners = new Set<ActionListener>();
  const listen = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    getState: () => state,
    dispatch(action) {
      const before = state;
      state = editorReducer(state, action);
      if (state !== before) for (const listener of [...listeners]) listener();
      for (const listener of [...actionListeners]) listener(action, before, state);
    },
    subscribe: (listener) => listen(listeners, listener),
    onAction: (listener) => listen(actionListeners, listener),
    textView: { current: null },
  };
}

export const EditorStoreContext = createContext<EditorStore | undefined>(undefined);

/** The editor's store, in a part of the editor (EditorApp.tsx provides it). */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('The parts of the editor read its store inside EditorApp.');
  return store;
}

/** The part of the editor's state that `select` picks, drawn again when it changes. */
export function useEditor<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** The one way the parts of the editor change it. */
export const useDispatch = () => useEditorStore().dispatch;
