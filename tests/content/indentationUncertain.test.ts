// @vitest-environment node
/**
 * Where the text does not show the indentation for certain (a field that may belong to either group, lists in { }
 * or [ ], a group left empty with fields of its own below it), the words stay as they were; and where the lines
 * above say no column, the general words are told.
 */
import { describe, expect, it } from 'vitest';
import { misplacedLineMessage } from '../../src/content/misplacedLines';
import { check, page, syntax } from './indentationCheck';

describe('where the text does not show the indentation for certain, the words stay as they were', () => {
  const reviews = ['  - type: testimonials', '    heading: Reviews', '    items:'];

  it('a field in the middle of a review, missing from the block', () => {
    expect(
      page('  - type: testimonials', '    items:', '      - quote: A', '        heading: Reviews', '        author: B'),
    ).toEqual([
      'pages/test.yaml:5:5  block 1 (testimonials): missing required field "heading"',
      'pages/test.yaml:7:9  block 1 (testimonials), item 1: missing required field "location"',
      'pages/test.yaml:7:9  block 1 (testimonials), item 1: missing required field "stars"',
      'pages/test.yaml:8:9  block 1 (testimonials), item 1: "heading" is not a field known here. Fields allowed here: quote, author, location, stars.',
    ]);
  });

  it('a field second to last in a review, missing from the block', () => {
    const messages = page(
      '  - type: testimonials',
      '    items:',
      '      - quote: A',
      '        author: B',
      '        location: C',
      '        heading: Reviews',
      '        stars: 5',
    );
    expect(messages).toContain('pages/test.yaml:5:5  block 1 (testimonials): missing required field "heading"');
  });

  it('the same at the end of a file without a line break at its end', () => {
    const text = [
      'route: /test',
      'title: Test page',
      'description: A page for the tests.',
      'blocks:',
      '  - type: testimonials',
      '    items:',
      '      - quote: A',
      '        author: B',
      '        location: C',
      '        heading: Reviews',
      '        stars: 5',
    ].join('\n');
    expect(check('pages/test.yaml', text)).toContain(
      'pages/test.yaml:5:5  block 1 (testimonials): missing required field "heading"',
    );
  });

  it('a field of the review after another field of the block, or above the list', () => {
    const after = page(
      ...reviews,
      '      - quote: A',
      '        author: B',
      '        location: C',
      '    intro: x',
      '    stars: 5',
    );
    expect(after).toContain('pages/test.yaml:8:9  block 1 (testimonials), item 1: missing required field "stars"');
    const above = page(
      '  - type: testimonials',
      '    heading: Reviews',
      '    stars: 5',
      '    items:',
      '      - quote: A',
      '        author: B',
      '        location: C',
    );
    expect(above).toContain('pages/test.yaml:9:9  block 1 (testimonials), item 1: missing required field "stars"');
  });

  it('reviews written in { }', () => {
    expect(page(...reviews, '      - {quote: A, author: B, location: C}', '    stars: 5')).toContain(
      'pages/test.yaml:8:9  block 1 (testimonials), item 1: missing required field "stars"',
    );
    expect(
      page('  - type: testimonials', '    items:', '      - {quote: A, author: B, location: C, stars: 5, heading: X}'),
    ).toContain('pages/test.yaml:5:5  block 1 (testimonials): missing required field "heading"');
  });

  it('an empty image with no fields below it, or in { }', () => {
    const service = ['  - type: serviceCards', '    heading: Services', '    cards:', '      - title: Cleaning'];
    expect(page(...service, '        image:', '      - title: Windows', '        href: /')).toContain(
      'pages/test.yaml:9:15  block 1 (serviceCards), card 1: "image" should be a group of fields, but it is empty',
    );
    expect(page(...service.slice(0, 3), '      - {title: Cleaning, image: , src: /images/a.svg, href: /}')).toContain(
      'pages/test.yaml:8:34  block 1 (serviceCards), card 1: "image" should be a group of fields, but it is empty',
    );
  });

  it('an image written as text, with alt: lined up below it', () => {
    expect(
      page(
        '  - type: serviceCards',
        '    heading: Services',
        '    cards:',
        '      - title: Cleaning',
        '        image: /images/roof.svg',
        '        alt: A roof',
        '        href: /about',
      ),
    ).toEqual([
      'pages/test.yaml:10:9  block 1 (serviceCards), card 1: "alt" is not a field known here. Fields allowed here: title, subtitle, image, href, links.',
      'pages/test.yaml:9:16  block 1 (serviceCards), card 1: "image" should be a group of fields, but it is text',
    ]);
  });

  it('an empty link with a field of the block below it, which is no stray', () => {
    expect(page('  - type: announcement', '    message: We are open.', '    link:', '    label: Notice')).toEqual([
      'pages/test.yaml:7:10  block 1 (announcement): "link" should be a group of fields, but it is empty',
    ]);
  });

  it('an empty link with its fields below it, one of which the block also has', () => {
    expect(
      page('  - type: announcement', '    message: We are open.', '    link:', '    label: Book', '    href: /about'),
    ).toEqual([
      'pages/test.yaml:9:5  block 1 (announcement): "href" is not a field this kind of block has. It belongs inside "link" (line 7): move it 2 spaces right, to column 7.',
      'pages/test.yaml:7:10  block 1 (announcement): "link" should be a group of fields, but it is empty: "label" and "href" below it (lines 8 to 9) are lined up with it, so not inside it: move them 2 spaces right, to column 7',
    ]);
  });

  it('three fields of a button lined up with it', () => {
    const messages = page(
      '  - type: pictureText',
      '    heading: A',
      '    paragraphs: [Hello]',
      '    picture:',
      '      src: /images/roof.svg',
      '      alt: A roof',
      '    button:',
      '    label: Call',
      '    href: /about',
      '    variant: primary',
    );
    expect(messages).toContain(
      'pages/test.yaml:11:12  block 1 (pictureText): "button" should be a group of fields, but it is empty: "label", "href" and "variant" below it (lines 12 to 14) are lined up with it, so not inside it: move them 2 spaces right, to column 7',
    );
  });

  it('an empty text field, or an empty block, with fields below', () => {
    expect(page('  - type: hero', '    heading:', '    tagline: B', '    images: []')).toContain(
      'pages/test.yaml:6:13  block 1 (hero): "heading" should be text, but it is empty',
    );
    expect(page('  -', '  - type: notFound')).toContain(
      'pages/test.yaml:5:4  blocks: entry 1 should be a group of fields, but it is empty',
    );
  });

  it('a list inside a list written in [ ], the whole file a list, or a list repeated with *', () => {
    expect(page('  - [a]')).toEqual([
      'pages/test.yaml:5:5  blocks: entry 1 should be a group of fields, but it is a list',
    ]);
    expect(check('pages/x.yaml', '-\n  - a\n')).toEqual([
      'pages/x.yaml:1:1  "this value" should be a group of fields, but it is a list',
    ]);
    expect(page('  - &twice', '    - type: notFound', '  - *twice')).toEqual([
      'pages/test.yaml:6:5  blocks: entry 1 should be a group of fields, but it is a list',
      'pages/test.yaml:7:5  blocks: entry 2 should be a group of fields, but it is a list',
    ]);
  });
});

