/**
 * Reading a request body safely: never more than a limit, never trusting the declared length, and turning
 * JSON or form-encoded bytes into plain fields.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './httpError.ts';

export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: 'tooLarge' | 'aborted' };

/** Whether the declared Content-Length is already over the limit (the body need not be read at all). */
export function declaredTooLarge(request: IncomingMessage, maxBytes: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes;
}

/** Reads the body up to `maxBytes`; stops at the first byte over the limit. */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  if (declaredTooLarge(request, maxBytes)) return Promise.resolve({ ok: false, reason: 'tooLarge' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: BodyRead) => {
      if (settled) return;
      settled = true;
      request.off('data', onData).off('end', onEnd).off('error', onAbort).off('aborted', onAbort).off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        finish({ ok: false, reason: 'tooLarge' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, bytes: Buffer.concat(chunks, size) });
    const onAbort = () => finish({ ok: false, reason: 'aborted' });
    const onClose = () => {
      if (!request.complete) onAbort();
    };
    request.on('data', onData).on('end', onEnd).on('error', onAbort).on('aborted', onAbort).on('close', onClose);
  });
}

/** The most of an unread body thrown away so that an early answer reaches the client; past it the server hangs up. */
const maxDiscardedBytes = 1024 * 1024;

/**
 * Ends the conversation after answering before the body was read (413, 415, 429 …). Closing a socket with unread
 * bytes in it makes the kernel send a reset, which can destroy the answer before the client reads it (a browser then
 * shows "connection reset" instead of our words). So the answer says `Connection: close` (the client sends nothing
 * more on this connection), the rest of the body is thrown away (not kept) up to a cap, and only then is the socket
 * closed; a client that sends more than the cap, or stops sending, is cut off.
 */
export function closeAfterAnswer(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Connection', 'close');
  if (request.complete) return;
  let discarded = 0;
  const socket = request.socket;
  const hangUp = () => socket.destroy();
  // Node closes the socket as soon as an answer marked Connection: close is written; this one only stops writing.
  socket.destroySoon = () => socket.end();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxDiscardedBytes) hangUp();
  });
  request.on('error', () => {});
  request.on('end', () => {
    if (response.writableFinished) hangUp();
    else response.once('finish', hangUp);
  });
  request.resume();
  response.on('finish', () => setTimeout(hangUp, 2000).unref());
}

export interface ContentType {
  mediaType: string;
  charset?: string;
}

export function parseContentType(header: string | undefined): ContentType | undefined {
  if (!header) return undefined;
  const [type, ...parameters] = header.split(';');
  const mediaType = type.trim().toLowerCase();
  if (!mediaType) return undefined;
  let charset: string | undefined;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value !== undefined)
      charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
  }
  return { mediaType, charset };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or undefined when it is not valid UTF-8. A leading byte-order mark is dropped. */
export function utf8Text(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

export type FormFields =
  | { ok: true; fields: Map<string, string[]> }
  | { ok: false; reason: 'encoding' | 'tooManyFields' };

/** A form has a handful of fields; a body with more pairs than this is refused before it is decoded. */
export const maxFormPairs = 50;

/**
 * application/x-www-form-urlencoded → field name → values. Stricter than URLSearchParams, which silently turns
 * broken escapes into U+FFFD: a body that does not decode is refused rather than stored garbled. Values of a
 * repeated name are appended in place, and more than `maxPairs` pairs are refused at once, so a body of
 * thousands of tiny pairs costs next to nothing. (Tests raise `maxPairs` to show the parsing itself is linear.)
 */
export function parseFormFields(text: string, maxPairs = maxFormPairs): FormFields {
  const fields = new Map<string, string[]>();
  let pairs = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end < 0) end = text.length;
    const pair = text.slice(start, end);
    start = end + 1;
    if (!pair) continue;
    pairs += 1;
    if (pairs > maxPairs) return { ok: false, reason: 'tooManyFields' };
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return { ok: false, reason: 'encoding' };
    }
    const values = fields.get(name);
    if (values) values.push(value);
    else fields.set(name, [value]);
  }
  return { ok: true, fields };
}

/** How much the client prefers a media type in its Accept header (0 when it does not accept it). */
export function acceptsQuality(acceptHeader: string | undefined, mediaType: string): number {
  if (!acceptHeader) return 0;
  let best = 0;
  for (const entry of acceptHeader.split(',')) {
    const [type, ...parameters] = entry.split(';');
    if (type.trim().toLowerCase() !== mediaType) continue;
    const q = parameters.map((parameter) => parameter.trim().match(/^q=([0-9.]+)$/i)?.[1]).find(Boolean);
    best = Math.max(best, q === undefined ? 1 : Number(q) || 0);
  }
  return best;
}

/**
 * A JSON object from the body, within `maxBytes`: 415 unless it is sent as JSON, 413 past the limit (checked before
 * a byte is kept when the length is declared), 400 when it is not UTF-8 or not one JSON object.
 */
export async function readJson(request: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  if (parseContentType(request.headers['content-type'])?.mediaType !== 'application/json')
    throw new HttpError(415, 'Send JSON.');
  const body = await readBody(request, maxBytes);
  if (!body.ok) {
    if (body.reason === 'tooLarge') throw new HttpError(413, 'That is too large to send here.');
    throw new HttpError(400, 'The request ended before all of it arrived.');
  }
  const text = utf8Text(body.bytes);
  if (text !== undefined) {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Answered below.
    }
  }
  throw new HttpError(400, 'The request is not readable JSON.');
}

/** The body's bytes within `maxBytes` for a route that takes a file (a photo): 413 past the limit. */
export async function readBytes(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const body = await readBody(request, maxBytes);
  if (body.ok) return body.bytes;
  if (body.reason === 'tooLarge') throw new HttpError(413, 'That is too large to send here.');
  throw new HttpError(400, 'The request ended before all of it arrived.');
}
