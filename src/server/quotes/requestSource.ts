/**
 * Where a quote request came from: the page of the site it was sent from, and the campaign tags of the visit
 * (utm_source, utm_medium, utm_campaign, gclid), read from page addresses only — no cookie, no third-party script.
 *
 * The form's script adds them to the address it posts to (`/api/quote?page=/contact&utm_source=google`), since
 * the tags of the page a visitor landed on are gone from the address bar after moving on to /contact. A plain
 * form post (no JavaScript) says nothing itself: then the browser's Referer (the page's own address, sent to the
 * site's own server) is read instead.
 */
import type { IncomingMessage } from 'node:http';
import { controlCharactersInOneLine } from '../../quotes/quoteRules.ts';
import { urlOf } from '../http/originCheck.ts';

export interface RequestSource {
  page: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  gclid: string;
}

export const noSource: RequestSource = { page: '', utmSource: '', utmMedium: '', utmCampaign: '', gclid: '' };

/** The tags and their names in a page address. */
export const campaignTags = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  gclid: 'gclid',
} as const;

const maxLength = 200;
const unprintable = new RegExp(controlCharactersInOneLine.source, 'g');

/** Printable text only, trimmed and cut to 200 characters: these come from any address a visitor can type. */
function clean(value: string | null | undefined): string {
  return (value ?? '').replace(unprintable, '').trim().slice(0, maxLength);
}

function fromParameters(parameters: URLSearchParams, page: string): RequestSource {
  const source = { ...noSource, page: clean(page).startsWith('/') ? clean(page) : '' };
  for (const [key, name] of Object.entries(campaignTags) as [keyof typeof campaignTags, string][])
    source[key] = clean(parameters.get(name));
  return source;
}

/**
 * The source of a request to /api/quote: the parameters of the address it was posted to (`target`, the request's
 * facts), or else the Referer when it is a page of one of `ownOrigins` (the site itself, or its copy on a static host).
 */
export function requestSource(request: IncomingMessage, target: URL, ownOrigins: string[]): RequestSource {
  if (target.searchParams.has('page')) return fromParameters(target.searchParams, target.searchParams.get('page')!);
  const referer = request.headers.referer;
  if (!referer) return noSource;
  const page = urlOf(referer);
  if (!page) return noSource;
  const host = request.headers.host;
  const own = ownOrigins.includes(page.origin) || (host !== undefined && page.host === host);
  return own ? fromParameters(page.searchParams, page.pathname) : noSource;
}
