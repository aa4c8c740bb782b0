/**
 * An item's short name follows its title (src/editor/fileEdits/nameFromTitle.ts), through the form's own edits
 * (fileEdits/textWithEdit.ts): a new gallery picture's title gives it its name, in the same change; a name the person wrote
 * stays; a name another picture has gets a number; an item with no such field changes nothing more than its title.
 */
import { describe, expect, it } from 'vitest';
import { textWithEdit } from '../../src/editor/fileEdits/textWithEdit';
import { dashedName } from '../../src/editor/fileEdits/nameFromTitle';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { valueAt } from '../../src/yamlEdits';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';

const schemas = schemaFilesForHelp() as SchemaFiles;
const file = 'pages/work.yaml';

const page = `route: /work
title: Work
description: What we made.
blocks:
  - type: gallery
    heading: Our work
    items:
      # The first one we made.
      - id: stone-path
        title: Stone Path
        image:
          src: /images/a.jpg
          alt: A path
      - id: ""
        title: ""
        image:
          src: /images/b.jpg
          alt: A wall
  - type: testimonials
    heading: Reviews
    items:
      - quote: Good work.
        author: Ann
        location: Town
        stars: 5
`;

/** The text after the title at `path` is set to `title` through the form. */
const titled = (text: string, path: (string | number)[], title: string) =>
  textWithEdit(schemas, file, text, { kind: 'set', path, value: title }).text;
const second = ['blocks', 0, 'items', 1];
const changedLines = (before: string, after: string) =>
  after.split('\n').filter((line, index) => line !== before.split('\n')[index]);

describe('a name that follows the title', () => {
  it('is written with the title of a new item, in the same change, and follows it while it is the title’s', () => {
    const first = titled(page, [...second, 'title'], 'Cedar Fence');
    expect(valueAt(first, [...second, 'id'])).toBe('cedar-fence');
    // Each in the quotes its empty value had: the text keeps the file's way of writing.
    expect(changedLines(page, first)).toEqual(['      - id: "cedar-fence"', '        title: "Cedar Fence"']);
    const longer = titled(first, [...second, 'title'], 'Cedar Fence and Gate');
    expect(valueAt(longer, [...second, 'id'])).toBe('cedar-fence-and-gate');
    // The comment above the first picture is still there.
    expect(longer).toContain('      # The first one we made.');
  });

  it('stays when the person wrote one of their own', () => {
    const named = textWithEdit(schemas, file, page, { kind: 'set', path: [...second, 'id'], value: 'back-fence' }).text;
    const retitled = titled(named, [...second, 'title'], 'Cedar Fence');
    expect(valueAt(retitled, [...second, 'id'])).toBe('back-fence');
    // The first picture's name is its title's: changing the title renames it too.
    expect(
      valueAt(titled(page, ['blocks', 0, 'items', 0, 'title'], 'Stone Steps'), ['blocks', 0, 'items', 0, 'id']),
    ).toBe('stone-steps');
  });

  it('keeps clear of the names of the other items of its list', () => {
    const same = titled(page, [...second, 'title'], 'Stone path');
    expect(valueAt(same, [...second, 'id'])).toBe('stone-path-2');
  });

  it('changes nothing else where the item has no name field', () => {
    const edited = textWithEdit(schemas, file, page, {
      kind: 'set',
      path: ['blocks', 1, 'heading'],
      value: 'What they say',
    }).text;
    expect(changedLines(page, edited)).toEqual(['    heading: What they say']);
  });
});

describe('dashedName', () => {
  it('writes words in lower case with dashes, without accents or signs', () => {
    expect(dashedName('Café & Patio, 2024')).toBe('cafe-patio-2024');
    expect(dashedName('  -- Ünder the Éaves! ')).toBe('under-the-eaves');
    expect(dashedName('!!!')).toBe('');
    expect(dashedName('a'.repeat(80))).toHaveLength(48);
  });
});
