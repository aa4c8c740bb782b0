/**
 * Where the cursor is, in the half-typed text a person has while typing. These are the cases that the `yaml`
 * library's document of the text reads otherwise (its error recovery joins, drops or moves the lines around the one
 * being typed), which is why the structure is read from the indentation of the lines (src/editor/yamlOutline.ts).
 */
import { describe, expect, it } from 'vitest';
import { placeAt, structureOfText } from '../../src/editor/textView/cursorPlace';

/** The text with `|` taken out, and the offset where it was. */
function withCursor(marked: string) {
  const offset = marked.indexOf('|');
  return { text: marked.slice(0, offset) + marked.slice(offset + 1), offset };
}

describe('a field name being typed again above its own block', () => {
  const { text, offset } = withCursor(
    [
      'blocks:',
      '  - type: stats',
      '    heading: In Numbers',
      '    i|',
      '      - value: "15"',
      '        label: Years',
      '',
    ].join('\n'),
  );

  it('keeps the section its kind, and its other fields', () => {
    const place = placeAt(text, offset)!;
    expect(place.path).toEqual([{ key: 'blocks' }, { item: true, type: 'stats' }]);
    expect(place.siblings).toEqual({ type: 'stats', heading: 'In Numbers' });
    expect(place).toMatchObject({ mode: 'key', prefix: 'i', column: 4 });
  });
});

describe('a word typed above a field', () => {
  const { text, offset } = withCursor(
    ['blocks:', '  - type: steps', '    hea|', '    steps:', '      - title: Call', ''].join('\n'),
  );

  it('is no part of the field below it: the cursor is in the section, beside its fields', () => {
    const { structure } = structureOfText(text, offset);
    expect(structure.path).toEqual([{ key: 'blocks' }, { item: true, type: 'steps' }]);
    expect(structure.fieldHere).toBeUndefined();
    expect(structure.map?.entries.map((entry) => entry.key)).toEqual(['type', 'steps']);
  });
});

describe('a dash typed where no list can start', () => {
  const { text, offset } = withCursor(
    ['company:', '  name: Test Roofing', '  - |', '  shortName: Test', '  phone: (503) 555-0100', ''].join('\n'),
  );

  it('leaves the fields after it in their mapping', () => {
    const place = placeAt(text, offset)!;
    expect(place.path).toEqual([{ key: 'company' }]);
    expect(Object.keys(place.siblings)).toEqual(['name', 'shortName', 'phone']);
  });
});
