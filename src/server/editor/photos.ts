/**
 * A photo from a phone or camera becomes a picture of the site: it must decode as an image (the declared type and
 * the file name are not trusted), it is turned upright, its metadata (camera, time, GPS location) is left behind,
 * it is scaled down to at most 2400 px, and it is stored under public/images/uploads/ with a name of its own.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from '../http/httpError.ts';
import { writeFileAtomically } from './editableFiles.ts';

export const largestPhotoBytes = 20 * 1024 * 1024;
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

export async function storePhoto(publicDir: string, bytes: Buffer, originalName: string): Promise<StoredPhoto> {
  if (bytes.length === 0) throw new PhotoRefused('The file is empty.');
  if (bytes.length > largestPhotoBytes) throw new PhotoRefused('The photo is larger than 20 MB: choose a smaller one.');
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { failOn: 'error', limitInputPixels: 200_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format === 'heif') {
    // libvips reads HEIC only with a HEVC decoder; a copy of sharp without one says so when asked for the pixels.
    try {
      await sharp(bytes, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: false });
    } catch {
      throw new PhotoRefused(
        'This HEIC photo cannot be read here. On an iPhone, share it as JPEG (or set Camera → Formats → Most Compatible).',
      );
    }
  }
  if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format)) {
    throw new PhotoRefused('This file is not a photo that can be read: use a JPEG, PNG, WebP or HEIC picture.');
  }
  const extension = format === 'png' ? 'png' : format === 'webp' ? 'webp' : 'jpg';
  // rotate() with no angle turns the picture as its orientation tag says; the output keeps no metadata at all.
  let pipeline = sharp(bytes, { failOn: 'error' })
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
