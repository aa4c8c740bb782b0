/**
 * Rules on site.yaml's redirects that its schema cannot say, each refused at the redirect's own line: an old address
 * is a path of this site that no page has (a page would be hidden by it), written once; a new address is a page of
 * this site or an https:// address; and a visitor reaches a page in one step, never going round in a circle.
 */
import type { ContentError } from './contentError.ts';
import type { CheckedFile } from './crossFileRules.ts';
import { closestMatch } from './didYouMean.ts';
import { locateValue } from './locate.ts';
import type { Site } from './model.ts';
import { type Redirect, redirectsOf, withoutTrailingSlash } from './redirects.ts';

/**
 * The characters an old address may hold: what a browser sends unencoded in a path, but for those a host reads as a
 * pattern (`*` and `:name` in _redirects, `{…}` in Caddy) or that end a path (`?`, `#`).
 */
const addressCharacters = /^[A-Za-z0-9._~%!$&'()+,;=@/-]*$/;

/** Addresses the server or the build keep for themselves: a redirect from one would take it away. */
const keptForTheSite = [/^\/api(\/|$)/, /^\/edit(\/|$)/, /^\/assets\//];
const filesOfTheBuild = [
  '/sitemap.xml',
  '/robots.txt',
  '/404.html',
  '/_redirects',
  '/redirects.json',
  '/redirects.caddy',
];

/** Page 2, 3… of a list (paginate.ts) stand at <list>/page/<n>: how many there are changes with the entries. */
const listPage = /^(.*)\/page\/[1-9][0-9]*$/;

/** The page a path is, as routes name it: without its query, its #part and a slash at its end. */
const pageOfPath = (address: string) => withoutTrailingSlash(address.replace(/[?#].*/, ''));

function isSitePage(route: string, routes: ReadonlySet<string>): boolean {
  if (routes.has(route)) return true;
  const list = listPage.exec(route);
  return list !== null && routes.has(list[1] || '/');
}

function fromProblem(from: string): string | undefined {
  const inWords = `the old address "${from}"`;
  if (/^https?:\/\//.test(from))
    return `${inWords} is written with its site: write only its path, starting with /, for example ${from.replace(/^https?:\/\/[^/]*/, '') || '/'}`;
  if (!from.startsWith('/')) return `${inWords} must start with /, for example /${from}`;
  if (/[?#]/.test(from))
    return `${inWords} has a ? or #: write only its path, without what follows them (${from.replace(/[?#].*/, '')})`;
  if (/\s/.test(from)) return `${inWords} has a space: addresses have none; use - between words`;
  if (from.split('/').includes('..') || from.includes('//'))
    return `${inWords} has .. or // in it: write the address as the browser shows it`;
  if (!addressCharacters.test(from))
    return `${inWords} has a character addresses cannot have as written (such as * : { } or a letter with an accent): write it as the browser's address bar shows it, with letters, digits and - . _ ~ %`;
  if (filesOfTheBuild.includes(from) || keptForTheSite.some((kept) => kept.test(from)))
    return `${inWords} is used by the site itself: a redirect cannot take it over`;
  return undefined;
}

function toProblem(to: string): string | undefined {
  const inWords = `the new address "${to}"`;
  if (/\s/.test(to)) return `${inWords} has a space: addresses have none`;
  if (/["'<>\\{}]/.test(to)) return `${inWords} has a character addresses cannot have: " ' < > \\ { or }`;
  if (to.startsWith('//') || !(to.startsWith('/') || to.startsWith('https://')))
    return `${inWords} must be a page of this site, starting with /, or an address on another site, starting with https://`;
  if (to.startsWith('https://') && !/^https:\/\/[^/?#]+\.[^/?#]+/.test(to))
    return `${inWords} has no site's name after https://, for example https://www.example.com/page`;
  return undefined;
}

/** Where following `start` leads: the redirects passed on the way, and whether it came back to one of them. */
function follow(start: Redirect, byFrom: Map<string, Redirect>) {
  const passed = [start];
  for (let next = byFrom.get(pageOfPath(start.to)); next; next = byFrom.get(pageOfPath(next.to))) {
    if (passed.includes(next)) return { passed, circle: true };
    passed.push(next);
  }
  return { passed, circle: false };
}

function wayProblem(redirect: Redirect, byFrom: Map<string, Redirect>): string | undefined {
  if (!redirect.to.startsWith('/')) return undefined;
  if (pageOfPath(redirect.to) === withoutTrailingSlash(redirect.from))
    return `"${redirect.from}" is sent to itself: a visitor would be sent round and round; send it to another page`;
  const { passed, circle } = follow(redirect, byFrom);
  if (passed.length === 1) return undefined;
  const way = passed.map((each) => `"${each.from}"`).join(' goes to ');
  if (circle)
    return `${way}, which goes back to "${byFrom.get(pageOfPath(passed.at(-1)!.to))!.from}": a visitor would be sent round and round; send each of them to a page`;
  const final = passed.at(-1)!.to;
  return `"${redirect.from}" goes to "${redirect.to}", which itself goes to "${final}": send "${redirect.from}" straight to "${final}"`;
}

/** A new address of this site that no page (and no other redirect) has, with the nearest page to offer. */
function missingPageProblem(to: string, routes: ReadonlySet<string>, byFrom: Map<string, Redirect>) {
  const target = pageOfPath(to);
  if (!to.startsWith('/') || isSitePage(target, routes) || byFrom.has(target)) return undefined;
  const suggestion = closestMatch(target, [...routes]);
  return `"${to}" is not a page of this site.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`;
}

/**
 * `routes` are the addresses the site builds pages at (pages, entries, tag and category pages, feeds); the pages
 * 2, 3… of a list at one of them count too.
 */
export function checkRedirects(site: CheckedFile<Site>, routes: ReadonlySet<string>): ContentError[] {
  const redirects = redirectsOf(site.data);
  const errors: ContentError[] = [];
  const refuse = (index: number, field: 'from' | 'to', message: string) =>
    errors.push({
      file: site.file,
      ...locateValue(site.parsed, ['redirects', index, field]),
      where: `redirect ${index + 1}`,
      path: ['redirects', index, field],
      message,
    });
  // The first redirect from an address is the one a visitor gets; only those that can work are followed.
  const byFrom = new Map<string, Redirect>();
  const firstIndex = new Map<string, number>();
  redirects.forEach((redirect, index) => {
    const from = withoutTrailingSlash(redirect.from);
    if (fromProblem(redirect.from) || toProblem(redirect.to) || byFrom.has(from) || isSitePage(from, routes)) return;
    byFrom.set(from, redirect);
    firstIndex.set(from, index);
  });

  redirects.forEach((redirect, index) => {
    const from = withoutTrailingSlash(redirect.from);
    const fromMistake = fromProblem(redirect.from);
    const earlier = redirects.findIndex((other, before) => before < index && withoutTrailingSlash(other.from) === from);
    if (fromMistake) refuse(index, 'from', fromMistake);
    else if (earlier >= 0)
      refuse(
        index,
        'from',
        `"${redirect.from}" already has a redirect, on line ${locateValue(site.parsed, ['redirects', earlier, 'from']).line}: keep one of them`,
      );
    else if (isSitePage(from, routes))
      refuse(
        index,
        'from',
        `"${redirect.from}" is a page of this site: a redirect from it would hide the page; take the redirect away, or the page first`,
      );
    const toMistake =
      toProblem(redirect.to) ??
      missingPageProblem(redirect.to, routes, byFrom) ??
      (firstIndex.get(from) === index ? wayProblem(redirect, byFrom) : undefined);
    if (toMistake) refuse(index, 'to', toMistake);
  });
  return errors;
}
