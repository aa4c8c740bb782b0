/**
 * Edits of a page's or site.yaml's YAML text, for the editor's forms and for typing on the page: set a field, remove
 * a field or an item, insert, move or duplicate an item of a list, and read a value.
 *
 * The text is the office's own: its comments, key order, quoting, blank lines and flow lists (`[Monday, Tuesday]`)
 * are kept, because each edit rewrites only the bytes of what changes. A scalar is rewritten in its own source token
 * (the `yaml` library's CST), so a changed field is a one-line change and keeps its quotes and its comment; a new item
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
import { CST, isMap, isScalar, isSeq, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import { readsAs, sameValue, withList, withoutValue, withValue } from './yamlEdits/expected';
import { gapBefore, type ItemSpan, itemSpans } from './yamlEdits/itemSpans';
import {
  type Collection,
  columnOf,
  type Found,
  find,
  findExisting,
  isBlank,
  keyName,
  lineEndAfter,
  lineStart,
  type Missing,
  parseSource,
  pathName,
  type YamlPath,
  type YamlValue,
} from './yamlEdits/source';
import {
  documentText,
  flowItemsText,
  flowValueText,
  indentStyleOf,
  listItemText,
  literalText,
  pairText,
  readsBackPlain,
} from './yamlEdits/writeYaml';

export type { YamlPath, YamlValue } from './yamlEdits/source';

type Parsed = ReturnType<typeof parseSource>;

/** The text being edited (always ending in a line break) and its parse. */
interface Source {
  text: string;
  doc: Parsed;
}

// Reading

