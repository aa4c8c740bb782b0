// @vitest-environment node
/**
 * The redirects of site.yaml, as the checker reads them: each mistake is refused at the redirect's own line, in the
 * words a person reads, on a copy of the second fixture site (pages, an article, its category page and feed). Then
 * the address a redirect answers, as the site's server asks for it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { redirectLookup, redirectsOf } from '../../src/content/redirects';

const fixture = path.join(__dirname, '../fixtures/second-site');
let root: string;
/** The line of site.yaml the first redirect's `from` is on. */
let firstLine: number;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'redirects-'));
  cpSync(fixture, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** site.yaml with these redirects, each [from, to] or [from, to, status], two lines a redirect (three with status). */
function withRedirects(redirects: [string, string, number?][]) {
  const file = path.join(root, 'site.yaml');
  const text = readFileSync(file, 'utf8');
  firstLine = text.split('\n').length + 1;
  const lines = redirects.flatMap(([from, to, status]) => [
    `  - from: ${JSON.stringify(from)}`,
    `    to: ${JSON.stringify(to)}`,
    ...(status ? [`    status: ${status}`] : []),
  ]);
  writeFileSync(file, `${text}redirects:\n${lines.join('\n')}\n`);
}
const check = () => loadContent(contentFilesIn(root));
const headlines = () => check().errors.map(errorHeadline);
/** The headline of redirect `n` (from 1; two lines each), at its `from` or its `to`. */
const at = (n: number, field: 'from' | 'to', message: string) =>
  `site.yaml:${firstLine + (n - 1) * 2 + (field === 'to' ? 1 : 0)}:${field === 'from' ? 11 : 9}  redirect ${n}: ${message}`;

describe('redirects in site.yaml', () => {
  it('old addresses sent to a page, a listed article, a category page and another site pass the check', () => {
    withRedirects([
      ['/old-fees', '/fees', 301],
      ['/wills', '/articles/what-a-will-does'],
      ['/estates/', '/articles/category/wills-estates#latest'],
      ['/bar-association', 'https://www.example.org/members?id=4'],
    ]);
    const { errors, content } = check();
    expect(errors).toEqual([]);
    expect(redirectsOf(content!.site)).toContainEqual({
      from: '/wills',
      to: '/articles/what-a-will-does',
      status: 301,
    });
  });

  it('a new address with no page is refused at its line, offering the nearest page', () => {
    withRedirects([['/old-fees', '/feez']]);
    expect(headlines()).toEqual([at(1, 'to', '"/feez" is not a page of this site. Did you mean "/fees"?')]);
  });

  it('an old address that is a page, an article’s page, its feed, a category page or a list’s next page is refused: the redirect would hide it', () => {
    withRedirects([
      ['/about', '/fees'],
      ['/articles/what-a-will-does/', '/fees'],
      ['/articles/feed.xml', '/fees'],
      ['/articles/category/wills-estates', '/fees'],
      ['/page/2', '/fees'],
    ]);
    const hides = (address: string) =>
      `"${address}" is a page of this site: a redirect from it would hide the page; take the redirect away, or the page first`;
    expect(headlines()).toEqual([
      at(1, 'from', hides('/about')),
      at(2, 'from', hides('/articles/what-a-will-does/')),
      at(3, 'from', hides('/articles/feed.xml')),
      at(4, 'from', hides('/articles/category/wills-estates')),
      at(5, 'from', hides('/page/2')),
    ]);
  });

  it('old addresses written badly are refused, each saying how to write it', () => {
    withRedirects([
      ['old-fees', '/fees'],
      ['/old-fees?page=2', '/fees'],
      ['/old fees', '/fees'],
      ['/old/../fees', '/fees'],
      ['https://www.example.com/old', '/fees'],
      ['/news/*', '/fees'],
    ]);
    expect(headlines()).toEqual([
      at(1, 'from', 'the old address "old-fees" must start with /, for example /old-fees'),
      at(
        2,
        'from',
        'the old address "/old-fees?page=2" has a ? or #: write only its path, without what follows them (/old-fees)',
      ),
      at(3, 'from', 'the old address "/old fees" has a space: addresses have none; use - between words'),
      at(4, 'from', 'the old address "/old/../fees" has .. or // in it: write the address as the browser shows it'),
      at(
        5,
        'from',
        'the old address "https://www.example.com/old" is written with its site: write only its path, starting with /, for example /old',
      ),
      at(
        6,
        'from',
        `the old address "/news/*" has a character addresses cannot have as written (such as * : { } or a letter with an accent): write it as the browser's address bar shows it, with letters, digits and - . _ ~ %`,
      ),
    ]);
  });

  it('a new address that is neither a page of this site nor an https:// address is refused', () => {
    withRedirects([
      ['/a', 'http://www.example.org/'],
      ['/b', '//www.example.org/'],
      ['/c', 'fees'],
      ['/d', 'https://members'],
    ]);
    const neither = (to: string) =>
      `the new address "${to}" must be a page of this site, starting with /, or an address on another site, starting with https://`;
    expect(headlines()).toEqual([
      at(1, 'to', neither('http://www.example.org/')),
      at(2, 'to', neither('//www.example.org/')),
      at(3, 'to', neither('fees')),
      at(
        4,
        'to',
        `the new address "https://members" has no site's name after https://, for example https://www.example.com/page`,
      ),
    ]);
  });

  it('the same old address twice is refused at the second, naming the line of the first', () => {
    withRedirects([
      ['/old-fees', '/fees'],
      ['/old-fees/', '/contact'],
    ]);
    expect(headlines()).toEqual([
      at(2, 'from', `"/old-fees/" already has a redirect, on line ${firstLine}: keep one of them`),
    ]);
  });

  it('a redirect to itself and two that send visitors round in a circle are refused', () => {
    withRedirects([
      ['/loop', '/loop/'],
      ['/a', '/b'],
      ['/b', '/a'],
    ]);
    expect(headlines()).toEqual([
      at(1, 'to', '"/loop" is sent to itself: a visitor would be sent round and round; send it to another page'),
      at(
        2,
        'to',
        '"/a" goes to "/b", which goes back to "/a": a visitor would be sent round and round; send each of them to a page',
      ),
      at(
        3,
        'to',
        '"/b" goes to "/a", which goes back to "/b": a visitor would be sent round and round; send each of them to a page',
      ),
    ]);
  });

  it('a redirect to an old address is refused, naming the page to send it straight to', () => {
    withRedirects([
      ['/a', '/b'],
      ['/b', '/c'],
      ['/c', '/fees'],
    ]);
    expect(headlines()).toEqual([
      at(1, 'to', '"/a" goes to "/b", which itself goes to "/fees": send "/a" straight to "/fees"'),
      at(2, 'to', '"/b" goes to "/c", which itself goes to "/fees": send "/b" straight to "/fees"'),
    ]);
  });

  it('more than 500 redirects are refused by the schema', () => {
    withRedirects(Array.from({ length: 501 }, (_, index) => [`/old-${index}`, '/fees'] as [string, string]));
    expect(headlines()).toEqual([`site.yaml:${firstLine}:3  "redirects" can have at most 500 entries`]);
  });
});

describe('the redirect for an address', () => {
  const redirectFor = redirectLookup(
    redirectsOf({
      redirects: [
        { from: '/old-fees', to: '/fees' },
        { from: '/estates/', to: 'https://www.example.org/', status: 302 },
        { from: '/old-fees/', to: '/second' },
      ],
    }),
  );

  it('answers an address with or without a slash at its end', () => {
    expect(redirectFor('/old-fees')).toEqual({ from: '/old-fees', to: '/fees', status: 301 });
    expect(redirectFor('/old-fees/')?.to).toBe('/fees');
    expect(redirectFor('/estates')).toEqual({
      from: '/estates/',
      to: 'https://www.example.org/',
      status: 302,
    });
  });

  it('answers the first of two redirects from one address, and no other address', () => {
    expect(redirectFor('/fees')).toBeUndefined();
    expect(redirectFor('/old-fees/more')).toBeUndefined();
    expect(redirectFor('/')).toBeUndefined();
  });
});
