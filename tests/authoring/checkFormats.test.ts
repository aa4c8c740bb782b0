/**
 * `npm run check` for people and for tools: on a site with a misspelled field it prints, exactly, the located
 * lines a person reads (the default), GitHub Actions annotations (--format github) or JSON (--format json).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatErrors } from '../../src/content/formatErrors';

const projectRoot = path.resolve(__dirname, '../..');
let brokenSite: string;
let validSite: string;

/** The check as `npm run check -- …` runs it, in the project folder. */
function check(...args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/check.ts', ...args], {
    cwd: projectRoot,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

beforeAll(() => {
  validSite = path.join(projectRoot, 'tests/fixtures/minimal-site');
  brokenSite = mkdtempSync(path.join(tmpdir(), 'check-formats-'));
  cpSync(validSite, brokenSite, { recursive: true });
  // "haeding" for "heading" in the steps block at line 9 (the case file's own header lines included).
  copyFileSync(
    path.join(projectRoot, 'tests/content/broken/05-misspelled-field.yaml'),
    path.join(brokenSite, 'pages/about.yaml'),
  );
});

afterAll(() => rmSync(brokenSite, { recursive: true, force: true }));

describe('npm run check', () => {
  it('--format github prints one annotation per error on standard output and exits 1', async () => {
    const result = await check('--root', brokenSite, '--format', 'github');
    expect(result.code).toBe(1);
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      '::error file=pages/about.yaml,line=8,col=5::block 1 (steps): missing required field "heading"',
      '::error file=pages/about.yaml,line=9,col=5::block 1 (steps): "haeding" is not a field this kind of block has. Did you mean "heading"?',
    ]);
  });

  it('--format json prints the errors as data and exits 1', async () => {
    const result = await check('--root', brokenSite, '--format', 'json');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      errors: [
        {
          file: 'pages/about.yaml',
          line: 8,
          col: 5,
          where: 'block 1 (steps)',
          message: 'missing required field "heading"',
        },
        {
          file: 'pages/about.yaml',
          line: 9,
          col: 5,
          where: 'block 1 (steps)',
          message: '"haeding" is not a field this kind of block has. Did you mean "heading"?',
        },
      ],
    });
  });

  it('prints for people by default: each error at file:line:col with the line and a caret', async () => {
    const result = await check('--root', brokenSite);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd()).toBe(
      [
        'pages/about.yaml:8:5  block 1 (steps): missing required field "heading"',
        '  8 |   - type: steps',
        '    |     ^',
        '',
        'pages/about.yaml:9:5  block 1 (steps): "haeding" is not a field this kind of block has. Did you mean "heading"?',
        '  9 |     haeding: How It Works',
        '    |     ^',
        '',
        '2 errors in the content.',
      ].join('\n'),
    );
  });

  it('reports valid content as OK in every format, with exit code 0', async () => {
    const [human, github, json] = await Promise.all([
      check('--root', validSite),
      check('--root', validSite, '--format', 'github'),
      check('--root', validSite, '--format', 'json'),
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Content OK: site\.yaml and 3 pages checked in \d+ ms\.\n$/);
    expect(github).toMatchObject({ code: 0, stderr: '' });
    expect(github.stdout).not.toContain('::error');
    expect(JSON.parse(json.stdout)).toEqual({ errors: [] });
  });

  it('refuses an unknown format with exit code 2', async () => {
    const result = await check('--root', validSite, '--format', 'xml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown --format "xml": use human, github or json.');
  });
});

describe('GitHub annotations', () => {
  it('escape what would break the annotation: % and line breaks in the message, also , and : in the file', () => {
    const annotation = formatErrors(
      [{ file: 'pages/a,b:c.yaml', line: 2, col: 3, where: '', message: '100% sure\nsecond line' }],
      'github',
      projectRoot,
    );
    expect(annotation).toBe('::error file=pages/a%2Cb%3Ac.yaml,line=2,col=3::100%25 sure%0Asecond line');
  });
});
