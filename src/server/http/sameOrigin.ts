/**
 * Requests that change something must come from the editor's own page: a browser names the page's origin in the
 * Origin header of every POST, and a page of another site cannot forge it. A request without Origin (or from
 * another origin, or marked cross-site by Sec-Fetch-Site) is refused.
 */
import type { IncomingMessage } from 'node:http';

/** The origin the browser sees for this server: scheme and Host header. */
export function ownOrigin(request: IncomingMessage, https: boolean): string | undefined {
  const host = request.headers.host;
  if (!host || /[\s/\\@]/.test(host)) return undefined;
  return `${https ? 'https' : 'http'}://${host.toLowerCase()}`;
}

export function isSameOrigin(request: IncomingMessage, https: boolean): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  const own = ownOrigin(request, https);
  return typeof origin === 'string' && own !== undefined && origin.toLowerCase() === own;
}
