/**
 * Edits of the YAML text by the editor's forms: the office's comments, quotes and blank lines stay as they were, one
 * changed field is a one-line change, and what is added is indented like its siblings. First on every page and on
 * site.yaml as they are today (only the structure is assumed, never their words), then on small texts, exactly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isSeq, parseDocument } from 'yaml';
import { duplicateItem, insertItem, moveItem, removeAt, setValue, valueAt, type YamlValue } from '../../src/yamlEdits';
import type { DataPath } from '../../src/places/places';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

function yamlFilesUnder(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => path.join(folder, name))
    .sort();
}

const contentFiles = ['site.yaml', ...yamlFilesUnder('pages')].map((name) => ({
  name,
  text: readFileSync(path.join(projectRoot, name), 'utf8'),
}));

type Json = YamlValue;

function isMapValue(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page's blocks, or for site.yaml each top-level section that is a map. */
function sectionPaths(root: Json): DataPath[] {
  if (!isMapValue(root)) return [];
  if (Array.isArray(root.blocks)) return root.blocks.map((_, index) => ['blocks', index]);
  return Object.keys(root)
    .filter((key) => isMapValue(root[key]))
    .map((key) => [key]);
}

/** Every list in the value, with its path. */
function listPaths(value: Json, at: DataPath = []): DataPath[] {
  if (Array.isArray(value)) {
    return [at, ...value.flatMap((item, index) => listPaths(item, [...at, index]))];
  }
  if (isMapValue(value)) return Object.entries(value).flatMap(([key, child]) => listPaths(child, [...at, key]));
  return [];
}

function commentLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trimStart().startsWith('#'));
}

function changedLineIndices(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [index]));
}

/** The column of each `-` of a block list in the text, read by the `yaml` library alone. */
function dashColumns(text: string, listPath: DataPath): number[] | undefined {
  const doc = parseDocument(text, { keepSourceTokens: true });
  const list = doc.getIn(listPath, true);
  if (!isSeq(list) || list.flow) return undefined;
  const token = list.srcToken;
  if (token?.type !== 'block-seq') return undefined;
  return token.items.map((item) => {
    const dash = item.start.find((part) => part.type === 'seq-item-ind');
    if (!dash) throw new Error('a block list item without its dash');
    return dash.offset - (text.lastIndexOf('\n', dash.offset - 1) + 1);
  });
}

describe.each(contentFiles)('the edits on $name', ({ text }) => {
  const root = valueAt(text, []) as Json;

  it('give back the same bytes when every value is set to what it already is', () => {
    expect(setValue(text, [], root)).toBe(text);
    for (const key of Object.keys(root as object)) {
      expect(setValue(text, [key], valueAt(text, [key]) as Json)).toBe(text);
    }
  });

  it("change exactly one line when a section's first text field changes, and keep every comment", () => {
    const sections = sectionPaths(root);
    expect(sections.length).toBeGreaterThan(0);
    let edited = 0;
    for (const section of sections) {
      const fields = valueAt(text, section) as { [key: string]: Json };
      const field = Object.keys(fields).find((key) => typeof fields[key] === 'string');
      if (field === undefined) continue;
      const fieldPath = [...section, field];
      const changed = setValue(text, fieldPath, 'A changed text');
      expect(changedLineIndices(text, changed)).toHaveLength(1);
      expect(valueAt(changed, fieldPath)).toBe('A changed text');
      expect(valueAt(changed, [])).toEqual(structuredCloneWith(root, fieldPath, 'A changed text'));
      const after = new Set(commentLines(changed));
      for (const comment of commentLines(text)) expect(after.has(comment)).toBe(true);
      edited++;
    }
    expect(edited).toBeGreaterThan(0);
  });

  it('insert a copy of an item at the end of each list, its dash in the column of its siblings', () => {
    const lists = listPaths(root).filter((listPath) => (valueAt(text, listPath) as Json[]).length > 0);
    expect(lists.length).toBeGreaterThan(0);
    for (const listPath of lists) {
      const items = valueAt(text, listPath) as Json[];
      const copy = structuredClone(items[0]);
      const inserted = insertItem(text, listPath, items.length, copy);
      expect(valueAt(inserted, listPath)).toEqual([...items, copy]);
      expect(valueAt(inserted, [])).toEqual(structuredCloneWith(root, listPath, [...items, copy]));
      const columns = dashColumns(inserted, listPath);
      if (columns) expect(new Set(columns).size, `the dashes of ${listPath.join('.')}`).toBe(1);
    }
  });

  it('move the first item of each list to the end and back to the same bytes', () => {
    for (const listPath of listPaths(root)) {
      const items = valueAt(text, listPath) as Json[];
      if (items.length < 2) continue;
      const moved = moveItem(text, listPath, 0, items.length - 1);
      expect(valueAt(moved, listPath)).toEqual([...items.slice(1), items[0]]);
      expect(moveItem(moved, listPath, items.length - 1, 0)).toBe(text);
    }
  });
});

/** The value with `value` set at `at` (a test's own, plain version of the edit). */
function structuredCloneWith(root: Json, at: DataPath, value: Json): Json {
  const copy = structuredClone(root);
  const parent = at.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key], copy);
  (parent as Record<string | number, Json>)[at[at.length - 1]] = value;
  return copy;
}

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

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

