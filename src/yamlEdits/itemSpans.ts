/**
 * Where each item of a map or list sits in the text. An item of a block collection is whole lines: the comment lines
 * right above it (at its own column, with no blank line between), its first line, and every line of its value. What
 * lies between two items (usually blank lines) is their gap, which stays at its position when items move, so a list
 * the office spaced out with blank lines keeps its spacing.
 */
import { type CST, type Document, isPair, type Node } from 'yaml';
import { type Collection, columnOf, lineEndAfter, lineStart } from './source.ts';

export interface ItemSpan {
  /** Where the item itself begins: its `-`, or its key. */
  head: number;
  /** Where its text begins: the start of its first comment line or of its own line (`head` in a flow collection). */
  start: number;
  /** After its last line, line break included (after its value in a flow collection). */
  end: number;
  /** It begins on its parent's line (`- type: hero`, the first key of a list's item): it has no lines to itself. */
  inline: boolean;
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[0];
}

function rangeEnd(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[1];
}

/** Where an item of a block list begins: its `-` indicator, which the parsed node (its value) does not include. */
function dashOffset(collection: Collection, index: number): number | undefined {
  const token = collection.srcToken as CST.BlockSequence | undefined;
  return token?.items[index]?.start.find((part) => part.type === 'seq-item-ind')?.offset;
}

function headOf(collection: Collection, index: number): number {
  const item = collection.items[index];
  const itemStart = isPair(item) ? rangeStart(item.key) : rangeStart(item);
  const head = collection.flow ? itemStart : (dashOffset(collection, index) ?? itemStart);
  if (head === undefined) throw new Error('An item of the collection has no place in the text');
  return head;
}

function valueEndOf(collection: Collection, index: number): number {
  const item = collection.items[index];
  const end = isPair(item) ? (rangeEnd(item.value) ?? rangeEnd(item.key)) : rangeEnd(item);
  if (end === undefined) throw new Error('An item of the collection has no place in the text');
  return end;
}

/** Where the comment lines right above `lineBegin`, at `column`, begin (they are about that line); else `lineBegin`. */
function commentsAbove(text: string, lineBegin: number, column: number): number {
  let start = lineBegin;
  while (start > 0) {
    const above = lineStart(text, start - 1);
    const line = text.slice(above, start - 1);
    const indent = line.length - line.trimStart().length;
    if (!line.trimStart().startsWith('#') || indent !== column) break;
    start = above;
  }
  return start;
}

/**
 * The spans of a collection's items. `ownsCommentsAbove` is false for the document's top map, whose first key has the
 * file's header comments above it.
 */
export function itemSpans(text: string, collection: Collection, ownsCommentsAbove = true): ItemSpan[] {
  return collection.items.map((_, index) => {
    const head = headOf(collection, index);
    const valueEnd = valueEndOf(collection, index);
    if (collection.flow) return { head, start: head, end: valueEnd, inline: false };
    const begin = lineStart(text, head);
    const inline = text.slice(begin, head).trim() !== '';
    const keepsComments = !inline && (ownsCommentsAbove || index > 0);
    const start = keepsComments ? commentsAbove(text, begin, columnOf(text, head)) : begin;
    return { head, start, end: lineEndAfter(text, valueEnd), inline };
  });
}

/** The text between item `index - 1` and item `index`. */
export function gapBefore(text: string, spans: ItemSpan[], index: number): string {
  return text.slice(spans[index - 1].end, spans[index].start);
}

/** The text being edited (always ending in a line break) and its parse. */
export interface Source {
  text: string;
  doc: Document.Parsed;
}

/** The spans of the items of `collection` in the text being edited. */
export function spansOf(source: Source, collection: Collection): ItemSpan[] {
  return itemSpans(source.text, collection, collection !== source.doc.contents);
}
