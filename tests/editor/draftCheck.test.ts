/**
 * The check of unsaved text on the server, one check after another as an editor types: each sees its own draft
 * and the files as they are on disk now, never an earlier draft, and never changes the real files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageTemplate } from '../../src/authoring/newPage';
import { checkWithDrafts, removeDraftFolders } from '../../src/server/editor/draftCheck';
import { copyOfContent, removeDir } from './helpers';

const root = copyOfContent();
const about = readFileSync(path.join(root, 'pages/about.yaml'), 'utf8');

afterAll(() => {
  removeDraftFolders();
  removeDir(root);
});

describe('checking drafts one after another', () => {
  it('forgets a draft once checked: the next check sees the file on disk', () => {
    const broken = checkWithDrafts(root, { 'pages/about.yaml': about.replace('heading: At a Glance', 'headng: x') });
    expect(broken.errors.map((error) => error.file)).toEqual(['pages/about.yaml']);
    expect(
      checkWithDrafts(root, { 'pages/contact.yaml': readFileSync(path.join(root, 'pages/contact.yaml'), 'utf8') })
        .errors,
    ).toEqual([]);
    expect(readFileSync(path.join(root, 'pages/about.yaml'), 'utf8')).toBe(about);
  });

  it('sees pages added and removed on disk since the last check', () => {
    const linking = { 'pages/about.yaml': about.replace('href: /contact', 'href: /services/gutters') };
    expect(checkWithDrafts(root, linking).errors[0]?.message).toMatch(
      /"\/services\/gutters" goes to a page that does not exist/,
    );
    const added = path.join(root, 'pages/services/gutters.yaml');
    writeFileSync(added, pageTemplate('/services/gutters', '../../schema/page.schema.json', true));
    expect(checkWithDrafts(root, linking).errors).toEqual([]);
    rmSync(added);
    expect(checkWithDrafts(root, linking).errors).toHaveLength(1);
  });

  it('checks a new page that is not on disk yet, and leaves nothing of it behind', () => {
    const draft = pageTemplate('/services/gutters', '../../schema/page.schema.json', true);
    const result = checkWithDrafts(root, {
      'pages/services/gutters.yaml': draft.replace('heading: Gutters', 'headng: Gutters'),
    });
    expect(result.errors.length).toBeGreaterThan(0);
    expect(new Set(result.errors.map((error) => error.file))).toEqual(new Set(['pages/services/gutters.yaml']));
    expect(checkWithDrafts(root, { 'pages/about.yaml': about }).errors).toEqual([]);
  });

  it('removes the folder a killed server left behind, and not that of a server still running', () => {
    const ended = Number(execFileSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }));
    const leftBehind = path.join(tmpdir(), `site-drafts-of-${ended}-test`);
    const running = path.join(tmpdir(), `site-drafts-of-${process.ppid}-test`);
    mkdirSync(leftBehind, { recursive: true });
    mkdirSync(running, { recursive: true });
    removeDraftFolders();
    checkWithDrafts(root, { 'pages/about.yaml': about });
    expect(existsSync(leftBehind)).toBe(false);
    expect(existsSync(running)).toBe(true);
    rmSync(running, { recursive: true });
  });
});
