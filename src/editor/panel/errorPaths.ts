/**
 * The checker's messages for the open file, each at the path of the value it is about, for the form to show beside
 * its field. The checker gives that path with each message about the data (src/content/contentError.ts); a message
 * without one (a mistake of the YAML itself, the line that counts the messages left out) is placed by reading the
 * text's own structure at its line and column, so it lands on the value or key written there.
 */
import { isMap, isSeq, type Node } from 'yaml';
import type { ContentError } from '../../content/contentError';
import type { DataPath } from '../../places/places';
import type { FormError } from '../form/SchemaForm';
import { parsedText } from '../../yamlEdits/parsedText';

/** The offset in `text` of a 1-based line and column. */
function offsetOf(lineStarts: number[], line: number, col: number): number {
  const start = lineStarts[Math.max(0, Math.min(line - 1, lineStarts.length - 1))] ?? 0;
  return start + Math.max(0, col - 1);
}

const holds = (node: Node | null | undefined, offset: number) =>
  Boolean(node?.range && node.range[0] <= offset && offset < Math.max(node.range[2], node.range[0] + 1));

/** The path of the deepest value (or key) at `offset`. */
function pathAt(node: unknown, offset: number): DataPath {
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

/** The path written at a line and column of `text` (parsed once, mistakes and all). */
function pathWrittenAt(text: string, line: number, col: number): DataPath {
  const { doc, lines } = parsedText(text);
  return pathAt(doc.contents, offsetOf(lines.lineStarts, line, col));
}

/** The messages about `file` in `errors`, each with the path of what it is about. */
export function errorsAtPaths(text: string, file: string, errors: ContentError[]): FormError[] {
  return errors
    .filter((error) => error.file === file)
    .map((error) => ({
      path: error.path ?? pathWrittenAt(text, error.line, error.col),
      message: error.message,
      origin: error,
    }));
}
