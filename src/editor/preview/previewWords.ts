/**
 * New words put in the preview at once, before the server's HTML of them arrives: each goes into the element whose
 * `data-field-source` is exactly its place, when that element shows nothing but the words (one text node). Anything
 * else (words split over several paragraphs, words inside a link, a field the page does not show as it is) waits
 * for the server, whose HTML is the page as visitors get it.
 */
import { FIELD_SOURCE } from '../../places/places';
import type { PlaceWords } from './previewMessages';

/** The words each element showed in the server's HTML, before new words were put in. */
export type ShownWords = Map<Element, string>;

/** The element that shows the words at `place` alone, and its text node; undefined when there is no single one. */
function onlyTextOf(root: ParentNode, place: string): { element: Element; text: Text } | undefined {
  const elements = root.querySelectorAll(`[${FIELD_SOURCE}="${CSS.escape(place)}"]`);
  if (elements.length !== 1) return undefined;
  const [element] = elements;
  const [text, ...more] = element.childNodes;
  return text?.nodeType === Node.TEXT_NODE && more.length === 0 ? { element, text: text as Text } : undefined;
}

/**
 * Puts `words` in place in `root` and gives back, in `shown`, the words of the server's HTML to any element whose
 * field is no longer changed (typed back as it was). Returns the places that must wait for the server.
 */
export function showWords(root: ParentNode, words: readonly PlaceWords[], shown: ShownWords): string[] {
  const changed = new Set<Element>();
  const waiting: string[] = [];
  for (const { place, text } of words) {
    const found = onlyTextOf(root, place);
    // A line break the page did not have may be a paragraph more: the server knows how the block draws it.
    if (!found || (text.includes('\n') && !(shown.get(found.element) ?? found.text.data).includes('\n'))) {
      waiting.push(place);
      continue;
    }
    if (!shown.has(found.element)) shown.set(found.element, found.text.data);
    if (found.text.data !== text) found.text.data = text;
    changed.add(found.element);
  }
  for (const [element, words] of shown) {
    if (changed.has(element)) continue;
    const [text] = element.childNodes;
    if (text?.nodeType === Node.TEXT_NODE && element.childNodes.length === 1) (text as Text).data = words;
    shown.delete(element);
  }
  return waiting;
}
