/**
 * "Delete this article…" through the editor's API, against a throw-away copy of the second fixture site, its articles
 * listed at /articles, the newest two on a library page, one linked to by a page and one the only article with the
 * tag a page asks for. The office is told which pages list an entry; an entry is deleted only by a signed-in editor
 * from the editor's own page, only when the site passes without it and it did not change since it was opened, and
 * only an entry of a declared collection, never another file. Its photo stays.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const logged: string[] = [];

const willFile = 'collections/articles/what-a-will-does.yaml';
const linkedFile = 'collections/articles/fees-explained.yaml';
const taggedFile = 'collections/articles/trusts-in-brief.yaml';
const draftFile = 'collections/articles/custody-mediation-first-steps.yaml';

const write = (file: string, lines: string[]) => writeFileSync(path.join(contentRoot, file), `${lines.join('\n')}\n`);
const read = (file: string) => readFileSync(path.join(contentRoot, file), 'utf8');
const there = (file: string) => existsSync(path.join(contentRoot, file));

const article = (title: string, date: string, extra: string[]) => [
  `title: ${title}`,
  `date: ${date}`,
  `summary: ${title}, in plain words.`,
  'author: Elena Hartwell',
  ...extra,
];

const listings = (file: string, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${base}/edit/api/entry-listings?path=${encodeURIComponent(file)}`, { headers });

const deleteEntry = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${base}/edit/api/delete-entry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  const declaration = read('collections/articles.yaml');
  writeFileSync(
    path.join(contentRoot, 'collections/articles.yaml'),
    declaration.replace('kind: Article\n', 'kind: Article\nlisting: /articles\n'),
  );
  write(linkedFile, article('Fees, Explained', '2026-10-01', ['category: Small Business']));
  write(taggedFile, article('Trusts in Brief', '2026-08-01', ['category: Wills & Estates', 'tags: [trusts]']));
  write('pages/articles.yaml', [
    'route: /articles',
    'title: Articles | {{shortName}}',
    'description: Every article of the firm, newest first.',
    'blocks:',
    '  - type: entryList',
    '    heading: All Articles',
    '    from:',
    '      collection: articles',
    '  - type: entryList',
    '    heading: On Trusts',
    '    from:',
    '      collection: articles',
    '      tag: trusts',
  ]);
  write('pages/library.yaml', [
    'route: /library',
    'title: From the Library | {{shortName}}',
    'description: The newest articles, with their pictures.',
    'blocks:',
    '  - type: gallery',
    '    heading: Newest Articles',
    '    from:',
    '      collection: articles',
    '      newest: 3',
    '  - type: callToAction',
    '    heading: What Do Our Fees Cover?',
    '    text: Read how a written fee works before you book.',
    '    button:',
    '      label: Read about fees',
    '      href: /articles/fees-explained',
  ]);
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

describe('the pages that list an entry', () => {
  it('are the whole list, the gallery of the newest, its category’s page and the feed, with its own page', async () => {
    const response = await listings(willFile);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      path: willFile,
      route: '/articles/what-a-will-does',
      listingPage: { file: 'pages/articles.yaml', title: 'Articles' },
    });
    expect(answer.mistakes).toBeUndefined();
    expect(answer.listings).toEqual([
      { route: '/articles', title: 'Articles', headings: ['All Articles'], kind: 'page' },
      { route: '/library', title: 'From the Library', headings: ['Newest Articles'], kind: 'page' },
      {
        route: '/articles/category/wills-estates',
        title: 'Wills & Estates',
        headings: ['Wills & Estates'],
        kind: 'category',
      },
      { route: '/articles/feed.xml', title: expect.stringContaining('Articles'), headings: [], kind: 'feed' },
    ]);
  });

  it('are none for a draft, which has no page of its own yet', async () => {
    const answer = await (await listings(draftFile)).json();
    expect(answer).toMatchObject({ path: draftFile, listings: [] });
    expect(answer.route).toBeUndefined();
  });

  it('are told for an entry of a declared collection only, and to a signed-in editor only', async () => {
    for (const file of ['pages/about.yaml', 'collections/articles.yaml', 'collections/nothing/x.yaml', '../site.yaml'])
      expect((await listings(file)).status, file).toBe(400);
    expect((await listings('collections/articles/no-such-article.yaml')).status).toBe(404);
    expect((await listings(willFile, {})).status).toBe(401);
  });
});

describe('deleting an entry', () => {
  it('is refused without sign-in (401) and from another site’s page (403), and deletes nothing', async () => {
    const text = read(willFile);
    expect((await deleteEntry({ path: willFile, base: text }, {})).status).toBe(401);
    const crossOrigin = await deleteEntry(
      { path: willFile, base: text },
      { Cookie: cookie, Origin: 'https://www.example.com' },
    );
    expect(crossOrigin.status).toBe(403);
    const crossSite = await deleteEntry(
      { path: willFile, base: text },
      { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(there(willFile)).toBe(true);
  });

  it('touches no file but an entry of a declared collection', async () => {
    for (const file of [
      'site.yaml',
      'pages/about.yaml',
      'collections/articles.yaml',
      'collections/nothing/x.yaml',
      '../site.yaml',
      'collections/articles/../../site.yaml',
      'collections/articles/..%2F..%2Fsite.yaml',
      '/etc/passwd',
      'collections\\articles\\what-a-will-does.yaml',
    ]) {
      const response = await deleteEntry({ path: file });
      expect(response.status, file).toBe(400);
      expect((await response.json()).error).toMatch(/can be (deleted|edited)|no collection called/);
    }
    expect((await deleteEntry({ path: 'collections/articles/no-such-article.yaml' })).status).toBe(404);
    expect((await deleteEntry({})).status).toBe(400);
    for (const file of ['site.yaml', 'pages/about.yaml', 'collections/articles.yaml', willFile])
      expect(there(file), file).toBe(true);
  });

  it('is refused (409) when the entry changed since the editor opened it', async () => {
    const response = await deleteEntry({ path: willFile, base: read(willFile).replace('Elena', 'Jo') });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(
      /^Not deleted: .* saved collections\/articles\/what-a-will-does\.yaml/,
    );
    expect(there(willFile)).toBe(true);
  });

  it('is refused (422) in the check’s words while a page links to it, or asks for a tag only it has', async () => {
    const linked = await deleteEntry({ path: linkedFile, base: read(linkedFile) });
    expect(linked.status).toBe(422);
    const linkedAnswer = await linked.json();
    expect(linkedAnswer).toMatchObject({ deleted: false, error: expect.stringMatching(/^Not deleted: without/) });
    expect(linkedAnswer.errors).toEqual([
      expect.objectContaining({
        file: 'pages/library.yaml',
        message: expect.stringContaining('/articles/fees-explained'),
      }),
    ]);
    expect(there(linkedFile)).toBe(true);

    const tagged = await deleteEntry({ path: taggedFile, base: read(taggedFile) });
    expect(tagged.status).toBe(422);
    expect((await tagged.json()).errors).toEqual([
      expect.objectContaining({ file: 'pages/articles.yaml', message: expect.stringContaining('"trusts"') }),
    ]);
    expect(there(taggedFile)).toBe(true);
    expect(logged).toContain(`Editor: maria tried to delete ${taggedFile}; refused with 1 mistake(s).`);
  });

  it('deletes it when the site passes without it: its photo stays, the list of pages counts one fewer', async () => {
    const articles = async () =>
      (await (await fetch(`${base}/edit/api/pages`, { headers: { Cookie: cookie } })).json()).collections.find(
        (collection: { name: string }) => collection.name === 'articles',
      ).entries.length;
    const before = await articles();
    const text = read(willFile);
    const response = await deleteEntry({ path: willFile, base: text });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, errors: [] });
    expect(there(willFile)).toBe(false);
    expect(existsSync(path.join(contentRoot, 'public/images/articles/will-signing.svg'))).toBe(true);
    expect(logged).toContain(`Editor: maria deleted the entry ${willFile}.`);
    expect(await articles()).toBe(before - 1);

    // An editor who still had it open cannot bring it back by saving, nor delete it twice.
    const save = await fetch(`${base}/edit/api/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
      body: JSON.stringify({ path: willFile, text, base: text }),
    });
    expect(save.status).toBe(409);
    expect((await save.json()).error).toMatch(/^Not saved: you \(in another window\) deleted /);
    expect(there(willFile)).toBe(false);
    expect((await deleteEntry({ path: willFile, base: text })).status).toBe(404);
  });
});
