/**
 * What the server believes about a request, worked out once when it arrives and handed to every route: who sent it
 * (the address the rate limits and throttles count), whether it came over HTTPS (secure cookies, HSTS, the origin a
 * browser sees), and its address on this site. What a request says about itself in X-Forwarded-* is believed only
 * from our own proxies (TRUST_PROXY).
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { clientAddress } from './clientAddress.ts';
import type { TrustedProxies } from './trustedProxies.ts';

export interface RequestFacts {
  /** The visitor's address: the socket's, or the one our own proxies name (clientAddress.ts). */
  address: string;
  https: boolean;
  /** The request target, read against a placeholder origin: only its path and query are meant. */
  url: URL;
  pathname: string;
}

/**
 * HTTPS directly over TLS, or a trusted proxy that says so. X-Forwarded-Proto is read from the right, as
 * X-Forwarded-For is: a proxy that appends writes the last entry, and anything to its left came from the client.
 */
function cameOverHttps(request: IncomingMessage, proxies: TrustedProxies): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  if (!proxies.trusts(request.socket.remoteAddress ?? '')) return false;
  const header = request.headers['x-forwarded-proto'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  return entries.at(-1)?.trim().toLowerCase() === 'https';
}

/** The target's path and query; a target that is not a path (`*`, an absolute URL to elsewhere) reads as "/". */
function targetOf(request: IncomingMessage): URL {
  const target = request.url ?? '/';
  try {
    if (target.startsWith('/')) return new URL(target, 'http://site.invalid');
  } catch {
    // Answered as the site's root, which never reveals anything about the target.
  }
  return new URL('http://site.invalid/');
}

export function requestFacts(request: IncomingMessage, proxies: TrustedProxies): RequestFacts {
  let url: URL | undefined;
  return {
    address: clientAddress(request, proxies),
    https: cameOverHttps(request, proxies),
    // Read only by the routes that take a query: most requests (pages, files, quotes) never need it.
    get url() {
      url ??= targetOf(request);
      return url;
    },
    pathname: pathnameOf(request.url),
  };
}

/**
 * The path as sent, without the query ("/about?x=1" → "/about"), not decoded: the static site and the editor each
 * decode and check it their own strict way.
 */
function pathnameOf(target: string | undefined): string {
  const url = target ?? '/';
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}
