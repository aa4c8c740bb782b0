/**
 * Every image on the site goes through here: a <picture> offering AVIF, then WebP, then JPEG, each at several
 * widths, so the browser picks the smallest file its screen and format support allow. The files and the picture's
 * own size come from the image manifest (src/prerender/images.ts); the width and height attributes reserve the
 * picture's space before it loads, so nothing below it moves.
 *
 * An image the manifest has no files for (in development, or a test that renders a block on its own) is shown from
 * its source in public/.
 */
import type { CSSObject } from '@emotion/react';
import type { CSSProperties } from 'react';
import manifest from 'virtual:image-manifest';
import { waitsForFirstScreen } from './firstScreen';
import { fallbackJpeg, imageMimeTypes, srcsetOf, type ImageFormat } from './imageManifest';

export interface PictureImage {
  src: string;
  alt: string;
}

interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, as for <img sizes>, for example "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /**
   * The page's largest paint (the hero's first picture): loaded at once with high priority instead of lazily.
   * The document head preloads the same file (src/prerender/documentHead.ts).
   */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** The size of the site's artwork (16:10), for an image the manifest does not know. */
export const FALLBACK_WIDTH = 1600;
export const FALLBACK_HEIGHT = 1000;

/**
 * A picture that fills its box and is cropped to the box's aspect ratio: `<Picture css={coverStyles} … />`. The box
 * holds its place without the picture, so a lazy one can wait for the first screen (firstScreen.ts).
 */
export const coverStyles: CSSObject = { width: '100%', height: '100%', objectFit: 'cover', ...waitsForFirstScreen };

/**
 * Tried in this order. The <img> itself carries one JPEG, the widest up to 960 px: every browser can show it, and every browser
 * the site supports takes one of the sources instead, so a JPEG srcset would only add to every page's HTML.
 */
const sourceFormats: ImageFormat[] = ['avif', 'webp'];

export function Picture({ image, sizes = '100vw', priority = false, className, style }: PictureProps) {
  const entry = manifest[image.src];
  const common = {
    width: entry?.width ?? FALLBACK_WIDTH,
    height: entry?.height ?? FALLBACK_HEIGHT,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? undefined : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    className,
    style,
  };
  const variants = entry?.variants;
  if (!variants) return <img src={image.src} alt={image.alt} {...common} />;
  // Inside <picture>, React adds no preload of its own for the priority image: the head's preload is the only one.
  return (
    <picture>
      {sourceFormats.map((format) => (
        <source key={format} type={imageMimeTypes[format]} srcSet={srcsetOf(variants, format)} sizes={sizes} />
      ))}
      <img src={fallbackJpeg(variants)} alt={image.alt} {...common} />
    </picture>
  );
}
