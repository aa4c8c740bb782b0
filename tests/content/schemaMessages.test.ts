// @vitest-environment node
/**
 * One test per message a person editing a page or site.yaml can meet from the schemas in schema/: the whole line,
 * with the file, line and column to edit, the place in words, what is wrong, and a suggestion only where it helps.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainSchemaErrors } from '../../src/content/explainSchemaErrors';
import { errorHeadline } from '../../src/content/formatErrors';
import { parseYaml } from '../../src/content/parseYaml';
import { pageMessages, schemaMessages } from './checkYaml';

const hero = [
  '  - type: hero',
  '    heading: Roofs',
  '    images:',
  '      - src: /images/roof.svg',
  '        alt: A roof',
];
const blockTypes =
  'announcement, areasServed, callToAction, carousel, categoryCards, commitment, entryBody, entryHeader, entryList, faq, features, gallery, hero, ' +
  'hoursLocation, logos, notFound, offerings, pictureText, priceList, quoteForm, richText, serviceCards, stats, ' +
  'steps, team, testimonials';

const siteLines = readFileSync(path.join(__dirname, '../fixtures/minimal-site/site.yaml'), 'utf8')
  .trimEnd()
  .split('\n');
/** site.yaml of the valid test site with one line changed. */
const siteWith = (from: string, to: string) => {
  const index = siteLines.findIndex((line) => line.includes(from));
  if (index < 0) throw new Error(`site.yaml has no line with ${from}`);
  return schemaMessages(
    'site',
    'site.yaml',
    siteLines.map((line, i) => (i === index ? line.replace(from, to) : line)),
  );
};

describe('a valid page', () => {
  it('gets no message', () => {
    expect(pageMessages(hero)).toEqual([]);
  });
});

describe('required: a missing field', () => {
  it('in a block is named, at the start of the block', () => {
    expect(
      pageMessages(['  - type: steps', '    steps:', '      - title: Visit', '        text: We come by.']),
    ).toEqual(['pages/test.yaml:5:5  block 1 (steps): missing required field "heading"']);
  });

  it('at the top of a page is named with no place before it, at line 1', () => {
    expect(schemaMessages('page', 'pages/x.yaml', ['route: /x', 'title: X', 'blocks:', ...hero])).toEqual([
      'pages/x.yaml:1:1  missing required field "description"',
    ]);
  });

  it('in an item of a list names the item', () => {
    expect(
      pageMessages([
        ...hero,
        '  - type: stats',
        '    items:',
        '      - value: "18"',
        '      - value: "24/7"',
        '        label: Help',
      ]),
    ).toEqual(['pages/test.yaml:12:9  block 2 (stats), item 1: missing required field "label"']);
  });
});

describe('additionalProperties: a field the schema does not know', () => {
  it('in a block, close to a real one, is pointed at with the likely field', () => {
    expect(
      pageMessages([
        '  - type: hero',
        '    heding: Roofs',
        '    heading: Roofs',
        '    images: [{ src: /images/a.svg, alt: A }]',
      ]),
    ).toEqual([
      'pages/test.yaml:6:5  block 1 (hero): "heding" is not a field this kind of block has. Did you mean "heading"?',
    ]);
  });

  it('in a block, far from every real one, lists the fields that block has', () => {
    expect(pageMessages([...hero.slice(0, 2), '    colour: red', ...hero.slice(2)])).toEqual([
      'pages/test.yaml:7:5  block 1 (hero): "colour" is not a field this kind of block has. Fields allowed here: type, id, surface, eyebrow, heading, tagline, badges, images, intervalMs, actions, callButton, size, labels.',
    ]);
  });

  it('inside an item is "a field known here", with the fields of that item', () => {
    expect(
      pageMessages([
        '  - type: steps',
        '    heading: How',
        '    steps:',
        '      - title: A',
        '        text: B',
        '        lable: C',
      ]),
    ).toEqual([
      'pages/test.yaml:10:9  block 1 (steps), step 1: "lable" is not a field known here. Fields allowed here: title, text.',
    ]);
  });

  it('at the top of a page lists the page fields', () => {
    expect(
      schemaMessages('page', 'pages/x.yaml', [
        'route: /x',
        'title: X',
        'description: D.',
        'author: me',
        'blocks:',
        ...hero,
      ]),
    ).toEqual([
      'pages/x.yaml:4:1  "author" is not a field known here. Fields allowed here: route, title, description, noindex, image, blocks.',
    ]);
  });

  it('in a group of fields of site.yaml is "a field known here", with its fields', () => {
    expect(siteWith('city: Sherwood', 'town: Sherwood')).toEqual([
      'site.yaml:8:5  company, address: missing required field "city"',
      'site.yaml:9:5  company, address: "town" is not a field known here. Fields allowed here: street, city, region, postalCode, country.',
    ]);
  });

  it('at the top of site.yaml suggests the field meant', () => {
    expect(siteWith('seo:', 'seoo:')).toEqual([
      'site.yaml:2:1  missing required field "seo"',
      'site.yaml:69:1  "seoo" is not a field known here. Did you mean "seo"?',
    ]);
  });
});

