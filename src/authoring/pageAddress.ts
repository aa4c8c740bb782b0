/**
 * A new page's address as a person types it, judged once for `npm run new-page` and the editor's New page: the page
 * schema's own rule decides (so the command and the check never disagree), and a refusal names what is wrong with
 * this address — two slashes in a row, a capital, a space, a slash at the end — before the rule in general.
 */
import { readSchema } from '../content/schemas.ts';

/** The page schema's pattern for `route`. */
function routePattern(): RegExp {
  const page = readSchema('page.schema.json') as { properties: { route: { pattern: string } } };
  return new RegExp(page.properties.route.pattern);
}

/**
 * "about/our-team", "/about/our-team" and "//about/our-team" all mean /about/our-team: the address box of the editor
 * starts with a "/", and a person who types the address with its own "/" means one.
 */
export function routeOfTyped(typed: string): string {
  return `/${typed.trim().replace(/^\/+/, '')}`;
}

/** What is wrong with the address, in a few words; undefined when no one thing can be named. */
function mistakeIn(route: string): string | undefined {
  if (route.includes('//')) return 'it has two slashes in a row ("//"); write one / between the parts';
  if (/\s/.test(route)) return 'it has a space; put a dash between words, for example /our-team';
  if (/[A-Z]/.test(route)) return 'it has capital letters; write it in lower case';
  if (route.length > 1 && route.endsWith('/')) return 'it ends with a /; leave the last / out';
  const odd = /[^a-z0-9/-]/.exec(route);
  if (odd) return `it has the character "${odd[0]}", which an address cannot hold`;
  return undefined;
}

/**
 * Why `route` (already starting with one /) cannot be a new page's address, in words for the person who typed
 * `typed`; undefined when it can. `example` ends the message: how this person would write a good one.
 */
export function pageAddressRefusal(typed: string, route: string, example: string): string | undefined {
  if (route !== '/' && routePattern().test(route)) return undefined;
  const mistake = route === '/' ? 'it is the home page, which exists already' : mistakeIn(route);
  return (
    `"${typed}" cannot be a page address${mistake ? `: ${mistake}` : ''}. Use lower-case letters, digits and ` +
    `dashes, with a / before each part and none at the end, ${example}`
  );
}
