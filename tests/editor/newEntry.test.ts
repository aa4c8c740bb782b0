/**
 * "New post", "New project": a new entry of a collection through the editor's API, against a throw-away copy of the
 * second fixture site (its collection: articles, whose entries require an author; and projects, pictures first,
 * declared in the copy). The file is named from the title, dated as the editor asks, takes the photo just added as
 * its main picture, starts as a draft, and is refused in words when it exists or cannot be made.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { slugFromTitle } from '../../src/editorApi/entrySlug';
import { BODY_TO_FILL_IN, SUMMARY_TO_FILL_IN } from '../../src/server/editor/entryCreation';
import type { App } from '../../src/server/main';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';
import { startSignedIn } from './signedIn';
import { declarePicturesFirstCollection } from './picturesFirstCollection';

const password = 'correct horse battery staple';
let app: App;
let base: string;
let cookie: string;
const contentRoot = copyOfFixture('second-site');
declarePicturesFirstCollection(contentRoot);
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

describe('a new entry of a collection', () => {
  it('makes its file name from its title', () => {
    expect(slugFromTitle('Spring Roof-Care: Checklist!')).toBe('spring-roof-care-checklist');
    expect(slugFromTitle('  Wills & Trusts, Explained ')).toBe('wills-and-trusts-explained');
    expect(slugFromTitle('Café résumé 2026')).toBe('cafe-resume-2026');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('is written from its title, dated as asked, with a summary and a text to fill in, as a draft that passes the check', async () => {
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
      blocks: BODY_TO_FILL_IN,
    });
    expect(written).toContain(
      '# A draft, not on the site: untick Draft in its details in the editor once it is ready.\ndraft: true\n',
    );
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

describe('a new entry with its main picture', () => {
  const picture = { src: '/images/articles/will-signing.svg', alt: '  A signed will  on a desk ' };

  it('takes a picture of the site, with what it shows, as its main picture', async () => {
    const response = await newEntry({
      collection: 'articles',
      title: 'Signing Day',
      date: '2026-11-28',
      image: picture,
    });
    expect(response.status).toBe(201);
    const written = parse(readFileSync(path.join(contentRoot, 'collections/articles/signing-day.yaml'), 'utf8'));
    expect(Object.keys(written)).toEqual(['title', 'date', 'summary', 'image', 'author', 'draft', 'blocks']);
    expect(written.image).toEqual({ src: '/images/articles/will-signing.svg', alt: 'A signed will on a desk' });
  });

  it('starts a project, whose collection is pictures first, with its photo and its own fields to fill in', async () => {
    expect(siteOutline(contentRoot).collections.find((each) => each.name === 'projects')?.photos).toBe('photos');
    const image = { src: '/images/office.svg', alt: 'The new front steps of the community center' };
    const response = await newEntry({ collection: 'projects', title: 'Center Steps', date: '2026-11-28', image });
    expect(response.status).toBe(201);
    const { path: file } = await response.json();
    expect(parse(readFileSync(path.join(contentRoot, file), 'utf8'))).toEqual({
      title: 'Center Steps',
      date: '2026-11-28',
      summary: SUMMARY_TO_FILL_IN,
      image,
      location: 'To fill in',
      draft: true,
      blocks: BODY_TO_FILL_IN,
    });
  });

  const notOurs = 'The photo is not among the site’s pictures: add it again.';
  const describeIt = 'Say in one sentence what the photo shows: people who cannot see it hear these words.';
  it.each([
    [{ src: '/images/articles/no-such-photo.jpg', alt: 'A photo' }, notOurs],
    [{ src: '/images/../site.yaml', alt: 'A photo' }, notOurs],
    [{ src: 'https://example.com/photo.jpg', alt: 'A photo' }, notOurs],
    ['/images/articles/will-signing.svg', notOurs],
    [{ src: '/images/articles/will-signing.svg' }, describeIt],
    [{ src: '/images/articles/will-signing.svg', alt: '   ' }, describeIt],
  ])('refuses the picture %j in words, and writes nothing', async (image, message) => {
    const response = await newEntry({ collection: 'articles', title: 'Picture Refused', image });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
    expect(existsSync(path.join(contentRoot, 'collections/articles/picture-refused.yaml'))).toBe(false);
  });
});
