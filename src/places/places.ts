/**
 * Where in a content file a value is: the one way of naming it, for the checker's messages, the prerenderer's marks
 * in the editor's preview, the preview frame and the editor. Plain data and strings only (no DOM, no Node), so the
 * server, the frame and the editor all read the same names.
 *
 * A place is a file and the path of a value in its data: `{ file: 'pages/about.yaml', path: ['blocks', 2, 'heading'] }`,
 * written `pages/about.yaml#blocks.2.heading` in the preview's HTML and in the messages between the editor and its
 * preview frame.
 */

/** The path of a value in a file's data: field names and list positions, `['blocks', 2, 'heading']`. */
export type DataPath = (string | number)[];

export interface Place {
  /** Relative to the project, with forward slashes: `pages/about.yaml`. */
  file: string;
  path: DataPath;
}

/** `['blocks', 2, 'heading']` → `blocks.2.heading`: a path as a place, a field of the form and a message write it. */
export const pathText = (path: DataPath): string => path.join('.');

/** `pages/about.yaml` and `['blocks', 2, 'heading']` → `pages/about.yaml#blocks.2.heading`. */
export const placeName = (file: string, path: DataPath): string => `${file}#${pathText(path)}`;

/**
 * `pages/about.yaml#blocks.2.heading` → the file and the path, list positions as numbers. Undefined for a string that
 * names no file or has an empty part: the frame's messages are read with it, and a page may say anything.
 */
export function parsePlace(name: string): Place | undefined {
  const hash = name.indexOf('#');
  if (hash <= 0) return undefined;
  const parts = name.slice(hash + 1).split('.');
  if (parts.some((part) => part === '')) return undefined;
  return { file: name.slice(0, hash), path: parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part)) };
}

/** The file a place names, without reading the rest: `pages/about.yaml#blocks.2` → `pages/about.yaml`. */
export const fileOfPlace = (name: string): string => name.split('#')[0];

// The attributes of the editor's preview (src/prerender/sourceMarks.ts writes them; the public site never has them).

/** On a block's element: its place, `pages/about.yaml#blocks.2`. */
export const BLOCK_SOURCE = 'data-block-source';
/** On an element that shows a field's words: its place (two fields shown by one element: both, space-separated). */
export const FIELD_SOURCE = 'data-field-source';
/** On the <template> that stands before a block while the page renders; made the block's own attribute after. */
export const BLOCK_SOURCE_MARK = 'data-block-source-mark';