describe('lists', () => {
  const reviews = lines(
    'items:',
    '  # the first review',
    '  - name: Ann',
    '    stars: 5',
    '',
    '  - name: Bob # from Sherwood',
    '    stars: 4',
    '',
    '  # the last review',
    '  - name: Cy',
    '    stars: 5',
    'link: /reviews',
  );

  it('moves the first item to the end with its comment, the blank lines staying between items', () => {
    expect(moveItem(reviews, ['items'], 0, 2)).toBe(
      lines(
        'items:',
        '  - name: Bob # from Sherwood',
        '    stars: 4',
        '',
        '  # the last review',
        '  - name: Cy',
        '    stars: 5',
        '',
        '  # the first review',
        '  - name: Ann',
        '    stars: 5',
        'link: /reviews',
      ),
    );
  });

  it('moves the last item to the front with its comment', () => {
    expect(moveItem(reviews, ['items'], 2, 0)).toBe(
      lines(
        'items:',
        '  # the last review',
        '  - name: Cy',
        '    stars: 5',
        '',
        '  # the first review',
        '  - name: Ann',
        '    stars: 5',
        '',
        '  - name: Bob # from Sherwood',
        '    stars: 4',
        'link: /reviews',
      ),
    );
  });

  it('removes the last item with its comment and the blank line before it', () => {
    expect(removeAt(reviews, ['items', 2])).toBe(
      lines(
        'items:',
        '  # the first review',
        '  - name: Ann',
        '    stars: 5',
        '',
        '  - name: Bob # from Sherwood',
        '    stars: 4',
        'link: /reviews',
      ),
    );
  });

  it('removes the first item with its comment and the blank line after it', () => {
    expect(removeAt(reviews, ['items', 0])).toBe(
      lines(
        'items:',
        '  - name: Bob # from Sherwood',
        '    stars: 4',
        '',
        '  # the last review',
        '  - name: Cy',
        '    stars: 5',
        'link: /reviews',
      ),
    );
  });

  it('leaves an empty flow list when the only item is removed', () => {
    expect(removeAt(lines('items:', '  - name: Ann', 'link: /x'), ['items', 0])).toBe(lines('items: []', 'link: /x'));
  });

  it("removes a list item's first key by moving the next key up to the dash", () => {
    expect(removeAt(lines('blocks:', '  - type: hero', '    heading: Hi'), ['blocks', 0, 'type'])).toBe(
      lines('blocks:', '  - heading: Hi'),
    );
  });

  it('inserts an object as a block item between two others, spaced and indented like them', () => {
    expect(insertItem(reviews, ['items'], 1, { name: 'Di: the roofer', text: 'yes', stars: 5 })).toBe(
      lines(
        'items:',
        '  # the first review',
        '  - name: Ann',
        '    stars: 5',
        '',
        '  - name: "Di: the roofer"',
        '    text: "yes"',
        '    stars: 5',
        '',
        '  - name: Bob # from Sherwood',
        '    stars: 4',
        '',
        '  # the last review',
        '  - name: Cy',
        '    stars: 5',
        'link: /reviews',
      ),
    );
  });

  it('inserts a whole block with a nested list, in the key order given', () => {
    const page = lines('blocks:', '  - type: hero', '    heading: Hi');
    const faq = { type: 'faq', heading: 'Questions', items: [{ question: 'Free?', answer: '{{years}} years' }] };
    expect(insertItem(page, ['blocks'], 1, faq)).toBe(
      `${page}${lines(
        '  - type: faq',
        '    heading: Questions',
        '    items:',
        '      - question: Free?',
        '        answer: "{{years}} years"',
      )}`,
    );
  });

  it('inserts into an empty list and into a missing one as a block list', () => {
    const block = lines('blocks:', '  - type: testimonials', '    items: []', '  - type: cta');
    const review = { name: 'Ann', stars: 5 };
    expect(insertItem(block, ['blocks', 0, 'items'], 0, review)).toBe(
      block.replace('    items: []\n', '    items:\n      - name: Ann\n        stars: 5\n'),
    );
    expect(insertItem(block, ['blocks', 1, 'items'], 0, review)).toBe(
      `${block}    items:\n      - name: Ann\n        stars: 5\n`,
    );
  });

  it('inserts into a flow list inside its brackets', () => {
    expect(insertItem('days: [Monday, Tuesday]\n', ['days'], 1, 'Sunday')).toBe('days: [Monday, Sunday, Tuesday]\n');
  });

  it('duplicates an item right after it, without the comment above it', () => {
    expect(duplicateItem(reviews, ['items'], 0)).toBe(
      reviews.replace('    stars: 5\n\n', '    stars: 5\n\n  - name: Ann\n    stars: 5\n\n'),
    );
  });

  it('throws for a place that is not in the list', () => {
    expect(() => insertItem(reviews, ['items'], 4, 'x')).toThrow('items has no place 4');
    expect(() => moveItem(reviews, ['items'], 0, 3)).toThrow('items has no place 3');
    expect(() => removeAt(reviews, ['items', 3])).toThrow('There is no items.3');
    expect(() => insertItem(reviews, ['link'], 0, 'x')).toThrow('link is not a list');
  });
});

describe('comments', () => {
  const text = lines(
    '# yaml-language-server: $schema=schema/page.schema.json',
    '# The header of the file.',
    'route: /about',
    '# The title in the browser tab.',
    'title: About',
    'description: All about us # kept',
  );

  it('keeps the header of the file when the first key goes', () => {
    expect(removeAt(text, ['route'])).toBe(text.replace('route: /about\n', ''));
  });

  it('removes a key with the comment line right above it, and keeps the others', () => {
    expect(removeAt(text, ['title'])).toBe(text.replace('# The title in the browser tab.\ntitle: About\n', ''));
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
