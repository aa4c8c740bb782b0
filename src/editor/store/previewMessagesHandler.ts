/**
 * What the editor does with the preview frame's messages: a click on the page, typing over a field on it beginning,
 * and the words typed there. Everything the frame says arrives here, through PreviewPane's handlers.
 */
import { type Place, parsePlace } from '../../places/places';
import type { EditorStore } from './editorStore';

/** The code that reads the file's values, loaded with the panel when a file opens. */
const fileEditsCode = () => import('../fileEdits/textWithEdit');

export interface PreviewMessagesHandler {
  /** A click in the preview, on something that comes from `place` of the YAML (a double-tap is told as typing). */
  selected(place: Place): Promise<void>;
  /** Typing over a field on the page began (a double-click on it). */
  typingBegan(place: Place): Promise<void>;
  /** Words typed over a field on the page itself. */
  wordsTyped(place: string, words: string): Promise<void>;
}

export function previewMessagesHandler(store: EditorStore): PreviewMessagesHandler {
  const { dispatch, getState } = store;
  const isOpen = (place: Place) => place.file === getState().file.file?.path;

  /** The block `place` is in is selected, with its kind as the text writes it; false outside the page's blocks. */
  async function selectBlockOf(place: Place): Promise<boolean> {
    const [list, index] = place.path;
    if (list !== 'blocks' || typeof index !== 'number') return false;
    const { readValue } = await fileEditsCode();
    const type = readValue(getState().file.text, ['blocks', index, 'type']);
    dispatch({
      type: 'selected',
      selection: { path: ['blocks', index], blockType: typeof type === 'string' ? type : undefined },
    });
    return true;
  }

  return {
    /**
     * Its block is selected and the panel shows its form, with the field clicked focused (the block's name, for a
     * click beside the fields); the cursor goes to the line behind it in the text, lit for a moment. Whoever was
     * typing in the text keeps the keyboard there, at that line. On a narrow screen the panel opens as a sheet over
     * the preview.
     */
    async selected(place) {
      if (!isOpen(place)) return;
      const { narrow, workingIn, typingOnPage: typingBefore } = getState().screen;
      const inText = !narrow && workingIn === 'text';
      /** A mouse's double-click is told as its first click, then typing that began: the page keeps the keyboard. */
      const typingOnPage = () => getState().screen.typingOnPage !== typingBefore;
      const inBlock = await selectBlockOf(place);
      if (inBlock && !inText && !typingOnPage())
        dispatch({ type: 'fieldFocusAsked', path: place.path.length > 2 ? place.path : [] });
      if (narrow && !typingOnPage()) dispatch({ type: 'sheetOpened', focus: false });
      requestAnimationFrame(() => store.textView.current?.showPlace(place.path, !inText || typingOnPage()));
    },

    /**
     * Its block is selected and the cursor goes to the line behind it, as for a click, but the keyboard stays on the
     * page, where the words are being typed over, and no sheet covers them.
     */
    async typingBegan(place) {
      dispatch({ type: 'typingOnPageBegan' });
      if (!isOpen(place)) return;
      await selectBlockOf(place);
      requestAnimationFrame(() => store.textView.current?.showPlace(place.path, true));
    },

    /** The field takes the words, one step of undo, through the same command as the form's edits. */
    async wordsTyped(place, words) {
      const found = parsePlace(place);
      const { editFile } = await import('./fileEdit');
      if (!found || found.file !== getState().file.file?.path) return;
      try {
        editFile(store, { kind: 'set', path: found.path, value: words });
      } catch {
        dispatch({ type: 'failed', message: 'Those words could not be put in: fix the mistake in the text first.' });
      }
    },
  };
}
