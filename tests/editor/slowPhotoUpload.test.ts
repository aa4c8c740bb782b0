/**
 * A photo added in the editor from a phone on a slow line (src/server/http/requestTime.ts, with its bounds made
 * short enough to watch): one that comes slowly but steadily, for longer than any other body may take, is stored;
 * one that stops halfway is cut off, its connection closed and no photo kept.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestTimeLimits } from '../../src/server/http/requestTime';
import type { App } from '../../src/server/main';
import { sendSlowly as sendBodySlowly } from '../helpers/slowRequests';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';
import { startSignedIn } from './signedIn';

/** Any body within 0.4 s; a slow one at 8 KB/s after 0.3 s, never 1 s without a byte. */
const shortLimits: RequestTimeLimits = {
  headersMs: 15_000,
  bodyMs: 400,
  slowBody: { longestMs: 10_000, idleMs: 1000, minBytesPerSecond: 8 * 1024, graceMs: 300 },
  checkEveryMs: 25,
};

const contentRoot = copyOfFixture('second-site');
const dataDir = tempDir('slow-photo-data');
const distDir = fakeEditorDist();
let app: App;
let base: string;
let cookie: string;
let photo: Buffer;

beforeAll(async () => {
  ({ app, base, cookie } = await startSignedIn({
    contentRoot,
    dataDir,
    distDir,
    password: 'correct horse battery staple',
    requestTimeLimits: shortLimits,
  }));
  // Noise, which compresses badly: a photo's weight for its size, about 30 KB.
  const noise = Buffer.alloc(160 * 160 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  photo = await sharp(noise, { raw: { width: 160, height: 160, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

const photosKept = () => readdirSync(path.join(contentRoot, 'public', 'images'), { recursive: true }).length;

/**
 * Posts the photo as the editor's page does, its head at once and its body 2 KB every 40 ms (about 50 KB/s), stopping
 * after `stopAfterBytes`; resolves with the answer (empty when the server cut the request off) once the server closes.
 */
function sendSlowly(stopAfterBytes?: number) {
  const { host, port } = new URL(base);
  const head = [
    'POST /edit/api/photos?name=IMG_2041.jpg HTTP/1.1',
    `Host: ${host}`,
    `Origin: ${base}`,
    `Cookie: ${cookie}`,
    'Content-Type: image/jpeg',
    `Content-Length: ${photo.length}`,
    'Connection: close',
  ].join('\r\n');
  return sendBodySlowly(
    Number(port),
    { head: `${head}\r\n\r\n`, body: photo },
    { chunkBytes: 2048, everyMs: 40, stopAfterBytes },
  );
}

describe('a photo added in the editor on a slow line', () => {
  it('is stored when it comes steadily, though slower than any other body may take', async () => {
    const before = photosKept();
    const started = Date.now();
    const { answer, sentBytes } = await sendSlowly();
    expect(sentBytes).toBe(photo.length);
    expect(Date.now() - started).toBeGreaterThan(shortLimits.bodyMs);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(photosKept()).toBeGreaterThan(before);
  });

  it('is cut off, its connection closed and no photo kept, when it stops halfway', async () => {
    const before = photosKept();
    const { answer, sentBytes } = await sendSlowly(Math.floor(photo.length / 2));
    expect(sentBytes).toBeLessThan(photo.length);
    expect(answer).toBe('');
    expect(photosKept()).toBe(before);
  });
});
