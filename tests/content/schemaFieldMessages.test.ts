// @vitest-environment node
/**
 * The messages a person editing a page or site.yaml can meet from the schemas in schema/ about which fields there
 * are: a valid page gets none; a missing field, a field the schema does not know, and the type of a block misspelled,
 * unknown or missing. Each is the whole line, with the file, line and column to edit, the place in words, what is
 * wrong, and a suggestion only where it helps.
 */
import { describe, expect, it } from 'vitest';
import { pageMessages, schemaMessages } from './checkYaml';
import { hero, siteWith } from './schemaFixtures';

const blockTypes =
  'announcement, areasServed, callToAction, carousel, categoryCards, commitment, entryBody, entryHeader, entryList, faq, features, gallery, hero, ' +
  'hoursLocation, logos, notFound, offerings, pictureText, priceList, quoteForm, richText, serviceCards, stats, ' +
  'steps, team, testimonials';

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
