/**
 * The content's versions in git (src/server/publish/versions.ts): a file reads as each commit holds it, whether the
 * checkout still has those bytes (read from the file) or has moved on (read from git), and a commit's file list is
 * the same however often it is asked for. A record is a commit of the content alone, by the editor, and none when
 * the content is as last recorded.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitVersions } from '../../src/server/publish/versions';

let root: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Site', '-c', 'user.email=site@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
const write = (text: string) => writeFileSync(path.join(root, 'pages/about.yaml'), text);

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'versions-'));
  mkdirSync(path.join(root, 'pages'));
  git('init', '-q', '-b', 'main');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the content’s versions', () => {
  it('reads a page as each version holds it, after the checkout has moved on', async () => {
    const versions = gitVersions(root);
    write('title: First words\n');
    const first = await versions.record('maria', 'First words');
    write('title: Second words\n');
    const second = await versions.record('maria', 'Second words');
    write('title: Words not recorded yet\n');
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    expect((await versions.read(first!, 'pages/about.yaml'))?.toString()).toBe('title: First words\n');
    expect((await versions.read(second!, 'pages/about.yaml'))?.toString()).toBe('title: Second words\n');
    write('title: Second words\n');
    expect((await versions.read(second!, 'pages/about.yaml'))?.toString()).toBe('title: Second words\n');
    expect(await versions.read(first!, 'pages/missing.yaml')).toBeUndefined();
  });

  it('lists a version’s files alike each time it is asked, and each version its own', async () => {
    const versions = gitVersions(root);
    write('title: Third words\n');
    writeFileSync(path.join(root, 'pages/contact.yaml'), 'title: Contact\n');
    const third = await versions.record('maria', 'Third words');
    const head = await versions.head();
    expect(head).toBe(third);
    const once = await versions.hashes(third!);
    expect([...once.keys()].sort()).toEqual(['pages/about.yaml', 'pages/contact.yaml']);
    expect(await versions.hashes(third!)).toEqual(once);
    const before = await versions.hashes(git('rev-parse', 'HEAD~1').trim());
    expect([...before.keys()]).toEqual(['pages/about.yaml']);
  });

  it('records the content alone, by the editor, and nothing when nothing changed since', async () => {
    const versions = gitVersions(root);
    const before = await versions.head();
    expect(await versions.record('maria', 'Nothing new')).toBeUndefined();
    expect(await versions.head()).toBe(before);

    writeFileSync(path.join(root, 'notes.txt'), 'Not content\n');
    git('add', 'notes.txt');
    mkdirSync(path.join(root, 'collections/news'), { recursive: true });
    writeFileSync(path.join(root, 'collections/news/first.yaml'), 'title: First post\n');
    const recorded = await versions.record('maria', 'A first post');
    expect(recorded).toBe(await versions.head());
    expect(git('log', '-1', '--format=%an <%ae>|%s').trim()).toBe('maria <maria@editor>|A first post');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('collections/news/first.yaml');
    // What someone else had staged is still staged, for their own commit.
    expect(git('diff', '--cached', '--name-only').trim()).toBe('notes.txt');
  });
});
