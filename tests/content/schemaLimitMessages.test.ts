// @vitest-environment node
/**
 * The messages a person editing a page or site.yaml can meet from the schemas in schema/ about limits: text too
 * short or too long, lists with too few or too many entries, numbers out of range; several mistakes in one place;
 * and the rules a future schema may use. Each is the whole line, with the file, line and column to edit, the place
 * in words and what is wrong.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { explainSchemaErrors } from '../../src/content/explainSchemaErrors';
import { errorHeadline } from '../../src/content/formatErrors';
import { parseYaml } from '../../src/content/parseYaml';
import { pageMessages, schemaMessages } from './checkYaml';
import { hero, siteWith } from './schemaFixtures';

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
