/**
 * The redirects of the build being served (dist/redirects.json, written from site.yaml's `redirects:`): a GET or HEAD
 * to an old address answers 301 or 302 with its Location, before any file of dist/ is looked up. The build also
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
import { escapeHtml, serverPage } from '../http/htmlDocument.ts';
import { textForLog } from '../http/logText.ts';

/** The build's file of redirects, in dist/ (src/prerender/ writes it as `redirectsFile`). */
export const redirectsFileName = 'redirects.json';
export const maxRedirectsFileBytes = 1024 * 1024;
/** Longer than any address a person types; a longer `from` or `to` is left out. */
const maxAddressLength = 2000;
const maxProblemsLogged = 5;

export interface SiteRedirect {
  /** The old address as the build wrote it ("/old-page"). */
  from: string;
  /** Where visitors go: a path of this site ("/new-page?x=1") or another site's https:// address. */
  to: string;
  status: 301 | 302;
}

export interface SiteRedirects {
  count: number;
  /** The redirect of a site address (siteAddress below), if the build has one. */
  find(address: string): SiteRedirect | undefined;
}

export const noRedirects: SiteRedirects = { count: 0, find: () => undefined };

/**
 * A request path as one address of the site: decoded where it can be ("/%C3%BCber" is "/über"), without the
 * trailing slash ("/old/" is "/old"). Redirects are looked up, and missed addresses counted, by it.
 */
export function siteAddress(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape ("/%E0%A4%A") stays as it was sent: it is still one address, only not a readable one.
  }
  return decoded.replace(/\/+$/, '') || '/';
}

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
  const file = path.join(distDir, redirectsFileName);
  let parsed: unknown;
  try {
    const size = statSync(file).size;
    if (size > maxRedirectsFileBytes) {
      log(`The build's ${redirectsFileName} is ${size} bytes, over ${maxRedirectsFileBytes}: no redirects are served.`);
      return noRedirects;
    }
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return noRedirects;
    log(`The build's ${redirectsFileName} cannot be read (${textForLog(String(error))}): no redirects are served.`);
    return noRedirects;
  }
  const entries = (parsed as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(entries)) {
    log(`The build's ${redirectsFileName} has no list "redirects": no redirects are served.`);
    return noRedirects;
  }
  const byAddress = new Map<string, SiteRedirect>();
  let problems = 0;
  for (const [index, entry] of entries.entries()) {
    const problem =
      entry && typeof entry === 'object' ? problemOf(entry as Record<string, unknown>) : 'it is not an object';
    const redirect = entry as SiteRedirect;
    const address = problem ? '' : siteAddress(redirect.from);
    const refusal = problem ?? (byAddress.has(address) ? `"${textForLog(address)}" is redirected already` : undefined);
    if (refusal) {
      if (++problems <= maxProblemsLogged)
        log(`Redirect ${index + 1} of ${redirectsFileName} is left out: ${refusal}.`);
      continue;
    }
    // Non-ASCII letters in a Location header are escaped, as a browser would when following the link.
    const to = redirect.to.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
    byAddress.set(address, { from: redirect.from, to, status: redirect.status });
  }
  if (problems > maxProblemsLogged) log(`${problems - maxProblemsLogged} more redirects are left out.`);
  return { count: byAddress.size, find: (address) => byAddress.get(address) };
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
export function answerRedirect(request: IncomingMessage, response: ServerResponse, redirect: SiteRedirect): void {
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
