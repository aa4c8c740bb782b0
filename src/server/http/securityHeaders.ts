/**
 * The security headers every response carries (pages, files, API answers and errors alike), and the
 * Content-Security-Policy they are built around.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** 'sha256-…' of a piece of inline text, as CSP hash sources spell it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Emotion adds styles in the browser by inserting an *empty* <style> element and
 * then calling CSSOM insertRule on it. CSP checks the element's text when it is inserted, and CSSOM rules are not
 * inline text, so allowing the hash of the empty string allows exactly that and nothing more.
 */
export const emptyStyleHash = cspHash('');

export interface PageInlineHashes {
  /** Hashes of the text of inline <style> elements. */
  styles: string[];
  /** Hashes of style="…" attribute values (they need 'unsafe-hashes', which allows only these exact values). */
  styleAttributes: string[];
  /**
   * Hashes of the inline scripts the prerenderer wrote into the build's pages (src/prerender/inlineScripts.ts), never
   * of scripts found in a page: a script that found its way into a page's content is not allowed.
   */
  scripts: string[];
}

export interface CspOptions {
  /** Origins (https://forms.example.com) that pages may send forms or fetch requests to, besides their own. */
  formOrigins: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** The policy for one response; `inline` lists what a prerendered page carries inline (none for anything else). */
export function contentSecurityPolicy({ formOrigins }: CspOptions, inline?: Partial<PageInlineHashes>): string {
  const styles = unique(inline?.styles ?? []);
  const styleAttributes = unique(inline?.styleAttributes ?? []);
  const styleSources = ["'self'", emptyStyleHash, ...styles];
  if (styleAttributes.length) styleSources.push("'unsafe-hashes'", ...styleAttributes);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(inline?.scripts ?? [])]],
    ['style-src', unique(styleSources)],
    // blob: for the previews of the photos a visitor chooses in a form (object URLs the page itself makes).
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...formOrigins]],
    ['form-action', ["'self'", ...formOrigins]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface SecurityOptions {
  /** The policy for responses that are not prerendered pages (API answers, files, error pages). */
  defaultPolicy: string;
}

/** The headers that are the same on every answer (the policy and Strict-Transport-Security are not). */
const sameOnEveryAnswer: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  // A page of another site that opened one of ours (the editor's sign-in above all) keeps no handle on its window,
  // so it cannot later send it to a look-alike sign-in. Nothing here needs one: the form on a copy of the site
  // elsewhere posts with fetch and CORS, and the editor talks to its preview frame, which this does not concern.
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * Sets the headers every response carries; `https` is whether the visitor came over HTTPS (requestFacts.ts). A
 * page's own policy replaces Content-Security-Policy later.
 */
export function applySecurityHeaders(response: ServerResponse, https: boolean, options: SecurityOptions): void {
  response.setHeader('Content-Security-Policy', options.defaultPolicy);
  for (const [name, value] of sameOnEveryAnswer) response.setHeader(name, value);
  // Over plain HTTP the header is ignored by browsers anyway, and sending it on a local http:// address would
  // only confuse; one year, without includeSubDomains, so other hosts of the company's domain are not affected.
  if (https) response.setHeader('Strict-Transport-Security', 'max-age=31536000');
}

/**
 * The same headers as raw lines, for the rare answers written straight to the socket (a request so broken that
 * Node could not parse it).
 */
export function securityHeaderLines(options: SecurityOptions): string {
  return [['Content-Security-Policy', options.defaultPolicy], ...sameOnEveryAnswer]
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
}
