/**
 * The image manifest: for each image path of the content, its size and the raster files the build made of it.
 * src/prerender/images.ts writes it; <Picture> reads it in the browser and the document head reads it when
 * prerendering.
 *
 * It ships to the browser, so an entry holds only what varies: every variant's address follows one pattern,
 * `${path}-${width}.${extension}`, and the srcset strings are put together here.
 */

export const imageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

const extensions: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface ImageVariants {
  /** The variants' address without width and extension, for example "/img/kitchen-1a2b3c4d5e". */
  path: string;
  /** The widths each format exists in, smallest first. */
  widths: number[];
}

export interface ImageEntry {
  /** The picture's own size (that of its largest variant): the aspect ratio the page reserves before it loads. */
  width: number;
  height: number;
  /** Absent in development, where the source file in public/ is shown as it is. */
  variants?: ImageVariants;
}

/** Keyed by the image's path in the content, for example "/images/services/kitchen.svg". */
export type ImageManifest = Record<string, ImageEntry>;

export function variantUrl(variants: ImageVariants, width: number, format: ImageFormat): string {
  return `${variants.path}-${width}.${extensions[format]}`;
}

/** "/img/kitchen-1a2b3c4d5e-480.avif 480w, /img/kitchen-1a2b3c4d5e-960.avif 960w, …" */
export function srcsetOf(variants: ImageVariants, format: ImageFormat): string {
  return variants.widths.map((width) => `${variantUrl(variants, width, format)} ${width}w`).join(', ');
}

/**
 * The JPEG for the `src` of an <img>, which only a browser without srcset support loads: a middle size, as
 * such a browser cannot say how wide it draws the picture.
 */
export function fallbackJpeg(variants: ImageVariants): string {
  const middle = [...variants.widths].reverse().find((width) => width <= 960) ?? variants.widths[0];
  return variantUrl(variants, middle, 'jpeg');
}

/** The largest JPEG: for social networks, which want a raster picture of at least 1200 px. */
export function largestJpeg(variants: ImageVariants): string {
  return variantUrl(variants, variants.widths[variants.widths.length - 1], 'jpeg');
}
