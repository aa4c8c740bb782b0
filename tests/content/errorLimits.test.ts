// @vitest-environment node
/**
 * A file with a great many mistakes gets its first 50 in the order of the text, then one line saying how many more
 * there are, at the place of the next (src/content/contentError.ts, explainSchemaErrors.ts, loadContent.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cutShort,
  cutShortPerFile,
  inThousands,
  MAX_ERRORS_PER_FILE,
  type ContentError,
} from '../../src/content/contentError';
import { explainSchemaErrors } from '../../src/content/explainSchemaErrors';
import { errorHeadline, formatErrors } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { parseYaml } from '../../src/content/parseYaml';
import { contentFilesIn } from '../../src/content/projectFiles';
import { validateAgainstSchema } from '../../src/content/schemas';

const error = (file: string, line: number, message = 'x'): ContentError => ({ file, line, col: 3, where: '', message });

describe('the bound', () => {
  it('is 50 mistakes a file', () => {
    expect(MAX_ERRORS_PER_FILE).toBe(50);
  });

  it('counts are written with a comma between thousands, on every machine', () => {
    expect([7, 100, 1006, 19_950, 1_000_000, 123_456_789].map(inThousands)).toEqual([
      '7',
      '100',
      '1,006',
      '19,950',
      '1,000,000',
      '123,456,789',
    ]);
  });
});

describe('a list of one file cut short', () => {
  it('keeps the first ones by line, then says how many more at the place of the next', () => {
    const errors = [5, 1, 4, 2, 3].map((line) => error('a.yaml', line));
    expect(cutShort(errors, 2).map(errorHeadline)).toEqual([
      'a.yaml:1:3  x',
      'a.yaml:2:3  x',
      'a.yaml:3:3  … and 3 more like these',
    ]);
    expect(cutShort(errors, 2)[2].more).toBe(3);
  });

  it('is not cut for one more than the bound: a line about one mistake would only hide it', () => {
    const errors = [3, 1, 2].map((line) => error('a.yaml', line));
    expect(cutShort(errors, 2)).toEqual(errors);
    expect(cutShort(errors.slice(0, 2), 2)).toEqual(errors.slice(0, 2));
  });

  it('counts the mistakes found but never put into words, and those of a line cutting it short before', () => {
    const errors = [
      error('a.yaml', 1),
      error('a.yaml', 2),
      { ...error('a.yaml', 3, '… and 5 more like these'), more: 5 },
    ];
    expect(cutShort(errors, 1, 1000).map(errorHeadline)).toEqual([
      'a.yaml:1:3  x',
      'a.yaml:2:3  … and 1,006 more like these',
    ]);
  });

  it('is 50 by default', () => {
    const errors = Array.from({ length: 60 }, (_, index) => error('a.yaml', index + 1));
    expect(cutShort(errors)).toHaveLength(51);
    expect(cutShort(errors)[50].message).toBe('… and 10 more like these');
    expect(cutShort(errors.slice(0, 51))).toHaveLength(51);
  });
});

describe('lists of several files', () => {
  it('are each cut short on their own, in the order of file and line', () => {
    const errors = [error('b.yaml', 2), error('a.yaml', 9), error('b.yaml', 1), error('a.yaml', 8), error('b.yaml', 3)];
    errors.push(error('a.yaml', 7), error('b.yaml', 4));
    expect(cutShortPerFile(errors, 1).map(errorHeadline)).toEqual([
      'a.yaml:7:3  x',
      'a.yaml:8:3  … and 2 more like these',
      'b.yaml:1:3  x',
      'b.yaml:2:3  … and 3 more like these',
    ]);
  });

  it('of a few mistakes are only put in order', () => {
    expect(cutShortPerFile([error('b.yaml', 1), error('a.yaml', 2), error('a.yaml', 1)]).map(errorHeadline)).toEqual([
      'a.yaml:1:3  x',
      'a.yaml:2:3  x',
      'b.yaml:1:3  x',
    ]);
  });
});

/** A page whose hero has `count` fields no block has, one a line from line 8 on. */
function pageWithUnknownFields(count: number): string {
  const fields = Array.from({ length: count }, (_, index) => `    field${index}: x`);
  return [
    'route: /about',
    'title: About | Test Roofing',
    'description: About the company.',
    'blocks:',
    '  - type: hero',
    '    heading: About Us',
    '    images: [{ src: /images/roof.svg, alt: A roof }]',
    ...fields,
    '',
  ].join('\n');
}

