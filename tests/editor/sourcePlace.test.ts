/**
 * Places in the YAML as the preview names them, both ways: a click in the preview puts the cursor on the words of the
 * field clicked (or on the first line of the block), and the cursor anywhere in a block's lines names that block.
 */
import { describe, expect, it } from 'vitest';
import { parsePlace, placeName } from '../../src/places/places';
import { blockAt, offsetOfPath } from '../../src/editor/sourcePlace';

const text = [
  '# A page',
  'route: /about',
  'title: About',
  'blocks:',
  '  - type: hero',
  '    heading: "{{years}} Years of Trust"',
  '    images:',
  '      - src: /images/roof.svg',
  '        alt: A roof',
  '',
  '  - type: stats',
  '    heading: At a Glance',
  '    items:',
  '      - value: 100%',
  '        label: Licensed',
  '      - value: "24/7"',
  '        label: Emergency Service',
  '',
  '  - type: areasServed',
  '    groups:',
  '      - name: West Side',
  '        places:',
  '          - Beaverton',
  '          - Hillsboro',
  '  - type: richText',
  '    body: |',
  '',
  '      First paragraph.',
  '',
  '      Second one.',
  '',
].join('\n');

/** The line at `offset`, and what follows the offset on it. */
const at = (offset: number | undefined) => {
  if (offset === undefined) return undefined;
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return { line: text.slice(start, end), rest: text.slice(offset, end) };
};

describe('a place in the preview, found in the text', () => {
  it('puts a field at the start of its words', () => {
    expect(at(offsetOfPath(text, ['blocks', 1, 'heading']))).toEqual({
      line: '    heading: At a Glance',
      rest: 'At a Glance',
    });
  });

  it('puts quoted words inside their quotes', () => {
    expect(at(offsetOfPath(text, ['blocks', 0, 'heading']))?.rest).toBe('{{years}} Years of Trust"');
  });

  it('puts a block on its first line, where its first field starts after the dash', () => {
    expect(at(offsetOfPath(text, ['blocks', 2]))).toEqual({ line: '  - type: areasServed', rest: 'type: areasServed' });
  });

  it('finds an item’s field, and a plain item of a list, by their numbers', () => {
    expect(at(offsetOfPath(text, ['blocks', 1, 'items', 1, 'label']))?.rest).toBe('Emergency Service');
    expect(at(offsetOfPath(text, ['blocks', 1, 'items', 1, 'value']))?.rest).toBe('24/7"');
    expect(at(offsetOfPath(text, ['blocks', 2, 'groups', 0, 'places', 1]))?.rest).toBe('Hillsboro');
  });

  it('puts a text written below its field on the text’s first line', () => {
    expect(at(offsetOfPath(text, ['blocks', 3, 'body']))?.rest).toBe('First paragraph.');
  });

  it('goes as deep as the text still goes when it changed since the preview was drawn', () => {
    expect(at(offsetOfPath(text, ['blocks', 1, 'items', 7, 'label']))?.line).toBe('    items:');
    expect(at(offsetOfPath(text, ['blocks', 9, 'heading']))?.line).toBe('blocks:');
    expect(offsetOfPath(text, ['sections', 0])).toBeUndefined();
    expect(offsetOfPath('', ['blocks', 0])).toBeUndefined();
  });
});

describe('the block at the cursor', () => {
  const blockOnLine = (line: string, column = 0) => blockAt(text, text.indexOf(line) + column);

  it('is the block whose lines hold the cursor, with its kind', () => {
    expect(blockOnLine('  - type: stats')).toEqual({ index: 1, type: 'stats' });
    expect(blockOnLine('    heading: At a Glance', 15)).toEqual({ index: 1, type: 'stats' });
    expect(blockOnLine('        label: Emergency Service')).toEqual({ index: 1, type: 'stats' });
    expect(blockOnLine('          - Hillsboro', 14)).toEqual({ index: 2, type: 'areasServed' });
    expect(blockOnLine('      Second one.')).toEqual({ index: 3, type: 'richText' });
    // A blank line inside a text belongs to it.
    expect(blockAt(text, text.indexOf('      First paragraph.') - 1)).toEqual({ index: 3, type: 'richText' });
  });

  it('is the block above a blank line between two of them, and none above the first', () => {
    expect(blockAt(text, text.indexOf('\n\n  - type: stats') + 1)).toEqual({ index: 0, type: 'hero' });
    expect(blockAt(text, text.length)).toEqual({ index: 3, type: 'richText' });
    expect(blockOnLine('route: /about')).toBeUndefined();
    expect(blockOnLine('blocks:')).toBeUndefined();
  });

  it('is the block being typed, before it is complete', () => {
    const typing = `${text}  - type: fa`;
    expect(blockAt(typing, typing.length)).toEqual({ index: 4, type: 'fa' });
  });
});

describe('the names of places', () => {
  it('are the file and the path, both ways', () => {
    const place = 'pages/about.yaml#blocks.3.items.1.title';
    expect(parsePlace(place)).toEqual({ file: 'pages/about.yaml', path: ['blocks', 3, 'items', 1, 'title'] });
    expect(placeName('pages/about.yaml', ['blocks', 3, 'items', 1, 'title'])).toBe(place);
    expect(parsePlace('blocks.3')).toBeUndefined();
    expect(parsePlace('pages/a.yaml#blocks..3')).toBeUndefined();
  });
});
