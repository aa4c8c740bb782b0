/**
 * Photos a visitor sends with a request (a form field of kind `photos`): each must decode as a JPEG, PNG, WebP or HEIC
 * picture (the declared type and the file name are not trusted), is turned upright, loses its metadata (camera,
 * time, GPS location) and is written again as a JPEG of at most 2000 px, with a 480 px copy for the inbox's list and
 * the office's e-mail. The caller stores both in the database with the request.
 *
 * Bounded so that no request can make the server do unbounded work: sharp decodes in libvips' own threads, never on
 * the JavaScript thread, refuses pictures over 50 megapixels before decoding them and gives up after 20 seconds;
 * a HEIC photo is decoded by heicDecoder.ts in a thread of its own with a time and a memory limit. Two requests with
 * photos are read at once, server-wide; a third is asked to come again in a few seconds (503).
 *
 * Failure: a photo that cannot be read is a message for its field, in words; nothing is stored.
 */
import sharp, { type Sharp } from 'sharp';
import { createConcurrencyLimit } from '../http/concurrencyLimit.ts';
import { HttpError } from '../http/httpError.ts';
import { decodeHeic } from '../editor/heicDecoder.ts';
import { largestPhotoBytes } from '../../quotes/formFields.ts';
import { photoMessages } from '../../quotes/photoMessages.ts';

export { photoMessages };

/** The bounds of the photos of one request, besides the field's own count (photoCountOf in formFields.ts). */
export const photoLimits = {
  /** Bytes of one photo as sent: a phone's photo is 2 to 6 MB. */
  fileBytes: largestPhotoBytes,
  /** The whole request with its photos, past which the server stops reading (413). */
  bodyBytes: 40 * 1024 * 1024,
  /** Photos in one request, all photo fields together. */
  files: 5,
  /** Width × height past which a photo is refused before it is decoded. */
  pixels: 50_000_000,
  /** The longest side of the stored photo and of its small copy. */
  largestSide: 2000,
  thumbnailSide: 480,
  /** Longest the re-encoding of one photo may take. */
  seconds: 20,
};

/** The types a photo may come as; anything else is refused whatever its name says. */
const acceptedFormats = ['jpeg', 'png', 'webp', 'heif'];

/** Two requests' photos are held in memory and decoded at once; past that, a request is asked to come again. */
export const photoRequests = createConcurrencyLimit(2, {
  message: 'Several requests with photos are on their way to us already: please send yours again in a minute.',
  retryAfterSeconds: 30,
});

/** One photo as sent, before it is read. */
export interface SentPhoto {
  field: string;
  fileName: string;
  bytes: Buffer;
}

/** One photo as kept: numbered in the request, upright, without metadata. */
export interface ReencodedPhoto {
  field: string;
  number: number;
  width: number;
  height: number;
  photo: Buffer;
  thumbnail: Buffer;
}

/** A photo that cannot be taken: a message for its field. */
export class PhotoMistake extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The photo's pixels as sharp reads them: a HEIC photo's come from the HEIC thread, the others' from the file. */
async function pictureOf(sent: SentPhoto): Promise<Sharp> {
  let format: string | undefined;
  let compression: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(sent.bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    ({ format, compression } = metadata);
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    format = undefined;
  }
  if (!format || !acceptedFormats.includes(format))
    throw new PhotoMistake(sent.field, photoMessages.notAPhoto(sent.fileName));
  if (pixels > photoLimits.pixels) throw new PhotoMistake(sent.field, photoMessages.unreadable(sent.fileName));
  if (compression === 'hevc') {
    try {
      const { width, height, rgba } = await decodeHeic(sent.bytes, {
        timeMs: photoLimits.seconds * 1000,
        memoryMb: 128,
        largestPixels: photoLimits.pixels,
        queue: 4,
      });
      return sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } });
    } catch (error) {
      // Too many photos waiting for the HEIC thread is the server being busy, not the visitor's mistake.
      if (error instanceof HttpError && error.status === 503) throw error;
      throw new PhotoMistake(sent.field, photoMessages.unreadable(sent.fileName));
    }
  }
  return sharp(sent.bytes, { failOn: 'error', limitInputPixels: photoLimits.pixels });
}

async function reencode(sent: SentPhoto, number: number): Promise<ReencodedPhoto> {
  const picture = await pictureOf(sent);
  // rotate() with no angle turns the picture as its orientation tag says; the output keeps no metadata at all.
  const upright = picture.rotate().timeout({ seconds: photoLimits.seconds }).flatten({ background: '#ffffff' });
  const sized = (side: number, quality: number) =>
    upright
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  try {
    const [full, small] = await Promise.all([sized(photoLimits.largestSide, 82), sized(photoLimits.thumbnailSide, 76)]);
    return {
      field: sent.field,
      number,
      width: full.info.width,
      height: full.info.height,
      photo: full.data,
      thumbnail: small.data,
    };
  } catch {
    throw new PhotoMistake(sent.field, photoMessages.unreadable(sent.fileName));
  }
}

/**
 * The photos re-encoded one after the other (one at a time keeps a request's memory to one decoded picture), numbered
 * from 1 in the order they were sent; the first that cannot be read is the field's mistake.
 */
export async function reencodePhotos(sent: readonly SentPhoto[]): Promise<ReencodedPhoto[]> {
  const photos: ReencodedPhoto[] = [];
  for (const [index, photo] of sent.entries()) photos.push(await reencode(photo, index + 1));
  return photos;
}

/** The bytes the photos take in the database, counted in the day's storage cap. */
export const photoBytesOf = (photos: readonly ReencodedPhoto[]) =>
  photos.reduce((sum, photo) => sum + photo.photo.length + photo.thumbnail.length, 0);