describe('the schema findings of a file', () => {
  it('are explained up to the bound; the rest only counted, from the place of the first left out', () => {
    const parsed = parseYaml('pages/about.yaml', pageWithUnknownFields(5000));
    const data = parsed.doc.toJS();
    const findings = validateAgainstSchema('page', data);
    expect(findings).toHaveLength(5000);
    const explained = explainSchemaErrors(parsed, data, findings);
    expect(explained).toHaveLength(51);
    expect(explained.slice(0, 2).map(errorHeadline)).toEqual([
      'pages/about.yaml:8:5  block 1 (hero): "field0" is not a field this kind of block has. Fields allowed here: type, id, surface, eyebrow, heading, tagline, badges, images, intervalMs, actions, callButton, size, labels.',
      'pages/about.yaml:9:5  block 1 (hero): "field1" is not a field this kind of block has. Fields allowed here: type, id, surface, eyebrow, heading, tagline, badges, images, intervalMs, actions, callButton, size, labels.',
    ]);
    expect(errorHeadline(explained[50])).toBe('pages/about.yaml:58:5  … and 4,950 more like these');
    expect(explained[50].more).toBe(4950);
  });

  it('under the bound are all explained', () => {
    const parsed = parseYaml('pages/about.yaml', pageWithUnknownFields(51));
    const data = parsed.doc.toJS();
    const explained = explainSchemaErrors(parsed, data, validateAgainstSchema('page', data));
    expect(explained).toHaveLength(51);
    expect(errorHeadline(explained[50])).toMatch(/^pages\/about\.yaml:58:5 {2}block 1 \(hero\): "field50" is not/);
  });

  it('the same finding reported twice is told once, and counted once', () => {
    const parsed = parseYaml('pages/about.yaml', pageWithUnknownFields(4));
    const data = parsed.doc.toJS();
    const [first, second, third, fourth] = validateAgainstSchema('page', data);
    expect(explainSchemaErrors(parsed, data, [first, first, second, second], 1).map(errorHeadline)).toEqual([
      expect.stringMatching(/^pages\/about\.yaml:8:5 .*"field0"/),
      expect.stringMatching(/^pages\/about\.yaml:9:5 .*"field1"/),
    ]);
    const twice = [first, second, third, third, fourth, fourth, first];
    expect(explainSchemaErrors(parsed, data, twice, 1).map(errorHeadline)).toEqual([
      expect.stringMatching(/^pages\/about\.yaml:8:5 .*"field0"/),
      'pages/about.yaml:9:5  … and 3 more like these',
    ]);
  });
});

describe('the check of a site', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'error-limits-'));
    cpSync(path.join(__dirname, '../fixtures/minimal-site'), root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a page with 9,000 unknown fields: 50 messages and one line for the 8,950 others, counted in the total', () => {
    writeFileSync(path.join(root, 'pages/about.yaml'), pageWithUnknownFields(9000));
    const { errors } = loadContent(contentFilesIn(root));
    expect(errors).toHaveLength(51);
    expect(errorHeadline(errors[50])).toBe('pages/about.yaml:58:5  … and 8,950 more like these');
    const printed = formatErrors(errors, 'human', root);
    expect(printed).toContain(
      'pages/about.yaml:58:5  … and 8,950 more like these\n  58 |     field50: x\n     |     ^',
    );
    expect(printed.endsWith('\n\n9,000 errors in the content.')).toBe(true);
  });

  it('mistakes found across files (links here) are cut short too', () => {
    const about = path.join(root, 'pages/about.yaml');
    const blocks = Array.from(
      { length: 60 },
      (_, index) =>
        `  - type: callToAction\n    heading: Call\n    button:\n      label: Go\n      href: /nowhere-${index}\n`,
    );
    writeFileSync(about, readFileSync(about, 'utf8') + blocks.join(''));
    const errors = loadContent(contentFilesIn(root)).errors.filter((each) => each.file === 'pages/about.yaml');
    expect(errors.map(errorHeadline).slice(49)).toEqual([
      'pages/about.yaml:270:13  block 53 (callToAction), button: link "/nowhere-49" goes to a page that does not exist.',
      'pages/about.yaml:275:13  … and 10 more like these',
    ]);
  });
});
