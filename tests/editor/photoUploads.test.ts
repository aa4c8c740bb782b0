/**
 * Photos are read whole into memory, so the server takes in only a few at once: past its slots an upload is answered
 * 503 with Retry-After and words to try again, and a slot given back (an upload done) takes the next one. First the
 * limit alone, then on the editor's photo route with two uploads whose photos are still on their way.
 */
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { photoUploads } from '../../src/server/editor/photos';
import { createConcurrencyLimit } from '../../src/server/http/concurrencyLimit';
import { HttpError } from '../../src/server/http/httpError';
import { createApp, type App } from '../../src/server/main';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';

describe('a limit of requests at once', () => {
  const refusal = { message: 'Busy: try again in a few seconds.', retryAfterSeconds: 5 };

  /** What `take` threw, for a look at its status and headers. */
  function refused(take: () => unknown): HttpError {
    try {
      take();
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    throw new Error('The limit took one more than its slots.');
  }

  it('refuses one past its slots with 503, Retry-After and its words, and takes one again once a slot is back', () => {
    const limit = createConcurrencyLimit(2, refusal);
    const giveFirstBack = limit.take();
    limit.take();
    const busy = refused(() => limit.take());
    expect([busy.status, busy.headers, busy.message]).toEqual([503, { 'Retry-After': '5' }, refusal.message]);
    giveFirstBack();
    limit.take();
    expect(limit.taken).toBe(2);
    expect(refused(() => limit.take()).status).toBe(503);
  });

  it('gives a slot back once, however often its holder says so', () => {
    const limit = createConcurrencyLimit(2, refusal);
    const giveBack = limit.take();
    limit.take();
    giveBack();
    giveBack();
    expect(limit.taken).toBe(1);
    limit.take();
    expect(refused(() => limit.take()).status).toBe(503);
  });
});

describe('the editor’s photo uploads', () => {
  const password = 'correct horse battery staple';
  let app: App;
  let base: string;
  let cookie: string;
  let photo: Buffer;
  const folders: string[] = [];

  beforeAll(async () => {
    const [contentRoot, dataDir, distDir] = [copyOfFixture('minimal-site'), tempDir('editor-data'), fakeEditorDist()];
    folders.push(contentRoot, dataDir, distDir);
    await openAccountStore(dataDir).add('maria', password);
    app = await createApp({
      distDir,
      dataDir,
      rateLimitPerMinute: 0,
      editor: { contentRoot },
      // The minimal fixture site and its company: the photos do not depend on what the office wrote.
      company: { name: 'Test Roofing Company', email: 'office@example.com' } as never,
      log: () => {},
    });
    base = `http://127.0.0.1:${(await app.listen(0)).port}`;
    const signedIn = await fetch(`${base}/edit/api/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ name: 'maria', password }),
    });
    cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
    photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a5a3c' } })
      .jpeg()
      .toBuffer();
  });

  afterAll(async () => {
    await app?.close();
    folders.forEach(removeDir);
  });

  const headers = () => ({ 'Content-Type': 'image/jpeg', Origin: base, Cookie: cookie });

  function upload(name: string) {
    return fetch(`${base}/edit/api/photos?name=${name}`, {
      method: 'POST',
      headers: headers(),
      body: new Blob([new Uint8Array(photo)]),
    });
  }

  /** An upload of which only the first half of the photo is sent, until `finish`. */
  function uploadInTwoHalves(name: string) {
    const sending = httpRequest(`${base}/edit/api/photos?name=${name}`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Length': String(photo.length) },
    });
    const status = new Promise<number>((resolve, reject) => {
      sending.on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      sending.on('error', reject);
    });
    const half = Math.floor(photo.length / 2);
    sending.write(photo.subarray(0, half));
    return { status, finish: () => sending.end(photo.subarray(half)) };
  }

  /** Resolves once the server has taken `count` slots for photos: those uploads are being read. */
  function slotsTaken(count: number): Promise<void> {
    const take = photoUploads.take;
    return new Promise((resolve) => {
      const spy = vi.spyOn(photoUploads, 'take').mockImplementation(() => {
        const giveBack = take();
        if (photoUploads.taken === count) {
          spy.mockRestore();
          resolve();
        }
        return giveBack;
      });
    });
  }

  it('answers a third upload 503 with Retry-After in words while two are on their way, and takes the next once one is done', async () => {
    const twoTaken = slotsTaken(2);
    const first = uploadInTwoHalves('first.jpg');
    const second = uploadInTwoHalves('second.jpg');
    // Both are in the route with half a photo sent; one answered already (a refusal) fails here instead of waiting.
    const answeredEarly = [first, second].map(async ({ status }) => {
      throw new Error(`An upload was answered ${await status} before its photo was sent.`);
    });
    await Promise.race([twoTaken, ...answeredEarly]);

    const third = await upload('third.jpg');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect((await third.json()).error).toMatch(
      /^Two photos are on their way to the server already: try this one again/,
    );

    first.finish();
    expect(await first.status).toBe(201);
    expect((await upload('fourth.jpg')).status).toBe(201);
    second.finish();
    expect(await second.status).toBe(201);
    expect(photoUploads.taken).toBe(0);
  });
});
