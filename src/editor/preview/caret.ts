/**
 * The caret and the selection in the element typed over in the preview (inPlaceText.ts), counted in its words: where
 * a double-click landed, the caret put back after a new page, a word selected, plain text put in at the caret.
 */
import { isToken } from './inPlaceWords';

/** The offset in `element`'s text of a point in it (a node and an offset in it). */
export function textOffset(element: Element, node: Node, offset: number): number {
  const range = element.ownerDocument.createRange();
  range.setStart(element, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** Where in the element's text a double-click landed, when the browser says (the caret at that point). */
export function offsetAtPoint(element: Element, x: number, y: number): number | undefined {
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
export function placeCaret(element: Element, offset: number | undefined, selectWord: boolean) {
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
