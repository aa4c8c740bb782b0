/**
 * What the editor writes for a person who has never seen YAML at Enter and in the completion list within a section:
 * Enter goes to the next item or field at the column the structure needs, and only there; the completion list offers
 * the fields missing from the item or section the cursor is in, and writes the one chosen at its column with a value
 * the check accepts. Each result is checked by the site's own checker, on the minimal fixture site with a page of its
 * own (never the live content).
 */
import { describe, expect, it } from 'vitest';
import { newLineEdit } from '../../src/editor/textView/newLine';
import { applied } from '../../src/editor/textView/textEdit';
import { choose, file, head, mistakes, page, schemas, selectedText, suggestionsAt } from './insertionFixtures';

describe('Enter', () => {
  /** Enter at the end of the line holding `line` in `text`: what goes in before the cursor, if Enter is ours there. */
  const enterAfter = (line: string, text = page) => {
    const offset = text.indexOf(line) + line.length;
    const edit = newLineEdit(schemas, file, text, offset);
    if (!edit) return undefined;
    const result = applied(text, edit);
    return result.text.slice(offset, result.selected.from);
  };

  it('after "blocks:" goes to a new section line with its dash, where the sections are offered', () => {
    const text = head.trimEnd();
    const result = applied(text, newLineEdit(schemas, file, text, text.length)!);
    expect(result.text).toBe(`${head}  - `);
    expect(result.selected.from).toBe(result.text.length);
    const offered = suggestionsAt(result.text, result.text.length).map((each) => each.label);
    expect(offered).toEqual(expect.arrayContaining(['hero', 'features', 'steps']));
  });

  it("after a list's field goes to its next item, in line with the items there", () => {
    expect(enterAfter('    steps:')).toBe('\n      - ');
  });

  it('after a field with its value goes to the next field of the same item', () => {
    expect(enterAfter('        author: Ann')).toBe('\n        ');
    expect(enterAfter('      - quote: They fixed the leak in a day.')).toBe('\n        ');
  });

  it("after a picture's field goes two columns in, for its src and alt", () => {
    const text = page.replace(
      '        image:\n          src: /images/roof.svg\n          alt: A roof\n',
      '        image:\n',
    );
    expect(enterAfter('        image:', text)).toBe('\n          ');
  });

  it('leaves Enter alone in the middle of a line, and on a field waiting for a text', () => {
    expect(enterAfter('What Cust')).toBeUndefined();
    const waiting = page.replace('    heading: Questions', '    heading:');
    const offset = waiting.indexOf('    heading:\n') + '    heading:'.length;
    expect(newLineEdit(schemas, file, waiting, offset)).toBeUndefined();
  });
});

describe('completion in every item of every list', () => {
  it('offers the missing fields of the second and third items of a list, not the first one’s', () => {
    for (const item of ['Visit', 'Build']) {
      const at = page.indexOf(`      - title: ${item}\n`) + `      - title: ${item}\n`.length;
      const text = `${page.slice(0, at)}        \n${page.slice(at).replace(/^ {8}text: .*\n/, '')}`;
      const labels = suggestionsAt(text, at + 8).map((each) => each.label);
      expect(labels, item).toContain('text');
      expect(labels, item).not.toContain('title');
      const result = applied(text, suggestionsAt(text, at + 8).find((each) => each.label === 'text')!.edit);
      expect(mistakes(result.text), item).toEqual([]);
    }
  });

  it("offers a new item's fields, and the whole item, on a new item's line after other items", () => {
    const at = page.indexOf('  - type: faq');
    const before = `${page.slice(0, at)}      - `;
    const labels = suggestionsAt(`${before}\n${page.slice(at)}`, before.length).map((each) => each.label);
    expect(labels).toEqual(expect.arrayContaining(['title', 'text', 'Add step']));
    const result = choose(before, `\n${page.slice(at)}`, 'Add step');
    expect(mistakes(result.text)).toEqual([]);
    expect(selectedText(result)).toBe('New step name');
  });

  it('offers the fields of the section the cursor is in, the third of the page, not those of the one above', () => {
    const before = `${head}  - type: steps\n    heading: A\n    steps:\n      - title: A\n        text: B\n  - type: faq\n    heading: Q\n    items:\n      - question: Why?\n        answer: Because.\n  - type: features\n    `;
    const labels = suggestionsAt(`${before}\n`, before.length).map((each) => each.label);
    expect(labels).toEqual(expect.arrayContaining(['heading', 'items', 'variant']));
    expect(labels).not.toContain('steps');
    expect(labels).not.toContain('answer');
  });

  it('writes a field chosen by name at its column, with a value the check accepts', () => {
    const at = page.indexOf('    items:\n      - title: Licensed');
    const before = `${page.slice(0, at)}          va`;
    const result = choose(before, `\n${page.slice(at)}`, 'variant');
    expect(mistakes(result.text)).toEqual([]);
    expect(result.text).toContain('    heading: Why Choose Us\n    variant: cards\n    items:');
    expect(selectedText(result)).toBe('cards');
  });
});