describe('discriminator: the type of a block', () => {
  it('misspelled: suggests the block type meant', () => {
    expect(pageMessages(['  - type: heor', '    heading: Roofs'])).toEqual([
      'pages/test.yaml:5:11  block 1 (heor): unknown block type "heor". Did you mean "hero"?',
    ]);
  });

  it('unknown and close to none: lists every block type', () => {
    expect(pageMessages(['  - type: banana'])).toEqual([
      `pages/test.yaml:5:11  block 1 (banana): unknown block type "banana". Block types: ${blockTypes}.`,
    ]);
  });

  it('a number: says the type is text, and lists the block types', () => {
    expect(pageMessages(['  - type: 3'])).toEqual([
      'pages/test.yaml:5:11  block 1: "type" should be text, but it is a whole number',
      `pages/test.yaml:5:11  block 1: unknown block type "3". Block types: ${blockTypes}.`,
    ]);
  });

  it('missing (kind: instead of type:): one message, at the start of the block, which has no name yet', () => {
    expect(pageMessages(['  - kind: hero', '    heading: Roofs'])).toEqual([
      'pages/test.yaml:5:5  block 1: missing required field "type"',
    ]);
  });
});

describe('type: a value of the wrong kind', () => {
  it('a number where text belongs', () => {
    expect(pageMessages([...hero, '    eyebrow: 3.5'])).toEqual([
      'pages/test.yaml:10:14  block 1 (hero): "eyebrow" should be text, but it is a number',
    ]);
  });

  it('a whole number where text belongs', () => {
    expect(pageMessages([...hero, '    eyebrow: 2024'])).toEqual([
      'pages/test.yaml:10:14  block 1 (hero): "eyebrow" should be text, but it is a whole number',
    ]);
  });

  it('true or false where text belongs', () => {
    expect(pageMessages([...hero, '    tagline: true'])).toEqual([
      'pages/test.yaml:10:14  block 1 (hero): "tagline" should be text, but it is true or false',
    ]);
  });

  it('nothing where text belongs', () => {
    expect(pageMessages([...hero, '    tagline:'])).toEqual([
      'pages/test.yaml:10:13  block 1 (hero): "tagline" should be text, but it is empty',
    ]);
  });

  it('a list where text belongs', () => {
    expect(pageMessages([...hero, '    tagline: [a, b]'])).toEqual([
      'pages/test.yaml:10:14  block 1 (hero): "tagline" should be text, but it is a list',
    ]);
  });

  it('a group of fields where a list belongs, with how a list is written', () => {
    expect(
      pageMessages(['  - type: hero', '    heading: Roofs', '    images: { src: /images/a.svg, alt: A }']),
    ).toEqual([
      'pages/test.yaml:7:13  block 1 (hero): "images" should be a list (lines starting with "- "), but it is a group of fields',
    ]);
  });

  it('text where true or false belongs', () => {
    expect(pageMessages([...hero, '    callButton: "yes"'])).toEqual([
      'pages/test.yaml:10:17  block 1 (hero): "callButton" should be true or false, but it is text',
    ]);
  });

  it('a fraction where a whole number belongs', () => {
    expect(pageMessages([...hero, '    intervalMs: 3000.5'])).toEqual([
      'pages/test.yaml:10:17  block 1 (hero): "intervalMs" should be a whole number, but it is a number',
    ]);
  });

  it('text where a group of fields belongs', () => {
    expect(pageMessages(['  - type: hero', '    heading: Roofs', '    images:', '      - roof.svg'])).toEqual([
      'pages/test.yaml:8:9  block 1 (hero), images: entry 1 should be a group of fields, but it is text',
    ]);
  });

  it('a number in a list of text names the entry', () => {
    expect(pageMessages([...hero, '    badges: [Insured, 3]'])).toEqual([
      'pages/test.yaml:10:23  block 1 (hero), badges: entry 2 should be text, but it is a whole number',
    ]);
  });

  it('a list where the whole file should be a group of fields', () => {
    expect(schemaMessages('page', 'pages/x.yaml', ['- route: /x'])).toEqual([
      'pages/x.yaml:1:1  "this value" should be a group of fields, but it is a list',
    ]);
  });

  it('text where a number belongs, in site.yaml', () => {
    expect(siteWith('yearsInBusiness: 18', 'yearsInBusiness: many')).toEqual([
      'site.yaml:16:20  company: "yearsInBusiness" should be a whole number, but it is text',
    ]);
  });
});

