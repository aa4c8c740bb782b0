/**
 * Turns every image the content uses (SVG artwork or the business's own JPEG/PNG/WebP photos) into AVIF, WebP
 * and JPEG at several widths, so each visitor downloads the smallest file their screen and browser need.
 *
 * Two steps, because the server build only needs the first:
 * - planImages reads each source once (its size and a hash of its bytes) and makes the manifest: the names and
 *   sizes of the files to come (blocks/ui/imageManifest.ts).
 * - writeVariants makes those files. Encoded files are kept in a cache folder under their final name, which holds
 *   a hash of the source and of the encoder settings, so only a new or changed picture is encoded again.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  imageFormats,
  variantUrl,
  type ImageEntry,
  type ImageFormat,
  type ImageManifest,
} from '../../blocks/ui/imageManifest.ts';

export type { ImageManifest };

/**
 * The sizes an image is offered in. A photo narrower than the largest is offered up to its own width. 240 px is a
 * card's or a gallery's thumbnail on a phone (about 112 CSS px at 2x); 750 px a phone's full width at the densities
 * of mid-range phones (412 CSS px at 1.75x is 721 px); 480 px the cards on a desktop, 1600 px a desktop's or a
 * tablet's full width. On a phone's first screen the hero's 750 px picture (about 12 KB in AVIF) arrives in the first
 * round trip of its connection, where a 960 px one needed two.
 */
export const imageWidths: readonly number[] = [240, 480, 750, 1600];

/** Where the files are in dist/ and under which address the site asks for them. */
const imageOutputDir = 'img';

const encoderSettings = {
  // Effort 2 keeps a cold build of all artwork in seconds; higher efforts save little on flat illustrations.
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78 },
  jpeg: { quality: 80, mozjpeg: true },
} as const;

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(encoderSettings.avif),
  webp: (image) => image.webp(encoderSettings.webp),
  // JPEG has no transparency: a transparent PNG is laid on white, the colour of the cards it sits in.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg(encoderSettings.jpeg),
};

// Part of every file's hash: new settings give new names, so no browser keeps an old file cached for a year.
const settingsFingerprint = JSON.stringify({ encoderSettings, imageWidths });

export interface PlannedImage {
  src: string;
  sourceFile: string;
  isVector: boolean;
  /** The source's own width (for an SVG, at 72 dpi). */
  sourceWidth: number;
  entry: ImageEntry & { variants: NonNullable<ImageEntry['variants']> };
}

export interface BuiltImageFile {
  /** Path inside dist/, for example "img/front-door-1a2b3c4d5e-960.avif". */
  fileName: string;
  source: Buffer;
}

export interface VariantStats {
  encoded: number;
  fromCache: number;
  bytes: number;
}

/** A file name safe in a srcset (no spaces or commas) and in a URL: "IMG 0042 (1).JPG" → "img-0042-1". */
function fileStem(src: string): string {
  const stem = path
    .basename(src, path.extname(src))
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'image';
}

