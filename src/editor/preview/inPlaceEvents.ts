/**
 * What a person does to the field typed over in the preview (inPlaceText.ts), heard on the frame's document: the
 * double-click that starts editing, a press elsewhere that keeps the words, the keys (Enter keeps, Shift+Enter starts a
 * line where one is allowed, Escape puts back), a paste as plain text, and the focus leaving. Inside the field the page's
 * own scripts hear none of it.
 */
import { FIELD_SOURCE } from '../../places/places';
import { insertLineBreak, insertPlainText } from './caret';
import type { Editing } from './editedField';

/**
 * How long after a double-click the focus leaving the frame is the editor's doing, not the person's: a mouse's first
 * click is told at once (frameMain.tsx), and the editor takes the keyboard to the text or the field's form a moment
 * later.
 */
const FOCUS_TAKEN_BACK_MS = 600;

/** The editing these listeners act on (inPlaceText.ts). */
export interface EditingControls {
  editing(): Editing | undefined;
  /** Whether editing is ending or a page is being put in: the focus leaving then is no decision of the person's. */
  quiet(): boolean;
  start(element: Element, how?: 'typeOver' | 'atEnd'): boolean;
  keep(): void;
  putBack(): void;
  signal?: AbortSignal;
}

/** Listens on `document` for as long as `field.signal` lasts; `began()` is to be called when editing begins. */
export function listenWhileEditing(document: Document, field: EditingControls): { began(): void } {
  const { signal } = field;
  /** When editing began (performance.now()), and whether the person has typed since. */
  let startedAt = 0;
  let typedSince = false;

  const inEditing = (event: Event) => {
    const element = field.editing()?.element;
    return Boolean(element && event.target instanceof Node && element.contains(event.target));
  };

  document.addEventListener(
    'dblclick',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || inEditing(event)) return;
      const element = target.closest(`[${FIELD_SOURCE}]`);
      if (!element) return;
      field.start(element, 'typeOver');
    },
    { signal },
  );

  // A press outside the element keeps the words: the frame's own handler of a press keeps the focus where it is.
  document.addEventListener(
    'mousedown',
    (event) => {
      if (field.editing() && !inEditing(event)) field.keep();
    },
    { capture: true, signal },
  );

  // Inside the element, a click places the caret: a link does not lead anywhere, a label or a button does nothing,
  // and the page's own scripts (an island's) do not hear of it.
  document.addEventListener(
    'click',
    (event) => {
      if (!inEditing(event)) return;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true, signal },
  );

  document.addEventListener(
    'keydown',
    (event) => {
      if (!inEditing(event)) return;
      event.stopPropagation();
      if (event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        field.putBack();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const editing = field.editing();
        if (event.shiftKey && editing?.lineBreaks) insertLineBreak(editing.element);
        else field.keep();
      }
    },
    { capture: true, signal },
  );
  for (const type of ['keyup', 'keypress'])
    document.addEventListener(
      type,
      (event) => {
        if (inEditing(event)) event.stopPropagation();
      },
      { capture: true, signal },
    );

  document.addEventListener(
    'paste',
    (event) => {
      const editing = field.editing();
      if (!editing || !inEditing(event)) return;
      event.preventDefault();
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      const text = editing.lineBreaks ? pasted.replace(/\r\n?/g, '\n') : pasted.replace(/\s*[\r\n]+\s*/g, ' ');
      if (text) insertPlainText(editing.element, text);
    },
    { capture: true, signal },
  );

  // Bold, italic and the like, and a drop (which may bring markup or lines): not plain words of one field.
  document.addEventListener(
    'beforeinput',
    (event) => {
      if (inEditing(event) && (event.inputType.startsWith('format') || event.inputType === 'insertFromDrop'))
        event.preventDefault();
    },
    { capture: true, signal },
  );

  // Anything typed or pasted: the focus leaving after it is the person's decision.
  document.addEventListener(
    'input',
    (event) => {
      if (inEditing(event)) typedSince = true;
    },
    { capture: true, signal },
  );

  document.addEventListener(
    'focusout',
    (event) => {
      const editing = field.editing();
      if (field.quiet() || !editing || event.target !== editing.element) return;
      const { element } = editing;
      // The double-click's first click was told, and the editor takes the focus to the text or the field's form a
      // moment later: the element takes it back, once. Later, or after typing, the focus leaving the frame keeps the
      // words.
      const leftTheFrame = (event as FocusEvent).relatedTarget === null;
      if (!typedSince && leftTheFrame && performance.now() - startedAt < FOCUS_TAKEN_BACK_MS) {
        const selection = document.getSelection();
        const caret = selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : undefined;
        startedAt = 0;
        setTimeout(() => {
          if (field.editing()?.element !== element) return;
          element.focus({ preventScroll: true });
          if (caret) {
            selection?.removeAllRanges();
            selection?.addRange(caret);
          }
        });
        return;
      }
      field.keep();
    },
    { signal },
  );

  return {
    began() {
      startedAt = performance.now();
      typedSince = false;
    },
  };
}
