/**
 * Addresses that only answer GET and HEAD (the site's files, the health check) refuse any other method the same way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers 405 with an Allow header unless the request is a GET or a HEAD; true when it did. */
export function refusedUnlessGetOrHead(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  response.writeHead(405, {
    Allow: 'GET, HEAD',
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end('Method not allowed: this address only answers GET and HEAD.\n');
  return true;
}
