// @vitest-environment node
/**
 * A check remembers the files that passed (src/content/checkedFileCache.ts). What a person editing the site must
 * still get: every mistake in a changed file, and every mistake that another file's change causes in an unchanged
 * one, at its exact line and column.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

const validSite = path.join(__dirname, '../fixtures/minimal-site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'checked-cache-'));
  cpSync(validSite, root, { recursive: true });
  // The cache lives in the project's node_modules.
  mkdirSync(path.join(root, 'node_modules'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const check = () => loadContent(contentFilesIn(root));
const headlines = () => check().errors.map(errorHeadline);
const cacheDir = () => path.join(root, 'node_modules', '.cache', 'site-content');
const cachedEntries = () =>
  Object.keys(JSON.parse(readFileSync(path.join(cacheDir(), readdirSync(cacheDir())[0]), 'utf8')));

describe('the cache of checked files', () => {
  it('remembers every file that passed, and a second check gives the same data', () => {
    const first = check();
    expect(first.errors).toEqual([]);
    expect(cachedEntries()).toHaveLength(4); // site.yaml and three pages
    expect(check().content).toEqual(first.content);
  });

  it('checks a changed file in full: its new mistake is found at its line', () => {
    check();
    const about = path.join(root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('label: Years Experience', 'lable: Years Experience'));
    expect(headlines()).toContain(
      'pages/about.yaml:13:9  block 2 (stats), item 1: "lable" is not a field known here. Did you mean "label"?',
    );
  });

  it('places a broken link in an unchanged file exactly, when the page it led to is deleted', () => {
    check();
    rmSync(path.join(root, 'pages/about.yaml'));
    expect(headlines()).toContainEqual(expect.stringMatching(/^pages\/home\.yaml:13:15 .*"\/about"/));
  });

  it('places a missing picture in unchanged files exactly, when the picture is deleted', () => {
    check();
    rmSync(path.join(root, 'public/images/roof.svg'));
    expect(headlines()).toEqual([
      'pages/about.yaml:8:14  block 1 (hero), image 1: image "/images/roof.svg" was not found in the public folder.',
      'pages/home.yaml:9:14  block 1 (hero), image 1: image "/images/roof.svg" was not found in the public folder.',
      'site.yaml:73:10  seo, defaultImage: image "/images/roof.svg" was not found in the public folder.',
    ]);
  });

  it('never remembers a file with a mistake', () => {
    const home = path.join(root, 'pages/home.yaml');
    writeFileSync(home, readFileSync(home, 'utf8').replace('type: steps', 'type: stepz'));
    expect(check().errors).not.toEqual([]);
    expect(cachedEntries()).toHaveLength(3);
    // The same mistake is reported the second time too.
    expect(headlines()).toEqual([
      'pages/home.yaml:14:11  block 2 (stepz): unknown block type "stepz". Did you mean "steps"?',
    ]);
  });

  it('forgets files that changed or went away', () => {
    const about = path.join(root, 'pages/about.yaml');
    const extra = path.join(root, 'pages/extra.yaml');
    writeFileSync(extra, readFileSync(about, 'utf8').replace('route: /about', 'route: /extra'));
    check();
    expect(cachedEntries()).toHaveLength(5);
    rmSync(extra);
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About', 'title: About Us'));
    expect(check().errors).toEqual([]);
    expect(cachedEntries()).toHaveLength(4);
  });

  it('is not written for a project without node_modules', () => {
    rmSync(path.join(root, 'node_modules'), { recursive: true });
    expect(check().errors).toEqual([]);
    expect(existsSync(path.join(root, 'node_modules'))).toBe(false);
  });
});
