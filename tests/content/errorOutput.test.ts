// @vitest-environment node
/** How the check's messages are printed: for people (with the line and a caret), for GitHub, and as JSON. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareErrors, type ContentError } from '../../src/content/contentError';
import { codeFrame, errorHeadline, formatErrors } from '../../src/content/formatErrors';

const root = mkdtempSync(path.join(tmpdir(), 'error-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(
  path.join(root, 'about.yaml'),
  ['route: /about', 'blocks:', '\t- type: hero', ...Array.from({ length: 8 }, () => '# filler'), '    heding: Hi'].join(
    '\r\n',
  ),
);

const inBlock: ContentError = {
  file: 'about.yaml',
  line: 12,
  col: 5,
  where: 'block 1 (hero)',
  message: '"heding" is not a field this kind of block has.',
};
const atTop: ContentError = {
  file: 'about.yaml',
  line: 1,
  col: 1,
  where: '',
  message: 'missing required field "title"',
};

describe('the first line of a message', () => {
  it('names file, line, column, the place and what is wrong', () => {
    expect(errorHeadline(inBlock)).toBe(
      'about.yaml:12:5  block 1 (hero): "heding" is not a field this kind of block has.',
    );
  });

  it('has no place at the top of a file', () => {
    expect(errorHeadline(atTop)).toBe('about.yaml:1:1  missing required field "title"');
  });
});

describe('the line shown under a message', () => {
  const source = 'route: /about\n\tblocks:\nend';

  it('shows the line with a caret under the column, tabs as spaces', () => {
    expect(codeFrame(source, 2, 3)).toBe('  2 |  blocks:\n    |   ^');
  });

  it('makes room for a line number of two digits', () => {
    expect(codeFrame(`${'x\n'.repeat(11)}last`, 12, 1)).toBe('  12 | last\n     | ^');
  });

  it('puts the caret at the start for column 0', () => {
    expect(codeFrame(source, 1, 0)).toBe('  1 | route: /about\n    | ^');
  });

  it('is empty for a line the file does not have', () => {
    expect(codeFrame(source, 9, 1)).toBe('');
  });
});

describe('all messages', () => {
  it('for people: each with its line, then how many there are', () => {
    expect(formatErrors([atTop, inBlock], 'human', root)).toBe(
      [
        'about.yaml:1:1  missing required field "title"',
        '  1 | route: /about',
        '    | ^',
        '',
        'about.yaml:12:5  block 1 (hero): "heding" is not a field this kind of block has.',
        '  12 |     heding: Hi',
        '     |     ^',
        '',
        '2 errors in the content.',
      ].join('\n'),
    );
  });

  it('for people: one error, and a file that cannot be read is shown without its line', () => {
    expect(formatErrors([{ ...atTop, file: 'gone.yaml' }], 'human', root)).toBe(
      'gone.yaml:1:1  missing required field "title"\n\n1 error in the content.',
    );
    expect(
      formatErrors(
        [
          { ...atTop, file: 'gone.yaml' },
          { ...atTop, file: 'gone.yaml', line: 2 },
        ],
        'human',
        root,
      ),
    ).toBe(
      'gone.yaml:1:1  missing required field "title"\n\ngone.yaml:2:1  missing required field "title"\n\n2 errors in the content.',
    );
  });

  it('for GitHub: one annotation each, with what GitHub needs escaped', () => {
    const odd: ContentError = {
      file: 'pages/a,b:c.yaml',
      line: 3,
      col: 4,
      where: 'block 1 (hero)',
      message: '100% sure\r\nnext: line',
    };
    expect(formatErrors([atTop, odd], 'github', root)).toBe(
      [
        '::error file=about.yaml,line=1,col=1::missing required field "title"',
        '::error file=pages/a%2Cb%3Ac.yaml,line=3,col=4::block 1 (hero): 100%25 sure%0D%0Anext: line',
      ].join('\n'),
    );
  });

  it('as JSON: the errors as data', () => {
    expect(JSON.parse(formatErrors([inBlock], 'json', root))).toEqual({ errors: [inBlock] });
    expect(formatErrors([inBlock], 'json', root)).toContain('\n  "errors": [\n');
  });

  it('as JSON: without the data path, which is for the editor', () => {
    const withPath: ContentError = { ...inBlock, path: ['blocks', 0, 'heading'] };
    expect(JSON.parse(formatErrors([withPath], 'json', root))).toEqual({ errors: [inBlock] });
  });
});

describe('the order of messages', () => {
  it('by file, then line, then column', () => {
    const at = (file: string, line: number, col: number): ContentError => ({ file, line, col, where: '', message: '' });
    const sorted = [
      at('site.yaml', 1, 1),
      at('pages/b.yaml', 2, 1),
      at('pages/a.yaml', 9, 1),
      at('pages/b.yaml', 1, 7),
      at('pages/b.yaml', 1, 3),
    ].sort(compareErrors);
    expect(sorted.map(({ file, line, col }) => `${file}:${line}:${col}`)).toEqual([
      'pages/a.yaml:9:1',
      'pages/b.yaml:1:3',
      'pages/b.yaml:1:7',
      'pages/b.yaml:2:1',
      'site.yaml:1:1',
    ]);
  });
});
