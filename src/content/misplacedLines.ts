/**
 * Where a line belongs when its indentation breaks the file. The parser only knows that a line does not fit where it
 * is; a person needs the column to move it to. That column comes from the lines above it, which still read as YAML:
 * the groups of fields and the lists still open there are the places the line can continue, and the one closest to
 * where it starts is the one it was meant for.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node, type Scalar } from 'yaml';

/** A group of fields or a list still open at the end of the lines above: a line below can continue it. */
interface OpenLevel {
  kind: 'field' | 'item';
  /** The column its field names, or its dashes, start at. */
  column: number;
  /** The line of its last field or item, the one closest above. */
  line: number;
  /** The last field's name; for a list, the name of the first field of its last item. */
  name?: string;
  /** The last field has nothing after its colon: its value is on the lines below, further right. */
  valueBelow?: boolean;
}

/** The groups and lists open at the end of `lines`, the deepest first. */
function openLevels(lines: string[]): OpenLevel[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(lines.join('\n'), { lineCounter, uniqueKeys: false });
  const levels: OpenLevel[] = [];
  // Down the last entry of each group and list: the values a line below them can still continue.
  let node: unknown = doc.contents;
  while ((isMap(node) || isSeq(node)) && !node.flow) {
    if (isMap(node)) {
      const { key, value } = node.items[node.items.length - 1] as { key: Scalar; value: Node };
      const place = lineCounter.linePos(key.range![0]);
      const valueBelow = /:[ \t]*(#.*)?$/.test(lines[place.line - 1]);
      levels.push({ kind: 'field', column: place.col, line: place.line, name: String(key.value), valueBelow });
      node = value;
    } else {
      const last = node.items[node.items.length - 1] as Node;
      const column = lineCounter.linePos(node.range![0]).col;
      levels.push({
        kind: 'item',
        column,
        line: dashLine(lines, column, lineCounter.linePos(last.range![0]).line),
        name: isMap(last) ? String((last.items[0].key as Scalar).value) : undefined,
      });
      node = last;
    }
  }
  return levels.reverse();
}

/** The line of the dash at `column` in front of an item that starts on line `start`, or a line further down. */
function dashLine(lines: string[], column: number, start: number): number {
  let line = start;
  while (lines[line - 1][column - 1] !== '-') line--;
  return line;
}

/** A line that starts a list item: its first text is a dash, then a space or nothing. */
const itemLine = /^[ \t]*-(\s|$)/;

export const spaces = (count: number) => (count === 1 ? '1 space' : `${count} spaces`);

/** The level `column` is closest to; of two as close, the deeper (the one a person sees right above). */
function closest(levels: OpenLevel[], column: number): OpenLevel | undefined {
  let best: OpenLevel | undefined;
  for (const level of levels)
    if (!best || Math.abs(level.column - column) < Math.abs(best.column - column)) best = level;
  return best;
}

/** A blank line or a comment: no part of the structure. */
export const isNote = (text: string) => !text.trim() || text.trim().startsWith('#');

/**
 * The lines right below `index` (from 0) that were put there with it: they start at `column` (the line's own fields)
 * or further right, the first of them exactly at `column`. Said as ", and move lines 9 to 11 below it 2 spaces left
 * too", for a line that moves `shift` columns.
 */
export function movedWith(lines: string[], index: number, column: number, shift: number): string {
  let first: number | undefined;
  let last: number | undefined;
  for (let next = index + 1; next < lines.length; next++) {
    const text = lines[next];
    if (isNote(text)) continue;
    const start = text.search(/\S/) + 1;
    // A dash at `column` starts the next item of a list there, which is where it belongs.
    if (start < column || (start === column && itemLine.test(text))) break;
    if (first === undefined && start > column) break;
    first ??= next;
    last = next;
  }
  if (first === undefined) return '';
  const which = first === last ? `line ${first + 1}` : `lines ${first + 1} to ${last! + 1}`;
  return `, and move ${which} below it ${spaces(Math.abs(shift))} ${shift < 0 ? 'left' : 'right'} too`;
}

/** A line indented with a tab: the spaces to use instead, from the line above it. */
function tabMessage(text: string, levels: OpenLevel[]): string | undefined {
  const [top] = levels;
  const isItem = itemLine.test(text);
  let target: { column: number; where: string } | undefined;
  if (top?.valueBelow) {
    target = { column: top.column + 2, where: `2 spaces in from "${top.name}" (line ${top.line})` };
  } else if (isItem) {
    const item = levels.find((level) => level.kind === 'item');
    if (item) target = { column: item.column, where: `under the dashes above it (line ${item.line})` };
  } else if (top?.kind === 'field') {
    target = { column: top.column, where: `in line with "${top.name}" (line ${top.line})` };
  }
  if (!target) return undefined;
  return `this line is indented with a tab, and YAML needs spaces: indent it with ${spaces(target.column - 1)} instead, so it starts at column ${target.column}, ${target.where}`;
}

/** A list item whose dash is out of line with the list it continues. */
function itemMessage(lines: string[], index: number, levels: OpenLevel[]): string | undefined {
  const text = lines[index];
  const column = text.indexOf('-') + 1;
  const items = levels.filter((level) => level.kind === 'item');
  // An item whose first field is the one the items of a list start with belongs to that list, wherever it sits.
  const name = text.trim().slice(2).split(':')[0];
  const sameName = items.filter((level) => level.name === name);
  const target = sameName.length === 1 ? sameName[0] : closest(items, column);
  if (!target) return undefined;
  const shift = target.column - column;
  return (
    `this list item is ${spaces(Math.abs(shift))} further ${shift < 0 ? 'right' : 'left'} than the items above it ` +
    `(line ${target.line}): start its dash at column ${target.column}, under the other dashes` +
    movedWith(lines, index, column + 2, shift)
  );
}

/** A field out of line with the group of fields it continues. */
function fieldMessage(lines: string[], index: number, levels: OpenLevel[]): string | undefined {
  const column = lines[index].search(/\S/) + 1;
  const [top] = levels;
  // Right of the dash of a list item that is one value ("- Free delivery"), a field may have been meant to start a
  // group in that item: no column can be told for certain.
  if (top?.kind === 'item' && column > top.column) return undefined;
  const target = closest(
    levels.filter((level) => level.kind === 'field'),
    column,
  );
  if (!target) return undefined;
  const shift = target.column - column;
  return (
    `this line is indented ${spaces(Math.abs(shift))} ${shift < 0 ? 'further' : 'less'} than the field above it ` +
    `(line ${target.line}): move it to column ${target.column}, in line with "${target.name}"` +
    movedWith(lines, index, column, shift)
  );
}

/**
 * What to do about line `index` (from 0) of `lines`, whose indentation the parser cannot read: the column to move it
 * to, or the spaces to use instead of a tab. Undefined when the lines above do not say where it belongs.
 */
export function misplacedLineMessage(lines: string[], index: number): string | undefined {
  const text = lines[index];
  const levels = openLevels(lines.slice(0, index));
  if (/^ *\t/.test(text)) return tabMessage(text, levels);
  return itemLine.test(text) ? itemMessage(lines, index, levels) : fieldMessage(lines, index, levels);
}
