/**
 * The block structure of a YAML text read from its indentation, as a person reads it: mappings of fields, lists of
 * items, and which lines belong to which. It reads a half-typed file: a stray line is kept in the nearest mapping or
 * item above it, never an error, and it reads only the structure: values stay the text written.
 *
 * Why not the `yaml` library's document of the text (src/yamlEdits/parsedText.ts), which also reads a text with mistakes:
 * its recovery from the line being typed changes the lines around it. A word typed above a field becomes one key with
 * it ("hea steps"); a field name typed again above its block leaves the block to the field above, so a section loses
 * its `type`; a dash where no list can start ends the mapping, dropping the fields after it. Its errors name where
 * it noticed them, often a good line above, not the line to leave out. The text view asks where the cursor is on every
 * keystroke, in exactly those texts (tests/editor/cursorPlace.test.ts), so it keeps this reader; on a text without
 * mistakes both read the same structure.
 */

export interface YamlLine {
  /** 0-based line number. */
  row: number;
  /** Offset of the line's first character in the text. */
  from: number;
  text: string;
  indent: number;
  /** The columns of the dashes that open list items on this line ("- - x" has two). */
  dashes: number[];
  /** Where the text after the dashes starts (two after the last dash when nothing follows it). */
  content: number;
  /** The field name, when the text after the dashes is "name:" or "name: value". */
  key?: string;
  /** The text after "name:" (or after the dashes, on a line that is no field), without a comment. */
  value: string;
}

export interface YamlMap {
  kind: 'map';
  column: number;
  entries: YamlEntry[];
}

export interface YamlList {
  kind: 'list';
  /** The column of the items' dashes. */
  column: number;
  items: YamlItem[];
}

export type YamlBlock = YamlMap | YamlList;

export interface YamlEntry {
  key: string;
  line: YamlLine;
  /** The value written on the field's own line ('' when it opens a block below). */
  value: string;
  /** The mapping or list below the field. */
  block?: YamlBlock;
  /** The last line that belongs to the field, its block included. */
  lastRow: number;
}

export interface YamlItem {
  line: YamlLine;
  /** Which dash of its line opens the item. */
  dash: number;
  /** Where the item's fields start: two after its dash, as the content writes it. */
  content: number;
  /** A value on the dash's line that is no field ("- Fully licensed"). */
  value: string;
  block?: YamlBlock;
  lastRow: number;
}

