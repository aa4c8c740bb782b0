// @vitest-environment node
/**
 * Where a message points: the line and column in the file, and the place in words ("block 3 (stats), item 2")
 * that the checker, and the editor in the browser, put before it.
 */
import { describe, expect, it } from 'vitest';
import { describePath, locateKey, locateValue, pathFromPointer } from '../../src/content/locate';
import { parseYaml } from '../../src/content/parseYaml';

describe('the place in words', () => {
  const page = {
    blocks: [
      { type: 'hero', images: [{}, {}, {}], actions: [{}], badges: ['Insured', 'Bonded'] },
      { type: 'stats', items: [{}, {}] },
      { heading: 'no type yet' },
      { type: 7 },
      null,
      'hero',
    ],
  };

  it.each([
    [['blocks', 0], 'block 1 (hero)'],
    [['blocks', 1, 'items', 1], 'block 2 (stats), item 2'],
    [['blocks', 0, 'images', 2], 'block 1 (hero), image 3'],
    [['blocks', 0, 'actions', 0], 'block 1 (hero), button 1'],
    [['blocks', 0, 'badges', 1], 'block 1 (hero), badge 2'],
    [['blocks', 2], 'block 3'],
    [['blocks', 3], 'block 4'],
    [['blocks', 4], 'block 5'],
    [['blocks', 5], 'block 6'],
    [['blocks', 6, 'items', 0], 'block 7, item 1'],
    [['blocks', 0, 'images'], 'block 1 (hero), images'],
    [[], ''],
  ] as const)('in a page, %j is "%s"', (where, words) => {
    expect(describePath([...where], page)).toBe(words);
  });

  const blocks = (type: string, rest: (string | number)[]) => [['blocks', 0, ...rest], `block 1 (${type}), `] as const;

  it.each([
    ['serviceCards', ['cards', 1], 'card 2'],
    ['steps', ['steps', 2], 'step 3'],
    ['areasServed', ['groups', 0], 'group 1'],
    ['areasServed', ['groups', 1, 'places', 3], 'group 2, place 4'],
    ['commitment', ['points', 1], 'point 2'],
    ['richText', ['sections', 0], 'section 1'],
    ['richText', ['sections', 0, 'paragraphs', 1], 'section 1, paragraph 2'],
    ['richText', ['sections', 1, 'list', 2], 'section 2, list item 3'],
  ] as const)('in a %s block, %j is "%s"', (type, rest, words) => {
    const [where, prefix] = blocks(type, [...rest]);
    expect(describePath([...where], { blocks: [{ type }] })).toBe(`${prefix}${words}`);
  });

  it.each([
    [['navigation', 1], 'menu entry 2'],
    [['navigation', 1, 'items', 0], 'menu entry 2, item 1'],
    [['footer', 'externalLinks', 0], 'footer, external link 1'],
    [['footer', 'legalLinks', 1], 'footer, legal link 2'],
    [['company', 'hours', 0], 'company, hours row 1'],
    [['company', 'hours', 0, 'days', 2], 'company, hours row 1, day 3'],
    [['company', 'areasServed', 3], 'company, town 4'],
    [['company', 'address'], 'company, address'],
    [['seo', 'keywords', 0], 'seo, keywords 1'],
  ] as const)('in site.yaml, %j is "%s"', (where, words) => {
    expect(describePath([...where], {})).toBe(words);
  });
});

describe('a JSON Pointer from the validator as a path', () => {
  it('splits at slashes, with list positions as numbers', () => {
    expect(pathFromPointer('/blocks/2/items/10')).toEqual(['blocks', 2, 'items', 10]);
  });

  it('is empty for the whole document', () => {
    expect(pathFromPointer('')).toEqual([]);
  });

  it('keeps names that only contain digits somewhere as names', () => {
    expect(pathFromPointer('/v2/2x')).toEqual(['v2', '2x']);
  });

  it('reads the escaped / and ~ in names', () => {
    expect(pathFromPointer('/a~1b/c~0d~1~1')).toEqual(['a/b', 'c~d//']);
  });
});

describe('the line and column', () => {
  const parsed = parseYaml(
    'pages/x.yaml',
    [
      '# A page',
      'route: /x',
      'blocks:',
      '  - type: hero',
      '    heading: Roofs',
      '    images:',
      '      - src: /a.svg',
    ].join('\n'),
  );

  it('of a value is where the value starts', () => {
    expect(locateValue(parsed, ['blocks', 0, 'heading'])).toEqual({ line: 5, col: 14 });
    expect(locateValue(parsed, ['blocks', 0, 'images', 0, 'src'])).toEqual({ line: 7, col: 14 });
  });

  it('of a value that is not there is that of the nearest place that is', () => {
    expect(locateValue(parsed, ['blocks', 0, 'tagline'])).toEqual({ line: 4, col: 5 });
    expect(locateValue(parsed, ['blocks', 0, 'images', 3, 'alt'])).toEqual({ line: 7, col: 7 });
    expect(locateValue(parsed, ['footer', 'links'])).toEqual({ line: 2, col: 1 });
  });

  it('in an empty file is its first line', () => {
    expect(locateValue(parseYaml('pages/x.yaml', '# nothing yet\n'), ['route'])).toEqual({ line: 1, col: 1 });
  });

  it('of a field name is where the name starts', () => {
    expect(locateKey(parsed, ['blocks', 0], 'heading')).toEqual({ line: 5, col: 5 });
  });

  it('of a field name that is not there, or not in a group of fields, is that of the value', () => {
    expect(locateKey(parsed, ['blocks', 0], 'tagline')).toEqual({ line: 4, col: 5 });
    expect(locateKey(parsed, ['route'], 'x')).toEqual({ line: 2, col: 8 });
  });
});
