// @vitest-environment node
/**
 * List items and dashes put at the wrong column, and lines indented with a tab, as a person pasting or typing in the
 * editor makes them: each is told as the indentation to fix, at the line to fix, with the column (or the spaces) to
 * move it to. Only a value that really holds ": " on a line that is where it belongs is told to go in quotes: no
 * message of a mistake of indentation here advises quotes.
 */
import { describe, expect, it } from 'vitest';
import { card, homeWith, indentationMessages, moved, page, review, syntax, told } from './indentationCheck';

describe('a list item pasted at the wrong column', () => {
  it('a review two spaces too far right, with its lines: the dash and the lines that moved with it', () => {
    expect(told(homeWith(72, moved(review, 2)))).toEqual([
      'pages/home.yaml:73:9  YAML syntax: this list item is 2 spaces further right than the items above it (line 69): start its dash at column 7, under the other dashes, and move lines 74 to 76 below it 2 spaces left too',
    ]);
  });

  it('a review two spaces too far left, with its lines', () => {
    expect(told(homeWith(72, moved(review, -2)))).toEqual([
      'pages/home.yaml:73:5  YAML syntax: this list item is 2 spaces further left than the items above it (line 69): start its dash at column 7, under the other dashes, and move lines 74 to 76 below it 2 spaces right too',
    ]);
  });

  it('a review pasted with a blank line and a comment in it: the lines around them move too', () => {
    expect(told(homeWith(72, moved([review[0], '', '# from the e-mail', ...review.slice(1)], 2)))).toEqual([
      'pages/home.yaml:73:9  YAML syntax: this list item is 2 spaces further right than the items above it (line 69): start its dash at column 7, under the other dashes, and move lines 76 to 78 below it 2 spaces left too',
    ]);
  });

  it('a dash with nothing after it, too far right', () => {
    expect(told(page('  - type: hero', '    heading: A', '    -'))).toEqual([
      'pages/test.yaml:7:5  YAML syntax: this list item is 2 spaces further right than the items above it (line 5): start its dash at column 3, under the other dashes',
    ]);
  });

  it('of two lists whose items start alike, the closer one', () => {
    expect(told(syntax('a:', '  - title: A', '    sub:', '      - title: B', '        x: 1', '   - title: C'))).toEqual(
      [
        'pages/x.yaml:6:4  YAML syntax: this list item is 1 space further right than the items above it (line 2): start its dash at column 3, under the other dashes',
      ],
    );
  });

  it('a feature card between two others, two spaces too far right', () => {
    expect(told(homeWith(42, moved(card, 2)))).toEqual([
      'pages/home.yaml:43:9  YAML syntax: this list item is 2 spaces further right than the items above it (line 40): start its dash at column 7, under the other dashes, and move lines 44 to 45 below it 2 spaces left too',
    ]);
  });

  it('only the dash line too far right: only the dash moves', () => {
    expect(told(homeWith(45, ['        - title: Tax Law', ...card.slice(1)]))).toEqual([
      'pages/home.yaml:46:9  YAML syntax: this list item is 2 spaces further right than the items above it (line 43): start its dash at column 7, under the other dashes',
    ]);
  });

  it('only the dash line too far left: only the dash moves', () => {
    expect(told(homeWith(72, ['    - quote: Quick.', ...review.slice(1)]))).toEqual([
      'pages/home.yaml:73:5  YAML syntax: this list item is 2 spaces further left than the items above it (line 69): start its dash at column 7, under the other dashes',
    ]);
  });

  it('one space off: 1 space, and the line that moved with it', () => {
    expect(
      told(
        page(
          '  - type: hero',
          '    heading: A',
          '    images:',
          '      - src: /images/a.svg',
          '        alt: A',
          '       - src: /images/b.svg',
          '         alt: B',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:10:8  YAML syntax: this list item is 1 space further right than the items above it (line 8): start its dash at column 7, under the other dashes, and move line 11 below it 1 space left too',
    ]);
  });

  it('an item that starts like the items of a list goes to that list, though another is closer', () => {
    expect(
      told(
        page(
          '  - type: hero',
          '    heading: A',
          '    images:',
          '      - src: /images/a.svg',
          '        alt: A',
          '   - src: b',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:10:4  YAML syntax: this list item is 3 spaces further left than the items above it (line 8): start its dash at column 7, under the other dashes',
    ]);
  });

  it('an item like no list above goes to the closest list', () => {
    expect(
      told(
        page(
          '  - type: hero',
          '    heading: A',
          '    images:',
          '      - src: /images/a.svg',
          '        alt: A',
          '   - x: b',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:10:4  YAML syntax: this list item is 1 space further right than the items above it (line 5): start its dash at column 3, under the other dashes',
    ]);
  });
});

describe('a dash at the wrong level under blocks:', () => {
  it('a new block two spaces too far right, inside the block above', () => {
    expect(told(page('  - type: hero', '    heading: A', '    - type: steps', '      heading: B'))).toEqual([
      'pages/test.yaml:7:5  YAML syntax: this list item is 2 spaces further right than the items above it (line 5): start its dash at column 3, under the other dashes, and move line 8 below it 2 spaces left too',
    ]);
  });

  it('a new block four spaces too far right, after a comment', () => {
    expect(told(page('  - type: hero', '    heading: A', '    # the steps', '      - type: steps'))).toEqual([
      'pages/test.yaml:8:7  YAML syntax: this list item is 4 spaces further right than the items above it (line 5): start its dash at column 3, under the other dashes',
    ]);
  });

  it('a new block at the start of the line', () => {
    expect(told(page('  - type: hero', '    heading: A', '- type: steps', '  heading: B'))).toEqual([
      'pages/test.yaml:7:1  YAML syntax: this list item is 2 spaces further left than the items above it (line 5): start its dash at column 3, under the other dashes, and move line 8 below it 2 spaces right too',
    ]);
  });

  it('the items above named by the line of their dash, when a dash stands alone on its line', () => {
    expect(told(page('  -', '    type: hero', '    heading: A', '      - type: steps'))).toEqual([
      'pages/test.yaml:8:7  YAML syntax: this list item is 4 spaces further right than the items above it (line 5): start its dash at column 3, under the other dashes',
    ]);
  });

  it('a block whose dash stands alone above a list: a list inside the list, and the lines to move', () => {
    expect(
      told(
        page(
          '  - type: notFound',
          '  -',
          '    - type: steps',
          '      heading: B',
          '      steps:',
          '        - title: Visit',
          '          text: We come by.',
        ),
      ),
    ).toContain(
      'pages/test.yaml:7:5  blocks: entry 2 should be a group of fields, but it is a list: the dash on line 6 has nothing after it, which makes this a list inside the list: delete that line and start this dash at column 3, and move lines 8 to 11 below it 2 spaces left too',
    );
  });

  it('a dash alone, a comment, then the list', () => {
    expect(told(page('  -', '    # the steps', '    - type: notFound'))).toEqual([
      'pages/test.yaml:7:5  blocks: entry 1 should be a group of fields, but it is a list: the dash on line 5 has nothing after it, which makes this a list inside the list: delete that line and start this dash at column 3',
    ]);
  });

  it('a block with two dashes: a list inside the list, and the lines to move', () => {
    expect(told(page('  - - type: steps', '      heading: B', '      steps:', '        - title: Visit'))).toEqual([
      'pages/test.yaml:5:5  blocks: entry 1 should be a group of fields, but it is a list: this line has two dashes, which make a list inside the list: delete the second one, and move lines 6 to 8 below it 2 spaces left too',
    ]);
  });

  it('two dashes and the next field under the second: the field is told first, at the column the YAML wants', () => {
    expect(told(page('  - - type: notFound', '    heading: A'))).toEqual([
      'pages/test.yaml:6:5  YAML syntax: this line is indented 2 spaces less than the field above it (line 5): move it to column 7, in line with "type"',
    ]);
  });
});

describe('a tab used for indentation: the spaces to use instead', () => {
  it('under blocks:, two spaces in from it', () => {
    expect(told(page('\t- type: notFound'))).toEqual([
      'pages/test.yaml:5:1  YAML syntax: this line is indented with a tab, and YAML needs spaces: indent it with 2 spaces instead, so it starts at column 3, 2 spaces in from "blocks" (line 4)',
    ]);
  });

  it('under a field with a comment after its colon', () => {
    expect(told(syntax('blocks: # the sections', '\t- type: hero'))).toEqual([
      'pages/x.yaml:2:1  YAML syntax: this line is indented with a tab, and YAML needs spaces: indent it with 2 spaces instead, so it starts at column 3, 2 spaces in from "blocks" (line 1)',
    ]);
  });

  it('a field of a block, in line with the field above', () => {
    expect(told(page('  - type: hero', '\theading: A'))).toEqual([
      'pages/test.yaml:6:1  YAML syntax: this line is indented with a tab, and YAML needs spaces: indent it with 4 spaces instead, so it starts at column 5, in line with "type" (line 5)',
    ]);
  });

  it('spaces and a tab: the spaces that take their place', () => {
    expect(told(syntax('a:', '  b: 1', ' \t c: 2'))).toEqual([
      'pages/x.yaml:3:4  YAML syntax: this line is indented with a tab, and YAML needs spaces: indent it with 2 spaces instead, so it starts at column 3, in line with "b" (line 2)',
    ]);
  });

  it('a list item, under the dashes above it', () => {
    expect(told(homeWith(72, ['\t- quote: Quick.']))).toEqual([
      'pages/home.yaml:73:1  YAML syntax: this line is indented with a tab, and YAML needs spaces: indent it with 6 spaces instead, so it starts at column 7, under the dashes above it (line 69)',
    ]);
  });

  it('where the lines above say no column, the general words', () => {
    const general = 'YAML syntax: a tab is used for indentation; YAML needs spaces (use 2 spaces per level)';
    expect(told(syntax('\ta: 1', 'b: 2'))).toEqual([`pages/x.yaml:1:1  ${general}`]);
    expect(told(syntax('# a', '\ta: 1'))).toEqual([`pages/x.yaml:2:1  ${general}`]);
    expect(told(syntax('route: /x', '\t- x'))).toEqual([`pages/x.yaml:2:1  ${general}`]);
    expect(told(syntax('badges:', '  - Free', '\tlabel: x'))).toEqual([`pages/x.yaml:3:1  ${general}`]);
    // After a dash the tab is no indentation of the line.
    expect(told(page('  - type: hero', '    images:', '      - src: a', '  -\ttype: steps'))).toEqual([
      `pages/test.yaml:8:4  ${general}`,
    ]);
  });
});

describe('a colon in a value: the only mistake told to go in quotes', () => {
  it('a value holding ": " on a line where it belongs', () => {
    expect(syntax('title: Note: roofs')).toEqual([
      'pages/x.yaml:1:8  YAML syntax: this value contains ": ", which YAML reads as a new field: put the whole value in quotes',
    ]);
    expect(homeWith(70, ['        location: Boise: west side'])).toEqual([
      'pages/home.yaml:71:19  YAML syntax: this value contains ": ", which YAML reads as a new field: put the whole value in quotes',
    ]);
  });

  it('a value that ends with a colon', () => {
    expect(syntax('intro: Call us:', 'title: A')).toEqual([
      'pages/x.yaml:1:8  YAML syntax: this value ends with a colon, which YAML reads as a new field: put the whole value in quotes',
    ]);
  });

  it('a comment after a value, with ": " in it, is no part of the value', () => {
    expect(told(syntax('title: A # see: below', '  route: /x'))).toEqual([
      'pages/x.yaml:2:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 1): move it to column 1, in line with "title"',
    ]);
  });

  it('a list item with ": " in it, pasted too far right, is told by its indentation', () => {
    expect(told(homeWith(72, moved(['      - quote: Great: quick and kind.'], 2)))).toEqual([
      'pages/home.yaml:73:9  YAML syntax: this list item is 2 spaces further right than the items above it (line 69): start its dash at column 7, under the other dashes',
    ]);
  });

  it('no mistake of indentation is told to go in quotes', () => {
    expect(indentationMessages.length).toBeGreaterThan(30);
    expect(indentationMessages.filter((message) => /quotes/.test(message))).toEqual([]);
  });
});
