/**
 * The changed words of a page, marked where they are in its two drawings: the words taken out struck through in the
 * "before" page (<del>), the new words underlined and highlighted in the "after" page (<ins>), so that the change is
 * seen without reading colour alone. The pages' texts are compared word by word (the longest common run after the
 * same beginning and end are set aside); a middle too long to compare is marked whole.
 */

/** The most words of the changed middles compared one with another (their product): a few MB of work at most. */
const maxComparison = 4_000_000;

export interface ChangedWords {
  removed: Set<number>;
  added: Set<number>;
}

/** Which words of `before` are gone and which of `after` are new, by their place in each list. */
export function changedWords(before: string[], after: string[]): ChangedWords {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const removed = new Set<number>();
  const added = new Set<number>();
  const rows = endBefore - start;
  const columns = endAfter - start;
  if (rows * columns > maxComparison) {
    for (let index = start; index < endBefore; index++) removed.add(index);
    for (let index = start; index < endAfter; index++) added.add(index);
    return { removed, added };
  }
  // The length of the longest common run from each pair of places to the end of the middles.
  const table = new Uint32Array((rows + 1) * (columns + 1));
  const at = (row: number, column: number) => row * (columns + 1) + column;
  for (let row = rows - 1; row >= 0; row--)
    for (let column = columns - 1; column >= 0; column--)
      table[at(row, column)] =
        before[start + row] === after[start + column]
          ? table[at(row + 1, column + 1)] + 1
          : Math.max(table[at(row + 1, column)], table[at(row, column + 1)]);
  let row = 0;
  let column = 0;
  while (row < rows && column < columns) {
    if (before[start + row] === after[start + column]) {
      row++;
      column++;
    } else if (table[at(row + 1, column)] >= table[at(row, column + 1)]) removed.add(start + row++);
    else added.add(start + column++);
  }
  while (row < rows) removed.add(start + row++);
  while (column < columns) added.add(start + column++);
  return { removed, added };
}

const wordPattern = /\S+/g;

/** The text nodes of a page's body that a visitor reads, in order. */
function textNodes(document: Document): Text[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, noscript, template')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The words of a page's body, in reading order. */
export function pageWords(document: Document): string[] {
  return textNodes(document).flatMap((node) => node.data.match(wordPattern) ?? []);
}

/** Dark words on a light tint whatever the page draws there (white words on a photo too): 4.5:1 and more. */
const markStyle = `
ins.review-mark, del.review-mark { color: #1b2430 !important; -webkit-text-fill-color: #1b2430; text-shadow: none;
  border-radius: 2px; padding: 0 1px; }
ins.review-mark { background: #fff3b0; text-decoration: underline 3px #7a5c00; text-underline-offset: 3px;
  box-shadow: 0 0 0 2px #7a5c00; }
del.review-mark { background: #fde7e4; text-decoration: line-through 3px #a3271b; box-shadow: 0 0 0 2px #a3271b; }
`;

/**
 * Wraps the words numbered in `marked` (their place in `pageWords`) in <ins> or <del>, a run of them in one element;
 * answers how many runs were marked.
 */
export function markWords(document: Document, marked: Set<number>, kind: 'ins' | 'del'): number {
  const style = document.createElement('style');
  style.textContent = markStyle;
  document.head.append(style);
  let index = 0;
  let runs = 0;
  for (const node of textNodes(document)) {
    const text = node.data;
    const pieces: (string | { marked: string })[] = [];
    let last = 0;
    for (const match of text.matchAll(wordPattern)) {
      const isMarked = marked.has(index++);
      const before = text.slice(last, match.index);
      const previous = pieces.at(-1);
      if (isMarked && typeof previous === 'object') previous.marked += before + match[0];
      else {
        if (before) pieces.push(before);
        pieces.push(isMarked ? { marked: match[0] } : match[0]);
      }
      last = match.index + match[0].length;
    }
    if (!pieces.some((piece) => typeof piece === 'object')) continue;
    if (last < text.length) pieces.push(text.slice(last));
    const fragment = document.createDocumentFragment();
    for (const piece of pieces) {
      if (typeof piece === 'string') fragment.append(piece);
      else {
        const element = document.createElement(kind);
        element.className = 'review-mark';
        element.textContent = piece.marked;
        fragment.append(element);
        runs++;
      }
    }
    node.replaceWith(fragment);
  }
  return runs;
}
