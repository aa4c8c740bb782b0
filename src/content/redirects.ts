/**
 * The site's redirects (site.yaml's `redirects`) as every reader of them takes them: the check, the build's files
 * for each kind of host (src/prerender/redirectFiles.ts) and the production server, which answers them itself from
 * the build's redirects.json. No YAML or ajv here: the server and the browser can import it.
 */
import type { Site } from './model.ts';

/** One old address of the site and where it now leads. */
export interface Redirect {
  /** An address of this site, path only: "/old-price-list". */
  from: string;
  /** A page of this site ("/prices", maybe with ?query or #part) or an https:// address. */
  to: string;
  /** 301 for good, 302 for a while. */
  status: 301 | 302;
}

/** What site.yaml says when a redirect leaves its status out: the move is for good. */
export const DEFAULT_REDIRECT_STATUS = 301;

/** The site's redirects in the order written, each with its status. */
export function redirectsOf(site: Pick<Site, 'redirects'>): Redirect[] {
  return (site.redirects ?? []).map(({ from, to, status }) => ({
    from,
    to,
    status: status ?? DEFAULT_REDIRECT_STATUS,
  }));
}

/** "/old/" and "/old" are one address; "/" stays itself. */
export function withoutTrailingSlash(address: string): string {
  return address.length > 1 && address.endsWith('/') ? address.slice(0, -1) : address;
}

/**
 * The lookup of the redirect for a requested path (a URL's pathname, without its query): made once for a list and
 * asked on every request the server answers, so one map lookup, whatever the list's length. A `from` never carries
 * a query, and an address is the same with or without a slash at its end; of two redirects from one address (which
 * the check refuses), the first is found.
 */
export function redirectLookup(redirects: readonly Redirect[]): (pathname: string) => Redirect | undefined {
  const byAddress = new Map<string, Redirect>();
  for (const redirect of redirects) {
    const address = withoutTrailingSlash(redirect.from);
    if (!byAddress.has(address)) byAddress.set(address, redirect);
  }
  return (pathname) => byAddress.get(withoutTrailingSlash(pathname));
}
