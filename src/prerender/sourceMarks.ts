/**
 * Where each part of a page drawn in the editor's preview came from in the YAML, as attributes of the elements that
 * show it, so that a click in the preview can find the line and the cursor in the text can find the block. Only the
 * preview renders them (src/prerender/renderPage.tsx with a sourceFile); the public HTML never has them.
 *
 * - A block: the renderer puts a <template> mark before each block's element, and the mark becomes an attribute of
 *   that element: `data-block-source="pages/about.yaml#blocks.2"` (the names: src/places/places.ts).
 * - A text field: the blocks get no help from this (a new block type needs none). The rendered block is read for the
 *   element whose own text is the field's words, which gets `data-field-source="pages/about.yaml#blocks.2.heading"`.
 *   The data is not touched (an invisible mark in the words, as some visual editors use, changes what a block that
 *   trims, splits or matches its text draws), so the preview is the public page plus these attributes.
 */

import { BLOCK_SOURCE, BLOCK_SOURCE_MARK, type DataPath, FIELD_SOURCE, placeName } from '../places/places';

/** A free-text field of a block, and its words as the page shows them (facts filled in). */
export interface FieldText {
  block: number;
  /** Its place in the YAML: `pages/about.yaml#blocks.2.heading`. */
  place: string;
  text: string;
}

/** Every string of the page's blocks that `isText` accepts (the words the schema leaves free), with its place. */
export function fieldTexts(blocks: readonly unknown[], file: string, isText: (path: DataPath) => boolean): FieldText[] {
  const fields: FieldText[] = [];
  const visit = (value: unknown, path: DataPath) => {
    if (typeof value === 'string') {
      if (value.trim() && isText(path))
        fields.push({ block: path[0] as number, place: placeName(file, ['blocks', ...path]), text: value });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index]);
    } else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  for (const [index, block] of blocks.entries()) visit(block, [index]);
  return fields;
}

/** Each block's mark made an attribute of the element after it. */
export function placeBlockSources(html: string): string {
  // React's markers of a Suspense boundary (<!--$-->) may stand between the mark and the block's element.
  return html.replace(
    new RegExp(`<template ${BLOCK_SOURCE_MARK}="([^"]*)"></template>((?:\\s|<!--.*?-->)*)<([a-zA-Z][\\w-]*)`, 'g'),
    (_whole, source: string, between: string, tag: string) => `${between}<${tag} ${BLOCK_SOURCE}="${source}"`,
  );
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** A comment, a tag (its attributes may hold ">" inside quotes), or a run of text. */
const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const blockOfTag = new RegExp(`${BLOCK_SOURCE}="[^"#]*#blocks\\.(\\d+)"`);
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** Words as a person reads them: entities decoded, white space collapsed. */
const readable = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_whole, name: string) => entities[name])
    .replace(/\s+/g, ' ')
    .trim();

interface ElementText {
  /** The index of its opening tag among the markup's parts. */
  part: number;
  name: string;
  /** The block it is in, by its place on the page. */
  block: number | undefined;
  /** Its own text, without that of the elements inside it. */
  text: string;
}

/**
 * The element that shows each field gets its place as `data-field-source` (one element showing two fields: both
 * places, space-separated). An element shows a field when, within the field's block, its own text is the field's
 * words, or one of their lines (a text a block splits into paragraphs). Nothing else in the markup changes.
 */
export function placeFieldSources(html: string, fields: readonly FieldText[]): string {
  const parts: string[] = [];
  const open: ElementText[] = [];
  const elements: ElementText[] = [];
  let rawTextEnd: string | undefined;
  for (const match of html.matchAll(token)) {
    const [whole, closing, name] = match;
    parts.push(whole);
    if (rawTextEnd) {
      // Inside a <script> or <style>: data, never shown.
      if (whole.toLowerCase() === rawTextEnd) rawTextEnd = undefined;
      continue;
    }
    if (!name) {
      const element = open.at(-1);
      if (element && !whole.startsWith('<!--')) element.text += whole;
      continue;
    }
    const tag = name.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((element) => element.name === tag);
      if (at >= 0) open.length = at;
      continue;
    }
    if (tag === 'script' || tag === 'style') rawTextEnd = `</${tag}>`;
    else if (!VOID_ELEMENTS.has(tag) && !whole.endsWith('/>')) {
      const own = blockOfTag.exec(whole)?.[1];
      const element = { part: parts.length - 1, name: tag, block: own ? Number(own) : open.at(-1)?.block, text: '' };
      open.push(element);
      elements.push(element);
    }
  }
  const places = new Map<ElementText, string[]>();
  const mark = (element: ElementText, place: string) => places.set(element, [...(places.get(element) ?? []), place]);
  for (const field of fields) {
    const inBlock = elements.filter((element) => element.block === field.block && element.text.trim());
    const words = readable(field.text);
    const whole = inBlock.filter((element) => readable(element.text) === words);
    if (whole.length) {
      for (const element of whole) mark(element, field.place);
      continue;
    }
    const lines = new Set(field.text.split(/\n+/).map(readable).filter(Boolean));
    for (const element of inBlock) if (lines.has(readable(element.text))) mark(element, field.place);
  }
  for (const [element, found] of places) {
    const tag = parts[element.part];
    const end = tag.endsWith('/>') ? -2 : -1;
    parts[element.part] = `${tag.slice(0, end)} ${FIELD_SOURCE}="${found.join(' ')}"${tag.slice(end)}`;
  }
  return parts.join('');
}
