/**
 * Where the visitor came from, for the office's inbox: the campaign tags (utm_source, utm_medium, utm_campaign,
 * gclid) of the page address — this page's, or else the address the visit began at in this tab (the browser's
 * navigation entry: moving on to /contact inside the site keeps it) — and the page the form is sent from. Read from
 * addresses only: no cookie, no storage, nothing sent anywhere but with the request itself.
 *
 * Added to the address the form posts to (`/api/quote?page=/contact&utm_source=google`) only when there are tags;
 * without them the server reads the page from the browser's Referer.
 */
const tagNames = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid'] as const;

function tagsOf(address: string | undefined): URLSearchParams {
  const tags = new URLSearchParams();
  if (!address) return tags;
  let url: URL;
  try {
    url = new URL(address, location.href);
  } catch {
    return tags;
  }
  for (const name of tagNames) {
    const value = url.searchParams.get(name);
    if (value) tags.set(name, value.slice(0, 200));
  }
  return tags;
}

function landingAddress(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry?.name;
}

/** The endpoint with the page and the visit's tags added, or the endpoint as it is when there are no tags. */
export function withVisitSource(endpoint: string): string {
  let tags = tagsOf(location.href);
  if ([...tags.keys()].length === 0) tags = tagsOf(landingAddress());
  if ([...tags.keys()].length === 0) return endpoint;
  const query = new URLSearchParams({ page: location.pathname });
  for (const [name, value] of tags) query.set(name, value);
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`;
}
