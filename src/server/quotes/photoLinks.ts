/**
 * Links to a request's photos for the office's e-mail: a mail program cannot sign in, so each link carries its own
 * permission, an HMAC-SHA256 of the request, the photo and the time it expires, made with a secret kept in the data
 * folder (DATA_DIR/photo-links.key, created on first use, readable by the server's user only). A link works for 30
 * days; a link that was changed, has expired, or names a deleted photo is answered 404, the same for all, so a guess
 * learns nothing. Deleting the key file ends every link sent so far.
 *
 *   GET /request-photos/<request id>/<number>?expires=<unix seconds>&sig=<hex>
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { HttpError } from '../http/httpError.ts';
import type { RequestPhotoQueries } from './photoQueries.ts';

export const photoLinkPrefix = '/request-photos/';
export const photoLinkDays = 30;

const keyFileName = 'photo-links.key';

/** The data folder's key, made the first time it is needed (by whichever process gets there first). */
export function photoLinkKey(dataDir: string): Buffer {
  const file = path.join(dataDir, keyFileName);
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(32).toString('hex'));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(key))
    throw new Error(`${file} is not a key this server wrote: delete it to make a new one.`);
  return Buffer.from(key, 'hex');
}

const signatureOf = (key: Buffer, requestId: string, number: number, expires: number) =>
  createHmac('sha256', key).update(`${requestId}.${number}.${expires}`).digest('hex');

/** The path and query of a photo's link, valid until `now` + 30 days. */
export function photoLinkPath(key: Buffer, requestId: string, number: number, now: number): string {
  const expires = Math.floor(now / 1000) + photoLinkDays * 24 * 60 * 60;
  const sig = signatureOf(key, requestId, number, expires);
  return `${photoLinkPrefix}${encodeURIComponent(requestId)}/${number}?expires=${expires}&sig=${sig}`;
}

/** The photo a link names, when its signature is right and it has not expired; undefined otherwise. */
export function checkPhotoLink(key: Buffer, url: URL, now: number): { requestId: string; number: number } | undefined {
  const match = /^\/request-photos\/([0-9a-f-]{36})\/([1-9][0-9]?)$/.exec(url.pathname);
  const expires = Number(url.searchParams.get('expires'));
  const sig = url.searchParams.get('sig') ?? '';
  if (!match || !Number.isSafeInteger(expires) || expires * 1000 <= now || !/^[0-9a-f]{64}$/.test(sig))
    return undefined;
  const [, requestId, numberText] = match;
  const number = Number(numberText);
  const expected = Buffer.from(signatureOf(key, requestId, number, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex')) ? { requestId, number } : undefined;
}

/** Writes a photo as a private JPEG answer: never cached by shared caches, never telling another site where it was. */
export function sendPhoto(response: ServerResponse, bytes: Buffer, method: string | undefined): void {
  response.writeHead(200, {
    'Content-Type': 'image/jpeg',
    'Content-Length': bytes.length,
    'Cache-Control': 'private, max-age=3600',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
  });
  response.end(method === 'HEAD' ? undefined : bytes);
}

/** Answers a signed link: the photo, or 404 for anything wrong with it. */
export function answerPhotoLink(
  key: Buffer,
  photos: RequestPhotoQueries | undefined,
  url: URL,
  method: string | undefined,
  response: ServerResponse,
  now = Date.now(),
): void {
  const named = checkPhotoLink(key, url, now);
  const bytes = named && photos?.read(named.requestId, named.number, 'full');
  if (!bytes)
    throw new HttpError(404, 'This link to a photo has expired or is not right: open the request in the inbox.');
  sendPhoto(response, bytes, method);
}
