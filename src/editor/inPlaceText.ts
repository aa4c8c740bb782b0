/**
 * Words typed over the page in the preview frame (preview.tsx): a double-click on the text of a free-text field (an
 * element with `data-field-source`) makes that element editable where it stands, the caret where the person clicked
 * and the word there selected, as a double-click does. Enter, a click elsewhere or the focus leaving keeps the words:
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
import type { Facts } from '../content/placeholders';
import type { FromFrame } from './previewMessages';

/** The looks of the element being edited and of its tokens, for a constructed style sheet (no <style> text). */
export const inPlaceStyles = `
[data-field-source].preview-editing-text {
  outline: 3px solid #1d4ed8 !important; outline-offset: 3px; border-radius: 2px; box-shadow: 0 0 0 6px #fff;
  cursor: text; -webkit-user-select: text; user-select: text;
}
[data-field-source].preview-editing-lines { white-space: pre-line; }
.preview-fact-token {
  padding: 0 0.2em; border-radius: 0.3em; background: #dbeafe !important; color: #1e3a8a !important;
  box-shadow: inset 0 0 0 1px #60a5fa; cursor: default; -webkit-user-select: all; user-select: all;
}
@media (forced-colors: active) {
  [data-field-source].preview-editing-text { outline-color: Highlight !important; box-shadow: none; }
  .preview-fact-token { background: Canvas !important; color: CanvasText !important; border: 1px solid CanvasText; }
}
`;

const EDITING_CLASS = 'preview-editing-text';
const LINES_CLASS = 'preview-editing-lines';
const TOKEN_CLASS = 'preview-fact-token';
const HELP_ID = 'preview-in-place-help';
/** How long after a double-click the focus leaving the frame is the editor's doing, not the person's. */
const FOCUS_TAKEN_BACK_MS = 600;
/** The attributes editing sets on the element, given back as they were when it ends. */
const EDITING_ATTRIBUTES = ['contenteditable', 'role', 'aria-label', 'aria-describedby', 'aria-multiline'];

// Facts ----------------------------------------------------------------------------------------------------------

/** A run of the element's text: words, or a company fact's value. */
export type TextPart = { text: string } | { fact: string; value: string };

const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * `text` cut into words and facts' values. A value counts where it stands as a whole (not "25" inside "250"); where
 * two overlap (a city inside the address), the longer wins; two facts with the same value: the first named.
 */
