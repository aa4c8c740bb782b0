/**
 * What the editor writes for a person who has never seen YAML at Add item and Add photo: a review, a gallery picture
 * with its photo, a feature card, a step, a question, a section line, a menu entry or opening hours go in where the
 * cursor is, like the items before them, with every field they require and texts the check accepts; a photo replaces
 * the picture of the item the cursor is in, or joins a hero's pictures. Each result is checked by the site's own
 * checker, on the minimal fixture site with a page of its own (never the live content).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addItemAt, listAtCursor } from '../../src/editor/textView/addItem';
import { photoEdit } from '../../src/editor/textView/insertPhoto';
import { applied } from '../../src/editor/textView/textEdit';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import {
  blockFrom,
  choose,
  file,
  head,
  mistakes,
  page,
  samples,
  schemas,
  selectedText,
  site,
} from './insertionFixtures';

describe('Add item', () => {
  /** The cursor at the end of the line holding `line`; the button's name there and the text after it is pressed. */
  function addAt(line: string, photo?: { src: string; alt: string }) {
    const offset = page.indexOf(line) + line.length;
    const edit = addItemAt(schemas, file, page, offset, samples, photo)!;
    return { list: listAtCursor(schemas, file, page, offset), ...applied(page, edit) };
  }

  it('adds a review at the end of the reviews, every field there and passing', () => {
    const result = addAt('        author: Ann');
    expect(result.list).toEqual({ label: 'Add review', needsPhoto: false });
    expect(mistakes(result.text)).toEqual([]);
    expect(blockFrom(result.text, '    items:')[5]).toBe('      - quote: New quote');
    expect(blockFrom(result.text, '    items:')).toHaveLength(9);
    expect(selectedText(result)).toBe('New quote');
  });

  it('adds a gallery picture with the photo chosen for it, its id, title and category there too', () => {
    const offset = page.indexOf('        title: A New Roof');
    expect(listAtCursor(schemas, file, page, offset)).toEqual({ label: 'Add gallery picture', needsPhoto: true });
    const result = addAt('        title: A New Roof', { src: '/images/roof.svg', alt: 'Our newest roof, in slate' });
    expect(mistakes(result.text)).toEqual([]);
    const gallery = blockFrom(result.text, '  - type: gallery');
    expect(gallery.slice(-6)).toEqual([
      '      - id: new-picture-id',
      '        title: New title',
      '        category: New category',
      '        image:',
      '          src: /images/roof.svg',
      '          alt: "Our newest roof, in slate"',
    ]);
    expect(selectedText(result)).toBe('new-picture-id');
  });

  it('adds a feature card, a step and a question, each passing', () => {
    for (const [line, label, first] of [
      ['        text: Fully licensed and insured.', 'Add point', 'New title'],
      ['      - title: Visit', 'Add step', 'New step name'],
      ['      - question: Do you work on Saturdays?', 'Add question', 'New question'],
    ]) {
      const result = addAt(line);
      expect(result.list?.label).toBe(label);
      expect(mistakes(result.text), label).toEqual([]);
      expect(selectedText(result), label).toBe(first);
    }
    // The step goes right after the one the cursor is on, before the third.
    const steps = blockFrom(addAt('      - title: Visit').text, '    steps:');
    expect(steps.slice(4, 8)).toEqual([
      '        text: We measure.',
      '      - title: New step name',
      '        text: New step description',
      '      - title: Build',
    ]);
  });

  it('gives a new item the fields all the items before it have, in their place', () => {
    const located = page.replace(
      '        title: A New Roof\n',
      '        title: A New Roof\n        location: Tualatin\n',
    );
    const offset = located.indexOf('        location: Tualatin');
    const photo = { src: '/images/roof.svg', alt: 'Slate' };
    const result = applied(located, addItemAt(schemas, file, located, offset, samples, photo)!);
    expect(mistakes(result.text)).toEqual([]);
    expect(blockFrom(result.text, '  - type: gallery').slice(-7, -2)).toEqual([
      '      - id: new-picture-id',
      '        title: New title',
      '        location: New location',
      '        category: New category',
      '        image:',
    ]);
  });

  it('numbers a second new gallery picture’s id, so ids stay different', () => {
    const once = addAt('        title: A New Roof', { src: '/images/roof.svg', alt: 'One' }).text;
    const offset = once.indexOf('        title: A New Roof');
    const twice = applied(
      once,
      addItemAt(schemas, file, once, offset, samples, { src: '/images/roof.svg', alt: 'Two' })!,
    );
    expect(twice.text).toContain('- id: new-picture-id-2');
    expect(mistakes(twice.text)).toEqual([]);
  });

  it('adds a section line on the page’s list of sections and opens the list of kinds', () => {
    const offset = page.indexOf('    heading: Questions');
    expect(listAtCursor(schemas, file, page, offset)?.label).toBe('Add section');
    const edit = addItemAt(schemas, file, page, offset, samples)!;
    expect(edit.thenComplete).toBe(true);
    const result = applied(page, edit);
    expect(result.text).toBe(`${page}  - \n`);
    expect(result.selected.from).toBe(`${page}  - `.length);
  });

  it('adds a new section right below the one the cursor is in, not at the end of the page', () => {
    const offset = page.indexOf('    heading: Why Choose Us');
    const result = applied(page, addItemAt(schemas, file, page, offset, samples)!);
    expect(result.text).toContain('        text: Fully licensed and insured.\n  - \n  - type: steps\n');
    expect(result.selected.from).toBe(result.text.indexOf('  - \n') + 4);
  });

  it('is offered in the completion list too, and the word typed to find it goes', () => {
    const at = page.indexOf('        stars: 5\n') + '        stars: 5\n'.length;
    const before = `${page.slice(0, at)}        Add`;
    const result = choose(before, `\n${page.slice(at)}`, 'Add review');
    expect(result.text).not.toContain('Add');
    expect(mistakes(result.text)).toEqual([]);
    expect(selectedText(result)).toBe('New quote');
  });

  it('adds a menu entry and opening hours to site.yaml like the ones before them, and the site passes', () => {
    const siteText = readFileSync(path.join(site, 'site.yaml'), 'utf8');
    for (const [line, label, added] of [
      ['    href: /about', 'Add menu entry', '  - label: About\n    href: /about\n  - label: New text\n    href: /\n'],
      [
        '      opens: "08:00"',
        'Add opening hours',
        '      closes: "17:00"\n    - label: New days as shown\n      days:\n        - Monday\n      opens: "08:00"\n      closes: "17:00"\nnavigation:',
      ],
    ] as const) {
      const offset = siteText.indexOf(line) + line.length;
      expect(listAtCursor(schemas, 'site.yaml', siteText, offset)?.label).toBe(label);
      const result = applied(siteText, addItemAt(schemas, 'site.yaml', siteText, offset, samples)!);
      expect(result.text).toContain(added);
      expect(checkWithDrafts(site, { 'site.yaml': result.text }).errors, label).toEqual([]);
    }
  });

  it('names nothing to add where the cursor is in no list', () => {
    expect(listAtCursor(schemas, file, page, page.indexOf('title: Trial'))).toBeUndefined();
  });
});

