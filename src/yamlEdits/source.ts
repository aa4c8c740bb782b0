/**
 * The YAML text as the edits see it: one document parsed with its source tokens, the node a path of keys and indices
 * leads to, and the lines and columns around an offset.
 */
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parseDocument,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { type DataPath, pathText } from '../places/places.ts';
import { refusePrototypeKeys } from './prototypeKeys.ts';

/** What a YAML text can hold, as JavaScript. */
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

export type Collection = YAMLMap<unknown, unknown> | YAMLSeq<unknown>;

/** Parses with the source tokens kept, so a scalar can be rewritten in its own bytes; throws on a broken text. */
export function parseSource(text: string): Document.Parsed {
  const doc = parseDocument(text, { keepSourceTokens: true });
  const error = doc.errors[0];
  if (error) throw new Error(`The YAML text does not parse: ${error.message}`);
  return doc;
}

/** `blocks.2.heading`, as the editor's places are named. */
export function pathName(path: DataPath): string {
  return path.length === 0 ? 'the document' : pathText(path);
}

/** The node at a path, with the collection that holds it. */
export interface Found {
  kind: 'found';
  /** Null for a key written without a value at all (`? key`) and for an empty document. */
  node: Node | null;
  /** Null for the document's top. */
  parent: Collection | null;
  /** Its position in `parent.items`. */
  index: number;
}

/** How far a path leads: `path[depth]` is not there, in `holder` (the node at `path.slice(0, depth)`). */
export interface Missing {
  kind: 'missing';
  depth: number;
  holder: Node | null;
}

export function keyName(pair: Pair<unknown, unknown>): string | undefined {
  return isScalar(pair.key) ? String(pair.key.value) : undefined;
}

/**
 * Follows the path: a string is a map's key, a number a list's index. Every edit and read starts here, before its
 * result is checked on plain objects, so a path through `__proto__` (prototypeKeys.ts) is refused here.
 */
export function find(doc: Document.Parsed, path: DataPath): Found | Missing {
  refusePrototypeKeys(path);
  let node = doc.contents as Node | null;
  let parent: Collection | null = null;
  let index = -1;
  for (const [depth, segment] of path.entries()) {
    if (typeof segment === 'number' && isSeq(node) && Number.isInteger(segment) && segment >= 0) {
      if (segment < node.items.length) {
        parent = node;
        index = segment;
        node = node.items[segment] as Node | null;
        continue;
      }
    } else if (typeof segment === 'string' && isMap(node)) {
      const at = node.items.findIndex((pair) => keyName(pair) === segment);
      if (at >= 0) {
        parent = node;
        index = at;
        node = node.items[at].value as Node | null;
        continue;
      }
    }
    return { kind: 'missing', depth, holder: node };
  }
  return { kind: 'found', node, parent, index };
}

/** Like `find`, for edits that need the node: throws a message naming the path when it is not there. */
export function findExisting(doc: Document.Parsed, path: DataPath): Found {
  const spot = find(doc, path);
  if (spot.kind === 'missing') throw new Error(`There is no ${pathName(path.slice(0, spot.depth + 1))} in the text`);
  return spot;
}

export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset after the line break that ends the line `offset` is on (itself when it is at a line's start). */
export function lineEndAfter(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const lineBreak = text.indexOf('\n', offset);
  return lineBreak < 0 ? text.length : lineBreak + 1;
}

export function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** Blank lines only (what separates items that the office spaced out), or nothing. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}