/** The widths to offer: vector artwork at every size; a photo never enlarged past its own width. */
function widthsFor(sourceWidth: number, isVector: boolean): number[] {
  if (isVector) return [...imageWidths];
  const widths = imageWidths.filter((width) => width <= sourceWidth);
  if (sourceWidth < Math.max(...imageWidths) && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

/** The picture's size as a viewer shows it: a phone photo taken upright is stored sideways with an EXIF note. */
async function imageSize(sourceFile: string): Promise<{ width: number; height: number; isVector: boolean }> {
  const metadata = await sharp(sourceFile).metadata();
  const { width, height } = metadata.autoOrient ?? metadata;
  return { width, height, isVector: metadata.format === 'svg' };
}

const heightAt = (entry: ImageEntry, width: number) => Math.round((width * entry.height) / entry.width);

/**
 * A problem with a picture, told by the path the content uses: without the server's folders or a call stack, which the
 * person who put the picture there cannot act on.
 */
function pictureError(message: string): Error {
  const error = new Error(message);
  error.stack = '';
  return error;
}

/** The file of `src` in the public folder, followed to where it really is: never outside that folder. */
async function sourceFileOf(src: string, publicDir: string): Promise<string> {
  const publicFolder = await realpath(publicDir);
  const sourceFile = path.resolve(publicFolder, `.${src}`);
  let real: string;
  try {
    real = await realpath(sourceFile);
  } catch {
    throw pictureError(`The image ${src} was not found in the public folder.`);
  }
  // The content check refuses such paths and links first; this holds even if something else hands one over.
  if (!real.startsWith(publicFolder + path.sep)) throw pictureError(`The image ${src} is outside the public folder.`);
  return real;
}

async function planImage(src: string, publicDir: string): Promise<PlannedImage> {
  const sourceFile = await sourceFileOf(src, publicDir);
  let bytes: Buffer;
  let size: Awaited<ReturnType<typeof imageSize>>;
  try {
    bytes = await readFile(sourceFile);
    size = await imageSize(sourceFile);
  } catch {
    throw pictureError(
      `The image ${src} is not a picture that can be read: save it again as SVG, JPEG, PNG or WebP, or use another file.`,
    );
  }
  const hash = createHash('sha256').update(settingsFingerprint).update(bytes).digest('hex').slice(0, 10);
  const widths = widthsFor(size.width, size.isVector);
  const largest = widths[widths.length - 1];
  return {
    src,
    sourceFile,
    isVector: size.isVector,
    sourceWidth: size.width,
    entry: {
      width: largest,
      height: Math.round((largest * size.height) / size.width),
      variants: { path: `/${imageOutputDir}/${fileStem(src)}-${hash}`, widths },
    },
  };
}

/** The manifest for `sources` (paths under publicDir, as the content writes them), without encoding anything. */
export async function planImages(
  sources: string[],
  publicDir: string,
): Promise<{ manifest: ImageManifest; plans: PlannedImage[] }> {
  const plans = await Promise.all([...new Set(sources)].sort().map((src) => planImage(src, publicDir)));
  return { manifest: Object.fromEntries(plans.map((plan) => [plan.src, plan.entry])), plans };
}

/** The source drawn once at the largest width, as raw pixels that every variant is scaled down from. */
async function rasterize(plan: PlannedImage) {
  const { width } = plan.entry;
  // An SVG is drawn at the density that makes it exactly as wide as the largest variant (72 dpi = its own size).
  const density = plan.isVector ? (72 * width) / plan.sourceWidth : undefined;
  return sharp(plan.sourceFile, density ? { density } : {})
    .autoOrient()
    .resize({ width, height: plan.entry.height, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function writeAtomically(file: string, bytes: Buffer) {
  // A build stopped halfway must not leave a truncated file that later builds would take as finished.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** One file to make: a picture at one width in one format. */
interface Variant {
  plan: PlannedImage;
  width: number;
  format: ImageFormat;
}

/**
 * How many encodings run at once. Each runs on one thread, and one AVIF encoding at 1600 px holds 60 MB or more: two
 * keep two cores busy, and more at once would only add memory.
 */
const encodingsAtOnce = Math.min(2, availableParallelism());

/**
 * Every variant of every planned image. The variants are made one picture after another, each picture drawn once
 * (its raster kept only while its variants are being made), at most `encodingsAtOnce` encodings at a time.
 */
export async function writeVariants(
  plans: PlannedImage[],
  cacheDir: string,
): Promise<{ files: BuiltImageFile[]; stats: VariantStats }> {
  await mkdir(cacheDir, { recursive: true });
  // One thread per encoding, whatever the machine: the AVIF encoder's output depends on its number of threads (sharp
  // gives it one by default on glibc, but as many as the cores elsewhere), and a picture's files must be the same on
  // every machine, as their names say.
  sharp.concurrency(1);
  const stats: VariantStats = { encoded: 0, fromCache: 0, bytes: 0 };
  const queue: Variant[] = plans.flatMap((plan) =>
    plan.entry.variants.widths.flatMap((width) => imageFormats.map((format) => ({ plan, width, format }))),
  );
  const remaining = new Map(plans.map((plan) => [plan, plan.entry.variants.widths.length * imageFormats.length]));
  const rasters = new Map<PlannedImage, ReturnType<typeof rasterize>>();
  const files: BuiltImageFile[] = [];

  async function make({ plan, width, format }: Variant): Promise<BuiltImageFile> {
    const fileName = variantUrl(plan.entry.variants, width, format).slice(1);
    const cacheFile = path.join(cacheDir, path.basename(fileName));
    if (existsSync(cacheFile)) {
      stats.fromCache++;
      return { fileName, source: await readFile(cacheFile) };
    }
    if (!rasters.has(plan)) rasters.set(plan, rasterize(plan));
    const { data, info } = await rasters.get(plan)!;
    const resized = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
      width,
      height: heightAt(plan.entry, width),
      fit: 'fill',
    });
    const source = await encoders[format](resized).toBuffer();
    await writeAtomically(cacheFile, source);
    stats.encoded++;
    return { fileName, source };
  }

  const worker = async () => {
    for (let variant = queue.shift(); variant; variant = queue.shift()) {
      files.push(await make(variant));
      const left = remaining.get(variant.plan)! - 1;
      remaining.set(variant.plan, left);
      if (left === 0) rasters.delete(variant.plan);
    }
  };
  await Promise.all(Array.from({ length: encodingsAtOnce }, worker));
  stats.bytes = files.reduce((sum, file) => sum + file.source.length, 0);
  files.sort((a, b) => a.fileName.localeCompare(b.fileName));
  return { files, stats };
}
