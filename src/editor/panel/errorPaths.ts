/**
 * The checker's messages for the open file, each at the path of the value it is about, for the form to show beside
 * its field. The checker names a mistake by its line and column (the same words as `npm run check`); the path is read
 * from the text's own structure at that place, so a message about a misspelled field lands on the field's group and
 * a message about a value on that value's field.
 */
import { isMap, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { ContentError } from '../../content/contentError';
import type { FormError, FormPath } from '../form/SchemaForm';

/** The offset in `text` of a 1-based line and column. */
function offsetOf(lineStarts: number[], line: number, col: number): number {
  const start = lineStarts[Math.max(0, Math.min(line - 1, lineStarts.length - 1))] ?? 0;
  return start + Math.max(0, col - 1);
}

const holds = (node: Node | null | undefined, offset: number) =>
  Boolean(node?.range && node.range[0] <= offset && offset < Math.max(node.range[2], node.range[0] + 1));

/** The path of the deepest value (or key) at `offset`. */
function pathAt(node: unknown, offset: number): FormPath {
  if (isMap(node))
    for (const pair of node.items) {
      const key = pair.key as Node | null;
      const value = pair.value as Node | null;
      if (!holds(key, offset) && !holds(value, offset)) continue;
      const name = key && 'value' in key ? String((key as { value: unknown }).value) : '';
      return [name, ...(holds(value, offset) ? pathAt(value, offset) : [])];
    }
  if (isSeq(node))
    for (const [index, item] of node.items.entries())
      if (holds(item as Node, offset)) return [index, ...pathAt(item, offset)];
  return [];
}

/** The messages about `file` in `errors`, each with the path of what it is about in `text`. */
export function errorsAtPaths(text: string, file: string, errors: ContentError[]): FormError[] {
  const own = errors.filter((error) => error.file === file);
  if (!own.length) return [];
  const lines = new LineCounter();
  let contents: unknown;
  try {
    contents = parseDocument(text, { lineCounter: lines, keepSourceTokens: false }).contents;
  } catch {
    contents = undefined;
  }
  return own.map((error) => ({
    path: pathAt(contents, offsetOf(lines.lineStarts, error.line, error.col)),
    message: error.message,
  }));
}
