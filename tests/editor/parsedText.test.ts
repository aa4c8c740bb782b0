import { describe, expect, it } from 'vitest';
import { parsedText } from '../../src/yamlEdits/parsedText';

describe('the parsed form of an editor text', () => {
  it('reads a text without mistakes as its data, with the line of every offset', () => {
    const text = 'title: About\nblocks:\n  - type: hero\n    heading: Hello\n';
    const parsed = parsedText(text);
    expect(parsed.readable).toBe(true);
    expect(parsed.value).toEqual({ title: 'About', blocks: [{ type: 'hero', heading: 'Hello' }] });
    expect(parsed.lines.linePos(text.indexOf('heading'))).toEqual({ line: 4, col: 5 });
  });

  it('still reads a half-typed text, and says it has no data', () => {
    const parsed = parsedText('title: About\nblocks:\n  - type: hero\n   heading: "Hel\n');
    expect(parsed.readable).toBe(false);
    expect(parsed.value).toBeUndefined();
    expect(parsed.doc.errors.length).toBeGreaterThan(0);
    expect(parsed.doc.get('title')).toBe('About');
  });

  it('parses a text once while readers keep asking for it, and again once it is long forgotten', () => {
    const first = parsedText('a: 1\n');
    expect(parsedText('a: 1\n')).toBe(first);
    for (const n of [2, 3, 4]) parsedText(`a: ${n}\n`);
    expect(parsedText('a: 1\n')).toBe(first);
    for (const n of [5, 6, 7, 8]) parsedText(`a: ${n}\n`);
    expect(parsedText('a: 1\n')).not.toBe(first);
  });
});
