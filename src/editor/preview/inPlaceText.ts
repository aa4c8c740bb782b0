/**
 * Words typed over the page in the preview frame (frameMain.tsx): a double-click on the text of a free-text field (an
 * element with `data-field-source`) makes that element editable where it stands, all its words selected so that
 * typing replaces them. Enter, a click elsewhere or the focus leaving keeps the words:
 * the frame tells the editor the field's new value (`preview-text-edited`, previewMessages.ts), which writes it into
 * the YAML; Escape puts the words back and tells nothing.
 *
 * - Plain text only: `contenteditable="plaintext-only"` (`true` where a browser has no such mode), a paste is taken as
 *   its plain text, a drop and the formatting keys do nothing, and the page's own scripts do not see the keys typed.
 * - Line breaks: only in a paragraph (`<p>`, `<blockquote>`), with Shift+Enter; a heading, a label, a link or any
 *   other element holds one line (its field is a title or a name). Enter always keeps.
 * - Company facts: the page shows them filled in ("Call 503-555-0100" where the YAML says "Call {{phone}}"). Each
 *   fact's value in the element when editing begins becomes a token that cannot be typed into (a chip named after the
 *   fact), given back as `{{name}}`. A word equal to a fact's value is taken for the fact: the frame has the page,
 *   not the YAML.
 * - The element's own nodes are put back when editing ends (an island's React root keeps the nodes it drew), with
 *   the new words in its text. A new page from the server while editing carries the edit over (`carryInto`).
 */
import type { Facts } from '../../content/placeholders';
import { FIELD_SOURCE } from '../../places/places';
import { editingMode, placeCaret, textOffset } from './caret';
import type { EditedField, Editing } from './editedField';
import { listenWhileEditing } from './inPlaceEvents';
import {
  allowsLineBreaks,
  factParts,
  fieldName,
  showsPlainWords,
  type TextPart,
  TOKEN_CLASS,
  tidy,
  wordsOf,
} from './inPlaceWords';
import type { FromFrame } from './previewMessages';

/** The looks of the element being edited and of its tokens, for a constructed style sheet (no <style> text). */
export const inPlaceStyles = `
[${FIELD_SOURCE}].preview-editing-text {
  outline: 3px solid #1d4ed8 !important; outline-offset: 3px; border-radius: 2px; box-shadow: 0 0 0 6px #fff;
  cursor: text; -webkit-user-select: text; user-select: text;
}
[${FIELD_SOURCE}].preview-editing-lines { white-space: pre-line; }
.preview-fact-token {
  padding: 0 0.2em; border-radius: 0.3em; background: #dbeafe !important; color: #1e3a8a !important;
  box-shadow: inset 0 0 0 1px #60a5fa; cursor: default; -webkit-user-select: all; user-select: all;
}
@media (forced-colors: active) {
  [${FIELD_SOURCE}].preview-editing-text { outline-color: Highlight !important; box-shadow: none; }
  .preview-fact-token { background: Canvas !important; color: CanvasText !important; border: 1px solid CanvasText; }
}
`;

const EDITING_CLASS = 'preview-editing-text';
const LINES_CLASS = 'preview-editing-lines';
const HELP_ID = 'preview-in-place-help';
/** The attributes editing sets on the element, given back as they were when it ends. */
const EDITING_ATTRIBUTES = ['contenteditable', 'role', 'aria-label', 'aria-describedby', 'aria-multiline'];

export interface InPlaceOptions {
  tell(message: FromFrame): void;
  /** The company facts as the page shows them, by name (placeholders.ts, factsOf). */
  facts(): Facts;
  /** Editing ended: kept (the element shows the new words) or put back. */
  ended?(element: HTMLElement, kept: boolean): void;
  /** Takes the wiring out of the document when it aborts. */
  signal?: AbortSignal;
}

export interface InPlaceText {
  editing(): EditedField | undefined;
  /** Whether a double-click on `target` would start typing over a field's words. */
  canStart(target: Element): boolean;
  /** Edits the field `element` shows: all its words selected to type over them (a double-click), or the caret at the end. */
  start(element: Element, how?: 'typeOver' | 'atEnd'): boolean;
  /** Keeps the words typed: tells the editor, if they changed. */
  keep(): void;
  /** Puts the words back as they were; tells nothing. */
  putBack(): void;
  /** Puts the edit into a new page before it is shown, in place of the field's element there, so it goes on. */
  carryInto(page: Document): void;
  /** After the new page is shown: takes up the element that carries the edit, if the page update replaced it. */
  resume(): void;
}

