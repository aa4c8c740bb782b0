// @vitest-environment node
/**
 * The messages a person editing a page or site.yaml can meet from the schemas in schema/ about a value: of the wrong
 * kind, outside a fixed list, not of its format (an e-mail or web address, a date), or text not written the right
 * way. Each is the whole line, with the file, line and column to edit, the place in words, what is wrong, and a
 * suggestion only where it helps.
 */
import { describe, expect, it } from 'vitest';
import { pageMessages, schemaMessages } from './checkYaml';
import { hero, siteWith } from './schemaFixtures';

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
