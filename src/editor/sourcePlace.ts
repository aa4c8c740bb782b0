/**
 * Places in a page's YAML as the preview names them (src/prerender/sourceMarks.ts): `pages/about.yaml#blocks.2` for a
 * block, `pages/about.yaml#blocks.2.heading` for a field it shows. Both ways: from a place to where it is written in
 * the text (a click in the preview puts the cursor there), and from the cursor to the block it is in (the preview
 * outlines it). Read from the structure of the lines (yamlOutline.ts), so a half-typed text works too.
 */
import type { DataPath } from './freeText';
import { outlineOf, typeOfItem, type YamlBlock, type YamlEntry, type YamlOutline } from './yamlOutline';

export interface SourcePlace {
  file: string;
  path: DataPath;
}

/** `pages/about.yaml#blocks.2.heading` → the file and the path of fields and item numbers. */
export function parsePlace(place: string): SourcePlace | undefined {
  const hash = place.indexOf('#');
  if (hash <= 0) return undefined;
  const parts = place.slice(hash + 1).split('.');
  if (parts.some((part) => part === '')) return undefined;
  return { file: place.slice(0, hash), path: parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part)) };
}

export const placeName = (file: string, path: DataPath) => `${file}#${path.join('.')}`;

/** "key:" and the spaces after it, at the start of a field's text. */
const keyAndColon = /^[A-Za-z_$][\w$-]*\s*:[ \t]*/;
/** A value written on the lines below its field: "|", ">-" and the like. */
const textBlock = /^[|>][-+0-9]*$/;

/** Where a field's words start: after the colon (and an opening quote), or on the first line of a text below it. */
function valueOffset(outline: YamlOutline, entry: YamlEntry): number {
  const { line } = entry;
  if (textBlock.test(entry.value)) {
    const first = outline.lines.slice(line.row + 1, entry.lastRow + 1).find((each) => each.text.trim() !== '');
    if (first) return first.from + first.indent;
  }
  const rest = line.text.slice(line.content);
  const afterKey = keyAndColon.exec(rest)?.[0].length ?? 0;
  if (entry.value === '' || entry.block) return line.from + line.content;
  const quote = /^["']/.test(rest.slice(afterKey)) ? 1 : 0;
  return line.from + line.content + afterKey + quote;
}

/**
 * Where `path` is written in `text`: a field at the start of its words, a list item (a block) where its first field
 * starts, after the dash. A path the text no longer has all of (typed on since the preview was drawn) leads as deep
 * as it goes; undefined when not even its first part is there.
 */
export function offsetOfPath(text: string, path: DataPath): number | undefined {
  const outline = outlineOf(text);
  let block: YamlBlock | undefined = outline.root;
  let offset: number | undefined;
  for (const part of path) {
    if (typeof part === 'number') {
      const item = block?.kind === 'list' ? block.items[part] : undefined;
      if (!item) break;
      offset = item.line.from + item.content;
      block = item.block;
    } else {
      const entry = block?.kind === 'map' ? block.entries.find((each) => each.key === part) : undefined;
      if (!entry) break;
      offset = valueOffset(outline, entry);
      block = entry.block;
    }
  }
  return offset;
}

/** The block the cursor is in: its number on the page and its kind, as written. */
export interface BlockAtCursor {
  index: number;
  type?: string;
}

/**
 * The block whose lines hold `offset`: the lines of its fields and everything under them, and the blank lines or
 * notes after it, up to the next block (the outline stays on it while the cursor crosses to the next). Undefined
 * above the first block.
 */
export function blockAt(text: string, offset: number): BlockAtCursor | undefined {
  const outline = outlineOf(text);
  const row = text.slice(0, offset).split('\n').length - 1;
  const blocks =
    outline.root?.kind === 'map' ? outline.root.entries.find((entry) => entry.key === 'blocks') : undefined;
  if (blocks?.block?.kind !== 'list') return undefined;
  const index = blocks.block.items.findLastIndex((item) => item.line.row <= row);
  if (index < 0) return undefined;
  return { index, type: typeOfItem(blocks.block.items[index]) };
}
