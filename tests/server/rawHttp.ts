/**
 * Raw HTTP requests to a server of the tests on 127.0.0.1: sent exactly as written (fetch would tidy up paths and
 * headers we want to send as they are), and the quote form's posts and CORS preflight as a browser sends them.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
}

/** One HTTP request to 127.0.0.1, sent exactly as written (no path normalisation, no added headers). */
export function send(
  port: number,
  { method = 'GET', path: requestPath, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path: requestPath, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: bytes,
            text: bytes.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The CORS preflight a browser sends before a page of `origin` posts JSON to the quote endpoint. */
export function quotePreflight(port: number, origin: string): Promise<RawResponse> {
  return send(port, {
    method: 'OPTIONS',
    path: '/api/quote',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
}

export function postJson(port: number, data: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  const body = typeof data === 'string' ? data : JSON.stringify(data);
  return send(port, {
    method: 'POST',
    path: '/api/quote',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Content-Length': Buffer.byteLength(body),
      ...headers,
    },
    body,
  });
}

export function postForm(
  port: number,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const body = new URLSearchParams(fields).toString();
  return send(port, {
    method: 'POST',
    path: '/api/quote',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      // What a browser sends when it submits a form without JavaScript.
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'Content-Length': Buffer.byteLength(body),
      ...headers,
    },
    body,
  });
}
