/**
 * The collections' files the editor may open and save (collections/<name>.yaml and collections/<name>/<slug>.yaml),
 * and every other spelling it refuses before the file system is asked.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFilePath, isContentPath, PathRefused } from '../../src/server/editor/editableFiles';
import { removeDir, tempDir } from './helpers';

let root: string;
let outside: string;

beforeAll(() => {
  root = tempDir('collection-files');
  outside = tempDir('outside');
  mkdirSync(path.join(root, 'collections/news'), { recursive: true });
  writeFileSync(path.join(root, 'collections/news.yaml'), 'title: News\n');
  writeFileSync(path.join(outside, 'secret.yaml'), 'secret: true\n');
  // A collection's folder that is a link, and an entry that is a link: neither may be followed.
  symlinkSync(outside, path.join(root, 'collections/linked'));
  symlinkSync(path.join(outside, 'secret.yaml'), path.join(root, 'collections/news/leak.yaml'));
  symlinkSync(path.join(outside, 'secret.yaml'), path.join(root, 'collections/tips.yaml'));
});
afterAll(() => {
  removeDir(root);
  removeDir(outside);
});

describe("the editor's collection files", () => {
  it.each([
    'collections/news.yaml',
    'collections/projects.yaml',
    'collections/news/spring-roof-care.yaml',
    'collections/projects/2024-cedar-deck.yaml',
  ])('opens and saves %s', (relative) => {
    expect(isContentPath(relative)).toBe(true);
    expect(contentFilePath(root, relative)).toBe(path.join(root, ...relative.split('/')));
  });

  it.each([
    ['a climb out of the folder', 'collections/../package.json'],
    ['a climb inside the name', 'collections/news/../../site.yaml'],
    ['a folder deeper than one', 'collections/news/2026/spring.yaml'],
    ['upper case', 'collections/News.yaml'],
    ['upper case in an entry', 'collections/news/Spring.yaml'],
    ['an underscore', 'collections/news/spring_care.yaml'],
    ['a name starting with a dash', 'collections/-news.yaml'],
    ['a hidden file', 'collections/news/.spring.yaml'],
    ['another ending', 'collections/news/spring.yml'],
    ['an absolute path', '/collections/news.yaml'],
    ['a backslash', 'collections\\news.yaml'],
    ['percent-encoding', 'collections/news%2Fspring.yaml'],
    ['the folder itself', 'collections/news'],
    ['a file beside the collections', 'collections.yaml'],
  ])('refuses %s (%s)', (_what, relative) => {
    expect(isContentPath(relative)).toBe(false);
    expect(() => contentFilePath(root, relative)).toThrow(PathRefused);
  });

  it('says in words which files can be edited', () => {
    expect(() => contentFilePath(root, 'collections/news/2026/spring.yaml')).toThrow(
      /collections under collections\/ \(a collection such as collections\/news\.yaml, or one of its entries such as collections\/news\/spring-checklist\.yaml\)/,
    );
  });

  it.each([
    ['a collection whose folder is a link', 'collections/linked/secret.yaml'],
    ['an entry that is a link', 'collections/news/leak.yaml'],
    ['a declaration that is a link', 'collections/tips.yaml'],
  ])('refuses %s, though it is spelled right', (_what, relative) => {
    expect(isContentPath(relative)).toBe(true);
    expect(() => contentFilePath(root, relative)).toThrow(/cannot be edited here/);
  });
});
