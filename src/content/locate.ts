/**
 * Finds where a value sits in a YAML file, from its path in the data (["blocks", 2, "items", 1]), and describes
 * that place in words ("block 3 (stats), item 2").
 */
import { isMap, isNode, isScalar, type Node, type Scalar } from 'yaml';
import type { DataPath } from '../places/places.ts';
import type { ParsedYaml } from './parseYaml.ts';

export interface Position {
  line: number;
  col: number;
}

/** Splits ajv's JSON Pointer ("/blocks/2/items/1") into path segments; array indices become numbers. */
export function pathFromPointer(pointer: string): DataPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function nodeAt(parsed: ParsedYaml, path: DataPath): Node | undefined {
  // An empty path gives the document's contents (null in an empty file).
  const found = parsed.doc.getIn(path, true);
  return isNode(found) ? found : undefined;
}

function positionOfOffset(parsed: ParsedYaml, offset: number): Position {
  const { line, col } = parsed.lineCounter.linePos(offset);
  return { line, col };
}

/** The position of the value at `path`, or of the nearest enclosing value that exists. */
export function locateValue(parsed: ParsedYaml, path: DataPath): Position {
  for (let length = path.length; length >= 0; length--) {
    const node = nodeAt(parsed, path.slice(0, length));
    if (node?.range) return positionOfOffset(parsed, node.range[0]);
  }
  return { line: 1, col: 1 };
}

/** The position of the field name `key` inside the mapping at `path` (for unknown fields). */
export function locateKey(parsed: ParsedYaml, path: DataPath, key: string): Position {
  const node = nodeAt(parsed, path);
  if (isMap(node)) {
    const name = node.items
      .map((pair) => pair.key)
      .find((candidate): candidate is Scalar => isScalar(candidate) && candidate.value === key);
    if (name?.range) return positionOfOffset(parsed, name.range[0]);
  }
  return locateValue(parsed, path);
}

// Names of list fields in the singular, for "item 2" rather than "items 2".
const singular: Record<string, string> = {
  items: 'item',
  images: 'image',
  cards: 'card',
  steps: 'step',
  groups: 'group',
  points: 'point',
  sections: 'section',
  badges: 'badge',
  actions: 'button',
  places: 'place',
  paragraphs: 'paragraph',
  list: 'list item',
  navigation: 'menu entry',
  externalLinks: 'external link',
  legalLinks: 'legal link',
  hours: 'hours row',
  days: 'day',
  areasServed: 'town',
  credentials: 'credential',
  columns: 'column',
  links: 'link',
  fields: 'field',
  options: 'option',
  statuses: 'status',
  logos: 'logo',
  members: 'member',
};

/**
 * Describes the container at `path` in words. `data` is the parsed YAML, used to name a block by its type.
 * Example: ["blocks", 2, "items", 1] → "block 3 (stats), item 2".
 */
export function describePath(path: DataPath, data: unknown): string {
  const parts: string[] = [];
  let value: unknown = data;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const next = path[i + 1];
    const child = value == null ? undefined : (value as Record<string | number, unknown>)[segment];
    // A list's name and a position in it ("items", 1) are said together: "item 2".
    if (typeof next === 'number') {
      const element = Array.isArray(child) ? child[next] : undefined;
      if (segment === 'blocks') {
        const type = (element as { type?: unknown } | null | undefined)?.type;
        parts.push(typeof type === 'string' ? `block ${next + 1} (${type})` : `block ${next + 1}`);
      } else {
        parts.push(`${singular[segment] ?? segment} ${next + 1}`);
      }
      value = element;
      i++;
    } else {
      parts.push(String(segment));
      value = child;
    }
  }
  return parts.join(', ');
}
