/**
 * Edits of a page's or site.yaml's YAML text, for the editor's forms and for typing on the page: set a field, remove
 * a field or an item, insert, move or duplicate an item of a list, and read a value.
 *
 * The text is the office's own: its comments, key order, quoting, blank lines and flow lists (`[Monday, Tuesday]`)
 * are kept, because each edit rewrites only the bytes of what changes. A scalar is rewritten in its own source token
 * (the `yaml` library's CST, scalarText.ts), so a changed field is a one-line change and keeps its quotes and its comment; a new item
 * or key is written at the columns of its siblings; an item moves with its comment lines while the blank lines
 * between items stay where they were. Every result is parsed again and must read as the old value with exactly the
 * requested change, or the edit throws and the caller keeps its text.
 *
 * Comments: a comment line directly above a key or an item (same column, no blank line between) belongs to it. It is
 * removed, moved and kept with it; a duplicate goes without it. The comments above the first key of the document are
 * the file's header and belong to no key.
 *
 * Pure functions of the text: no DOM, nothing from Node, so the browser editor can use them.
 */
import { isMap, isScalar, isSeq, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import {
  readsAs,
  sameValue,
  withItemDuplicated,
  withItemInserted,
  withItemMoved,
  withoutValue,
  withValue,
} from './expected.ts';
import { gapBefore, spansOf, type Source } from './itemSpans.ts';
import { spliced, withBlockItem, withFlowItem, withoutBlockItem, withoutFlowItem } from './itemsText.ts';
import { parsedText } from './parsedText.ts';
import { scalarRewritten, scalarToken } from './scalarText.ts';
import {
  type Collection,
  columnOf,
  type Found,
  find,
  findExisting,
  keyName,
  lineEndAfter,
  lineStart,
  type Missing,
  parseSource,
  pathName,
  type YamlValue,
} from './source.ts';
import { documentText, flowItemsText, flowValueText, indentStyleOf, listItemText, pairText } from './writeYaml.ts';
import type { DataPath } from '../places/places.ts';

export type { YamlValue } from './source.ts';

// Reading

/** The value at `path` as JavaScript; undefined where there is none. Throws when the text does not parse. */
export function valueAt(text: string, path: DataPath): YamlValue | undefined {
  const { doc } = parsedText(text);
  const error = doc.errors[0];
  if (error) throw new Error(`The YAML text does not parse: ${error.message}`);
  const spot = find(doc, path);
  if (spot.kind === 'missing') return undefined;
  return spot.node === null ? null : (spot.node.toJS(doc) as YamlValue);
}

// The edits

/**
 * Sets the value at `path`. A changed scalar keeps its quoting where it can (plain, 'single', "double", `|`, `>`) and
 * its comment; a missing key is added at the end of its map (with the maps on the way, if they are missing too). An
 * object or list given for an existing map or list is merged in field by field and item by item, so only what differs
 * changes.
 */
export function setValue(text: string, path: DataPath, value: YamlValue): string {
  return edited(
    text,
    `${pathName(path)} could not be set`,
    (before) => withValue(before, path, value),
    (source) => {
      const spot = find(source.doc, path);
      return spot.kind === 'found' ? replaced(source, path, spot, value) : added(source, path, spot, value);
    },
  );
}

/** Removes a map's key or a list's item, with the comment lines that belong to it. The last one leaves `[]` or `{}`. */
export function removeAt(text: string, path: DataPath): string {
  if (path.length === 0) throw new Error('removeAt needs the path of a key or an item, not of the whole document');
  return edited(
    text,
    `${pathName(path)} could not be removed`,
    (before) => withoutValue(before, path),
    (source) => {
      const { text, doc } = source;
      const spot = findExisting(doc, path);
      const parent = spot.parent as Collection;
      const spans = spansOf(source, parent);
      if (spans.length === 1) {
        const holderPath = path.slice(0, -1);
        return rewritten(source, holderPath, findExisting(doc, holderPath), isSeq(parent) ? [] : {});
      }
      return parent.flow ? withoutFlowItem(text, spans, spot.index) : withoutBlockItem(text, spans, spot.index);
    },
  );
}

/**
 * Inserts `value` into the list at `listPath` so that it becomes item `index`, written in block style like its
 * siblings (inside the brackets of a flow list). A missing or empty list becomes a block list.
 */
export function insertItem(text: string, listPath: DataPath, index: number, value: YamlValue): string {
  return edited(
    text,
    `The item could not be inserted into ${pathName(listPath)}`,
    (before) => withItemInserted(before, listPath, index, value),
    (source) => {
      const { text, doc } = source;
      const spot = find(doc, listPath);
      if (spot.kind === 'missing' || isEmptyValue(spot.node)) {
        checkIndex(index, 1, listPath);
        return setValue(text, listPath, [value]);
      }
      const list = listIn(spot, listPath);
      checkIndex(index, list.items.length + 1, listPath);
      if (list.items.length === 0) return rewritten(source, listPath, spot, [value]);
      const spans = spansOf(source, list);
      if (list.flow) return withFlowItem(text, spans, index, flowValueText(value));
      if (index === 0 && spans[0].inline) return rewritten(source, listPath, spot, [value, ...listValue(source, list)]);
      const column = columnOf(text, spans[0].head);
      return withBlockItem(
        text,
        spans,
        index,
        ' '.repeat(column) + listItemText(value, column, indentStyleOf(text, doc)),
      );
    },
  );
}

/** Moves item `from` of the list so that it becomes item `to`, with its comment lines; the blank lines stay put. */
export function moveItem(text: string, listPath: DataPath, from: number, to: number): string {
  return edited(
    text,
    `The item could not be moved in ${pathName(listPath)}`,
    (before) => withItemMoved(before, listPath, from, to),
    (source) => {
      const { text, doc } = source;
      const spot = findExisting(doc, listPath);
      const list = listIn(spot, listPath);
      checkIndex(from, list.items.length, listPath);
      checkIndex(to, list.items.length, listPath);
      if (from === to) return text;
      const spans = spansOf(source, list);
      if (!list.flow && spans[0].inline) {
        return rewritten(source, listPath, spot, moved(listValue(source, list), from, to));
      }
      const texts = moved(
        spans.map((span) => text.slice(span.start, span.end)),
        from,
        to,
      );
      const region = texts.map((item, position) => (position === 0 ? '' : gapBefore(text, spans, position)) + item);
      return text.slice(0, spans[0].start) + region.join('') + text.slice(spans[spans.length - 1].end);
    },
  );
}

/** Writes a copy of item `index` right after it (without the comment lines above it). */
export function duplicateItem(text: string, listPath: DataPath, index: number): string {
  return edited(
    text,
    `The item could not be duplicated in ${pathName(listPath)}`,
    (before) => withItemDuplicated(before, listPath, index),
    (source) => {
      const { text } = source;
      const spot = findExisting(source.doc, listPath);
      const list = listIn(spot, listPath);
      checkIndex(index, list.items.length, listPath);
      const spans = spansOf(source, list);
      const span = spans[index];
      if (list.flow) return withFlowItem(text, spans, index + 1, text.slice(span.head, span.end));
      if (span.inline) {
        const items = listValue(source, list);
        return rewritten(source, listPath, spot, items.toSpliced(index + 1, 0, items[index]));
      }
      return withBlockItem(text, spans, index + 1, text.slice(lineStart(text, span.head), span.end));
    },
  );
}

// Shared steps

/**
 * Runs an edit on the text with a final line break (added for the edit when the file has none, and taken off again)
 * and with `\n` line breaks (a file written with `\r\n` throughout gets them back), then checks that the result
 * parses to `expected` of the old value.
 */
function edited(
  text: string,
  failure: string,
  expected: (before: unknown) => unknown,
  edit: (source: Source) => string,
): string {
  const windowsBreaks = text.includes('\r\n') && !/(^|[^\r])\n/.test(text);
  const lf = windowsBreaks ? text.replaceAll('\r\n', '\n') : text;
  const endsInBreak = lf === '' || lf.endsWith('\n');
  const working = endsInBreak ? lf : `${lf}\n`;
  // The edit parses a document of its own: it may change the source tokens. The value before it is the shared one.
  const doc = parseSource(working);
  const result = edit({ text: working, doc });
  if (result === working) return text;
  if (!readsAs(result, expected(parsedText(working).value)))
    throw new Error(`${failure}: the new text would not read back right`);
  const ending = endsInBreak || !result.endsWith('\n') ? result : result.slice(0, -1);
  return windowsBreaks ? ending.replaceAll('\n', '\r\n') : ending;
}

function listIn(spot: Found, listPath: DataPath): YAMLSeq<unknown> {
  if (!isSeq(spot.node)) throw new Error(`${pathName(listPath)} is not a list`);
  return spot.node;
}

function listValue(source: Source, list: YAMLSeq<unknown>): YamlValue[] {
  return list.toJS(source.doc) as YamlValue[];
}

function checkIndex(index: number, size: number, listPath: DataPath): void {
  if (!Number.isInteger(index) || index < 0 || index >= size) {
    throw new Error(`${pathName(listPath)} has no place ${index} for this edit (only 0 to ${size - 1})`);
  }
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/** A key written with nothing after it (`items:`), or `null`. */
function isEmptyValue(node: Node | null): boolean {
  return node === null || (isScalar(node) && node.value === null);
}

// Setting a value

function isScalarValue(value: YamlValue): value is string | number | boolean | null {
  return value === null || typeof value !== 'object';
}

function isPlainObject(value: YamlValue): value is { [key: string]: YamlValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path that exists. */
function replaced(source: Source, path: DataPath, spot: Found, value: YamlValue): string {
  const { node } = spot;
  if (sameValue(node === null ? null : node.toJS(source.doc), value)) return source.text;
  const token = scalarToken(node);
  if (token && isScalarValue(value)) return scalarRewritten(source, path, spot, token, value);
  if (isMap(node) && isPlainObject(value) && Object.keys(value).length > 0) return mapMerged(source, path, node, value);
  if (isSeq(node) && Array.isArray(value) && value.length > 0) return listMerged(source, path, node, value);
  return rewritten(source, path, spot, value);
}

/** Field by field: existing keys in place, new keys at the end, keys the value lacks removed. */
function mapMerged(
  source: Source,
  path: DataPath,
  map: YAMLMap<unknown, unknown>,
  value: { [key: string]: YamlValue },
): string {
  let text = source.text;
  for (const [key, field] of Object.entries(value)) text = setValue(text, [...path, key], field);
  for (const pair of map.items) {
    const key = keyName(pair);
    if (key !== undefined && !Object.hasOwn(value, key)) text = removeAt(text, [...path, key]);
  }
  return text;
}

/** Item by item: new items at the end, items beyond the value's length removed. */
function listMerged(source: Source, path: DataPath, list: YAMLSeq<unknown>, value: YamlValue[]): string {
  const count = list.items.length;
  let text = source.text;
  for (const [index, item] of value.entries()) {
    text = index < count ? setValue(text, [...path, index], item) : insertItem(text, path, index, item);
  }
  for (let index = count - 1; index >= value.length; index--) text = removeAt(text, [...path, index]);
  return text;
}

/** The value written anew in place of the node at `path` (a scalar becoming a list, `{}` becoming a map…). */
function rewritten(source: Source, path: DataPath, spot: Found, value: YamlValue): string {
  const { text, doc } = source;
  const { parent, node } = spot;
  const style = indentStyleOf(text, doc);
  if (parent === null) {
    if (!node?.range) return text + documentText(value, style);
    return spliced(text, node.range[0], lineEndAfter(text, node.range[1]), documentText(value, style));
  }
  if (parent.flow) {
    if (!node?.range) throw new Error(`${pathName(path)} has no value to replace`);
    return spliced(text, node.range[0], node.range[1], flowValueText(value));
  }
  const span = spansOf(source, parent)[spot.index];
  const column = columnOf(text, span.head);
  const key = isMap(parent) ? keyName(parent.items[spot.index]) : undefined;
  const written = key === undefined ? listItemText(value, column, style) : pairText(key, value, column, style);
  return spliced(text, span.head, span.end, written);
}

/** A key that is not in the text yet, with the maps on its way. */
function added(source: Source, path: DataPath, spot: Missing, value: YamlValue): string {
  const [key, ...deeper] = path.slice(spot.depth);
  const missing = pathName(path.slice(0, spot.depth + 1));
  if (typeof key !== 'string' || deeper.some((segment) => typeof segment !== 'string')) {
    throw new Error(`There is no ${missing} in the text (a list's new item is added with insertItem)`);
  }
  const nested = (deeper as string[]).reduceRight<YamlValue>((inner, name) => ({ [name]: inner }), value);
  const holderPath = path.slice(0, spot.depth);
  const { holder } = spot;
  if (isMap(holder)) return keyAdded(source, holderPath, holder, key, nested);
  if (isEmptyValue(holder))
    return rewritten(source, holderPath, findExisting(source.doc, holderPath), { [key]: nested });
  throw new Error(`There is no ${missing} in the text: ${pathName(holderPath)} is not a map`);
}

/** A new key at the end of its map, at the column of its siblings. */
function keyAdded(
  source: Source,
  mapPath: DataPath,
  map: YAMLMap<unknown, unknown>,
  key: string,
  value: YamlValue,
): string {
  const { text, doc } = source;
  if (map.items.length === 0) return rewritten(source, mapPath, findExisting(doc, mapPath), { [key]: value });
  const spans = spansOf(source, map);
  if (map.flow) return withFlowItem(text, spans, spans.length, flowItemsText({ [key]: value }));
  const column = columnOf(text, spans[0].head);
  return withBlockItem(
    text,
    spans,
    spans.length,
    ' '.repeat(column) + pairText(key, value, column, indentStyleOf(text, doc)),
  );
}