const fieldPattern = /^([A-Za-z_$][\w$-]*)\s*:(?:\s+(.*))?$/;
const blankPattern = /^\s*(#.*)?$/;
/** "|" or ">" (with its modifiers): a block of text on the lines below, whatever they hold. */
const textBlockPattern = /^[|>][-+0-9]*$/;

/** The value's text without a trailing comment (a # after a space). */
const withoutComment = (value: string) => value.replace(/(^|\s)#.*$/, '').trim();

function readLine(text: string, row: number, from: number): YamlLine {
  const indent = /^ */.exec(text)![0].length;
  const dashes: number[] = [];
  let at = indent;
  while (text[at] === '-' && (at + 1 === text.length || text[at + 1] === ' ')) {
    dashes.push(at);
    at++;
    while (text[at] === ' ') at++;
  }
  const rest = text.slice(at);
  const content = dashes.length && rest.trim() === '' ? dashes.at(-1)! + 2 : at;
  const field = fieldPattern.exec(rest.trimEnd());
  return field
    ? { row, from, text, indent, dashes, content, key: field[1], value: withoutComment(field[2] ?? '') }
    : { row, from, text, indent, dashes, content, value: withoutComment(rest) };
}

function linesOf(text: string): YamlLine[] {
  let from = 0;
  return text.split('\n').map((line, row) => {
    const read = readLine(line, row, from);
    from += line.length + 1;
    return read;
  });
}

const isBlank = (line: YamlLine) => blankPattern.test(line.text);

/** The lines and the structure they make. */
export interface YamlOutline {
  lines: YamlLine[];
  root?: YamlBlock;
}

export function outlineOf(text: string): YamlOutline {
  const lines = linesOf(text);
  const shown = lines.filter((line) => !isBlank(line));
  let next = 0;

  /** The column where line `at` starts once its first `dash` dashes are read. */
  const columnOf = (line: YamlLine, dash: number) => (dash < line.dashes.length ? line.dashes[dash] : line.content);

  /** Skips the lines deeper than `column` (the rest of a text or a stray line); the last one skipped. */
  function skipDeeper(column: number, lastRow: number): number {
    while (next < shown.length && shown[next].indent > column) lastRow = shown[next++].row;
    return lastRow;
  }

  function readBlock(line: YamlLine, dash: number): YamlBlock | undefined {
    if (dash < line.dashes.length) return readList(line, dash);
    if (line.key !== undefined) return readMap(line, dash);
    next++;
    return undefined;
  }

  /** The block below a field or an empty item whose own line ends at `column` ("images:", "- "). */
  function blockBelow(column: number, allowSameColumnList: boolean): YamlBlock | undefined {
    const below = shown[next];
    if (!below) return undefined;
    if (below.indent > column) return readBlock(below, 0);
    // "blocks:\n- type: hero": a list may start at its field's own column.
    if (allowSameColumnList && below.indent === column && below.dashes[0] === column) return readList(below, 0);
    return undefined;
  }

  function readList(first: YamlLine, firstDash: number): YamlList {
    const column = first.dashes[firstDash];
    const items: YamlItem[] = [];
    let line: YamlLine | undefined = first;
    let dash = firstDash;
    while (line) {
      const content = dash + 1 < line.dashes.length ? line.dashes[dash + 1] : line.content;
      const item: YamlItem = { line, dash, content, value: '', lastRow: line.row };
      items.push(item);
      if (dash + 1 < line.dashes.length || line.key !== undefined) {
        item.block = readBlock(line, dash + 1);
      } else if (line.value !== '') {
        item.value = line.value;
        next++;
        item.lastRow = skipDeeper(column, item.lastRow);
      } else {
        next++;
        item.block = blockBelow(column, false);
      }
      item.lastRow = Math.max(item.lastRow, lastRowOf(item.block));
      // A stray line deeper than the dashes belongs to the item above it.
      item.lastRow = skipDeeper(column, item.lastRow);
      const following: YamlLine | undefined = shown[next];
      line = following && following.indent === column && following.dashes[0] === column ? following : undefined;
      dash = 0;
    }
    return { kind: 'list', column, items };
  }

  function readMap(first: YamlLine, firstDash: number): YamlMap {
    const column = columnOf(first, firstDash);
    const entries: YamlEntry[] = [];
    let line: YamlLine | undefined = first;
    while (line) {
      const key = line.key!;
      const entry: YamlEntry = { key, line, value: line.value, lastRow: line.row };
      entries.push(entry);
      next++;
      if (textBlockPattern.test(line.value)) entry.lastRow = skipDeeper(column, entry.lastRow);
      else if (line.value === '' || /^[&!]\S*$/.test(line.value)) entry.block = blockBelow(column, true);
      entry.lastRow = Math.max(entry.lastRow, lastRowOf(entry.block));
      // Lines that are no field of this mapping, deeper than it or at its column (a half-typed word, a dash where
      // no list can start), stay with the field above them.
      while (next < shown.length) {
        const following = shown[next];
        if (following.indent < column) break;
        if (following.indent === column && following.key !== undefined && !following.dashes.length) break;
        entry.lastRow = following.row;
        next++;
      }
      const following: YamlLine | undefined = shown[next];
      line =
        following && following.indent === column && following.key !== undefined && !following.dashes.length
          ? following
          : undefined;
    }
    return { kind: 'map', column, entries };
  }

  // A line above the first field that is none ("---") is passed over.
  let root: YamlBlock | undefined;
  while (!root && next < shown.length) root = readBlock(shown[next], 0);
  return { lines, root };
}

export function lastRowOf(block: YamlBlock | undefined): number {
  if (!block) return -1;
  const last = block.kind === 'map' ? block.entries.at(-1) : block.items.at(-1);
  return last?.lastRow ?? -1;
}

/** The mapping's fields by name, each with the value written on its line. */
export function fieldsOf(map: YamlMap | undefined, exceptRow = -1): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const entry of map?.entries ?? []) if (entry.line.row !== exceptRow) fields[entry.key] = unquote(entry.value);
  return fields;
}

export const unquote = (value: string) =>
  value
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');

/** The kind of a list item: a section's `type:`, a footer column's `kind:`. */
export function typeOfItem(item: YamlItem): string | undefined {
  if (item.block?.kind !== 'map') return undefined;
  const fields = fieldsOf(item.block);
  return fields.type ?? fields.kind;
}
