/**
 * Where the cursor is in a YAML file, from its structure (yamlOutline.ts): the path of fields and list items down to
 * it, the fields already beside it, the lists around it, the word being typed, and the column where a field or a
 * list item at that place belongs, whatever column the cursor is at. It works on a half-typed file, whose lines the
 * `yaml` library's document would join or drop around the line being typed (yamlOutline.ts says how). (Used by
 * schemaHelp.ts and the insertions.)
 */
import {
  fieldsOf,
  lastRowOf,
  outlineOf,
  typeOfItem,
  type YamlEntry,
  type YamlItem,
  type YamlList,
  type YamlMap,
  type YamlOutline,
} from '../yamlOutline';
import type { Segment } from '../../schemaPlaces/schemaAtPlace';

/** A list the cursor is in (or on the field that holds it). */
export interface ListAround {
  /** From the top of the file to the list's field. */
  path: Segment[];
  /** The list as written; undefined while the cursor's line is to be its first item. */
  list?: YamlList;
  /** Where its items' dashes belong, and how far after the dash their fields start. */
  dashColumn: number;
  contentOffset: number;
  /** The last line of the list (the field's own line when it has no items yet). */
  lastRow: number;
  /** The last line of the item the cursor is in, when it is in one: a new item goes right after it. */
  itemLastRow?: number;
}

export interface Structure {
  /** From the top of the file to the mapping the cursor is in. */
  path: Segment[];
  /** The mapping the cursor is in, when it is written already. */
  map?: YamlMap;
  /** Where that mapping's fields belong. */
  column: number;
  /** When the cursor's line opens a list item: where its dash belongs. */
  dashColumn?: number;
  /** The lists around the cursor, the innermost last. */
  lists: ListAround[];
  /** The field on the cursor's own line, in the mapping. */
  fieldHere?: YamlEntry;
  /** The mappings from the top of the file down to the cursor's, each with its path and column. */
  maps: MapAround[];
}

export interface MapAround {
  path: Segment[];
  map?: YamlMap;
  column: number;
}

export interface Place extends Structure {
  /** The fields already in that mapping (the cursor's own line left out). */
  siblings: Record<string, string>;
  /** Typing a field name, or the value of `key`. */
  mode: 'key' | 'value';
  key?: string;
  /** What is typed so far of the word being completed, and where it starts. */
  prefix: string;
  from: number;
}

export const keyLine = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)\s*:(?:\s+(.*))?$/;

/** The items of `list` other than the one on line `row`. */
const itemsBut = (list: YamlList | undefined, row: number) => list?.items.filter((item) => item.line.row !== row) ?? [];

/** The list at `path` (its items written in `list`, none yet without it), the cursor's own line left out. */
export function listAround(path: Segment[], list: YamlList | undefined, ownerColumn: number, row: number): ListAround {
  const others = itemsBut(list, row);
  const first = others[0];
  // A list's first item takes the content's way (two further in than its field); later ones follow the earlier.
  return {
    path: [...path],
    list,
    dashColumn: first ? first.line.dashes[first.dash] : ownerColumn + 2,
    contentOffset: first ? first.content - first.line.dashes[first.dash] : 2,
    lastRow: lastRowOf(list),
    itemLastRow: list?.items.find((item) => item.line.row <= row && row <= item.lastRow)?.lastRow,
  };
}

/**
 * The structure at line `row` of `outline` for a field whose name starts at `column`, its line holding a dash when
 * it opens a list item.
 */
