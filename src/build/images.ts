/**
 * Turns every image the content uses (SVG artwork or the contractor's own JPEG/PNG/WebP photos) into AVIF, WebP
 * and JPEG at several widths, so each visitor downloads the smallest file their screen and browser need.
 * Encoded files are cached on disk by the source's content hash: only a new or changed picture is encoded again.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

export const imageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The sizes an image is offered in; none larger than the source itself. */
export const imageWidths: readonly number[] = [480, 960, 1600];

export interface ImageVariants {
  width: number;
  height: number;
  /** srcset strings per format, for example "/img/roofing-1a2b3c4d-480.avif 480w, …". */
  srcset: Record<ImageFormat, string>;
  /** The JPEG a browser without srcset support loads. */
  fallback: string;
}

export type ImageManifest = Record<string, ImageVariants>;

export interface BuiltImageFile {
  fileName: string;
  source: Buffer;
}

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 keeps a cold build of all artwork in seconds; higher efforts save little on flat illustrations.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

async function encode(sourceFile: string, density: number, width: number, format: ImageFormat, cacheFile: string): Promise<Buffer> {
  if (existsSync(cacheFile)) return readFile(cacheFile);
  const resized = sharp(sourceFile, { density }).resize({ width, withoutEnlargement: true });
  const output = await encoders[format](resized).toBuffer();
  await writeFile(cacheFile, output);
  return output;
}

/** Runs the jobs a few at a time: sharp uses its own threads, so more than the core count only adds memory. */
async function inBatches<T>(jobs: (() => Promise<T>)[], size = Math.max(2, availableParallelism())): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < jobs.length; start += size) {
    results.push(...(await Promise.all(jobs.slice(start, start + size).map((job) => job()))));
  }
  return results;
}

export async function buildImages(sources: string[], publicDir: string, cacheDir: string): Promise<{ manifest: ImageManifest; files: BuiltImageFile[] }> {
  await mkdir(cacheDir, { recursive: true });
  const manifest: ImageManifest = {};
  const files: BuiltImageFile[] = [];
  const jobs: (() => Promise<void>)[] = [];

  for (const src of [...new Set(sources)].sort()) {
    const sourceFile = path.join(publicDir, src);
    const bytes = await readFile(sourceFile);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const metadata = await sharp(bytes).metadata();
    const isVector = metadata.format === 'svg';
    // Vector artwork can be drawn at any size; a photo is never enlarged past its own width.
    const sourceWidth = isVector ? Math.max(...imageWidths) : (metadata.width ?? imageWidths[0]);
    const aspect = (metadata.height ?? 1) / (metadata.width ?? 1);
    const widths = imageWidths.filter((width) => width <= sourceWidth);
    if (widths.length === 0) widths.push(sourceWidth);
    const density = isVector ? (72 * Math.max(...widths)) / (metadata.width ?? Math.max(...widths)) : 72;
    const name = path.basename(src, path.extname(src));
    const fileName = (width: number, format: ImageFormat) => `img/${name}-${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;

    const largest = Math.max(...widths);
    manifest[src] = {
      width: largest,
      height: Math.round(largest * aspect),
      srcset: Object.fromEntries(
        imageFormats.map((format) => [format, widths.map((width) => `/${fileName(width, format)} ${width}w`).join(', ')]),
      ) as Record<ImageFormat, string>,
      fallback: `/${fileName(widths.includes(960) ? 960 : largest, 'jpeg')}`,
    };
    for (const width of widths) {
      for (const format of imageFormats) {
        jobs.push(async () => {
          const cacheFile = path.join(cacheDir, path.basename(fileName(width, format)));
          files.push({ fileName: fileName(width, format), source: await encode(sourceFile, density, width, format, cacheFile) });
        });
      }
    }
  }
  await inBatches(jobs);
  return { manifest, files };
}
