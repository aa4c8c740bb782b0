/**
 * Edits of a value in the YAML text by the editor's forms, on small texts, exactly: a changed scalar keeps its quotes,
 * its block style and the comment on its line, and is quoted when it would read back as something else; a missing key
 * is added at its siblings' column with the maps on the way to it; a whole map is merged field by field; a value is
 * read at its path; and no edit or read goes through a key that leads to the prototype every object shares.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { duplicateItem, insertItem, moveItem, removeAt, setValue, valueAt } from '../../src/yamlEdits';
import { lines } from './yamlEditTexts';

describe('setValue on a scalar', () => {
  const text = lines(
    '# A page',
    'title: "Roofing | {{shortName}}"',
    "eyebrow: 'Since 2008'",
    'heading: Our Services # shown big',
    'body: |',
    '  First line.',
    '  Second line.',
    'count: 3',
  );

  it('keeps a plain scalar plain, and the comment on its line', () => {
    expect(setValue(text, ['heading'], 'Our Work')).toBe(text.replace('heading: Our Services', 'heading: Our Work'));
  });

  it('keeps \'single\' and "double" quotes', () => {
    expect(setValue(text, ['eyebrow'], "Since '08")).toBe(text.replace("'Since 2008'", "'Since ''08'"));
    expect(setValue(text, ['title'], 'Roofs | {{shortName}}')).toBe(
      text.replace('"Roofing | {{shortName}}"', '"Roofs | {{shortName}}"'),
    );
  });

  it('keeps a block scalar a block scalar, with its indentation', () => {
    expect(setValue(text, ['body'], 'One line.\nTwo lines.\nThree.\n')).toBe(
      text.replace('  First line.\n  Second line.\n', '  One line.\n  Two lines.\n  Three.\n'),
    );
    expect(setValue(text, ['body'], 'No final break')).toBe(
      text.replace('body: |\n  First line.\n  Second line.\n', 'body: |-\n  No final break\n'),
    );
  });

  it('gives back the same bytes for the value it already has', () => {
    expect(setValue(text, ['heading'], 'Our Services')).toBe(text);
    expect(setValue(text, ['count'], 3)).toBe(text);
    expect(setValue(text, ['body'], 'First line.\nSecond line.\n')).toBe(text);
  });

  it.each([
    ['a colon and a space', 'Roofing: done right', '"Roofing: done right"'],
    ['a space and a hash', 'Call now #1', '"Call now #1"'],
    ['a leading hash', '#1 in Portland', '"#1 in Portland"'],
    ['a leading star', '*Free* estimates', '"*Free* estimates"'],
    ['a YAML 1.1 boolean', 'yes', '"yes"'],
    ['a year', '2024', '"2024"'],
    ['a date', '2024-01-01', '"2024-01-01"'],
    ['a placeholder alone', '{{phone}}', '"{{phone}}"'],
    ['a leading space', ' indented', '" indented"'],
  ])('quotes a plain scalar given %s, so it reads back as the same string', (_, value, written) => {
    const changed = setValue(text, ['heading'], value);
    expect(changed).toBe(text.replace('heading: Our Services', `heading: ${written}`));
    expect(valueAt(changed, ['heading'])).toBe(value);
  });

  it('keeps a placeholder in the words plain, as text', () => {
    const changed = setValue(text, ['heading'], 'Call {{phone}} today');
    expect(changed).toBe(text.replace('heading: Our Services', 'heading: Call {{phone}} today'));
    expect(valueAt(changed, ['heading'])).toBe('Call {{phone}} today');
  });

  it('writes lines given to a plain scalar as a block scalar', () => {
    const changed = setValue(text, ['heading'], 'Our\nServices');
    expect(changed).toBe(
      text.replace('heading: Our Services # shown big', 'heading: |- # shown big\n  Our\n  Services'),
    );
    expect(valueAt(changed, ['heading'])).toBe('Our\nServices');
  });

  it('writes lines given to a plain list item as a block scalar one step deeper than its dash', () => {
    expect(setValue(lines('badges:', '  - Licensed', '  - Insured'), ['badges', 0], 'Fully\nLicensed')).toBe(
      lines('badges:', '  - |-', '    Fully', '    Licensed', '  - Insured'),
    );
  });

  it('keeps lines given to a double-quoted scalar on its line, as \\n', () => {
    expect(setValue(text, ['title'], 'Roofing\n{{shortName}}')).toBe(
      text.replace('"Roofing | {{shortName}}"', '"Roofing\\n{{shortName}}"'),
    );
  });

  it('writes an empty string as "" in place of a block scalar', () => {
    expect(setValue(text, ['body'], '')).toBe(text.replace('body: |\n  First line.\n  Second line.\n', 'body: ""\n'));
  });

  it('writes letters of any language as they are', () => {
    const words = 'Dächer für Zürich — «toits» 屋根 ✓';
    expect(setValue(text, ['heading'], words)).toBe(text.replace('Our Services', words));
  });

  it('writes a number, a boolean and null plain, and a number as a string in quotes', () => {
    expect(setValue(text, ['count'], 4)).toBe(text.replace('count: 3', 'count: 4'));
    expect(setValue(text, ['count'], true)).toBe(text.replace('count: 3', 'count: true'));
    expect(setValue(text, ['count'], null)).toBe(text.replace('count: 3', 'count: null'));
    expect(setValue(text, ['count'], '3')).toBe(text.replace('count: 3', 'count: "3"'));
  });

  it('changes an item of a flow list inside its brackets', () => {
    const days = 'days: [Monday, Tuesday]\n';
    expect(setValue(days, ['days', 1], 'Friday')).toBe('days: [Monday, Friday]\n');
    expect(setValue(days, ['days', 1], 'Fri, Sat')).toBe('days: [Monday, "Fri, Sat"]\n');
  });

  it('keeps a text without a final line break without one', () => {
    expect(setValue('a: 1\nb: 2', ['b'], 3)).toBe('a: 1\nb: 3');
    expect(insertItem('a:\n  - x', ['a'], 1, 'z')).toBe('a:\n  - x\n  - z');
  });

  it('keeps the \\r\\n line breaks of a text written with them', () => {
    expect(setValue('a: 1\r\nb: 2\r\n', ['c'], { d: 3 })).toBe('a: 1\r\nb: 2\r\nc:\r\n  d: 3\r\n');
  });
});

describe('setValue on a missing key or a whole map', () => {
  const text = lines(
    'blocks:',
    '  - type: hero # the banner',
    '    heading: Welcome',
    '',
    '  - type: cta',
    '    label: Call',
    '    image: {}',
  );

  it('adds a missing key at the end of its map, at its siblings column', () => {
    expect(setValue(text, ['blocks', 0, 'tagline'], 'Since 2008')).toBe(
      text.replace('    heading: Welcome\n', '    heading: Welcome\n    tagline: Since 2008\n'),
    );
  });

  it('adds the maps on the way to a missing key', () => {
    expect(setValue(text, ['blocks', 1, 'link', 'href'], '/contact')).toBe(`${text}    link:\n      href: /contact\n`);
  });

  it('turns an empty flow map into a block map', () => {
    expect(setValue(text, ['blocks', 1, 'image', 'src'], '/images/roof.svg')).toBe(
      text.replace('    image: {}\n', '    image:\n      src: /images/roof.svg\n'),
    );
  });

  it('merges an object field by field: only what differs changes', () => {
    expect(setValue(text, ['blocks', 0], { type: 'hero', heading: 'Hello', size: 'full' })).toBe(
      text.replace('    heading: Welcome\n', '    heading: Hello\n    size: full\n'),
    );
    expect(setValue(text, ['blocks', 1], { type: 'cta', label: 'Call' })).toBe(text.replace('    image: {}\n', ''));
  });

  it('writes the first key of an empty text, below its comments', () => {
    expect(setValue('', ['route'], '/about')).toBe('route: /about\n');
    expect(setValue('# A new page\n', ['route'], '/about')).toBe('# A new page\nroute: /about\n');
  });

  it('throws, naming the place, when a path leads nowhere', () => {
    expect(() => setValue(text, ['blocks', 5, 'heading'], 'x')).toThrow('blocks.5');
    expect(() => setValue(text, ['blocks', 0, 'heading', 'x'], 'x')).toThrow('blocks.0.heading is not a map');
  });

  it('throws when the text does not parse', () => {
    expect(() => setValue('a: [1, 2\nb: 3\n', ['b'], 4)).toThrow('does not parse');
    expect(() => valueAt('a: "open\n', ['a'])).toThrow('does not parse');
  });
});

describe('valueAt', () => {
  const text = lines('blocks:', '  - type: hero', '    badges: [Licensed, Insured]', '    tagline:');

  it('reads a value at a path, and undefined where there is none', () => {
    expect(valueAt(text, ['blocks', 0, 'badges'])).toEqual(['Licensed', 'Insured']);
    expect(valueAt(text, ['blocks', 0, 'badges', 1])).toBe('Insured');
    expect(valueAt(text, ['blocks', 0, 'tagline'])).toBeNull();
    expect(valueAt(text, ['blocks', 1])).toBeUndefined();
    expect(valueAt(text, ['blocks', 0, 'heading'])).toBeUndefined();
  });
});

describe('keys that lead to the prototype every object shares', () => {
  const text = lines('blocks:', '  - type: hero', '    items: [One, Two]');
  /** The same block with a key of that name written in it. */
  const withKey = (key: string) => `${text}    ${key}:\n      - heading: Welcome\n`;

  afterEach(() => {
    // A failing run must not leave the field behind for the tests after it.
    delete (Object.prototype as { polluted?: unknown }).polluted;
  });

  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`refuses every edit and read at a path through ${key}, and no object gains a field`, () => {
      const refusal = `blocks.0.${key}.polluted is not a place in the text: no field may be called ${key}`;
      expect(() => setValue(text, ['blocks', 0, key, 'polluted'], 'yes')).toThrow(refusal);
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();

      const named = `no field may be called ${key}`;
      expect(() => setValue(withKey(key), ['blocks', 0, key, 0, 'polluted'], 'yes')).toThrow(named);
      expect(() => setValue(text, ['blocks', 0], { type: 'hero', [key]: { polluted: 'yes' } })).toThrow(named);
      expect(() => removeAt(withKey(key), ['blocks', 0, key, 0])).toThrow(named);
      expect(() => insertItem(withKey(key), ['blocks', 0, key], 0, { polluted: 'yes' })).toThrow(named);
      expect(() => moveItem(withKey(key), ['blocks', 0, key], 0, 0)).toThrow(named);
      expect(() => duplicateItem(withKey(key), ['blocks', 0, key], 0)).toThrow(named);
      expect(() => valueAt(withKey(key), ['blocks', 0, key])).toThrow(named);
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    });
  }
});
