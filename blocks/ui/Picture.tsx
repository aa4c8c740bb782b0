/**
 * Every image on the site goes through here. Today it is one <img>; a build step later swaps it for <picture> with
 * raster sizes, which is why the `sizes` hint travels with it (as data-sizes: a bare `sizes` without srcset is
 * invalid HTML). All artwork is 16:10, so the width and height reserve the right space before it loads.
 */
import type { CSSProperties } from 'react';

export interface PictureImage {
  src: string;
  alt: string;
}

interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, as for <img sizes>, for example "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The page's main image (LCP): loaded at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

export const PICTURE_WIDTH = 1600;
export const PICTURE_HEIGHT = 1000;

export function Picture({ image, sizes, priority = false, className, style }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      data-sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={style}
    />
  );
}
