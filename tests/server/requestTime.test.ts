/**
 * How long a request may take to arrive (src/server/http/requestTime.ts), on the app in-process with bounds short
 * enough to watch (a slow body's minutes become a second or two): a post with photos that comes slowly but steadily,
 * for longer than any other body may take, is kept; one that stops, or trickles below the pace, is cut off with its
 * connection closed and nothing kept; any other body is still cut at its bound, however steadily it comes.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/quotes/formFields';
import { defaultRequestTimeLimits, type RequestTimeLimits } from '../../src/server/http/requestTime';
import { photoLimits } from '../../src/server/quotes/requestPhotos';
import { sendSlowly } from '../helpers/slowRequests';
import { cleanupAfterEach, contactForm, removeDir, startTestApp, writeFakeDist } from './helpers';

const cleanup = cleanupAfterEach();

/** The production bounds made short: any body within 0.4 s; a slow one at 8 KB/s after 0.3 s, never 1 s still. */
const shortLimits: RequestTimeLimits = {
  headersMs: 15_000,
  bodyMs: 400,
  slowBody: { longestMs: 10_000, idleMs: 1000, minBytesPerSecond: 8 * 1024, graceMs: 300 },
  checkEveryMs: 25,
};

const formWithPhotos: FormDefinition = {
  ...contactForm,
  fields: [...contactForm.fields, { name: 'photos', kind: 'photos', label: 'Photos of the problem', maxPhotos: 3 }],
};

async function appWithShortLimits() {
  const distDir = writeFakeDist({ forms: [formWithPhotos] });
  const app = await startTestApp({ distDir, requestTimeLimits: shortLimits });
  cleanup(() => removeDir(distDir));
  cleanup(() => app.close());
  return app;
}

/** A small photo that weighs what a photo does for its size (noise compresses badly): about 30 KB. */
function photo(): Promise<Buffer> {
  const noise = Buffer.alloc(160 * 160 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 160, height: 160, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The request a page's script posts with a photo: its head and its body, to be sent apart. */
async function postWithPhoto(): Promise<{ head: string; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ form: '/contact', firstName: 'Ann', email: 'ann@example.com' }))
    form.append(name, value);
  form.append('photos', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'roof.jpg');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const head = [
    'POST /api/quote HTTP/1.1',
    'Host: 127.0.0.1',
    `Content-Type: ${encoded.headers.get('content-type')}`,
    `Content-Length: ${body.length}`,
    'Accept: application/json',
    'Connection: close',
  ].join('\r\n');
  return { head: `${head}\r\n\r\n`, body };
}

function postAsJson(): { head: string; body: Buffer } {
  const body = Buffer.from(JSON.stringify({ form: '/contact', firstName: 'Ann', email: 'ann@example.com' }));
  const head = `POST /api/quote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  return { head, body };
}

describe('a post with photos on a slow connection', () => {
  it('is kept when it arrives steadily, though slower than any other body may take', async () => {
    const app = await appWithShortLimits();
    const request = await postWithPhoto();
    const started = Date.now();
    // 2 KB every 40 ms: about 50 KB/s, well above the pace, yet longer in all than the other bodies' bound.
    const { answer, sentBytes } = await sendSlowly(app.port, request, { chunkBytes: 2048, everyMs: 40 });
    expect(sentBytes).toBe(request.body.length);
    expect(Date.now() - started).toBeGreaterThan(shortLimits.bodyMs);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    const [kept] = app.app.store.list({ includeSpam: true });
    expect(app.app.store.inbox.photos.list(kept.id)).toHaveLength(1);
  });

  it('is cut off, its connection closed and nothing kept, when it stops halfway', async () => {
    const app = await appWithShortLimits();
    const request = await postWithPhoto();
    const half = Math.floor(request.body.length / 2);
    const { answer, sentBytes } = await sendSlowly(app.port, request, {
      chunkBytes: 4096,
      everyMs: 20,
      stopAfterBytes: half,
    });
    expect(sentBytes).toBe(half);
    expect(answer).toBe('');
    expect(app.app.store.list({ includeSpam: true })).toEqual([]);
  });

  it('is cut off when it trickles below the pace, though bytes keep coming', async () => {
    const app = await appWithShortLimits();
    const request = await postWithPhoto();
    // 100 bytes every 25 ms: 4 KB/s, never still for long, but half the pace.
    const { answer, sentBytes } = await sendSlowly(app.port, request, { chunkBytes: 100, everyMs: 25 });
    expect(sentBytes).toBeLessThan(request.body.length);
    expect(answer).toBe('');
    expect(app.app.store.list({ includeSpam: true })).toEqual([]);
  });
});

describe('any other request', () => {
  it('is still cut off at its bound, however steadily its body comes', async () => {
    const app = await appWithShortLimits();
    const request = postAsJson();
    // A byte every 20 ms: the whole body would take over a second, three times the bound.
    const { answer, sentBytes } = await sendSlowly(app.port, request, { chunkBytes: 1, everyMs: 20 });
    expect(sentBytes).toBeLessThan(request.body.length);
    expect(answer).toBe('');
    expect(app.app.store.list({ includeSpam: true })).toEqual([]);
  });
});

describe('the production bounds', () => {
  it('give the largest post with photos the time it takes at 1 Mbit/s, and ask far less of it', () => {
    const { slowBody, bodyMs } = defaultRequestTimeLimits;
    const oneMegabitBytesPerSecond = 1_000_000 / 8;
    expect((photoLimits.bodyBytes / oneMegabitBytesPerSecond) * 1000).toBeLessThan(slowBody.longestMs);
    expect(slowBody.minBytesPerSecond).toBeLessThanOrEqual(oneMegabitBytesPerSecond / 2);
    // Every other body keeps the bound it had.
    expect(bodyMs).toBe(30_000);
  });
});