export function factParts(text: string, facts: Facts): TextPart[] {
  const found: { start: number; end: number; fact: string }[] = [];
  for (const [fact, value] of Object.entries(facts)) {
    if (!value.trim()) continue;
    for (let start = text.indexOf(value); start >= 0; start = text.indexOf(value, start + 1)) {
      const end = start + value.length;
      const cutBefore = wordCharacter.test(value[0]) && wordCharacter.test(text[start - 1] ?? '');
      const cutAfter = wordCharacter.test(value.at(-1)!) && wordCharacter.test(text[end] ?? '');
      if (!cutBefore && !cutAfter) found.push({ start, end, fact });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: TextPart[] = [];
  let at = 0;
  for (const { start, end, fact } of found) {
    if (start < at) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ fact, value: text.slice(start, end) });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

// The element's text -----------------------------------------------------------------------------------------------

/**
 * Whether the element may hold line breaks: a paragraph, whose field may be a text of several lines (a block draws
 * each line as a paragraph of its own). A heading, a label, a link, a name: one line.
 */
export const allowsLineBreaks = (element: Element) => element.matches('p, blockquote');

/** The field's name for a person, from its place: `pages/about.yaml#blocks.1.items.0.submitLabel` → "submit label". */
export function fieldName(place: string): string {
  const name = (place.split('#')[1] ?? place).split('.').findLast((part) => !/^\d+$/.test(part)) ?? 'text';
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Whether the element shows its words alone: its nodes are text and elements without text (an icon), so that its
 * words can be typed over and put back into its own text nodes.
 */
function showsPlainWords(element: Element): boolean {
  return [...element.childNodes].every(
    (node) =>
      node.nodeType === Node.TEXT_NODE ||
      node.nodeType === Node.COMMENT_NODE ||
      (node instanceof Element && !node.textContent?.trim()),
  );
}

const isToken = (node: Node): node is HTMLElement =>
  node instanceof HTMLElement && node.classList.contains(TOKEN_CLASS);

/**
 * The element's words as it shows them being edited: each token as `{{name}}` (or its value, with `filled`), each
 * line break as "\n" (typed as a <br> or a newline, depending on the browser).
 */
function wordsOf(element: Element, filled: boolean): string {
  let words = '';
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) words += (node as Text).data;
    else if (isToken(node)) words += filled ? (node.textContent ?? '') : `{{${node.dataset.fact}}}`;
    else if (node instanceof Element && node.localName === 'br') words += '\n';
    else if (node instanceof Element && !(node instanceof SVGElement)) {
      // A browser may start a new line as a <div> (a pasted text of several lines, in Chromium).
      if (node.matches('div, p') && words && !words.endsWith('\n')) words += '\n';
      for (const child of node.childNodes) visit(child);
    }
  };
  for (const child of element.childNodes) visit(child);
  return words;
}

/** The words as the YAML holds them: no space at the ends or before a line break, no line break where none is allowed. */
function tidy(words: string, lineBreaks: boolean, keepsNoBreakSpaces: boolean): string {
  const spaced = keepsNoBreakSpaces ? words : words.replace(/\u00a0/g, ' ');
  const lines = spaced.replace(/[ \t]+\n/g, '\n').trim();
  return lineBreaks ? lines : lines.replace(/\s*\n\s*/g, ' ');
}

/** The offset in `element`'s text of a point in it (a node and an offset in it). */
function textOffset(element: Element, node: Node, offset: number): number {
  const range = element.ownerDocument.createRange();
  range.setStart(element, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** Where in the element's text a double-click landed, when the browser says (the caret at that point). */
function offsetAtPoint(element: Element, x: number, y: number): number | undefined {
  const document = element.ownerDocument as Document & {
    caretRangeFromPoint?: (x: number, y: number) => Range | null;
  };
  const position = document.caretPositionFromPoint?.(x, y);
  const range = position ? undefined : document.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset ?? 0;
  return node && element.contains(node) ? textOffset(element, node, offset) : undefined;
}

/** The text node and offset at `offset` of the element's words; inside a token, just after it. */
function pointAt(element: Element, offset: number): { node: Node; offset: number } {
  let left = offset;
  for (const child of element.childNodes) {
    const length = child.textContent?.length ?? 0;
    if (child.nodeType === Node.TEXT_NODE && left <= length) return { node: child, offset: left };
    if (isToken(child) && left < length) return { node: element, offset: [...element.childNodes].indexOf(child) + 1 };
    left -= length;
  }
  return { node: element, offset: element.childNodes.length };
}

/** Puts the caret at `offset` (else at the end); with `selectWord`, selects the word there, as a double-click does. */
function placeCaret(element: Element, offset: number | undefined, selectWord: boolean) {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  const text = element.textContent ?? '';
  const at = offset ?? text.length;
  const range = element.ownerDocument.createRange();
  const start = pointAt(element, at);
  range.setStart(start.node, start.offset);
  const word =
    offset === undefined || !selectWord
      ? undefined
      : new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text).containing(at);
  if (word?.isWordLike) {
    const from = pointAt(element, word.index);
    const to = pointAt(element, word.index + word.segment.length);
    if (from.node === to.node && from.node.nodeType === Node.TEXT_NODE) {
      range.setStart(from.node, from.offset);
      range.setEnd(to.node, to.offset);
    }
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Puts `text` at the caret, in place of what is selected: through the browser's own editing where it can (its undo
 * follows), else by hand. */
function insertPlainText(element: Element, text: string) {
  const document = element.ownerDocument;
  if (typeof document.execCommand === 'function' && document.execCommand('insertText', false, text)) return;
  const selection = document.getSelection();
  if (!selection?.rangeCount) return;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.commonAncestorContainer)) return;
  range.deleteContents();
  const inserted = document.createTextNode(text);
  range.insertNode(inserted);
  range.setStartAfter(inserted);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Starts a new line at the caret: a line break as the browser's own editing makes it (its undo follows). */
function insertLineBreak(element: Element) {
  const document = element.ownerDocument;
  if (typeof document.execCommand === 'function' && document.execCommand('insertLineBreak')) return;
  insertPlainText(element, '\n');
}

/** Whether this browser edits plain text only (`plaintext-only`); otherwise formatting is kept out by hand. */
function editingMode(document: Document): 'plaintext-only' | 'true' {
  const probe = document.createElement('div');
  try {
    probe.contentEditable = 'plaintext-only';
  } catch {
    return 'true';
  }
  return probe.contentEditable === 'plaintext-only' ? 'plaintext-only' : 'true';
}

// Editing ----------------------------------------------------------------------------------------------------------

export interface InPlaceOptions {
  tell(message: FromFrame): void;
  /** The company facts as the page shows them, by name (placeholders.ts, factsOf). */
  facts(): Facts;
  /** Editing ended: kept (the element shows the new words) or put back. */
  ended?(element: HTMLElement, kept: boolean): void;
  /** Takes the wiring out of the document when it aborts. */
  signal?: AbortSignal;
}

/** The element being edited, and its place in the YAML. */
export interface EditedField {
  element: HTMLElement;
  place: string;
}

export interface InPlaceText {
  editing(): EditedField | undefined;
  /** Edits the field `element` shows; the caret at `offset` of its words (the word there selected), else at the end. */
  start(element: Element, offset?: number): boolean;
  /** Keeps the words typed: tells the editor, if they changed. */
  keep(): void;
  /** Puts the words back as they were; tells nothing. */
  putBack(): void;
  /** Puts the edit into a new page before it is shown, in place of the field's element there, so it goes on. */
  carryInto(page: Document): void;
  /** After the new page is shown: takes up the element that carries the edit, if the page update replaced it. */
  resume(): void;
}

interface Editing extends EditedField {
  /** The element's own nodes before editing, put back when it ends. */
  ownNodes: Node[];
  /** The attributes editing sets, as they were. */
  attributes: Map<string, string | null>;
  /** The words at the start, as they would be told. */
  words: string;
  lineBreaks: boolean;
  keepsNoBreakSpaces: boolean;
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
  const found = root.querySelectorAll(`[data-field-source="${CSS.escape(place)}"]`);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Wires double-click editing into `document` (the preview frame's). The frame's own handlers of a press and a click
 * leave the element being edited alone (preview.tsx asks `editing()`).
 */
export function wireInPlaceText(document: Document, options: InPlaceOptions): InPlaceText {
  const mode = editingMode(document);
  let editing: Editing | undefined;
  let carried: Carried | undefined;
  /** Set while editing ends or a page is put in: the focus leaving then is no decision of the person's. */
  let quiet = false;
  /** When editing began (performance.now()), and whether the person has typed since. */
  let startedAt = 0;
  let typedSince = false;

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

  function start(target: Element, offset?: number): boolean {
    const element = target.closest('[data-field-source]');
    const place = element?.getAttribute('data-field-source');
    // One element showing two fields, or one field shown by several (lines as paragraphs): no single value to type.
    if (!(element instanceof HTMLElement) || !place || place.includes(' ')) return false;
    if (onlyElementAt(document, place) !== element || !showsPlainWords(element)) return false;
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
    placeCaret(element, offset, true);
    startedAt = performance.now();
    typedSince = false;
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
    const place = element.getAttribute('data-field-source') || editing.place;
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

  const inEditing = (event: Event) =>
    Boolean(editing && event.target instanceof Node && editing.element.contains(event.target));

  document.addEventListener(
    'dblclick',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || inEditing(event)) return;
      const element = target.closest('[data-field-source]');
      if (!element) return;
      start(element, offsetAtPoint(element, event.clientX, event.clientY));
    },
    { signal },
  );

  // A press outside the element keeps the words: the frame's own handler of a press keeps the focus where it is.
  document.addEventListener(
    'mousedown',
    (event) => {
      if (editing && !inEditing(event)) keep();
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
        putBack();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        if (event.shiftKey && editing?.lineBreaks) insertLineBreak(editing.element);
        else keep();
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
      if (quiet || !editing || event.target !== editing.element) return;
      const { element } = editing;
      // The first click of the double-click led the editor to the text, which takes the focus a moment later: the
      // element takes it back, once. Later, or after typing, the focus leaving the frame keeps the words.
      const leftTheFrame = (event as FocusEvent).relatedTarget === null;
      if (!typedSince && leftTheFrame && performance.now() - startedAt < FOCUS_TAKEN_BACK_MS) {
        const selection = document.getSelection();
        const caret = selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : undefined;
        startedAt = 0;
        setTimeout(() => {
          if (editing?.element !== element) return;
          element.focus({ preventScroll: true });
          if (caret) {
            selection?.removeAllRanges();
            selection?.addRange(caret);
          }
        });
        return;
      }
      keep();
    },
    { signal },
  );

  return {
    editing: () => (editing ? { element: editing.element, place: editing.place } : undefined),
    start,
    keep,
    putBack,
    carryInto,
    resume,
  };
}
