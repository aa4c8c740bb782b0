// @vitest-environment node
/** YAML syntax mistakes, said in plain words at the line to fix (src/content/parseYaml.ts). */
import { YAMLParseError } from 'yaml';
import { describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { parseYaml, yamlErrorToContentError } from '../../src/content/parseYaml';

const syntax = (...lines: string[]) => parseYaml('pages/x.yaml', `${lines.join('\n')}\n`).errors.map(errorHeadline);

describe('YAML syntax messages', () => {
  it('a file that reads well has none, and keeps its text', () => {
    const parsed = parseYaml('pages/x.yaml', 'route: /x\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.source).toBe('route: /x\n');
    expect(parsed.file).toBe('pages/x.yaml');
  });

  it('a tab used for indentation', () => {
    expect(syntax('company:', '\tname: Roofs')).toEqual([
      'pages/x.yaml:2:1  YAML syntax: this line is indented with a tab, and YAML needs spaces: indent it with 2 spaces instead, so it starts at column 3, 2 spaces in from "company" (line 1)',
    ]);
  });

  it('a field less indented than its neighbours', () => {
    expect(syntax('blocks:', '  - type: hero', '  type: steps')).toEqual([
      'pages/x.yaml:3:3  YAML syntax: this line is indented 2 spaces less than the field above it (line 2): move it to column 5, in line with "type"',
    ]);
  });

  it('a field in a list item one space short: the column where it starts', () => {
    expect(syntax('route: /x', 'blocks:', '  - type: hero', '    heading: A', '   tagline: B')).toEqual([
      'pages/x.yaml:5:4  YAML syntax: this line is indented 1 space less than the field above it (line 4): move it to column 5, in line with "heading"',
    ]);
  });

  it('a field in a list item one space short after a comment: the field, not the comment', () => {
    expect(syntax('route: /x', 'blocks:', '  - type: hero', '  # the heading', '   heading: B')).toEqual([
      'pages/x.yaml:5:4  YAML syntax: this line is indented 1 space less than the field above it (line 3): move it to column 5, in line with "type"',
    ]);
  });

  it('two items in [ ] without a comma between them', () => {
    expect(syntax('areas: ["Portland" "Salem"]')).toEqual([
      'pages/x.yaml:1:20  YAML syntax: something is missing here: check for a comma between the items in [ ] or { }, or a closing quote or bracket',
    ]);
  });

  it('a quote never closed: the line where it opens, not the end of the file', () => {
    expect(syntax('route: /x', "title: 'Roofs", 'description: Good roofs.', '# the end')).toEqual([
      'pages/x.yaml:2:8  YAML syntax: a quote opened here is never closed: add the closing quote at the end of the value',
    ]);
    expect(syntax('route: /x # the "best', 'title: "Roofs', 'description: Good roofs.')).toEqual([
      'pages/x.yaml:2:8  YAML syntax: a quote opened here is never closed: add the closing quote at the end of the value',
    ]);
  });

  it('a backslash in double quotes', () => {
    expect(syntax('title: "C:\\path"')).toEqual([
      'pages/x.yaml:1:11  YAML syntax: a backslash in double quotes starts an escape that does not exist: use single quotes or write \\\\',
    ]);
  });

  it('a field twice', () => {
    expect(syntax('route: /x', 'title: A', 'title: B')).toEqual([
      'pages/x.yaml:3:1  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
  });

  it('a field twice, written once in quotes: the same name', () => {
    expect(syntax('route: /x', "'title': A", 'title: B')).toEqual([
      'pages/x.yaml:3:1  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
  });

  it('a field twice in a block, in { }, or in a field name written as a group: the second one', () => {
    expect(syntax('blocks:', '  - type: hero', '  - type: steps', '    heading: A', '    heading: B')).toEqual([
      'pages/x.yaml:5:5  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
    expect(syntax('a: {x: 1, x: 2}')).toEqual([
      'pages/x.yaml:1:11  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
    expect(syntax('? {x: 1, x: 2}', ': a')).toEqual([
      'pages/x.yaml:1:10  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
  });

  it('the same name in different places is no mistake, nor two field names written as lists', () => {
    expect(syntax('a: {x: 1}', 'b: {x: 1}', 'c: [{x: 1}, {x: 2}]')).toEqual([]);
    expect(syntax('? [a]', ': 1', '? [b]', ': 2')).toEqual([]);
  });

  it('a field twice, among 9,000 fields', () => {
    const fields = Array.from({ length: 9000 }, (_, index) => `f${index}: x`);
    expect(syntax(...fields, 'f5000: y')).toEqual([
      'pages/x.yaml:9001:1  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
  });

  it('a field twice and another mistake: the first of the two in the text is told', () => {
    expect(syntax('title: A', 'title: B', ']')).toEqual([
      'pages/x.yaml:2:1  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
    expect(syntax('title: "C:\\x"', 'route: /x', 'route: /y')).toEqual([
      'pages/x.yaml:1:11  YAML syntax: a backslash in double quotes starts an escape that does not exist: use single quotes or write \\\\',
    ]);
  });

  it('a field name too long that is also the number of another is told as too long', () => {
    expect(syntax('1: a', `1.${'0'.repeat(1100)}: b`)).toEqual([
      'pages/x.yaml:2:1  YAML syntax: a field name is too long: check for a missing colon',
    ]);
  });

  it('two documents', () => {
    expect(syntax('route: /x', '---', 'route: /y')).toEqual([
      'pages/x.yaml:2:1  YAML syntax: the file holds more than one YAML document (a line with ---): keep one',
    ]);
  });

  it('a field name without its colon, before a field at the same level', () => {
    expect(syntax('route: /x', 'title')).toEqual([
      'pages/x.yaml:2:1  YAML syntax: this line has no colon after the field name: write the field as name: value',
    ]);
  });

  it('a field name without its colon, inside a block', () => {
    expect(syntax('blocks:', '  - type: hero', '    heading', '    tagline: B')).toEqual([
      'pages/x.yaml:3:5  YAML syntax: a field name runs over several lines: check this line for a missing colon or quote',
    ]);
  });

  it('a stray closing bracket', () => {
    expect(syntax('route: /x', ']')).toEqual([
      'pages/x.yaml:2:1  YAML syntax: YAML cannot read this: check the colon, quotes and indentation',
    ]);
  });

  it('a value starting with @ or `', () => {
    expect(syntax('email: @home')).toEqual([
      'pages/x.yaml:1:8  YAML syntax: a value cannot start with this character unless it is in quotes',
    ]);
  });

  it('an indented list inside [ ]', () => {
    expect(syntax('places: [', '  - Tigard', ']')).toEqual([
      'pages/x.yaml:2:3  YAML syntax: a list or field written with indentation cannot go inside [ ] or { }',
    ]);
  });

  it('a field name longer than YAML reads', () => {
    expect(syntax(`${'k'.repeat(1100)}: 1`)).toEqual([
      'pages/x.yaml:1:1  YAML syntax: a field name is too long: check for a missing colon',
    ]);
  });

  it('a colon and a space inside a value', () => {
    expect(syntax('title: Note: roofs')).toEqual([
      'pages/x.yaml:1:8  YAML syntax: this value contains ": ", which YAML reads as a new field: put the whole value in quotes',
    ]);
    expect(syntax('title: a: b')).toEqual([
      'pages/x.yaml:1:8  YAML syntax: this value contains ": ", which YAML reads as a new field: put the whole value in quotes',
    ]);
  });

  it('an alias to an anchor that does not exist: the first one', () => {
    expect(
      syntax('route: /x', 'title: &title Roofs', 'description: *title', 'blocks: *blocks', 'image: *image'),
    ).toEqual(['pages/x.yaml:4:9  YAML syntax: this refers (with *) to an anchor that does not exist']);
  });

  it('a field indented further than the one above: the line of that field', () => {
    expect(syntax('route: /x', 'title: A', '  description: B')).toEqual([
      'pages/x.yaml:3:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 2): move it to column 1, in line with "title"',
    ]);
  });

  it('a field indented further after a blank line: that field, and the line of the field above', () => {
    expect(syntax('route: /x', 'title: A', '    ', '  description: B')).toEqual([
      'pages/x.yaml:4:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 2): move it to column 1, in line with "title"',
    ]);
  });

  it('a field out of line after a line of spaces and an indented comment: the field', () => {
    expect(syntax('route: /x', 'title: A', '   ', '  # the description', '  description: B')).toEqual([
      'pages/x.yaml:5:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 2): move it to column 1, in line with "title"',
    ]);
  });

  it('a field out of line in a block after an indented comment: the field, not the comment', () => {
    expect(syntax('route: /x', 'blocks:', '  - type: hero', '    # the heading', '     heading: B')).toEqual([
      'pages/x.yaml:5:6  YAML syntax: this line is indented 1 space further than the field above it (line 3): move it to column 5, in line with "type"',
    ]);
  });

  it('a field out of line after a blank line and a comment: the field, not the blank line', () => {
    expect(syntax('route: /x', 'title: A', '', '# the description', '  description: B')).toEqual([
      'pages/x.yaml:5:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 2): move it to column 1, in line with "title"',
    ]);
  });

  it('only the first mistake is told: the later ones are mostly its consequences', () => {
    expect(syntax('route: /x', ']', 'title: "C:\\x"')).toHaveLength(1);
  });

  it('an alias without its anchor is not told after a syntax mistake', () => {
    expect(syntax('route: /x', 'title: *title', 'title: Roofs')).toEqual([
      'pages/x.yaml:3:1  YAML syntax: this field appears twice in the same place: keep one of them',
    ]);
  });
});

describe('a parser finding without the usual details', () => {
  it('without a position points at the top of the file', () => {
    expect(yamlErrorToContentError('pages/x.yaml', 'a: 1\n', new YAMLParseError([0, 1], 'IMPOSSIBLE', 'x'))).toEqual({
      file: 'pages/x.yaml',
      line: 1,
      col: 1,
      where: '',
      message: 'YAML syntax: YAML cannot read this line',
    });
  });

  it('of a kind without words of its own', () => {
    const error = new YAMLParseError([0, 1], 'UNEXPECTED_TOKEN', 'x');
    (error as { code: string }).code = 'SOMETHING_NEW';
    expect(yamlErrorToContentError('pages/x.yaml', 'a: 1\n', error).message).toBe('YAML syntax: YAML cannot read this');
  });

  it("an unclosed quote that cannot be found keeps the parser's place", () => {
    const error = new YAMLParseError([0, 1], 'MISSING_CHAR', 'Missing closing "quote');
    error.linePos = [{ line: 2, col: 3 }];
    expect(yamlErrorToContentError('pages/x.yaml', 'a: 1\nb: 2\n', error)).toMatchObject({ line: 2, col: 3 });
  });

  it("a list item out of line with nothing after it keeps the parser's place", () => {
    const error = new YAMLParseError([0, 1], 'MISSING_CHAR', 'Sequence item without - indicator');
    error.linePos = [{ line: 2, col: 3 }];
    expect(yamlErrorToContentError('pages/x.yaml', 'a:\n\n# end\n', error)).toMatchObject({ line: 2, col: 3 });
  });

  it("a line indented further with nothing after it keeps the parser's place", () => {
    const error = new YAMLParseError([0, 1], 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed');
    error.linePos = [{ line: 1, col: 4 }];
    expect(yamlErrorToContentError('pages/x.yaml', 'a: b\n\n# end\n', error)).toMatchObject({ line: 1, col: 4 });
  });
});
