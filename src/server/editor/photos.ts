/**
 * A photo from a phone or camera becomes a picture of the site: it must decode as an image (the declared type and
 * the file name are not trusted), it is turned upright, its metadata (camera, time, GPS location) is left behind,
 * it is scaled down to at most 2400 px, and it is stored under public/images/uploads/ with a name of its own.
 * A HEIC photo is read into pixels by heicDecoder.ts (sharp's build cannot decode HEVC) and stored as JPEG.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { createConcurrencyLimit } from '../http/concurrencyLimit.ts';
import { HttpError } from '../http/httpError.ts';
import { writeFileAtomically } from './editableFiles.ts';
import { decodeHeic } from './heicDecoder.ts';

export const largestPhotoBytes = 20 * 1024 * 1024;

/**
 * Photos taken in at once by the whole server. Each is held whole in memory while it is read and decoded (up to
 * 20 MB, more once decoded): twenty at once took about 600 MB; two at once keep that small, and a third is asked to
 * come again in a few seconds.
 */
export const photoUploads = createConcurrencyLimit(2, {
  message: 'Two photos are on their way to the server already: try this one again in a few seconds.',
  retryAfterSeconds: 5,
});
const largestSide = 2400;

/** A photo that cannot be taken, answered 422 with what to do instead. */
export class PhotoRefused extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

/** "IMG_2041 (1).HEIC" → "img-2041-1" */
function baseName(originalName: string): string {
  const stem = path.basename(originalName).replace(/\.[^.]*$/, '');
  const words = stem
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return words || 'photo';
}

export interface StoredPhoto {
  /** The path the YAML uses, e.g. /images/uploads/front-porch-3f9a1c.jpg */
  src: string;
  width: number;
  height: number;
}

/** The HEIC photo's pixels, upright already (libheif turns them as the file says), with no metadata to carry. */
async function heicPicture(bytes: Buffer): Promise<Sharp> {
  const { width, height, rgba } = await decodeHeic(bytes);
  return sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } });
}

export async function storePhoto(publicDir: string, bytes: Buffer, originalName: string): Promise<StoredPhoto> {
  if (bytes.length === 0) throw new PhotoRefused('The file is empty.');
  if (bytes.length > largestPhotoBytes) throw new PhotoRefused('The photo is larger than 20 MB: choose a smaller one.');
  let format: string | undefined;
  let compression: string | undefined;
  try {
    ({ format, compression } = await sharp(bytes, { failOn: 'error', limitInputPixels: 200_000_000 }).metadata());
  } catch {
    format = undefined;
  }
  if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format)) {
    throw new PhotoRefused('This file is not a photo that can be read: use a JPEG, PNG, WebP or HEIC picture.');
  }
  const extension = format === 'png' ? 'png' : format === 'webp' ? 'webp' : 'jpg';
  // A HEIC photo's pixels come from heicDecoder.ts; the other kind of HEIF file, AVIF (av1), sharp reads itself.
  const picture = compression === 'hevc' ? await heicPicture(bytes) : sharp(bytes, { failOn: 'error' });
  // rotate() with no angle turns the picture as its orientation tag says; the output keeps no metadata at all.
  let pipeline = picture
    .rotate()
    .resize({ width: largestSide, height: largestSide, fit: 'inside', withoutEnlargement: true });
  pipeline =
    extension === 'png'
      ? pipeline.png()
      : extension === 'webp'
        ? pipeline.webp({ quality: 86 })
        : pipeline.jpeg({ quality: 86, mozjpeg: true });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused('This photo is damaged or incomplete and cannot be read: try exporting it again.');
  }
  const name = `${baseName(originalName)}-${randomBytes(3).toString('hex')}.${extension}`;
  writeFileAtomically(path.join(publicDir, 'images', 'uploads', name), output.data);
  return { src: `/images/uploads/${name}`, width: output.info.width, height: output.info.height };
}
