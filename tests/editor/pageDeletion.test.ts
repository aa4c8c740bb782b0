/**
 * "Delete this page…" through the editor's API, against a throw-away copy of the second fixture site, whose Fees page
 * is linked from the menu, the footer and twice from the home page. The office is told how many links lead to a
 * page; a page is deleted only by a signed-in editor from the editor's own page, only a page under pages/ that is
 * neither the home page nor the not-found page, only when it did not change since it was opened, and only when the
 * site passes without it: its visitors are sent on by a redirect in site.yaml, and its links follow when asked.
 * Deleting an article can send its visitors on too.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { App } from '../../src/server/main';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';
import { startSignedIn } from './signedIn';

const password = 'correct horse battery staple';
let app: App;
let base: string;
let cookie: string;
const contentRoot = copyOfFixture('second-site');
const dataDir = tempDir('editor-data');
const distDir = fakeEditorDist();

const read = (file: string) => readFileSync(path.join(contentRoot, file), 'utf8');
const there = (file: string) => existsSync(path.join(contentRoot, file));

const post = (route: string, body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${base}/edit/api/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });
const deletePage = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  post('delete-page', { redirectTo: '/contact', repointLinks: true, ...body }, headers);
/** The site's mistakes as the check finds them now, with site.yaml as saved. */
const mistakesNow = async () => {
  const response = await post('check', { path: 'site.yaml', text: read('site.yaml') });
  return ((await response.json()) as { errors: { message: string }[] }).errors;
};

beforeAll(async () => {
  ({ app, base, cookie } = await startSignedIn({ contentRoot, dataDir, distDir, password }));
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

describe('deleting a page', () => {
  it('tells how many links lead to the page, and from which pages, named as the office knows them', async () => {
    const response = await fetch(`${base}/edit/api/page-links?route=/fees`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      route: '/fees',
      links: 4,
      files: [
        { file: 'site.yaml', name: 'Company details', links: 2 },
        { file: 'pages/home.yaml', name: expect.stringMatching(/ page$/), links: 2 },
      ],
    });
  });

  it('refuses, in the check’s words, to leave the menu’s link leading to a page that is gone', async () => {
    const response = await deletePage({ path: 'pages/fees.yaml', base: read('pages/fees.yaml'), repointLinks: false });
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.deleted).toBe(false);
    expect(answer.error).toContain('/fees');
    expect(answer.errors.map((each: { file: string }) => each.file)).toContain('site.yaml');
    expect(there('pages/fees.yaml')).toBe(true);
    expect(read('site.yaml')).not.toContain('redirects:');
  });

  it('refuses a page that changed since the editor opened it (409), keeping it', async () => {
    const response = await deletePage({ path: 'pages/fees.yaml', base: 'route: /fees\n' });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toContain('Not deleted');
    expect(there('pages/fees.yaml')).toBe(true);
  });

  it('refuses the home page and the not-found page (400) in words, and any file that is not a page', async () => {
    const home = await deletePage({ path: 'pages/home.yaml', base: read('pages/home.yaml') });
    expect(home.status).toBe(400);
    expect((await home.json()).error).toMatch(/home page cannot be deleted/);
    const notFound = await deletePage({ path: 'pages/not-found.yaml', base: read('pages/not-found.yaml') });
    expect(notFound.status).toBe(400);
    expect((await notFound.json()).error).toMatch(/not-found page cannot be deleted/);
    const site = await deletePage({ path: 'site.yaml', base: read('site.yaml') });
    expect(site.status).toBe(400);
    const outside = await deletePage({ path: '../package.json' });
    expect(outside.status).toBe(400);
    expect(there('pages/home.yaml') && there('pages/not-found.yaml')).toBe(true);
  });

  it('asks who is deleting (401) and from where (403 from another site)', async () => {
    const signedOut = await deletePage({ path: 'pages/fees.yaml' }, { Cookie: '' });
    expect(signedOut.status).toBe(401);
    const elsewhere = await deletePage({ path: 'pages/fees.yaml' }, { Cookie: cookie, Origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    expect(there('pages/fees.yaml')).toBe(true);
  });

  it('deletes it, sends its visitors to the page chosen and points its links there, and the site passes', async () => {
    const response = await deletePage({ path: 'pages/fees.yaml', base: read('pages/fees.yaml') });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ deleted: true, redirect: { from: '/fees', to: '/contact' } });
    expect(answer.repointed.sort()).toEqual(['pages/home.yaml', 'site.yaml']);
    expect(there('pages/fees.yaml')).toBe(false);
    const site = parse(read('site.yaml'));
    expect(site.redirects).toEqual([{ from: '/fees', to: '/contact' }]);
    expect(read('site.yaml')).not.toMatch(/href: \/fees\b/);
    expect(read('pages/home.yaml')).not.toMatch(/href: \/fees\b/);
    expect(await mistakesNow()).toEqual([]);
  });
});

describe('deleting an article, its visitors sent on', () => {
  it('suggests the collection’s listing page, and writes the redirect from the article’s address', async () => {
    const file = 'collections/articles/what-a-will-does.yaml';
    const declaration = read('collections/articles.yaml');
    writeFileSync(
      path.join(contentRoot, 'collections/articles.yaml'),
      declaration.replace('kind: Article\n', 'kind: Article\nlisting: /about\n'),
    );
    const listings = await fetch(`${base}/edit/api/entry-listings?path=${encodeURIComponent(file)}`, {
      headers: { Cookie: cookie },
    });
    expect((await listings.json()).suggestedRedirect).toBe('/about');

    const response = await post('delete-entry', { path: file, base: read(file), redirectTo: '/about' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      deleted: true,
      redirect: { from: '/articles/what-a-will-does', to: '/about' },
    });
    expect(there(file)).toBe(false);
    expect(parse(read('site.yaml')).redirects).toContainEqual({ from: '/articles/what-a-will-does', to: '/about' });
    expect(await mistakesNow()).toEqual([]);
  });
});
