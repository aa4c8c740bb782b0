// @vitest-environment node
/**
 * The image step on pictures like the contractor's own: a JPEG photo, a PNG with transparency, a phone photo taken
 * upright, SVG artwork. Each is made in a temporary folder with sharp, then planned and encoded as a build does.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFormats, variantUrl, type ImageFormat } from '../../blocks/ui/imageManifest';
import { planImages, writeVariants } from '../../src/prerender/images';

let workDir: string;
let publicDir: string;
let cacheDir: string;

/** A smooth scene (sky, ground, a sun), quick to encode, at width × height, as an SVG string. */
function scene(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6d8fb0"/><stop offset="1" stop-color="#dfe8ee"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="#5b7a46"/>
    <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.08}" fill="#f4d35e"/>
  </svg>`;
}

async function writeSource(name: string, image: Sharp): Promise<string> {
  const file = path.join(publicDir, 'photos', name);
  await mkdir(path.dirname(file), { recursive: true });
  await image.toFile(file);
  return `/photos/${name}`;
}

const formatOf: Record<ImageFormat, string> = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' };

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'site-images-'));
  publicDir = path.join(workDir, 'public');
  cacheDir = path.join(workDir, 'cache');
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the image step', () => {
  it("turns a contractor's JPEG photo into AVIF, WebP and JPEG at 240, 480, 750 and 1600 px, keeping its 4:3 shape", async () => {
    const src = await writeSource('site-visit.jpg', sharp(Buffer.from(scene(2000, 1500))).jpeg({ quality: 90 }));
    const { manifest, plans } = await planImages([src], publicDir);
    const entry = manifest[src];
    expect(entry).toMatchObject({ width: 1600, height: 1200 });
    expect(entry.variants!.widths).toEqual([240, 480, 750, 1600]);

    const { files } = await writeVariants(plans, cacheDir);
    expect(files).toHaveLength(12);
    for (const width of [240, 480, 750, 1600]) {
      for (const format of imageFormats) {
        const file = files.find((candidate) => `/${candidate.fileName}` === variantUrl(entry.variants!, width, format));
        expect(file, `${format} at ${width} px`).toBeDefined();
        const metadata = await sharp(file!.source).metadata();
        expect(metadata.format).toBe(formatOf[format]);
        if (format === 'avif') expect(metadata.compression).toBe('av1');
        expect([metadata.width, metadata.height]).toEqual([width, Math.round((width * 3) / 4)]);
      }
    }
  });

  it('offers a PNG narrower than 1600 px up to its own width, never enlarged, and lays it on white as a JPEG', async () => {
    const transparent = sharp(Buffer.from(scene(1200, 800)))
      .ensureAlpha()
      .composite([
        // Cuts a transparent hole in the top left corner.
        {
          input: { create: { width: 300, height: 200, channels: 4, background: '#000000' } },
          top: 0,
          left: 0,
          blend: 'dest-out',
        },
      ]);
    const src = await writeSource('logo-wall.png', transparent.png());
    const cornerOf = (image: Sharp) =>
      image.ensureAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect((await cornerOf(sharp(path.join(publicDir, src))))[3]).toBe(0);
    const { manifest, plans } = await planImages([src], publicDir);
    const entry = manifest[src];
    expect(entry).toMatchObject({ width: 1200, height: 800 });
    expect(entry.variants!.widths).toEqual([240, 480, 750, 1200]);

    const { files } = await writeVariants(plans, cacheDir);
    const largest = (format: ImageFormat) =>
      files.find((file) => `/${file.fileName}` === variantUrl(entry.variants!, 1200, format))!;
    const jpeg = await sharp(largest('jpeg').source).metadata();
    expect([jpeg.width, jpeg.height, jpeg.hasAlpha]).toEqual([1200, 800, false]);
    // The transparent corner comes out white in the JPEG, and stays transparent in the AVIF and WebP.
    expect([...(await cornerOf(sharp(largest('jpeg').source)))].slice(0, 3).every((channel) => channel > 245)).toBe(
      true,
    );
    expect((await cornerOf(sharp(largest('webp').source)))[3]).toBe(0);
    expect((await cornerOf(sharp(largest('avif').source)))[3]).toBeLessThan(8);
  });

  it('turns a phone photo taken upright (stored sideways with an EXIF orientation) the right way up', async () => {
    // Stored 1600 × 1200; orientation 6 tells a viewer to turn it a quarter: it is shown 1200 × 1600.
    const src = await writeSource(
      'porch-upright.jpg',
      sharp(Buffer.from(scene(1600, 1200)))
        .jpeg()
        .withMetadata({ orientation: 6 }),
    );
    const { manifest, plans } = await planImages([src], publicDir);
    expect(manifest[src]).toMatchObject({ width: 1200, height: 1600 });
    const { files } = await writeVariants(plans, cacheDir);
    const small = files.find((file) => `/${file.fileName}` === variantUrl(manifest[src].variants!, 480, 'jpeg'))!;
    const metadata = await sharp(small.source).metadata();
    expect([metadata.width, metadata.height]).toEqual([480, 640]);
    // The file carries no orientation note (or GPS and camera data): its pixels are the right way up.
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('draws SVG artwork sharp at every width, whatever its own size', async () => {
    const file = path.join(publicDir, 'art', 'small-scene.svg');
    await mkdir(path.dirname(file), { recursive: true });
    writeFileSync(file, scene(400, 250));
    const { manifest, plans } = await planImages(['/art/small-scene.svg'], publicDir);
    expect(manifest['/art/small-scene.svg']).toMatchObject({
      width: 1600,
      height: 1000,
      variants: { widths: [240, 480, 750, 1600] },
    });
    const { files } = await writeVariants(plans, cacheDir);
    const largest = files.find((candidate) => candidate.fileName.endsWith('-1600.webp'))!;
    expect((await sharp(largest.source).metadata()).width).toBe(1600);
  });

  it('gives files names that are safe in a srcset, with a hash that changes with the picture', async () => {
    const src = await writeSource('IMG 0042 (copy),final.JPG', sharp(Buffer.from(scene(800, 600))).jpeg());
    const first = (await planImages([src], publicDir)).manifest[src].variants!.path;
    expect(first).toMatch(/^\/img\/img-0042-copy-final-[0-9a-f]{10}$/);
    await writeSource(
      'IMG 0042 (copy),final.JPG',
      sharp(Buffer.from(scene(800, 600)))
        .flop()
        .jpeg(),
    );
    const second = (await planImages([src], publicDir)).manifest[src].variants!.path;
    expect(second).not.toBe(first);
    expect(second).toMatch(/^\/img\/img-0042-copy-final-/);
  });

  it('encodes a picture once: the next build takes every file from the cache', async () => {
    const src = await writeSource('crew.jpg', sharp(Buffer.from(scene(1000, 750))).jpeg());
    const { plans } = await planImages([src], publicDir);
    const cold = await writeVariants(plans, cacheDir);
    expect(cold.stats).toMatchObject({ encoded: 12, fromCache: 0 });
    const warm = await writeVariants(plans, cacheDir);
    expect(warm.stats).toMatchObject({ encoded: 0, fromCache: 12 });
    expect(warm.files.map((file) => file.source)).toEqual(cold.files.map((file) => file.source));
    // Nothing half-written is left behind.
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it("encodes the same files whatever number of threads sharp was given (the AVIF encoder's output depends on it)", async () => {
    const src = await writeSource('porch.png', sharp(Buffer.from(scene(480, 360))).png());
    const { plans } = await planImages([src], publicDir);
    const encodedAfter = async (threads: number) => {
      sharp.concurrency(threads);
      return (await writeVariants(plans, path.join(workDir, `threads-${threads}`))).files;
    };
    expect(await encodedAfter(4)).toEqual(await encodedAfter(1));
  });

  it('names the picture that cannot be read', async () => {
    const file = path.join(publicDir, 'photos', 'broken.jpg');
    writeFileSync(file, 'not a picture');
    await expect(planImages(['/photos/broken.jpg'], publicDir)).rejects.toThrow('/photos/broken.jpg');
  });
});
