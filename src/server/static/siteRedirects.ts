/**
 * The redirects of the build being served (dist/redirects.json, written from site.yaml's `redirects:`): a GET or HEAD
 * to an old address answers 301 or 302 with its Location, before any file of dist/ is looked up. Which redirect an
 * address has is `redirectLookup` (src/content/redirects.ts), as for the build and the check. The build also
 * writes a meta-refresh page at dist/<from>/index.html for hosts that cannot redirect; this server never serves it,
 * because a real redirect tells search engines where the page went and keeps the visitor's query.
 *
 * Failure: the file is read once each time a build is loaded. No file is no redirects. A file over 1 MB, or one that
 * is not JSON of the expected shape, is no redirects and a line in the log; an entry that breaks a rule is left out
 * with a line in the log (the first few of them). The site is served either way.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { type Redirect, redirectLookup, withoutTrailingSlash } from '../../content/redirects.ts';
import { redirectsFile } from '../../prerender/redirectFiles.ts';
import { escapeHtml, serverPage } from '../http/htmlDocument.ts';
import { textForLog } from '../http/logText.ts';

export const maxRedirectsFileBytes = 1024 * 1024;
/** Longer than any address a person types; a longer `from` or `to` is left out. */
const maxAddressLength = 2000;
const maxProblemsLogged = 5;
/** Twice what site.yaml may list (schema/): more would be a file made by something else than the build. */
const maxRedirects = 1000;

export interface SiteRedirects {
  count: number;
  /** The redirect of a request path (as sent, without its query), if the build has one. */
  find(pathname: string): Redirect | undefined;
}

export const noRedirects: SiteRedirects = { count: 0, find: () => undefined };

/**
 * A request path as one address of the site, as a redirect's `from` is written: as the browser sent it (escapes
 * and all, "/%C3%BCber"), without the slash at its end. Missed addresses are counted by it.
 */
export const siteAddress = withoutTrailingSlash;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const controlOrSpace = /[\u0000-\u0020\u007f]/;

/** Why one entry of the file cannot be served, or undefined when it can. */
function problemOf(entry: Record<string, unknown>): string | undefined {
  const { from, to, status } = entry;
  if (typeof from !== 'string' || !from.startsWith('/')) return '"from" must be an address of this site, from /';
  if (typeof to !== 'string') return '"to" is missing';
  // "//elsewhere" would send visitors to another site without saying so: other sites are written with https://.
  if (!(to.startsWith('/') && !to.startsWith('//')) && !to.startsWith('https://'))
    return '"to" must start with / or https://';
  if (from.length > maxAddressLength || to.length > maxAddressLength) return 'the address is too long';
  if (controlOrSpace.test(from) || controlOrSpace.test(to)) return 'an address must not hold spaces';
  if (status !== 301 && status !== 302) return '"status" must be 301 or 302';
  return undefined;
}

/** The redirects of the build in `distDir`; never throws (see the top of this file). */
export function readSiteRedirects(distDir: string, log: (message: string) => void): SiteRedirects {
  const file = path.join(distDir, redirectsFile);
  let parsed: unknown;
  try {
    const size = statSync(file).size;
    if (size > maxRedirectsFileBytes) {
      log(`The build's ${redirectsFile} is ${size} bytes, over ${maxRedirectsFileBytes}: no redirects are served.`);
      return noRedirects;
    }
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return noRedirects;
    log(`The build's ${redirectsFile} cannot be read (${textForLog(String(error))}): no redirects are served.`);
    return noRedirects;
  }
  const entries = (parsed as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(entries)) {
    log(`The build's ${redirectsFile} has no list "redirects": no redirects are served.`);
    return noRedirects;
  }
  if (entries.length > maxRedirects)
    log(`The build's ${redirectsFile} lists ${entries.length} redirects: only the first ${maxRedirects} are served.`);
  const served: Redirect[] = [];
  let problems = 0;
  for (const [index, entry] of entries.slice(0, maxRedirects).entries()) {
    const refusal =
      entry && typeof entry === 'object' ? problemOf(entry as Record<string, unknown>) : 'it is not an object';
    const redirect = entry as Redirect;
    if (refusal) {
      if (++problems <= maxProblemsLogged) log(`Redirect ${index + 1} of ${redirectsFile} is left out: ${refusal}.`);
      continue;
    }
    // Non-ASCII letters in a Location header are escaped, as a browser would when following the link.
    const to = redirect.to.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
    served.push({ from: redirect.from, to, status: redirect.status });
  }
  if (problems > maxProblemsLogged) log(`${problems - maxProblemsLogged} more redirects are left out.`);
  return { count: served.length, find: redirectLookup(served) };
}

/**
 * Where a visitor is sent: `to` with the query they came with. A parameter `to` sets itself keeps its value (the
 * office chose it); the visitor's other parameters (a campaign's tags, a search) come along.
 */
export function redirectLocation(to: string, visitorQuery: string): string {
  const query = visitorQuery.replace(/^\?/, '');
  if (!query) return to;
  const hashAt = to.indexOf('#');
  const withoutHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const merged = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  const own = new Set(merged.keys());
  for (const [name, value] of new URLSearchParams(query)) if (!own.has(name)) merged.append(name, value);
  const search = merged.toString();
  return `${base}${search ? `?${search}` : ''}${hash}`;
}

/** The query of the request as sent ("a=1&b=2"), or "". */
function queryOf(target: string | undefined): string {
  const url = target ?? '';
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return '';
  const hashAt = url.indexOf('#', queryAt);
  return url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
}

/** Answers the redirect, with a short page and its link for whatever does not follow Location. */
export function answerRedirect(request: IncomingMessage, response: ServerResponse, redirect: Redirect): void {
  const location = redirectLocation(redirect.to, queryOf(request.url));
  const body = serverPage({
    title: 'This page has moved',
    robots: 'noindex',
    body: `<p>This page has moved to <a href="${escapeHtml(location)}">${escapeHtml(location)}</a>.</p>`,
  });
  response.writeHead(redirect.status, {
    Location: location,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    // A browser keeps a 301 for good unless told otherwise: an hour lets the office take a redirect back.
    'Cache-Control': redirect.status === 301 ? 'public, max-age=3600' : 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