describe('enum: a value outside a fixed list', () => {
  it('misspelled: lists the values and suggests the one meant', () => {
    expect(pageMessages([...hero, '    size: ful'])).toEqual([
      'pages/test.yaml:10:11  block 1 (hero): "size" must be one of: full, compact. Did you mean "full"?',
    ]);
  });

  it('far from every value: lists them, with no suggestion', () => {
    expect(pageMessages([...hero, '    size: enormous'])).toEqual([
      'pages/test.yaml:10:11  block 1 (hero): "size" must be one of: full, compact.',
    ]);
  });

  it('not text at all: lists them, with no suggestion', () => {
    expect(pageMessages([...hero, '    surface: 3'])).toEqual([
      'pages/test.yaml:10:14  block 1 (hero): "surface" must be one of: plain, alternate, dark.',
    ]);
  });

  it('in a list of days names the hours row and the entry', () => {
    expect(siteWith('days: [Monday', 'days: [Moonday')).toEqual([
      'site.yaml:23:14  company, hours row 1, days: entry 1 must be one of: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday. Did you mean "Monday"?',
    ]);
  });
});

describe('format', () => {
  it('an e-mail address without @ says what one looks like', () => {
    expect(siteWith('office@example.com', 'office.example.com')).toEqual([
      'site.yaml:6:10  company: "email" is not a valid e-mail address (it should look like name@example.com)',
    ]);
  });

  it('a web address without https:// says how it starts', () => {
    expect(siteWith('siteUrl: https://www.example.com', 'siteUrl: www.example.com')).toEqual([
      'site.yaml:70:12  seo: "siteUrl" is not written the right way. The public address of the site, without a trailing slash, for example https://www.example.com.',
      'site.yaml:70:12  seo: "siteUrl" is not a valid web address (it should start with https://)',
    ]);
  });

  it('a date written in words says how to write it', () => {
    expect(
      pageMessages([
        '  - type: richText',
        '    heading: Terms',
        '    effectiveDate: 1 May 2024',
        '    sections:',
        '      - heading: Use',
      ]),
    ).toEqual([
      'pages/test.yaml:7:20  block 1 (richText): "effectiveDate" is not a date written as year-month-day, for example 2024-01-01',
    ]);
  });
});

describe('pattern: text not written the right way', () => {
  it("with an example and the field's own explanation", () => {
    expect(
      schemaMessages('page', 'pages/x.yaml', ['route: About', 'title: X', 'description: D.', 'blocks:', ...hero]),
    ).toEqual([
      'pages/x.yaml:1:8  "route" is not written the right way, for example "/about". The page\'s address on the site, starting with /, in lower case with dashes, for example /services/window-cleaning. The not-found page uses "*".',
    ]);
  });

  it("without an example: the field's explanation alone", () => {
    expect(siteWith('closes: "17:00"', 'closes: 5pm')).toEqual([
      'site.yaml:25:15  company, hours row 1: "closes" is not written the right way. Closing time, 24-hour, for example 17:00.',
    ]);
  });

  it('a link that is not one names the button', () => {
    expect(pageMessages([...hero, '    actions:', '      - label: Call', '        href: call us'])).toEqual([
      'pages/test.yaml:12:15  block 1 (hero), button 1: "href" is not written the right way, for example "/contact". Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.',
    ]);
  });
});

describe('minLength, maxLength: text too short or too long', () => {
  it('an empty title', () => {
    expect(
      schemaMessages('page', 'pages/x.yaml', ['route: /x', 'title: ""', 'description: D.', 'blocks:', ...hero]),
    ).toEqual(['pages/x.yaml:2:8  "title" must not be empty']);
  });

  it('an empty picture description names the image', () => {
    expect(
      pageMessages([
        '  - type: hero',
        '    heading: Roofs',
        '    images:',
        '      - src: /images/a.svg',
        '        alt: ""',
      ]),
    ).toEqual(['pages/test.yaml:9:14  block 1 (hero), image 1: "alt" must not be empty']);
  });

  it('a title too long gives the limit and the count', () => {
    expect(
      schemaMessages('page', 'pages/x.yaml', [
        'route: /x',
        `title: ${'Roofing '.repeat(9)}`,
        'description: D.',
        'blocks:',
        ...hero,
      ]),
    ).toEqual(['pages/x.yaml:2:8  "title" is too long: at most 70 characters (it has 71)']);
  });
});

