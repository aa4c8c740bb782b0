// @vitest-environment node
/**
 * Fields put at the wrong column: a block's fields too deep after its `- type:` line, an image's src: and alt: at
 * the wrong level, fields out of line with their group. Each is told as the indentation to fix, at the line to fix,
 * with the column (or the spaces) to move it to, and none of these messages advises quotes.
 */
import { describe, expect, it } from 'vitest';
import { homeWith, page, syntax, told } from './indentationCheck';

describe("a block's fields two spaces too deep after its - type: line", () => {
  it('the first field, and the lines that came with it', () => {
    expect(
      told(
        page(
          '  - type: steps',
          '      heading: How It Works',
          '      steps:',
          '        - title: Visit',
          '          text: We come by.',
          '  - type: notFound',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:6:7  YAML syntax: this line is indented 2 spaces further than the field above it (line 5): move it to column 5, in line with "type", and move lines 7 to 9 below it 2 spaces left too',
    ]);
  });

  it('one field: it alone', () => {
    expect(told(page('  - type: hero', '    heading: A', '      tagline: B - C', '    images: []'))).toEqual([
      'pages/test.yaml:7:7  YAML syntax: this line is indented 2 spaces further than the field above it (line 6): move it to column 5, in line with "heading"',
    ]);
  });

  it('a field below a web address, whose colon has no space after it', () => {
    expect(told(syntax('link: https://example.com', '  label: Example'))).toEqual([
      'pages/x.yaml:2:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 1): move it to column 1, in line with "link"',
    ]);
  });

  it('a field after a list written in [ ]: in line with the field of the list', () => {
    expect(told(syntax('a: [1, 2]', '  b: 3'))).toEqual([
      'pages/x.yaml:2:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 1): move it to column 1, in line with "a"',
    ]);
  });

  it('a field in a review too far right: in line with the review’s fields', () => {
    expect(told(homeWith(63, ['          country: US']))).toEqual([
      'pages/home.yaml:64:11  YAML syntax: this line is indented 2 spaces further than the field above it (line 63): move it to column 9, in line with "location"',
    ]);
  });
});

describe('an image with src: and alt: at the wrong level', () => {
  const service = ['  - type: serviceCards', '    heading: Services', '    cards:', '      - title: Cleaning'];

  it('lined up with image:, so outside it: both told, and image told empty', () => {
    expect(
      told(
        page(
          ...service,
          '        image:',
          '        src: /images/roof.svg',
          '        alt: A roof',
          '        href: /about',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:10:9  block 1 (serviceCards), card 1: "src" is not a field known here. It belongs inside "image" (line 9): move it 2 spaces right, to column 11.',
      'pages/test.yaml:11:9  block 1 (serviceCards), card 1: "alt" is not a field known here. It belongs inside "image" (line 9): move it 2 spaces right, to column 11.',
      'pages/test.yaml:9:15  block 1 (serviceCards), card 1: "image" should be a group of fields, but it is empty: "src" and "alt" below it (lines 10 to 11) are lined up with it, so not inside it: move them 2 spaces right, to column 11',
    ]);
  });

  it('one field lined up with image:', () => {
    expect(
      told(
        page(
          ...service,
          '        image:',
          '        src: /images/roof.svg',
          '        href: /about',
          '        subtitel: x',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:10:9  block 1 (serviceCards), card 1: "src" is not a field known here. It belongs inside "image" (line 9): move it 2 spaces right, to column 11.',
      'pages/test.yaml:12:9  block 1 (serviceCards), card 1: "subtitel" is not a field known here. Did you mean "subtitle"?',
      'pages/test.yaml:9:15  block 1 (serviceCards), card 1: "image" should be a group of fields, but it is empty: "src" below it (line 10) is lined up with it, so not inside it: move it 2 spaces right, to column 11',
    ]);
  });

  it('alt: two spaces left of src:, in the card', () => {
    expect(
      told(
        page(
          ...service,
          '        image:',
          '          src: /images/roof.svg',
          '        alt: A roof',
          '        href: /about',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:11:9  block 1 (serviceCards), card 1: "alt" is not a field known here. It is missing from the fields lined up with "src" (line 10): move it 2 spaces right, to column 11.',
      'pages/test.yaml:10:11  block 1 (serviceCards), card 1, image: missing required field "alt": it is on line 11, out of line with the fields here: move it 2 spaces right, to column 11, in line with "src" (line 10)',
    ]);
  });

  it('alt: two spaces right of src:', () => {
    expect(
      told(
        page(
          ...service,
          '        image:',
          '          src: /images/roof.svg',
          '            alt: A roof',
          '        href: /',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:11:13  YAML syntax: this line is indented 2 spaces further than the field above it (line 10): move it to column 11, in line with "src"',
    ]);
  });

  it('alt: one space left of src:', () => {
    expect(
      told(
        page(
          ...service,
          '        image:',
          '          src: /images/roof.svg',
          '         alt: A roof',
          '        href: /',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:11:10  YAML syntax: this line is indented 1 space less than the field above it (line 10): move it to column 11, in line with "src"',
    ]);
  });

  it('alt: under the dash of - src:, halfway between two groups: the one closer to the right', () => {
    expect(
      told(
        page(
          '  - type: hero',
          '    heading: A',
          '    images:',
          '      - src: /images/a.svg',
          '      alt: A roof',
          '      - src: /images/b.svg',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:9:7  YAML syntax: this line is indented 2 spaces less than the field above it (line 8): move it to column 9, in line with "src"',
    ]);
  });
});

describe('fields out of line with their group', () => {
  it('a block field indented into the last review: moved out to the block', () => {
    expect(
      told(
        page(
          '  - type: testimonials',
          '    items:',
          '      - quote: A',
          '        author: B',
          '        location: C',
          '        stars: 5',
          '        heading: Reviews',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:5:5  block 1 (testimonials): missing required field "heading": it is on line 11, out of line with the fields here: move it 4 spaces left, to column 5, in line with "items" (line 6)',
      'pages/test.yaml:11:9  block 1 (testimonials), item 1: "heading" is not a field known here. It is missing from the fields lined up with "items" (line 6): move it 4 spaces left, to column 5.',
    ]);
  });

  it('the same, with a field of the block after it', () => {
    expect(
      told(
        page(
          '  - type: testimonials',
          '    items:',
          '      - quote: A',
          '        author: B',
          '        location: C',
          '        stars: 5',
          '        heading: Reviews',
          '    surface: plain',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:5:5  block 1 (testimonials): missing required field "heading": it is on line 11, out of line with the fields here: move it 4 spaces left, to column 5, in line with "items" (line 6)',
      'pages/test.yaml:11:9  block 1 (testimonials), item 1: "heading" is not a field known here. It is missing from the fields lined up with "items" (line 6): move it 4 spaces left, to column 5.',
    ]);
  });

  it('a field of the review out at the block: moved in to the review', () => {
    expect(
      told(
        page(
          '  - type: testimonials',
          '    heading: Reviews',
          '    items:',
          '      - quote: A',
          '        author: B',
          '        location: C',
          '',
          '    # five stars',
          '    stars: 5',
        ),
      ),
    ).toEqual([
      'pages/test.yaml:13:5  block 1 (testimonials): "stars" is not a field this kind of block has. It is missing from the fields lined up with "location" (line 10): move it 4 spaces right, to column 9.',
      'pages/test.yaml:8:9  block 1 (testimonials), item 1: missing required field "stars": it is on line 13, out of line with the fields here: move it 4 spaces right, to column 9, in line with "location" (line 10)',
    ]);
  });
});