export function structureAt(outline: YamlOutline, row: number, column: number): Structure {
  const line = outline.lines[row];
  const opensItem = line.dashes.length > 0;
  const ownDash = line.dashes.at(-1) ?? -1;
  const path: Segment[] = [];
  const lists: ListAround[] = [];
  const maps: MapAround[] = [];
  let block = outline.root;
  let ownerColumn = 0;
  let ownerRow = -1;
  const done = (found: Omit<Structure, 'path' | 'lists' | 'maps'>): Structure => {
    maps.push({ path: [...path], map: found.map, column: found.column });
    const structure: Structure = { path, lists, maps, ...found };
    const here = found.map?.entries.find((entry) => entry.line.row === row);
    if (here) structure.fieldHere = here;
    return structure;
  };
  const newItem = (around: ListAround, item?: YamlItem): Structure => {
    path.push({ item: true, type: item ? typeOfItem(item) : undefined });
    const map = item?.block?.kind === 'map' ? item.block : undefined;
    return done({ map, column: around.dashColumn + around.contentOffset, dashColumn: around.dashColumn });
  };

  while (block) {
    if (block.kind === 'map') {
      const map = block;
      if (column <= map.column) return done({ map, column: map.column });
      const entry = map.entries.findLast((each) => each.line.row < row);
      if (!entry) return done({ map, column: map.column });
      if (!entry.block && entry.value !== '') return done({ map, column: map.column });
      maps.push({ path: [...path], map, column: map.column });
      path.push({ key: entry.key });
      ownerColumn = map.column;
      ownerRow = entry.line.row;
      if (!entry.block) {
        if (!opensItem) return done({ column: map.column + 2 });
        const around = listAround(path, undefined, map.column, row);
        around.lastRow = ownerRow;
        lists.push(around);
        return newItem(around);
      }
      block = entry.block;
      continue;
    }
    const list = block;
    const around = listAround(path, list, ownerColumn, row);
    if (around.lastRow < 0) around.lastRow = ownerRow;
    lists.push(around);
    if (opensItem) {
      const own = list.items.find((item) => item.line.row === row && item.line.dashes[item.dash] === ownDash);
      if (own || ownDash <= list.column) return newItem(around, own);
    }
    // At the dashes' column, or left of it, a line is the list's next item, its dash still to come.
    else if (column <= list.column) return newItem(around);
    const item = list.items.findLast((each) => each.line.row < row);
    if (!item) return newItem(around);
    path.push({ item: true, type: typeOfItem(item) });
    ownerColumn = item.content;
    ownerRow = item.line.row;
    const inner = item.block;
    if (inner?.kind === 'map' && column <= inner.column) return done({ map: inner, column: inner.column });
    if (!inner) return done({ column: item.content });
    block = inner;
  }
  return done({ column: 0 });
}

export function placeAt(text: string, offset: number): Place | undefined {
  const lineFrom = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
  const before = text.slice(lineFrom, offset);
  const row = text.slice(0, lineFrom).split('\n').length - 1;
  let mode: Place['mode'];
  let key: string | undefined;
  let prefix: string;
  let lead: string;
  let dashes: string;
  const value = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)\s*:\s+(.*)$/.exec(before);
  const field = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)?$/.exec(before);
  if (value) {
    [, lead, dashes, key] = value;
    mode = 'value';
    prefix = value[4].replace(/^['"]/, '');
  } else if (field) {
    [, lead, dashes] = field;
    mode = 'key';
    prefix = field[3] ?? '';
  } else return undefined;

  // The structure without the word being typed: a field name half typed is no field yet.
  const shape = mode === 'key' ? lead + dashes.trimEnd() : text.slice(lineFrom, lineEnd);
  const outline = outlineOf(text.slice(0, lineFrom) + shape + text.slice(lineEnd));
  const structure = structureAt(outline, row, lead.length + dashes.length);
  const siblings = fieldsOf(structure.map, row);
  const last = structure.path.at(-1);
  // The item the cursor is in: its kind is what its other lines say, not the word being typed.
  if (last && 'item' in last) last.type = siblings.type ?? siblings.kind;
  return { ...structure, siblings, mode, key, prefix, from: offset - prefix.length };
}

/** The structure at `offset` as written (no word being typed): for the commands that add to the text. */
export function structureOfText(
  text: string,
  offset: number,
): { structure: Structure; outline: YamlOutline; row: number } {
  const outline = outlineOf(text);
  const lineFrom = text.lastIndexOf('\n', offset - 1) + 1;
  const row = text.slice(0, lineFrom).split('\n').length - 1;
  const line = outline.lines[row];
  const blank = line.text.trim() === '' || line.text.trim().startsWith('#');
  const column = blank ? offset - lineFrom : line.content;
  return { structure: structureAt(outline, row, column), outline, row };
}
