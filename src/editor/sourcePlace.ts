/**
 * Places in a page's YAML (src/places/places.ts) and the lines of the text that write them, both ways: from a path to
 * where it is written in the text (a click in the preview puts the cursor there), and from the cursor to the block it
 * is in (the preview outlines it). Read from the structure of the lines (yamlOutline.ts), so a half-typed text works too.
 */
import type { DataPath } from '../places/places';
import { outlineOf, typeOfItem, type YamlBlock, type YamlEntry, type YamlOutline } from './yamlOutline';

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
