/**
 * The editor API's plumbing: JSON in and out within a size limit, errors that carry their HTTP status, and who a
 * request comes from when no proxy setting says better (see `EditorOptions.requestAddress`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

const jsonLimitBytes = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function forwardedHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0].trim().toLowerCase() === 'https';
}

export function forwardedAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0].trim();
  return request.socket.remoteAddress ?? 'unknown';
}

export const isLoopback = (address: string | undefined) => address === '::1' || /^(::ffff:)?127\./.test(address ?? '');

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

export function readBytes(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new HttpError(413, 'That is too large to send here.'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        reject(new HttpError(413, 'That is too large to send here.'));
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send JSON.');
  const bytes = await readBytes(request, jsonLimitBytes);
  try {
    const body = JSON.parse(bytes.toString('utf8')) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new HttpError(400, 'The request is not readable JSON.');
}

export const text = (value: unknown, field: string): string => {
  if (typeof value !== 'string') throw new HttpError(400, `"${field}" is missing.`);
  return value;
};
