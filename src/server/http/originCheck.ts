/**
 * Posts from other sites. Any page on the internet can make its visitors' browsers post a form to us (a
 * form-encoded post needs no CORS preflight), from real visitors' addresses. Browsers say where a request comes
 * from (Origin, Sec-Fetch-Site), so such posts are refused; scripts and tools that send neither are let through.
 *
 * Allowed origins: the site's own (site.yaml's seo.siteUrl), the server's own address when it is used on this
 * machine (http://localhost:4173 and the like), and the ones in ALLOWED_ORIGINS: a static copy of the site on
 * another origin whose form posts here (site.yaml's quoteEndpoint). Only those get CORS headers.
 */
import type { IncomingMessage } from 'node:http';
import { isLoopback } from './loopback.ts';

export interface OriginPolicy {
  /** The site's own origin, from site.yaml's siteUrl (https://www.example.com). */
  siteOrigin?: string;
  /** Other origins whose pages may post here, with CORS (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

export type OriginDecision = { allowed: true; corsOrigin?: string } | { allowed: false };

/** The URL a text names, or undefined when it names none (a header can say anything). */
export function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** "https://www.example.com/" → "https://www.example.com"; undefined for anything that is not an http(s) URL. */
export function originOf(url: string): string | undefined {
  const parsed = urlOf(url);
  return parsed?.protocol === 'https:' || parsed?.protocol === 'http:' ? parsed.origin : undefined;
}

/** ALLOWED_ORIGINS: comma-separated origins (scheme, host and port, no path); throws in plain words. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin || origin !== entry.replace(/\/$/, '')) {
        throw new Error(
          `ALLOWED_ORIGINS: "${entry}" is not an origin. Write the scheme, the host and the port if any, without a path, ` +
            'for example ALLOWED_ORIGINS=https://www.example.com',
        );
      }
      return origin;
    });
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The request's own origin when the server is used on this machine (http://localhost:4173 posting to itself). */
function isOwnLoopbackOrigin(origin: string, host: string | undefined): boolean {
  const url = urlOf(origin);
  return host !== undefined && url?.host === host.toLowerCase() && isLoopback(url.hostname);
}

export function checkOrigin(request: IncomingMessage, policy: OriginPolicy): OriginDecision {
  const origin = single(request.headers.origin);
  if (origin && policy.allowedOrigins.includes(origin)) return { allowed: true, corsOrigin: origin };
  if (single(request.headers['sec-fetch-site'])?.toLowerCase() === 'cross-site') return { allowed: false };
  if (origin === undefined) return { allowed: true };
  if (origin === policy.siteOrigin || isOwnLoopbackOrigin(origin, request.headers.host)) return { allowed: true };
  return { allowed: false };
}
