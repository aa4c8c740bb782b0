/**
 * What the editor does with the preview frame's messages: a click on the page, typing over a field on it beginning,
 * and the words typed there. Everything the frame says arrives here, through PreviewPane's handlers.
 */
import { parsePlace } from '../../places/places';
import type { EditorStore } from './editorStore';
import { editFile } from './fileChanges';

/** How long after a tap on the preview a second one makes it a double-tap (Chromium's on Android: 300 ms). */
const secondTapMs = 350;

/** The code that reads the file's values, loaded with the panel when a file opens. */
const fileEditsCode = () => import('../fileEdits/textWithEdit');

export interface PreviewMessagesHandler {
  /** A click in the preview, on something that comes from `place` of the YAML. */
  selected(place: string): Promise<void>;
  /** Typing over a field on the page began. */
  typingBegan(): void;
  /** Words typed over a field on the page itself. */
  wordsTyped(place: string, words: string): Promise<void>;
}

export function previewMessagesHandler(store: EditorStore): PreviewMessagesHandler {
  const { dispatch, getState } = store;
  return {
    /**
     * Its block is selected and the panel shows its form, with the field clicked focused (the block's name, for a
     * click beside the fields); the cursor goes to the line behind it in the text, lit for a moment. Whoever was
     * typing in the text keeps the keyboard there, at that line. On a narrow screen the panel opens as a sheet over
     * the preview.
     */
    async selected(place) {
      const found = parsePlace(place);
      const { file, screen } = getState();
      if (!found || found.file !== file.file?.path) return;
      const { narrow } = screen;
      const inText = !narrow && screen.workingIn === 'text';
      const typingBefore = screen.typingOnPage;
      /** A double-click's first click: its second began typing over the field on the page, which keeps the keyboard. */
      const typingOnPage = () => getState().screen.typingOnPage !== typingBefore;
      // On a narrow screen the sheet would cover the words a second tap is meant for: it opens once none came.
      const secondTapMissed = narrow ? new Promise((done) => setTimeout(done, secondTapMs)) : undefined;
      const [list, index] = found.path;
      const inBlock = list === 'blocks' && typeof index === 'number';
      if (inBlock) {
        const { readValue } = await fileEditsCode();
        const type = readValue(getState().file.text, ['blocks', index, 'type']);
        dispatch({
          type: 'selected',
          selection: { path: ['blocks', index], blockType: typeof type === 'string' ? type : undefined },
        });
      }
      await secondTapMissed;
      if (inBlock && !inText && !typingOnPage())
        dispatch({ type: 'fieldFocusAsked', path: found.path.length > 2 ? found.path : [] });
      if (narrow && !typingOnPage()) dispatch({ type: 'sheetOpened', focus: false });
      requestAnimationFrame(() => store.textView.current?.showPlace(found.path, !inText || typingOnPage()));
    },

    typingBegan() {
      dispatch({ type: 'typingOnPageBegan' });
    },

    /** The field takes the words, one step of undo, through the same command as the form's edits. */
    async wordsTyped(place, words) {
      const found = parsePlace(place);
      await fileEditsCode();
      if (!found || found.file !== getState().file.file?.path) return;
      try {
        editFile(store, { kind: 'set', path: found.path, value: words });
      } catch {
        dispatch({ type: 'failed', message: 'Those words could not be put in: fix the mistake in the text first.' });
      }
    },
  };
}