describe('minItems, maxItems: lists too short or too long', () => {
  it('a page without blocks', () => {
    expect(schemaMessages('page', 'pages/x.yaml', ['route: /x', 'title: X', 'description: D.', 'blocks: []'])).toEqual([
      'pages/x.yaml:4:9  "blocks" needs at least 1 entry',
    ]);
  });

  it('too many buttons', () => {
    const button = (label: string) => `      - { label: ${label}, href: / }`;
    expect(pageMessages([...hero, '    actions:', button('A'), button('B'), button('C')])).toEqual([
      'pages/test.yaml:11:7  block 1 (hero): "actions" can have at most 2 entries',
    ]);
  });

  it('too many cards', () => {
    const card = [
      '      - title: Roofs',
      '        text: New roofs.',
      '        image: { src: /images/a.svg, alt: A }',
      '        href: /roofing',
    ];
    expect(
      pageMessages([
        '  - type: categoryCards',
        '    heading: What we do',
        '    cards:',
        ...Array.from({ length: 7 }, () => card).flat(),
      ]),
    ).toEqual(['pages/test.yaml:8:7  block 1 (categoryCards): "cards" can have at most 6 entries']);
  });
});

describe('minimum, maximum: numbers out of range', () => {
  const testimonial = (stars: number) => [
    '  - type: testimonials',
    '    heading: Words',
    '    items:',
    '      - quote: Good work.',
    '        author: Ann',
    '        location: Tigard',
    `        stars: ${stars}`,
  ];

  it('stars: 0 is below the least', () => {
    expect(pageMessages(testimonial(0))).toEqual([
      'pages/test.yaml:11:16  block 1 (testimonials), item 1: "stars" must be at least 1',
    ]);
  });

  it('stars: 6 is above the most', () => {
    expect(pageMessages(testimonial(6))).toEqual([
      'pages/test.yaml:11:16  block 1 (testimonials), item 1: "stars" must be at most 5',
    ]);
  });

  it('a radius too large in site.yaml', () => {
    expect(siteWith('radius: 10', 'radius: 40')).toEqual(['site.yaml:63:11  theme: "radius" must be at most 32']);
  });
});

describe('messages about one place', () => {
  it('several mistakes in one block each get a line', () => {
    expect(pageMessages(['  - type: hero', '    heading: ""', '    images: []'])).toEqual([
      'pages/test.yaml:6:14  block 1 (hero): "heading" must not be empty',
      'pages/test.yaml:7:13  block 1 (hero): "images" needs at least 1 entry',
    ]);
  });
});

/**
 * Rules the explanations know but today's schemas do not use, so that a schema that starts using them still gets
 * plain words. Checked against small schemas of their own.
 */
describe('rules of a future schema', () => {
  const ajv = new Ajv2020({ allErrors: true, verbose: true });
  const messagesFor = (schema: object, yaml: string) => {
    const parsed = parseYaml('pages/x.yaml', yaml);
    const data = parsed.doc.toJS() as unknown;
    const validate = ajv.compile(schema);
    validate(data);
    return explainSchemaErrors(parsed, data, [...(validate.errors ?? [])]).map(errorHeadline);
  };

  it('const: says the one value allowed', () => {
    expect(messagesFor({ properties: { version: { const: 2 } } }, 'version: 3\n')).toEqual([
      'pages/x.yaml:1:10  "version" must be 2',
    ]);
  });

  it('minItems above one: counts entries in the plural', () => {
    expect(messagesFor({ properties: { steps: { minItems: 2 } } }, 'steps: [a]\n')).toEqual([
      'pages/x.yaml:1:8  "steps" needs at least 2 entries',
    ]);
  });

  it('a format without words of its own names the format', () => {
    ajv.addFormat('postcode', /^\d{5}$/);
    expect(messagesFor({ properties: { zip: { type: 'string', format: 'postcode' } } }, 'zip: abc\n')).toEqual([
      'pages/x.yaml:1:6  "zip" is not a valid postcode',
    ]);
  });

  it('a pattern with neither example nor explanation ends after the words', () => {
    expect(messagesFor({ properties: { code: { pattern: '^[A-Z]+$' } } }, 'code: abc\n')).toEqual([
      'pages/x.yaml:1:7  "code" is not written the right way.',
    ]);
  });

  it("any other rule keeps the validator's own words", () => {
    expect(messagesFor({ properties: { tags: { uniqueItems: true } } }, 'tags: [a, a]\n')).toEqual([
      'pages/x.yaml:1:7  "tags" must NOT have duplicate items (items ## 0 and 1 are identical)',
    ]);
  });

  it('a value of two possible kinds names both', () => {
    expect(messagesFor({ properties: { size: { type: ['string', 'number'] } } }, 'size: [1]\n')).toEqual([
      'pages/x.yaml:1:7  "size" should be text or a number, but it is a list',
    ]);
  });
});
