/**
 * "New post", "New project": a new entry of a collection through the editor's API, against a throw-away copy of the
 * second fixture site (its collection: articles, whose entries require an author). The file is named from the title,
 * dated as the editor asks, starts as a draft, and is refused in words when it exists or cannot be made.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { slugFromTitle } from '../../src/editorApi/entrySlug';
import { openAccountStore } from '../../src/server/editor/accounts';
import { SUMMARY_TO_FILL_IN } from '../../src/server/editor/entryCreation';
import { createApp, type App } from '../../src/server/main';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';

const password = 'correct horse battery staple';
let app: App;
let base: string;
let cookie: string;
const contentRoot = copyOfFixture('second-site');
const dataDir = tempDir('editor-data');
const distDir = fakeEditorDist();
const logged: string[] = [];

const newEntry = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${base}/edit/api/new-entry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  await openAccountStore(dataDir).add('maria', password);
  app = await createApp({
    distDir,
    dataDir,
    rateLimitPerMinute: 0,
    editor: { contentRoot },
    company: parse(readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8')).company,
    log: (message) => logged.push(message),
  });
  base = `http://127.0.0.1:${(await app.listen(0)).port}`;
  const signedIn = await fetch(`${base}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name: 'maria', password }),
  });
  cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

describe('a new entry of a collection', () => {
  it('makes its file name from its title', () => {
    expect(slugFromTitle('Spring Roof-Care: Checklist!')).toBe('spring-roof-care-checklist');
    expect(slugFromTitle('  Wills & Trusts, Explained ')).toBe('wills-and-trusts-explained');
    expect(slugFromTitle('Café résumé 2026')).toBe('cafe-resume-2026');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('is written from its title, dated as asked, with a summary to fill in, as a draft that passes the check', async () => {
    const response = await newEntry({ collection: 'articles', title: 'Wills & Trusts', date: '2026-11-28' });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ created: true, path: 'collections/articles/wills-and-trusts.yaml' });
    const written = readFileSync(path.join(contentRoot, answer.path), 'utf8');
    expect(written).toBe(answer.text);
    expect(written.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/entry.schema.json');
    // The articles require an author: it is there to fill in too.
    expect(parse(written)).toEqual({
      title: 'Wills & Trusts',
      date: '2026-11-28',
      summary: SUMMARY_TO_FILL_IN,
      author: 'To fill in',
      draft: true,
    });
    expect(logged).toContain('Editor: maria added the entry collections/articles/wills-and-trusts.yaml.');
  });

  it('is refused in words when its file exists, and the file is left as it was', async () => {
    const file = path.join(contentRoot, 'collections/articles/what-a-will-does.yaml');
    const before = readFileSync(file, 'utf8');
    const response = await newEntry({ collection: 'articles', title: 'What a Will Does' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      'collections/articles/what-a-will-does.yaml already exists: open it from the list, or choose another title.',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it.each([
    [{ collection: 'news', title: 'Hello' }, 'There is no collection called "news".'],
    [{ collection: '../pages', title: 'Hello' }, 'Choose the collection the new entry belongs to.'],
    [{ collection: 'Articles', title: 'Hello' }, 'Choose the collection the new entry belongs to.'],
    [{ collection: 'articles', title: '   ' }, 'Give the new entry a title, for example Spring Garden Care Checklist.'],
    [{ collection: 'articles', title: '???' }, 'Give a title with letters or digits: the file name is made from it.'],
  ])('refuses %j in words', async (body, message) => {
    const response = await newEntry(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
  });

  it('needs a signed-in editor', async () => {
    const response = await newEntry({ collection: 'articles', title: 'Anonymous' }, {});
    expect(response.status).toBe(401);
    expect(existsSync(path.join(contentRoot, 'collections/articles/anonymous.yaml'))).toBe(false);
  });
});