describe('Add photo', () => {
  const photo = { src: '/images/roof.svg', alt: 'The roof after the storm' };
  const withPhoto = (text: string, offset: number) => applied(text, photoEdit(schemas, file, text, offset, photo)).text;

  it('replaces the picture of the gallery item the cursor is in, whatever line of it', () => {
    const result = withPhoto(page, page.indexOf('        title: A New Roof'));
    expect(mistakes(result)).toEqual([]);
    expect(result).toContain(
      '        image:\n          src: /images/roof.svg\n          alt: "The roof after the storm"\n',
    );
    expect(result).not.toContain('alt: A roof');
  });

  it("adds a picture to a hero's background pictures, in line with the others", () => {
    const hero = `${head}  - type: hero\n    heading: Roofs\n    images:\n      - src: /images/roof.svg\n        alt: A roof\n`;
    const result = withPhoto(hero, hero.indexOf('    heading: Roofs'));
    expect(mistakes(result)).toEqual([]);
    expect(
      result.endsWith('        alt: A roof\n      - src: /images/roof.svg\n        alt: "The roof after the storm"\n'),
    ).toBe(true);
  });

  it("on a picture's src line replaces that picture, as before", () => {
    const hero = `${head}  - type: hero\n    heading: Roofs\n    images:\n      - src: /images/roof.svg\n        alt: A roof\n`;
    const result = withPhoto(hero, hero.indexOf('src: /images/roof.svg') + 5);
    expect(result).toBe(hero.replace('alt: A roof', 'alt: "The roof after the storm"'));
  });
});
