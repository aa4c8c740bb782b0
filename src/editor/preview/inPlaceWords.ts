/**
 * The words of an element typed over in the preview (inPlaceText.ts), both ways: into the element, with each company
 * fact's value a token that cannot be typed into, and back out as the YAML holds them (facts as `{{name}}`, no space
 * at the ends, line breaks only where the element allows them).
 */
import type { Facts } from '../../content/placeholders';
import { parsePlace } from '../../places/places';

/** The class of a company fact's token in the element being edited. */
export const TOKEN_CLASS = 'preview-fact-token';

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
  const path = parsePlace(place)?.path ?? place.split('.');
  const name = path.findLast((part): part is string => typeof part === 'string' && !/^\d+$/.test(part)) ?? 'text';
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Whether the element shows its words alone: its nodes are text and elements without text (an icon), so that its
 * words can be typed over and put back into its own text nodes.
 */
export function showsPlainWords(element: Element): boolean {
  return [...element.childNodes].every(
    (node) =>
      node.nodeType === Node.TEXT_NODE ||
      node.nodeType === Node.COMMENT_NODE ||
      (node instanceof Element && !node.textContent?.trim()),
  );
}

export const isToken = (node: Node): node is HTMLElement =>
  node instanceof HTMLElement && node.classList.contains(TOKEN_CLASS);

/**
 * The element's words as it shows them being edited: each token as `{{name}}` (or its value, with `filled`), each
 * line break as "\n" (typed as a <br> or a newline, depending on the browser).
 */
export function wordsOf(element: Element, filled: boolean): string {
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
export function tidy(words: string, lineBreaks: boolean, keepsNoBreakSpaces: boolean): string {
  const spaced = keepsNoBreakSpaces ? words : words.replace(/\u00a0/g, ' ');
  const lines = spaced.replace(/[ \t]+\n/g, '\n').trim();
  return lineBreaks ? lines : lines.replace(/\s*\n\s*/g, ' ');
}
