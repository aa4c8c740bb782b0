/**
 * The two text edits behind every way the office keeps old links working: a page moved, a page or an entry deleted,
 * a missed address sent somewhere. Both rewrite the office's own YAML through the editor's text edits
 * (src/yamlEdits/), so comments, quoting and order stay as they were and only the changed values move.
 *
 * withRedirect keeps site.yaml's list passing the check's redirect rules (src/content/redirectRules.ts) after any
 * sequence of moves: no redirect starts at an address that is becoming a page, none ends at an address that is
 * becoming a redirect (no chains), and one address has one redirect.
 */
import { insertItem, removeAt, setValue, valueAt } from '../../yamlEdits/index.ts';
import type { DataPath } from '../../places/places.ts';

export interface RedirectEdit {
  /** An address of this site: /services/maintenance. */
  from: string;
  /** A page of this site or an https:// address. */
  to: string;
  /** 301 (moved for good) when not given; 302 for a temporary one. */
  status?: 301 | 302;
}

const redirectsKey = 'redirects';

/** /services/ and /services are one address. */
const sameAddress = (a: unknown, b: string) =>
  typeof a === 'string' && (a === b || a.replace(/(.)\/+$/, '$1') === b.replace(/(.)\/+$/, '$1'));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listedRedirects(text: string): Record<string, unknown>[] {
  const list = valueAt(text, [redirectsKey]);
  return Array.isArray(list) ? list.map((item) => (isRecord(item) ? item : {})) : [];
}

/**
 * site.yaml's text with visitors of `from` sent to `to`: a redirect that started at `to` is removed (a page is
 * going to be there), every redirect that ended at `from` now ends at `to` (so none passes through two), and one
 * that already started at `from` is replaced. The list is made when the site had none.
 */
export function withRedirect(siteText: string, redirect: RedirectEdit): string {
  let text = siteText;
  // From the last item back, so that removing one leaves the indexes still to visit as they were.
  for (let index = listedRedirects(text).length - 1; index >= 0; index--) {
    const item = listedRedirects(text)[index];
    if (sameAddress(item.from, redirect.to) || sameAddress(item.from, redirect.from))
      text = removeAt(text, [redirectsKey, index]);
    else if (sameAddress(item.to, redirect.from)) text = setValue(text, [redirectsKey, index, 'to'], redirect.to);
  }
  const written: Record<string, string | number> = { from: redirect.from, to: redirect.to };
  // 301 is what a redirect is unless it says otherwise: the office's file says only what differs.
  if (redirect.status && redirect.status !== 301) written.status = redirect.status;
  return insertItem(text, [redirectsKey], listedRedirects(text).length, written);
}

/** site.yaml's text without a redirect from `address` (a page is coming there); the same text when it has none. */
export function withoutRedirectFrom(siteText: string, address: string): string {
  const index = listedRedirects(siteText).findIndex((item) => sameAddress(item.from, address));
  return index < 0 ? siteText : removeAt(siteText, [redirectsKey, index]);
}

/** Whether a text value is a link to `address`, whole or to a place on it (#…) or with a query (?…). */
function linksTo(value: string, address: string): boolean {
  return value === address || value.startsWith(`${address}#`) || value.startsWith(`${address}?`);
}

/**
 * Values that name an address without being a link to it: a page's own `route` (a move sets it apart) and where a
 * redirect starts (that address is meant to stay the old one).
 */
function isAddressOfItsOwn(path: DataPath): boolean {
  const key = path[path.length - 1];
  return (path.length === 1 && key === 'route') || (path[0] === redirectsKey && key === 'from');
}

function linkPlaces(value: unknown, address: string, path: DataPath, found: DataPath[]): DataPath[] {
  if (typeof value === 'string') {
    if (linksTo(value, address) && !isAddressOfItsOwn(path)) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) linkPlaces(item, address, [...path, index], found);
  } else if (isRecord(value))
    for (const [key, item] of Object.entries(value)) linkPlaces(item, address, [...path, key], found);
  return found;
}

/** How many links to `address` a text holds: the very places withLinksMoved would point elsewhere. */
export function linkCount(text: string, address: string): number {
  return linkPlaces(valueAt(text, []), address, [], []).length;
}

/**
 * A page's or site.yaml's text with every link to `from` (the menu's, the footer's, a button's, a card's) pointing
 * at `to` instead, with its #place or ?query kept; undefined when the text has none.
 */
export function withLinksMoved(text: string, from: string, to: string): string | undefined {
  const places = linkPlaces(valueAt(text, []), from, [], []);
  if (places.length === 0) return undefined;
  return places.reduce((moved, place) => {
    const rest = (valueAt(moved, place) as string).slice(from.length);
    // A target that names its own place or query is taken as it is.
    return setValue(moved, place, /[#?]/.test(to) ? to : to + rest);
  }, text);
}
