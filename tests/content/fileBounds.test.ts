// @vitest-environment node
/**
 * A file larger, deeper, longer or more repetitive than any page needs is refused with one message at the place it
 * goes too far, and is not checked further (src/content/parseYaml.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { MAX_ALIASES, MAX_FILE_BYTES, MAX_NESTING, MAX_VALUES, parseYaml } from '../../src/content/parseYaml';
import { contentFilesIn } from '../../src/content/projectFiles';

const headlines = (source: string) => parseYaml('pages/x.yaml', source).errors.map(errorHeadline);
const lines = (...each: string[]) => `${each.join('\n')}\n`;

describe('the bounds', () => {
  it('are far above what the pages of the site use', () => {
    expect([MAX_FILE_BYTES, MAX_NESTING, MAX_VALUES, MAX_ALIASES]).toEqual([262_144, 32, 20_000, 100]);
  });
});

describe('a file larger than 256 KB', () => {
  // Lines of 99 characters and their line break: 100 bytes each.
  const line = (index: number) => `- ${'x'.repeat(95)} ${index % 10}`;
  const text = (count: number) => lines('list:', ...Array.from({ length: count }, (_, index) => line(index)));

  it('is refused at the line that passes 256 KB, and nothing else is said about it', () => {
    // "list:\n" is 6 bytes; 2,621 lines of 100 bytes end at byte 262,106; byte 262,145 is on the next line.
    expect(headlines(text(3000))).toEqual([
      'pages/x.yaml:2623:39  the file is larger than 256 KB, and this line is past that point; a page is a few KB: split it into several pages',
    ]);
  });

  it('up to 256 KB is read', () => {
    const exactly = `${text(2621)}#${'y'.repeat(MAX_FILE_BYTES - 262_106 - 2)}\n`;
    expect(Buffer.byteLength(exactly)).toBe(MAX_FILE_BYTES);
    expect(parseYaml('pages/x.yaml', exactly).errors).toEqual([]);
  });

  it('nothing of a refused file is read', () => {
    expect(parseYaml('pages/x.yaml', text(3000)).doc.toJS()).toBeNull();
  });

  it('counts bytes, not letters: é is two, and the é cut in two by the bound is where it passes', () => {
    // "title: " is 7 bytes, then 131,068 é end at byte 262,143: the next é is the 131,076th character.
    const wide = lines(`title: ${'é'.repeat(MAX_FILE_BYTES / 2)}`);
    expect(headlines(wide)).toEqual([
      `pages/x.yaml:1:131076  the file is larger than 256 KB, and this line is past that point; a page is a few KB: split it into several pages`,
    ]);
  });
});

describe('fields and lists nested more than 32 levels deep', () => {
  it('in brackets: refused at the bracket that opens level 33', () => {
    const text = `a: ${'['.repeat(40)}${']'.repeat(40)}\n`;
    expect(headlines(text)).toEqual([
      'pages/x.yaml:1:35  fields and lists are nested more than 32 levels deep here; a page needs about 10: check the indentation and the brackets',
    ]);
  });

  it('in brackets 100,000 deep (200 KB): refused the same way, where the parser alone would run out of memory', () => {
    const text = `a: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`;
    expect(headlines(text)).toEqual([
      'pages/x.yaml:1:35  fields and lists are nested more than 32 levels deep here; a page needs about 10: check the indentation and the brackets',
    ]);
  });

  it('by indentation: refused at the field that opens level 33', () => {
    const text = lines(...Array.from({ length: 40 }, (_, level) => `${' '.repeat(level)}k${level}:`));
    expect(headlines(text)).toEqual([
      'pages/x.yaml:33:33  fields and lists are nested more than 32 levels deep here; a page needs about 10: check the indentation and the brackets',
    ]);
  });

  it('32 levels are read', () => {
    const text = `a: ${'['.repeat(31)}1${']'.repeat(31)}\n`;
    expect(headlines(text)).toEqual([]);
    expect(JSON.stringify(parseYaml('pages/x.yaml', text).doc.toJS())).toBe(
      `{"a":${'['.repeat(31)}1${']'.repeat(31)}}`,
    );
  });
});

describe('the checks of the whole file', () => {
  it('in a file of two documents, the first place in the text is told', () => {
    const deep = `a: ${'['.repeat(40)}${']'.repeat(40)}`;
    expect(headlines(lines('b: 1', deep, '---', deep))).toEqual([
      'pages/x.yaml:2:35  fields and lists are nested more than 32 levels deep here; a page needs about 10: check the indentation and the brackets',
    ]);
  });

  it('a file of one empty document (---) is read as empty', () => {
    const parsed = parseYaml('pages/x.yaml', '---\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.doc.toJS()).toBeNull();
  });
});

describe('more than 20,000 fields and values', () => {
  it('refused at the value past 20,000, before the parser reads the file into a document', () => {
    // The file's group, the name "items" and its list are 3: item 19,998 is value 20,001, on line 19,999.
    const text = lines('items:', ...Array.from({ length: 25_000 }, (_, index) => `  - ${index}`));
    expect(headlines(text)).toEqual([
      'pages/x.yaml:19999:5  the file has more than 20,000 fields and values, and this one is past that point; a page has a few hundred: split it into several pages',
    ]);
    expect(parseYaml('pages/x.yaml', text).doc.toJS()).toBeNull();
  });

  it('text in quotes, in a block (|) and names count alike', () => {
    // 4 values before the lines in brackets (the group, "items", the list and the text under |), 4 on each of them:
    // after 4,999 lines there are 20,000, and the list in brackets of line 5,003 is one more.
    const text = lines('items:', '  - |', '    text', ...Array.from({ length: 5500 }, () => `  - [a, 'b', "c"]`));
    expect(headlines(text)).toEqual([
      'pages/x.yaml:5003:5  the file has more than 20,000 fields and values, and this one is past that point; a page has a few hundred: split it into several pages',
    ]);
    expect(parseYaml('pages/x.yaml', text).doc.toJS()).toBeNull();
  });

  it('20,000 are read; comments and the end of the document (...) are none of them', () => {
    const items = Array.from({ length: MAX_VALUES - 3 }, (_, index) => `  - ${index}`);
    expect(headlines(lines('# a long list', 'items:', ...items, '...', '# the end'))).toEqual([]);
  });

  /**
   * `pad` holds `padding` values and 2 (its name and list), `a` a group of 99 fields (199 values, 200 with its name),
   * and `b` 99 aliases of it and 2: with the file's own group, 19,906 values and the padding.
   */
  const repeated = (padding: number, ...more: string[]) =>
    lines(
      `pad: [${Array(padding).fill('x').join(', ')}]`,
      `a: &a {${Array.from({ length: 99 }, (_, index) => `k${index}: 0`).join(', ')}}`,
      `b: [${Array(99).fill('*a').join(', ')}]`,
      ...more,
    );

  it('counting each alias as what it repeats: 20,000 are read', () => {
    expect(headlines(repeated(94))).toEqual([]);
  });

  it('counting each alias as what it repeats: refused at the alias that passes 20,000', () => {
    expect(headlines(repeated(95))).toEqual([
      'pages/x.yaml:3:397  the file has more than 20,000 fields and values once *a is replaced by what it repeats; a page has a few hundred: write out only what is needed',
    ]);
  });

  it('counting each alias as what it repeats: refused at the value after them that passes 20,000', () => {
    expect(headlines(repeated(94, 'c: x'))).toEqual([
      'pages/x.yaml:4:1  the file has more than 20,000 fields and values, and this one is past that point; a page has a few hundred: split it into several pages',
    ]);
  });

  it('aliases of aliases: what each repeats, in full', () => {
    // Each level lists ten aliases of the one before: level 4 stands for 11,111 values, and the file holds 12,353
    // values before l5's first alias of it.
    const text = lines(
      'l0: &l0 x',
      ...[1, 2, 3, 4].map(
        (level) =>
          `l${level}: &l${level} [${Array(10)
            .fill(`*l${level - 1}`)
            .join(', ')}]`,
      ),
      'l5: [*l4, *l4]',
    );
    expect(headlines(text)).toEqual([
      'pages/x.yaml:6:6  the file has more than 20,000 fields and values once *l4 is replaced by what it repeats; a page has a few hundred: write out only what is needed',
    ]);
  });
});

