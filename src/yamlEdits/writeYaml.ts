/**
 * New YAML for values the text does not have yet: written in block style as the file around them is indented, on
 * lines of any length, with strings quoted only when they would not read back as the same string. "Read back" means
 * by this site's parser (YAML 1.2) and by older YAML 1.1 readers too, so `yes`, `off` and `2024-01-01` are quoted.
 */
import { Document, isCollection, isMap, isNode, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { columnOf, lineStart, type YamlValue } from './source.ts';

/** How the file indents: the step of a nested map, and whether a list under a key is indented (`key:\n  - a`). */
export interface IndentStyle {
  step: number;
  indentSeq: boolean;
}

/** Read from the first nested map and the first list under a key; two spaces and indented lists otherwise. */
export function indentStyleOf(text: string, doc: Document.Parsed): IndentStyle {
  let step: number | undefined;
  let indentSeq: boolean | undefined;
  visit(doc, {
    Pair(_, pair) {
      const keyStart = isNode(pair.key) ? pair.key.range?.[0] : undefined;
      const value = pair.value;
      if (keyStart === undefined || !isCollection(value) || value.flow || !value.range) return;
      const valueStart = value.range[0];
      if (lineStart(text, valueStart) === lineStart(text, keyStart)) return;
      const shift = columnOf(text, valueStart) - columnOf(text, keyStart);
      if (isSeq(value)) indentSeq ??= shift > 0;
      else if (shift > 0) step ??= shift;
      if (step !== undefined && indentSeq !== undefined) return visit.BREAK;
    },
  });
  return { step: step ?? 2, indentSeq: indentSeq ?? true };
}

/** What a one-line source holds: the items of `[…]`, or the values of `key: …`. */
function valuesRead(contents: unknown, inFlow: boolean): unknown[] {
  if (inFlow) return isSeq(contents) ? contents.items : [];
  return isMap(contents) ? contents.items.map((pair) => pair.value) : [];
}

/** A string written plain (no quotes) at `key: …`, or in a flow list, reads back as itself. */
export function readsBackPlain(value: string, inFlow: boolean): boolean {
  if (value === '' || value.trim() !== value || value.includes('\n')) return false;
  const source = inFlow ? `[${value}]` : `key: ${value}`;
  return (['core', 'yaml-1.1'] as const).every((schema) => {
    const doc = parseDocument(source, { schema });
    if (doc.errors.length > 0 || doc.warnings.length > 0) return false;
    const read = valuesRead(doc.contents, inFlow);
    // One scalar, the string itself: not a number, a map, a list or an alias (`*name`).
    return read.length === 1 && isScalar(read[0]) && read[0].value === value;
  });
}

/** A document of the value whose strings are double-quoted where a YAML 1.1 reader would take them for something else. */
function documentOf(value: YamlValue): Document {
  const doc = new Document(value);
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && !node.value.includes('\n') && !readsBackPlain(node.value, false)) {
        node.type = 'QUOTE_DOUBLE';
      }
    },
  });
  return doc;
}

function blockText(value: YamlValue, style: IndentStyle): string {
  return documentOf(value).toString({ indent: style.step, indentSeq: style.indentSeq, lineWidth: 0 });
}

/** Puts lines after the first at `column`; the first goes where the caller writes it. Empty lines stay empty. */
function indentFollowingLines(text: string, column: number): string {
  const pad = ' '.repeat(column);
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : pad + line))
    .join('\n');
}

/** `key: value` and its lines, ending in a line break, for a map whose keys are at `column`. */
export function pairText(key: string, value: YamlValue, column: number, style: IndentStyle): string {
  return indentFollowingLines(blockText({ [key]: value }, style), column);
}

/** `- value` and its lines, ending in a line break, for a list whose `-` are at `column`. */
export function listItemText(value: YamlValue, column: number, style: IndentStyle): string {
  return indentFollowingLines(blockText([value], style), column);
}

/** The value on its own, for the top of a document. */
export function documentText(value: YamlValue, style: IndentStyle): string {
  return blockText(value, style);
}

/** The inside of a flow collection: `a, b` for `[a, b]`, `a: 1, b: 2` for `{a: 1, b: 2}`. */
export function flowItemsText(items: YamlValue[] | { [key: string]: YamlValue }): string {
  const doc = documentOf(items);
  if (isNode(doc.contents) && isCollection(doc.contents)) doc.contents.flow = true;
  const text = doc.toString({ flowCollectionPadding: false, lineWidth: 0 }).trimEnd();
  return text.slice(1, -1);
}

/** A value inside a flow collection. */
export function flowValueText(value: YamlValue): string {
  return flowItemsText([value]);
}

/** A number, boolean or null as YAML writes it (`.nan`, `.inf` included). */
export function literalText(value: number | boolean | null): string {
  const doc = new Document(value);
  return isScalar(doc.contents) ? doc.toString().trimEnd() : String(value);
}
