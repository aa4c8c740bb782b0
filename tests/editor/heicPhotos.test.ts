/**
 * A photo from an iPhone (HEIC) is read in a thread of its own and stored as a JPEG without its location, like any
 * other photo; one that cannot be read, is too large, or takes too long is refused in words and nothing is stored.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { planImages, writeVariants } from '../../src/prerender/images';
import {
  decodeHeic,
  defaultHeicDecodeLimits,
  heicBusy,
  heicTooLarge,
  heicTooSlow,
  heicUnreadable,
} from '../../src/server/editor/heicDecoder';
import { storePhoto } from '../../src/server/editor/photos';
import { heicContainer } from './heicPhoto';
import { projectRoot, removeDir, tempDir } from './helpers';

/** A 640 × 480 photo with the camera's make and a GPS position in its EXIF (tests/fixtures/README.md). */
const phonePhoto = readFileSync(path.join(projectRoot, 'tests/editor/photos/phone-photo.heic'));
const publicDir = tempDir('heic-public');
afterAll(() => removeDir(publicDir));

const uploads = () => {
  const folder = path.join(publicDir, 'images/uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
};
/** The tag that points to the GPS part of EXIF, in either byte order. */
const hasGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('a HEIC photo', () => {
  it('is stored as a JPEG of its own size, without its camera details or location', async () => {
    const source = await sharp(phonePhoto).metadata();
    expect(source).toMatchObject({ format: 'heif', compression: 'hevc', width: 640, height: 480 });
    expect(hasGps(source.exif!)).toBe(true);

    const stored = await storePhoto(publicDir, phonePhoto, 'IMG_4127.HEIC');
    expect(stored).toMatchObject({ width: 640, height: 480 });
    expect(stored.src).toMatch(/^\/images\/uploads\/img-4127-[0-9a-f]{6}\.jpg$/);
    const onDisk = readFileSync(path.join(publicDir, stored.src));
    const metadata = await sharp(onDisk).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(onDisk.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The picture itself came through: the sky at the top is light blue, the grass at the bottom green.
    const corners = await sharp(onDisk).resize(4, 4, { fit: 'fill' }).raw().toBuffer();
    const [skyRed, , skyBlue] = corners.subarray(0, 3);
    const [grassRed, grassGreen, grassBlue] = corners.subarray(12 * 3, 12 * 3 + 3);
    expect(skyBlue).toBeGreaterThan(skyRed + 40);
    expect(grassGreen).toBeGreaterThan(Math.max(grassRed, grassBlue) + 40);

    // The build offers it as any other photo: AVIF, WebP and JPEG, at 240 and 480 px and its own 640 px.
    const { plans } = await planImages([stored.src], publicDir);
    const { files } = await writeVariants(plans, path.join(publicDir, '.cache'));
    expect(files.map((file) => path.extname(file.fileName)).sort()).toEqual(
      ['.avif', '.jpg', '.webp'].flatMap((extension) => [extension, extension, extension]),
    );
    expect(plans[0].entry.variants.widths).toEqual([240, 480, 640]);
  });

  it('that cannot be read (its picture data is not HEVC) is refused in words, and nothing is stored', async () => {
    const before = uploads().length;
    await expect(storePhoto(publicDir, heicContainer(), 'IMG_3107.HEIC')).rejects.toMatchObject({
      status: 422,
      message: heicUnreadable,
    });
    expect(uploads().length).toBe(before);
  });

  it('is read in a thread that is stopped when it passes its time limit, and refused in words', async () => {
    await expect(decodeHeic(phonePhoto, { ...defaultHeicDecodeLimits, timeMs: 1 })).rejects.toMatchObject({
      status: 422,
      message: heicTooSlow,
    });
    // The next photo gets a thread of its own and is read.
    expect(await decodeHeic(phonePhoto)).toMatchObject({ width: 640, height: 480 });
  });

  it('larger than the limit is refused before its pixels are made', async () => {
    await expect(
      decodeHeic(phonePhoto, { ...defaultHeicDecodeLimits, largestPixels: 640 * 480 - 1 }),
    ).rejects.toMatchObject({ status: 422, message: heicTooLarge });
  });

  it('waits while another is read, and past the queue is asked to come back in a moment', async () => {
    const limits = { ...defaultHeicDecodeLimits, queue: 1 };
    const [first, second, third] = await Promise.allSettled([
      decodeHeic(phonePhoto, limits),
      decodeHeic(phonePhoto, limits),
      decodeHeic(phonePhoto, limits),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { width: 640 } });
    expect(second).toMatchObject({ status: 'fulfilled', value: { width: 640 } });
    expect(third).toMatchObject({ status: 'rejected', reason: { status: 503, message: heicBusy } });
  });
});