describe('aliases (*name)', () => {
  const page = (count: number) =>
    lines('title: &t Roofs', 'blocks:', ...Array.from({ length: count }, () => '  - heading: *t'));

  it('5,000 of them: refused at alias 101', () => {
    expect(headlines(page(5000))).toEqual([
      'pages/x.yaml:103:14  the file has more than 100 aliases (*name): *t here is alias 101; write the value out instead',
    ]);
  });

  it('100 are read, each standing for the value of its anchor', () => {
    const parsed = parseYaml('pages/x.yaml', page(100));
    expect(parsed.errors).toEqual([]);
    const data = parsed.doc.toJS({ maxAliasCount: -1 }) as { blocks: { heading: string }[] };
    expect(data.blocks).toHaveLength(100);
    expect(data.blocks.every((block) => block.heading === 'Roofs')).toBe(true);
  });

  it('one stands for the closest anchor of its name before it', () => {
    const parsed = parseYaml('pages/x.yaml', lines('a: &x 1', 'b: &x [2, 3]', 'c: *x', 'd: &x 4'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.doc.toJS()).toEqual({ a: 1, b: [2, 3], c: [2, 3], d: 4 });
  });

  it('one inside the value it stands for: refused, it would repeat without end', () => {
    expect(headlines(lines('route: /x', 'blocks: &b', '  - *b'))).toEqual([
      'pages/x.yaml:3:5  YAML syntax: this refers (with *) to the value it is part of, which would repeat without end: write the value out instead',
    ]);
  });

  it('one before its anchor: the anchor does not exist yet', () => {
    expect(headlines(lines('a: *x', 'b: &x 1'))).toEqual([
      'pages/x.yaml:1:4  YAML syntax: this refers (with *) to an anchor that does not exist',
    ]);
  });

  it('only the first alias that cannot be followed is told', () => {
    expect(headlines(lines('a: &a [*a]', 'b: *nothing'))).toEqual([
      'pages/x.yaml:1:8  YAML syntax: this refers (with *) to the value it is part of, which would repeat without end: write the value out instead',
    ]);
  });
});

describe('a refused page in the check of a site', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'file-bounds-'));
    cpSync(path.join(__dirname, '../fixtures/minimal-site'), root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gets its one message: no schema message about it, and links to it are not checked', () => {
    const about = path.join(root, 'pages/about.yaml');
    const text = readFileSync(about, 'utf8').replace('heading: About Us', 'headng: About Us');
    const padded = text + '# padding\n'.repeat(30_000);
    writeFileSync(about, padded);
    // The place of byte 262,145, the first past 256 KB (the text is ASCII: a character is a byte).
    const before = padded.slice(0, 256 * 1024);
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    expect(loadContent(contentFilesIn(root)).errors.map(errorHeadline)).toEqual([
      `pages/about.yaml:${line}:${column}  the file is larger than 256 KB, and this line is past that point; a page is a few KB: split it into several pages`,
    ]);
  });

  it('a page using an alias over a hundred times in all passes (the parser alone refuses that)', () => {
    const about = path.join(root, 'pages/about.yaml');
    const text = readFileSync(about, 'utf8')
      .replace('heading: About Us', 'heading: &heading About Us')
      .replace(
        '  - type: stats',
        `${'  - type: richText\n    heading: *heading\n    sections:\n      - heading: *heading\n'.repeat(50)}  - type: stats`,
      );
    writeFileSync(about, text);
    const { errors, content } = loadContent(contentFilesIn(root));
    expect(errors).toEqual([]);
    const page = content?.pages.find((each) => each.route === '/about');
    expect(JSON.stringify(page).match(/"heading":"About Us"/g)).toHaveLength(101);
  });
});
