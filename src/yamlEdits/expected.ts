/**
 * Every edit is checked before it is handed back: the new text must parse to the old value with exactly the change
 * asked for. These are the changes on plain JavaScript values, and the comparison.
 */
import { parsedText } from './parsedText.ts';
import type { YamlValue } from './source.ts';
import type { DataPath } from '../places/places.ts';

type Container = YamlValue[] | { [key: string]: YamlValue };
type Fields = Record<string | number, unknown>;

function childOf(container: unknown, segment: string | number): unknown {
  return (container as Fields | undefined)?.[segment];
}

function containerAt(root: unknown, path: DataPath): Container {
  return path.reduce<unknown>((node, segment) => childOf(node, segment), root) as Container;
}

/** The value with `value` at `path`; maps missing on the way are made. */
export function withValue(root: unknown, path: DataPath, value: YamlValue): unknown {
  if (path.length === 0) return value;
  // An empty document (null) gets its first key.
  const copy: Fields = typeof root === 'object' && root !== null ? (structuredClone(root) as Fields) : {};
  let node = copy;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (typeof next !== 'object' || next === null) node[segment] = {};
    node = node[segment] as Fields;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

/** The value without the key or item at `path`; the same value where there is none. */
export function withoutValue(root: unknown, path: DataPath): unknown {
  const copy = structuredClone(root);
  const parent = containerAt(copy, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent)) parent.splice(last as number, 1);
  else if (typeof parent === 'object' && parent !== null) delete parent[last];
  return copy;
}

/** The value with the list at `listPath` replaced by `change(list)`, a new array. */
export function withList(root: unknown, listPath: DataPath, change: (list: YamlValue[]) => YamlValue[]): unknown {
  const list = containerAt(root, listPath);
  return withValue(root, listPath, change(Array.isArray(list) ? list : []));
}

/** The value with `item` as item `index` of the list at `listPath`. */
export const withItemInserted = (root: unknown, listPath: DataPath, index: number, item: YamlValue) =>
  withList(root, listPath, (list) => list.toSpliced(index, 0, item));

/** The value with item `from` of the list at `listPath` moved to be item `to`. */
export const withItemMoved = (root: unknown, listPath: DataPath, from: number, to: number) =>
  withList(root, listPath, (list) => {
    const copy = [...list];
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item);
    return copy;
  });

/** The value with a copy of item `index` of the list at `listPath` right after it. */
export const withItemDuplicated = (root: unknown, listPath: DataPath, index: number) =>
  withList(root, listPath, (list) => list.toSpliced(index + 1, 0, structuredClone(list[index])));

/** Equal as YAML values: the order of a map's keys does not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => Object.hasOwn(b, key) && sameValue(childOf(a, key), childOf(b, key)))
  );
}

/**
 * True when `text` parses to `expected`. The parse is the shared one (parsedText.ts): the text an edit hands back is
 * the text every reader of the editor asks for next.
 */
export function readsAs(text: string, expected: unknown): boolean {
  const parsed = parsedText(text);
  return parsed.readable && sameValue(parsed.value, expected);
}