/** An element of a new page that carries the edit, with its own nodes and attributes from that page. */
interface Carried {
  element: Element;
  ownNodes: Node[];
  attributes: Map<string, string | null>;
  caret: number | undefined;
}

/** The attributes editing changes, its class among them (given back exactly: the page update compares markup). */
const savedAttributes = (element: Element) =>
  new Map([...EDITING_ATTRIBUTES, 'class'].map((name) => [name, element.getAttribute(name)] as const));

/** The element showing `place` alone in `root`, if there is exactly one. */
function onlyElementAt(root: ParentNode, place: string): Element | undefined {
  const found = root.querySelectorAll(`[${FIELD_SOURCE}="${CSS.escape(place)}"]`);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Wires double-click editing into `document` (the preview frame's). The frame's own handlers of a press and a click
 * leave the element being edited alone (frameMain.tsx asks `editing()`).
 */
export function wireInPlaceText(document: Document, options: InPlaceOptions): InPlaceText {
  const mode = editingMode(document);
  let editing: Editing | undefined;
  let carried: Carried | undefined;
  /** Set while editing ends or a page is put in: the focus leaving then is no decision of the person's. */
  let quiet = false;

  const help = document.createElement('p');
  help.id = HELP_ID;
  help.hidden = true;
  document.body.append(help);
  const { signal } = options;
  signal?.addEventListener('abort', () => help.remove());

  /**
   * Makes `element` editable: its words (facts as tokens) between copies of its icons, and its attributes and looks
   * for editing.
   */
  function makeEditable(element: HTMLElement, parts: TextPart[], lineBreaks: boolean, place: string) {
    const ownNodes = [...element.childNodes];
    const firstWords = ownNodes.findIndex((node) => node.nodeType === Node.TEXT_NODE && (node as Text).data.trim());
    const icons = (before: boolean) =>
      ownNodes.flatMap((node, index) => {
        if (!(node instanceof Element) || index < firstWords !== before) return [];
        const copy = node.cloneNode(true) as Element;
        if (copy instanceof HTMLElement) copy.contentEditable = 'false';
        return [copy];
      });
    element.replaceChildren(
      ...icons(true),
      ...parts.map((part) => {
        if ('text' in part) return document.createTextNode(part.text);
        const token = document.createElement('span');
        token.className = TOKEN_CLASS;
        token.contentEditable = 'false';
        token.dataset.fact = part.fact;
        token.title = `Company fact {{${part.fact}}}, written in site.yaml`;
        token.textContent = part.value;
        return token;
      }),
      ...icons(false),
    );
    element.setAttribute('contenteditable', mode);
    element.setAttribute('role', 'textbox');
    element.setAttribute('aria-label', `Editing ${fieldName(place)}`);
    element.setAttribute('aria-describedby', HELP_ID);
    element.setAttribute('aria-multiline', String(lineBreaks));
    element.classList.add(EDITING_CLASS);
    if (lineBreaks) element.classList.add(LINES_CLASS);
    help.textContent = [
      'Enter keeps the words, Escape puts them back.',
      lineBreaks ? 'Shift+Enter starts a new line.' : '',
      parts.some((part) => 'fact' in part) ? 'Company facts stay as they are: type around them.' : '',
    ]
      .filter(Boolean)
      .join(' ');
  }

  /** The element around `target` whose words can be typed over, and its place. */
  function typeableAt(target: Element): EditedField | undefined {
    const element = target.closest(`[${FIELD_SOURCE}]`);
    const place = element?.getAttribute(FIELD_SOURCE);
    // One element showing two fields, or one field shown by several (lines as paragraphs): no single value to type.
    if (!(element instanceof HTMLElement) || !place || place.includes(' ')) return undefined;
    if (onlyElementAt(document, place) !== element || !showsPlainWords(element)) return undefined;
    return { element, place };
  }

  function start(target: Element, how: 'typeOver' | 'atEnd' = 'atEnd'): boolean {
    const typeable = typeableAt(target);
    if (!typeable) return false;
    const { element, place } = typeable;
    if (editing) keep();
    const text = element.textContent ?? '';
    const lineBreaks = allowsLineBreaks(element);
    const ownNodes = [...element.childNodes];
    const attributes = savedAttributes(element);
    makeEditable(element, factParts(text, options.facts()), lineBreaks, place);
    const keepsNoBreakSpaces = text.includes('\u00a0');
    editing = {
      element,
      place,
      ownNodes,
      attributes,
      lineBreaks,
      keepsNoBreakSpaces,
      words: tidy(wordsOf(element, false), lineBreaks, keepsNoBreakSpaces),
    };
    element.focus({ preventScroll: true });
    placeCaret(element, undefined, how === 'typeOver');
    listening.began();
    options.tell({ type: 'preview-text-editing', place });
    return true;
  }

  /** Ends editing: the element's own nodes and attributes back, with `shown` as its words when they are new. */
  function end(kept: boolean, shown?: string) {
    const ended = editing;
    if (!ended) return;
    editing = undefined;
    const { element } = ended;
    quiet = true;
    element.blur();
    quiet = false;
    element.replaceChildren(...ended.ownNodes);
    if (shown !== undefined) {
      const texts = ended.ownNodes.filter((node): node is Text => node.nodeType === Node.TEXT_NODE);
      const words = texts.find((node) => node.data.trim()) ?? texts[0];
      for (const text of texts) if (text !== words && text.data.trim()) text.data = '';
      if (words) words.data = shown;
      else element.append(shown);
    }
    for (const [name, value] of ended.attributes) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    document.getSelection()?.removeAllRanges();
    options.ended?.(element, kept);
  }

  function keep() {
    if (!editing) return;
    const { element, lineBreaks, keepsNoBreakSpaces } = editing;
    const words = tidy(wordsOf(element, false), lineBreaks, keepsNoBreakSpaces);
    // The place as the page names it now: a block above may have come or gone since editing began.
    const place = element.getAttribute(FIELD_SOURCE) || editing.place;
    if (words === editing.words) {
      end(false);
      return;
    }
    end(true, tidy(wordsOf(element, true), lineBreaks, keepsNoBreakSpaces));
    options.tell({ type: 'preview-text-edited', place, text: words });
  }

  const putBack = () => end(false);

  function carryInto(page: Document) {
    carried = undefined;
    if (!editing) return;
    const { element, place } = editing;
    const next = onlyElementAt(page, place);
    if (!next) return;
    const selection = document.getSelection();
    const caret =
      selection?.rangeCount && element.contains(selection.focusNode)
        ? textOffset(element, selection.focusNode!, selection.focusOffset)
        : undefined;
    carried = { element: next, ownNodes: [...next.childNodes], attributes: savedAttributes(next), caret };
    // The same markup as the element on screen: the page update keeps it, and its block, when nothing else changed.
    next.replaceChildren(...[...element.childNodes].map((node) => page.importNode(node, true)));
    for (const name of EDITING_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) next.setAttribute(name, value);
    }
    next.classList.add(...[EDITING_CLASS, LINES_CLASS].filter((name) => element.classList.contains(name)));
    quiet = true;
  }

  function resume() {
    quiet = false;
    const from = carried;
    carried = undefined;
    if (!editing || editing.element.isConnected) return;
    const now = onlyElementAt(document, editing.place);
    if (!(now instanceof HTMLElement) || !from || !now.classList.contains(EDITING_CLASS)) {
      // The field is gone from the page: nothing to keep the words for.
      editing = undefined;
      return;
    }
    editing = {
      ...editing,
      element: now,
      ownNodes: from.ownNodes.map((node) => document.importNode(node, true)),
      attributes: from.attributes,
    };
    now.focus({ preventScroll: true });
    placeCaret(now, from.caret, false);
  }

  const listening = listenWhileEditing(document, {
    editing: () => editing,
    quiet: () => quiet,
    start,
    keep,
    putBack,
    signal,
  });

  return {
    editing: () => (editing ? { element: editing.element, place: editing.place } : undefined),
    canStart: (target) => typeableAt(target) !== undefined,
    start,
    keep,
    putBack,
    carryInto,
    resume,
  };
}