describe('where the lines above say no column, the general words', () => {
  it('a list item under a group with no list', () => {
    expect(syntax('a:', '  b: 1', '- c')).toEqual([
      'pages/x.yaml:3:1  YAML syntax: this list item does not line up with a list above it: start its dash under the dashes of its list',
    ]);
  });

  it('a list item further right than a field with a value, with no list above', () => {
    expect(syntax('a: b', '  - c: d')).toEqual([
      'pages/x.yaml:2:3  YAML syntax: this line is indented further than the field above it (line 1): line it up with the other fields at its level',
    ]);
  });

  it('a field right of the dash of a list item of one value', () => {
    expect(syntax('a:', '  - "b"', '   c: 1')).toEqual([
      'pages/x.yaml:3:4  YAML syntax: this line is not lined up with the fields above it: give it the same number of spaces as they have',
    ]);
    expect(misplacedLineMessage(['badges:', '  - Free', '    label: x'], 2)).toBeUndefined();
  });

  it('a field left of or under the dash of a list item of one value: the group further left', () => {
    expect(syntax('a:', '  - b', '  c: 1')).toEqual([
      'pages/x.yaml:3:3  YAML syntax: this line is indented 2 spaces further than the field above it (line 1): move it to column 1, in line with "a"',
    ]);
    expect(syntax('blocks:', '  - type: hero', '    badges:', '      - Free', '     heading: x')).toEqual([
      'pages/x.yaml:5:6  YAML syntax: this line is indented 1 space further than the field above it (line 3): move it to column 5, in line with "badges"',
    ]);
  });

  it('a field with nothing above it', () => {
    expect(misplacedLineMessage(['# a note', '  a: 1'], 1)).toBeUndefined();
  });

  it('a list in [ ] never closed keeps the words about the indentation', () => {
    expect(syntax('blocks:', '  - type: hero', '    badges: [A, B', '    heading: x')).toEqual([
      'pages/x.yaml:4:5  YAML syntax: the indentation is wrong here: line this up with the other fields at the same level',
    ]);
  });
});
