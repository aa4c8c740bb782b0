/**
 * The caret and the selection in the element typed over in the preview (inPlaceText.ts), counted in its words: where
 * the caret put back after a new page, all the words selected for typing over, plain text put in at the caret.
 */
import { isToken } from './inPlaceWords';

/** The offset in `element`'s text of a point in it (a node and an offset in it). */
export function textOffset(element: Element, node: Node, offset: number): number {
  const range = element.ownerDocument.createRange();
  range.setStart(element, 0);
  range.setEnd(node, offset);
  return range.toString().length;
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

/**
 * Puts the caret at `offset` (else at the end); with `selectAll`, selects all the field's words instead, so that what
 * is typed next replaces them: a double-click means "type over this", and a word alone selected left the old words
 * around the new ones ("How ItHow We Work Works").
 */
export function placeCaret(element: Element, offset: number | undefined, selectAll: boolean) {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  const text = element.textContent ?? '';
  const range = element.ownerDocument.createRange();
  const start = pointAt(element, selectAll ? firstWordAt(text) : (offset ?? text.length));
  range.setStart(start.node, start.offset);
  if (selectAll) {
    const end = pointAt(element, text.trimEnd().length);
    range.setEnd(end.node, end.offset);
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Where the words begin, after any space the element's icons left before them. */
const firstWordAt = (text: string) => text.length - text.trimStart().length;

/** Puts `text` at the caret, in place of what is selected: through the browser's own editing where it can (its undo
 * follows), else by hand. */
export function insertPlainText(element: Element, text: string) {
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
export function insertLineBreak(element: Element) {
  const document = element.ownerDocument;
  if (typeof document.execCommand === 'function' && document.execCommand('insertLineBreak')) return;
  insertPlainText(element, '\n');
}

/** Whether this browser edits plain text only (`plaintext-only`); otherwise formatting is kept out by hand. */
export function editingMode(document: Document): 'plaintext-only' | 'true' {
  const probe = document.createElement('div');
  try {
    probe.contentEditable = 'plaintext-only';
  } catch {
    return 'true';
  }
  return probe.contentEditable === 'plaintext-only' ? 'plaintext-only' : 'true';
}
