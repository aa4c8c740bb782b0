/**
 * Whether a photo is wide enough for the place it is shown in, and the warning when it is not (a warning, never a
 * mistake: publishing goes on). The place's width is read from the schema alone: a picture that the fields and lists
 * holding it call a background (a hero's "Background pictures") is drawn across the whole screen, and the build
 * offers it up to its widest file. Other places (a card, a portrait, a logo) are as wide as their block's layout
 * makes them, which no schema says: there the form stays silent rather than guess.
 */
import type { DataPath } from '../../places/places';
import type { Located, SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { isRecord, itemsOf, kindOfValue, propertyOf } from './fieldKinds';

/**
 * The widest file the build makes of a picture, for a screen's full width (the largest of imageWidths in
 * src/prerender/images.ts, which the browser cannot import; a test keeps the two equal).
 */
export const widestPictureFile = 1600;

const acrossTheScreen = /\b(backgrounds?|full[- ]width|whole width)\b/i;

/**
 * How wide the place of the value at `path` shows a picture, in pixels, when its schema says (see above); the form
 * holds `rootValue` at `rootPath` under the schema `root`, and only what lies below the root is read, so a block's
 * own description ("over a picture") speaks for none of its fields.
 */
export function widthShownAt(
  files: SchemaFiles,
  root: Located,
  rootValue: unknown,
  rootPath: DataPath,
  path: DataPath,
): number | undefined {
  let here = kindOfValue(files, root, rootValue);
  let value = rootValue;
  for (const segment of path.slice(rootPath.length)) {
    const next = typeof segment === 'number' ? itemsOf(files, here) : propertyOf(files, here, segment);
    if (!next) return undefined;
    value = Array.isArray(value) || isRecord(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    here = kindOfValue(files, next, value);
    if (acrossTheScreen.test(`${here.schema.title ?? ''} ${here.schema.description ?? ''}`)) return widestPictureFile;
  }
  return undefined;
}

// A no-break space: "640" and "px" never end up on two lines.
const pixels = (width: number) => `${width.toLocaleString('en-US')}\u00a0px`;

/** The warning for a photo `photoWidth` px wide in a place that shows it up to `placeWidth` px, if it is narrower. */
export function narrowPhotoWarning(photoWidth: number, placeWidth: number | undefined): string | undefined {
  if (!placeWidth || !photoWidth || photoWidth >= placeWidth) return undefined;
  return (
    `This photo is ${pixels(photoWidth)} wide; this place shows it up to ${pixels(placeWidth)} wide, so it will ` +
    `look blurred. A photo at least ${pixels(placeWidth)} wide looks sharp.`
  );
}

/** Drawings (SVG) are sharp at any width: the build draws them at each size it offers. */
export const isDrawing = (src: string) => /\.svg$/i.test(src);
