/**
 * Unsaved texts of collection files not on disk yet: the checker takes a new entry as an entry of its collection and
 * a new declaration as a collection, as it takes a new page as a page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withDrafts } from '../../src/content/checkerContext';
import { checkWithDrafts, projectOnDisk } from '../../src/server/editor/draftCheck';
import { copyOfFixture, removeDir } from './helpers';

// The second fixture site has one collection, articles, with three entries.
const root = copyOfFixture('second-site');
afterAll(() => removeDir(root));

const at = (relative: string) => path.join(root, ...relative.split('/'));
const entryText = readFileSync(at('collections/articles/what-a-will-does.yaml'), 'utf8');

describe('drafts of collection files', () => {
  it('lists a new entry among the entries, sorted, and a new declaration among the collections', () => {
    const saved = projectOnDisk(root);
    const drafted = withDrafts(
      saved,
      new Map([
        [at('collections/articles/a-first-article.yaml'), entryText],
        [at('collections/guides.yaml'), 'title: Guides\n'],
        [at('collections/articles/what-a-will-does.yaml'), entryText],
      ]),
    );
    const { entryFiles, collectionFiles, pageFiles } = drafted.files;
    expect(entryFiles).toEqual([...saved.files.entryFiles, at('collections/articles/a-first-article.yaml')].sort());
    expect(entryFiles[0]).toBe(at('collections/articles/a-first-article.yaml'));
    expect(collectionFiles).toEqual([...saved.files.collectionFiles, at('collections/guides.yaml')].sort());
    // Neither is a page, and a draft of a file on disk is not listed twice.
    expect(pageFiles).toEqual(saved.files.pageFiles);
    expect(new Set(entryFiles).size).toBe(entryFiles.length);
  });

  it("checks a new entry by its collection's rules, naming its file", () => {
    const broken = checkWithDrafts(root, {
      'collections/articles/a-first-article.yaml': entryText.replace(/^summary:/m, 'sumary:'),
    });
    expect(broken.errors.length).toBeGreaterThan(0);
    expect(new Set(broken.errors.map((error) => error.file))).toEqual(
      new Set(['collections/articles/a-first-article.yaml']),
    );
    expect(checkWithDrafts(root, { 'collections/articles/a-first-article.yaml': entryText }).errors).toEqual([]);
  });
});
