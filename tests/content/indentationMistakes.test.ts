// @vitest-environment node
/**
 * Lines put at the wrong column, as a person pasting or typing in the editor makes them: each is told as the
 * indentation to fix, at the line to fix, with the column (or the spaces) to move it to. Only a value that really
 * holds ": " on a line that is where it belongs is told to go in quotes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainSchemaErrors } from '../../src/content/explainSchemaErrors';
import { errorHeadline } from '../../src/content/formatErrors';
import { misplacedLineMessage } from '../../src/content/misplacedLines';
import { parseYaml } from '../../src/content/parseYaml';
import { validateAgainstSchema } from '../../src/content/schemas';

/** What a person reads for a page: its syntax message, or else the schema's messages. */
function check(file: string, text: string): string[] {
  const parsed = parseYaml(file, text);
  if (parsed.errors.length) return parsed.errors.map(errorHeadline);
  const data = parsed.doc.toJS() as unknown;
  return explainSchemaErrors(parsed, data, validateAgainstSchema('page', data)).map(errorHeadline);
}

/** A page whose blocks are `blockLines`: the first of them is line 5. */
const page = (...blockLines: string[]) =>
  check(
    'pages/test.yaml',
    `${['route: /test', 'title: Test page', 'description: A page for the tests.', 'blocks:', ...blockLines].join('\n')}\n`,
  );

/** The lines of any small YAML file, for the syntax alone. */
const syntax = (...lines: string[]) => parseYaml('pages/x.yaml', `${lines.join('\n')}\n`).errors.map(errorHeadline);

// The home page of the second test site: reviews on lines 61 to 72, feature cards on lines 37 to 45.
const home = readFileSync(path.join(__dirname, '../fixtures/second-site/pages/home.yaml'), 'utf8').split('\n');
const homeWith = (after: number, lines: string[]) =>
  check('pages/home.yaml', [...home.slice(0, after), ...lines, ...home.slice(after)].join('\n'));
const review = [
  '      - quote: Quick, kind and clear.',
  '        author: Sam P.',
  '        location: Eagle',
  '        stars: 5',
];
const card = ['      - title: Tax Law', '        text: Returns and audits.', '        icon: dollar'];
const moved = (lines: string[], by: number) => lines.map((line) => (by > 0 ? ' '.repeat(by) + line : line.slice(-by)));

/** Every message of the cases whose mistake is the indentation: none of them may advise quotes. */
const indentationMessages: string[] = [];
const told = (messages: string[]) => {
  indentationMessages.push(...messages);
  return messages;
};

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
