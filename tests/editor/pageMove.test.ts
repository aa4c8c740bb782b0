/**
 * "Move to another address…" through the editor's API, against a throw-away copy of the project's content: the
 * maintenance page moves from /services/maintenance to /services/roof-maintenance, the home page's card, the menu and
 * the footer follow it, and site.yaml sends visitors of the old address to the new one. A move is refused in words
 * for an address another page has, the home page or the not-found page; when the page changed since it was opened;
 * without sign-in and from another site's page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import type { App } from '../../src/server/main';
import { copyOfContent, fakeEditorDist, removeDir, tempDir } from './helpers';
import { startSignedIn } from './signedIn';

const password = 'correct horse battery staple';
let app: App;
let base: string;
let cookie: string;
const contentRoot = copyOfContent();
const dataDir = tempDir('editor-data');
const distDir = fakeEditorDist();
const logged: string[] = [];

const pageFile = 'pages/services/maintenance.yaml';
const read = (file: string) => readFileSync(path.join(contentRoot, file), 'utf8');

const movePage = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${base}/edit/api/move-page`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });

/** Every link value of a file's data (href, to, the menu's items…) that names `address` or a place on it. */
function linksTo(file: string, address: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key !== 'route' && key !== 'from' && (value === address || value.startsWith(`${address}#`)))
        found.push(value);
    } else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) visit(item, Array.isArray(value) ? key : name);
  };
  visit(parse(read(file)), '');
  return found;
}

beforeAll(async () => {
  ({ app, base, cookie } = await startSignedIn({
    contentRoot,
    dataDir,
    distDir,
    password,
    log: (message) => logged.push(message),
  }));
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

describe('moving a page to another address', () => {
  it('is refused without sign-in (401) and from another site’s page (403), and moves nothing', async () => {
    const text = read(pageFile);
    const body = { path: pageFile, route: '/services/roof-maintenance', base: text };
    expect((await movePage(body, {})).status).toBe(401);
    expect((await movePage(body, { Cookie: cookie, Origin: 'https://www.example.com' })).status).toBe(403);
    expect(read(pageFile)).toBe(text);
  });

  it('is refused in words for an address another page has, its own, a malformed one, the home page and the not-found page', async () => {
    const text = read(pageFile);
    const refusals: [unknown, RegExp][] = [
      [
        { path: pageFile, route: '/services/roofing', base: text },
        /address of another page \(pages\/services\/roofing/,
      ],
      [{ path: pageFile, route: '/services/maintenance', base: text }, /at \/services\/maintenance already/],
      [{ path: pageFile, route: '/Services/Roof Care', base: text }, /cannot be a page address/],
      [{ path: pageFile, route: '/', base: text }, /Give the page’s new address/],
      [{ path: 'pages/home.yaml', route: '/welcome' }, /home page .* cannot move/],
      [{ path: 'pages/not-found.yaml', route: '/missing' }, /not-found page .* cannot move/],
      [{ path: 'site.yaml', route: '/site' }, /Only a page of pages\//],
    ];
    for (const [body, words] of refusals) {
      const response = await movePage(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toMatch(words);
    }
    expect((await movePage({ path: 'pages/no-such-page.yaml', route: '/x' })).status).toBe(404);
    expect(read(pageFile)).toBe(text);
  });

  it('is refused (409) when the page changed since the editor opened it', async () => {
    const text = read(pageFile);
    const response = await movePage({
      path: pageFile,
      route: '/services/roof-maintenance',
      base: text.replace('Maintenance', 'Upkeep'),
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/saved pages\/services\/maintenance\.yaml/);
    expect(read(pageFile)).toBe(text);
  });

  it('moves the page, its links on the home page, in the menu and the footer, and sends the old address to the new one', async () => {
    const before = { home: linksTo('pages/home.yaml', '/services/maintenance').length };
    expect(before.home).toBeGreaterThan(0);
    const response = await movePage({ path: pageFile, route: 'services/roof-maintenance', base: read(pageFile) });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      moved: true,
      path: pageFile,
      from: '/services/maintenance',
      route: '/services/roof-maintenance',
    });
    expect(answer.relinked).toEqual(expect.arrayContaining(['pages/home.yaml', 'site.yaml']));
    expect(answer.message).toMatch(
      /moved from \/services\/maintenance to \/services\/roof-maintenance\. Links on \d+ other pages? and in the menu or footer now point to \/services\/roof-maintenance\. Visitors of \/services\/maintenance are sent there once you publish\.$/,
    );
    expect(parse(read(pageFile)).route).toBe('/services/roof-maintenance');
    expect(answer.text).toBe(read(pageFile));
    // The page's notes (comments) stay as the office wrote them.
    expect(read(pageFile)).toMatch(/^# Maintenance category page/m);
    for (const file of ['pages/home.yaml', 'site.yaml']) {
      expect(linksTo(file, '/services/maintenance'), file).toEqual([]);
      expect(linksTo(file, '/services/roof-maintenance').length, file).toBeGreaterThan(0);
    }
    // The pages below it keep their own addresses.
    expect(parse(read('pages/services/maintenance/residential.yaml')).route).toBe('/services/maintenance/residential');
    expect(parse(read('site.yaml')).redirects).toContainEqual({
      from: '/services/maintenance',
      to: '/services/roof-maintenance',
    });
    expect(logged.some((line) => line.includes('maria moved pages/services/maintenance.yaml'))).toBe(true);
  });

  it('leaves a site that passes the check', () => {
    expect(loadContent(contentFilesIn(contentRoot)).errors).toEqual([]);
  });

  it('moved back, leaves no redirect from the address the page has again, and none that leads nowhere', async () => {
    const response = await movePage({ path: pageFile, route: '/services/maintenance', base: read(pageFile) });
    expect(response.status).toBe(200);
    const redirects = (parse(read('site.yaml')).redirects ?? []) as { from: string; to: string }[];
    expect(redirects).toContainEqual({ from: '/services/roof-maintenance', to: '/services/maintenance' });
    expect(redirects.some((each) => each.from === '/services/maintenance')).toBe(false);
    expect(linksTo('pages/home.yaml', '/services/roof-maintenance')).toEqual([]);
    expect(loadContent(contentFilesIn(contentRoot)).errors).toEqual([]);
  });

  it('leaves its old address free for a new page, which gets a file of its own and takes the address from its redirect', async () => {
    expect((await movePage({ path: pageFile, route: '/services/upkeep', base: read(pageFile) })).status).toBe(200);
    const created = await fetch(`${base}/edit/api/new-page`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
      body: JSON.stringify({ route: '/services/maintenance' }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      path: 'pages/services/maintenance-2.yaml',
      route: '/services/maintenance',
    });
    expect(parse(read(pageFile)).route).toBe('/services/upkeep');
    const redirects = parse(read('site.yaml')).redirects as { from: string; to: string }[];
    expect(redirects.some((each) => each.from === '/services/maintenance')).toBe(false);
    expect(loadContent(contentFilesIn(contentRoot)).errors).toEqual([]);
  });
});
