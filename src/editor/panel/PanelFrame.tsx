/**
 * What every form of the panel stands in: its frame (heading, Close on a phone, the live region that says what a
 * button did), the way a form edit reaches the text, and what a form is drawn with.
 */
import type { ReactNode } from 'react';
import { pathKey, type FormEdit } from '../form/formEdit';
import { previewPaneId } from '../PreviewPane';
import { type Spoken, SpokenWords } from '../spokenWords';
import { type EditorStore, useEditor, useEditorStore } from '../store/editorStore';
import { editFile } from '../store/fileEdit';
import { useFormSite } from '../store/siteFacts';
import { useFocusRequest } from './panelFocus';

/** The sheet closes and the focus goes back to the preview it was over. */
function closeSheet(store: EditorStore) {
  store.dispatch({ type: 'sheetClosed' });
  requestAnimationFrame(() => document.getElementById(previewPaneId)?.focus());
}

/** The panel's frame: its heading, Close on a phone, and the live region that says what a button did. */
export function PanelFrame({
  title,
  headingId,
  spoken,
  children,
}: {
  title: string;
  headingId: string;
  spoken: Spoken;
  children: ReactNode;
}) {
  const store = useEditorStore();
  const narrow = useEditor((state) => state.screen.narrow);
  const textShown = useEditor((state) => state.screen.textShown);
  // On a phone the panel is a sheet over the preview, with a Close button.
  const onClose = narrow ? () => closeSheet(store) : undefined;
  return (
    <section
      className={onClose ? 'edit-panel edit-sheet' : 'edit-panel'}
      aria-labelledby={headingId}
      // Escape closes the sheet, as a person expects of anything that opened over the page.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !onClose || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="edit-panel-head">
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        ) : null}
        {/* On a wide screen, a toggle (APG button pattern): pressed while the text is shown beside the panel. */}
        {narrow ? null : (
          <button
            type="button"
            className="button button-small text-view-toggle"
            aria-pressed={textShown}
            title={textShown ? 'Hide the text, for more room' : 'Show the text beside the blocks'}
            onClick={() => store.dispatch({ type: 'textShownChosen', shown: !textShown })}
          >
            Text view
          </button>
        )}
      </div>
      {children}
      <SpokenWords spoken={spoken} />
    </section>
  );
}

/** Writes each form edit into the text, one step of undo; a change the text cannot take is said, not lost silently. */
export function useFormEdits(say: (words: string) => void) {
  const store = useEditorStore();
  return (edit: FormEdit) => {
    // The keys typed in one field are one step of undo, as typing in the text is.
    const typing = edit.kind === 'set' && typeof edit.value === 'string';
    try {
      editFile(store, edit, typing ? `set:${pathKey(edit.path)}` : undefined);
    } catch {
      say('That change could not be written: the text has a mistake to fix first, in the Text view.');
    }
  };
}

/** What every form of the panel is drawn with: the schemas, the checker's messages, the site, Choose photo. */
export function usePanelForm(panel: React.RefObject<HTMLElement | null>) {
  const store = useEditorStore();
  const schemas = useEditor((state) => state.schemas);
  const errors = useEditor((state) => state.file.check.errors);
  const focusRequest = useEditor((state) => state.screen.focusRequest);
  const site = useFormSite();
  useFocusRequest(panel, focusRequest);
  const onPickPhoto = (picturePath: (string | number)[]) =>
    store.dispatch({ type: 'dialogOpened', dialog: { picturePath } });
  return { schemas, errors, site, onPickPhoto };
}

export function UnreadableText() {
  return (
    <p className="edit-panel-help">
      The form is back once the text reads again: the Text view shows the mistake to fix first.
    </p>
  );
}
