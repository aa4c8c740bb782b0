/** Open files and actions for the specs of the editor's state: a page as the editor opens it, and typing on it. */
import type { Typed } from '../../../src/editor/state/actions/typed';
import { type EditorAction, editorReducer } from '../../../src/editor/state/editorReducer';
import { type EditorState, startingState } from '../../../src/editor/state/editorState';
import { type OpenFileAction, openFileReducer } from '../../../src/editor/state/openFileReducer';
import { noFileOpen, type OpenFileState, type TextCursor } from '../../../src/editor/state/openFileState';

export const aboutPage = { path: 'pages/about.yaml', title: 'About Us' };

export const aboutText = 'title: About Us\nblocks:\n  - type: hero\n    heading: Roofs\n';

/** The state after opening the about page with `text` (its text on disk unless `savedText` says otherwise). */
export const openedWith = (text = aboutText, savedText = text): OpenFileState =>
  openFileReducer(noFileOpen, { type: 'opened', file: aboutPage, savedText, text });

/** The state after each action in turn. */
export const stateAfter = (state: OpenFileState, ...actions: OpenFileAction[]): OpenFileState =>
  actions.reduce(openFileReducer, state);

export const cursorAt = (offset: number): TextCursor => ({ anchor: offset, head: offset });

/** A key typed in the text view at `at` ms, the cursor before it at `from`. */
export const typing = (text: string, at: number, from = 0): Typed => ({
  type: 'typed',
  text,
  cursor: cursorAt(from),
  at,
  kind: 'typing',
});

/** The whole editor as it starts on a wide screen, signed in as maria, with `file` open. */
export const editorWith = (file: OpenFileState = noFileOpen, narrow = false): EditorState => ({
  ...startingState({ narrow, phone: false, textShown: true, drafts: new Set() }),
  session: { name: 'maria', role: 'owner' as const, signIn: true, publishing: false },
  file,
});

/** The whole editor after each action in turn. */
export const editorAfter = (state: EditorState, ...actions: EditorAction[]): EditorState =>
  actions.reduce(editorReducer, state);