/** The value at `path` as JavaScript; undefined where there is none. Throws when the text does not parse. */
export function valueAt(text: string, path: YamlPath): YamlValue | undefined {
  const doc = parseSource(text);
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
export function setValue(text: string, path: YamlPath, value: YamlValue): string {
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
export function removeAt(text: string, path: YamlPath): string {
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
export function insertItem(text: string, listPath: YamlPath, index: number, value: YamlValue): string {
  return edited(
    text,
    `The item could not be inserted into ${pathName(listPath)}`,
    (before) => withList(before, listPath, (list) => list.toSpliced(index, 0, value)),
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
export function moveItem(text: string, listPath: YamlPath, from: number, to: number): string {
  return edited(
    text,
    `The item could not be moved in ${pathName(listPath)}`,
    (before) => withList(before, listPath, (list) => moved(list, from, to)),
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
export function duplicateItem(text: string, listPath: YamlPath, index: number): string {
  return edited(
    text,
    `The item could not be duplicated in ${pathName(listPath)}`,
    (before) => withList(before, listPath, (list) => list.toSpliced(index + 1, 0, structuredClone(list[index]))),
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
  const doc = parseSource(working);
  const result = edit({ text: working, doc });
  if (result === working) return text;
  if (!readsAs(result, expected(doc.toJS()))) throw new Error(`${failure}: the new text would not read back right`);
  const ending = endsInBreak || !result.endsWith('\n') ? result : result.slice(0, -1);
  return windowsBreaks ? ending.replaceAll('\n', '\r\n') : ending;
}

function spansOf(source: Source, collection: Collection): ItemSpan[] {
  return itemSpans(source.text, collection, collection !== source.doc.contents);
}

function listIn(spot: Found, listPath: YamlPath): YAMLSeq<unknown> {
  if (!isSeq(spot.node)) throw new Error(`${pathName(listPath)} is not a list`);
  return spot.node;
}

function listValue(source: Source, list: YAMLSeq<unknown>): YamlValue[] {
  return list.toJS(source.doc) as YamlValue[];
}

function checkIndex(index: number, size: number, listPath: YamlPath): void {
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

function spliced(text: string, from: number, to: number, insert = ''): string {
  return text.slice(0, from) + insert + text.slice(to);
}

/** The blank lines between items `index - 1` and `index`, to space a new item as the office spaced the others. */
function spacingBefore(text: string, spans: ItemSpan[], index: number): string {
  if (index < 1 || index >= spans.length) return '';
  const gap = gapBefore(text, spans, index);
  return isBlank(gap) ? gap : '';
}

/** `lines` (whole lines) become item `index` of a block collection. */
function withBlockItem(text: string, spans: ItemSpan[], index: number, lines: string): string {
  if (index < spans.length) {
    const spacing = spacingBefore(text, spans, index > 0 ? index : 1);
    return spliced(text, spans[index].start, spans[index].start, lines + spacing);
  }
  const spacing = spacingBefore(text, spans, spans.length - 1);
  return spliced(text, spans[spans.length - 1].end, spans[spans.length - 1].end, spacing + lines);
}

/** `written` becomes item `index` of a flow collection, with the separator its items have (`, `). */
function withFlowItem(text: string, spans: ItemSpan[], index: number, written: string): string {
  const separator = spans.length > 1 ? text.slice(spans[0].end, spans[1].start) : ', ';
  if (index < spans.length) return spliced(text, spans[index].start, spans[index].start, written + separator);
  const last = spans[spans.length - 1];
  return spliced(text, last.end, last.end, separator + written);
}

function withoutFlowItem(text: string, spans: ItemSpan[], index: number): string {
  if (index > 0) return spliced(text, spans[index - 1].end, spans[index].end);
  return spliced(text, spans[0].start, spans[1].start);
}

/** Takes an item's lines out, with one of the blank gaps around it, so the spacing of the rest stays even. */
function withoutBlockItem(text: string, spans: ItemSpan[], index: number): string {
  const span = spans[index];
  if (span.inline) {
    // `- type: hero` loses `type`: the next key moves up onto the `- ` line; its comment lines go above that line.
    const next = spans[index + 1];
    const lineBegin = lineStart(text, span.head);
    const comments = text.slice(next.start, lineStart(text, next.head));
    return text.slice(0, lineBegin) + comments + text.slice(lineBegin, span.head) + text.slice(next.head);
  }
  if (index > 0) {
    const gap = gapBefore(text, spans, index);
    return spliced(text, isBlank(gap) ? spans[index - 1].end : span.start, span.end);
  }
  const gap = gapBefore(text, spans, 1);
  return spliced(text, span.start, isBlank(gap) ? spans[1].start : span.end);
}

// Setting a value

function isScalarValue(value: YamlValue): value is string | number | boolean | null {
  return value === null || typeof value !== 'object';
}

function isPlainObject(value: YamlValue): value is { [key: string]: YamlValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ScalarToken = CST.FlowScalar | CST.BlockScalar;

function scalarToken(node: Node | null): ScalarToken | undefined {
  const token = isScalar(node) ? node.srcToken : undefined;
  switch (token?.type) {
    case 'scalar':
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
    case 'block-scalar':
      return token;
    default:
      return undefined;
  }
}

/** The value at a path that exists. */
function replaced(source: Source, path: YamlPath, spot: Found, value: YamlValue): string {
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
  path: YamlPath,
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
function listMerged(source: Source, path: YamlPath, list: YAMLSeq<unknown>, value: YamlValue[]): string {
  const count = list.items.length;
  let text = source.text;
  for (const [index, item] of value.entries()) {
    text = index < count ? setValue(text, [...path, index], item) : insertItem(text, path, index, item);
  }
  for (let index = count - 1; index >= value.length; index--) text = removeAt(text, [...path, index]);
  return text;
}

type ScalarType = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

function typeOfToken(token: ScalarToken): ScalarType {
  if (token.type === 'single-quoted-scalar') return 'QUOTE_SINGLE';
  if (token.type === 'double-quoted-scalar') return 'QUOTE_DOUBLE';
  if (token.type === 'block-scalar') {
    const header = token.props[0];
    return header?.type === 'block-scalar-header' && header.source.startsWith('>') ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
  }
  return 'PLAIN';
}

/**
 * The token's own style, unless it cannot hold the new string: a plain scalar gets `|` for lines and double quotes
 * otherwise; a block scalar, which cannot hold nothing, gets `""` for an empty string.
 */
function styleFor(token: ScalarToken, value: string, inFlow: boolean): ScalarType {
  const current = typeOfToken(token);
  if (current === 'PLAIN' && !readsBackPlain(value, inFlow)) {
    return value.includes('\n') && !inFlow ? 'BLOCK_LITERAL' : 'QUOTE_DOUBLE';
  }
  if (current.startsWith('BLOCK') && value === '') return 'QUOTE_DOUBLE';
  return current;
}

/** Where a scalar is: in a flow collection or not, and how deep the lines of a block scalar written there go. */
interface ScalarPlace {
  inFlow: boolean;
  blockIndent: number | undefined;
}

function placeOf(source: Source, spot: Found): ScalarPlace {
  const { parent } = spot;
  if (parent === null || parent.flow) return { inFlow: parent?.flow === true, blockIndent: undefined };
  const head = spansOf(source, parent)[spot.index].head;
  return { inFlow: false, blockIndent: columnOf(source.text, head) + indentStyleOf(source.text, source.doc).step };
}

function scalarRewritten(
  source: Source,
  path: YamlPath,
  spot: Found,
  token: ScalarToken,
  value: string | number | boolean | null,
): string {
  const place = placeOf(source, spot);
  if (typeof value !== 'string') return tokenRewritten(source.text, token, literalText(value), 'PLAIN', place);
  const style = styleFor(token, value, place.inFlow);
  const text = tokenRewritten(source.text, token, value, style, place);
  // Double quotes can hold any string: the way out when another style would not read back as this string.
  if (style === 'QUOTE_DOUBLE' || readsAs(text, withValue(source.doc.toJS(), path, value))) return text;
  return tokenRewritten(source.text, token, value, 'QUOTE_DOUBLE', place);
}

/** The text with the scalar's source (its comment and line break included) written anew by the `yaml` library. */
function tokenRewritten(text: string, token: ScalarToken, value: string, type: ScalarType, place: ScalarPlace): string {
  const before = CST.stringify(token);
  if (text.slice(token.offset, token.offset + before.length) !== before) {
    throw new Error('The parsed scalar does not match its place in the text');
  }
  const copy = structuredClone(token);
  CST.setScalarValue(copy, value, { afterKey: true, inFlow: place.inFlow, type });
  // The library folds lines inside double quotes onto several lines; `\n` keeps the text on one line instead (a JSON
  // string is a YAML double-quoted scalar).
  if (copy.type === 'double-quoted-scalar' && value.includes('\n')) copy.source = JSON.stringify(value);
  let after = CST.stringify(copy);
  if (copy.type === 'block-scalar') {
    const oldIndent = token.type === 'block-scalar' ? indentOf(token.source.split('\n')) : undefined;
    after = withBodyIndent(after, oldIndent ?? place.blockIndent);
  }
  return spliced(text, token.offset, token.offset + before.length, after);
}

function indentOf(lines: string[]): number | undefined {
  const filled = lines.filter((line) => line.trim() !== '');
  return filled.length === 0 ? undefined : Math.min(...filled.map((line) => line.length - line.trimStart().length));
}

/** A block scalar's lines at `wanted` columns: where its old lines were, or one step deeper than its key or `-`. */
function withBodyIndent(written: string, wanted: number | undefined): string {
  const headerEnd = written.indexOf('\n') + 1;
  const lines = written.slice(headerEnd).split('\n');
  const current = indentOf(lines);
  // An indentation indicator (`|2`) counts from the parent: such lines stay where the library put them.
  if (/\d/.test(written.slice(0, headerEnd))) return written;
  if (wanted === undefined || current === undefined || wanted === current) return written;
  const body = lines.map((line) => (line.trim() === '' ? line : ' '.repeat(wanted) + line.slice(current)));
  return written.slice(0, headerEnd) + body.join('\n');
}

/** The value written anew in place of the node at `path` (a scalar becoming a list, `{}` becoming a map…). */
function rewritten(source: Source, path: YamlPath, spot: Found, value: YamlValue): string {
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
function added(source: Source, path: YamlPath, spot: Missing, value: YamlValue): string {
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
  mapPath: YamlPath,
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
