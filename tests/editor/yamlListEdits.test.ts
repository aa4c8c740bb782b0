/**
 * Edits of the lists in the YAML text by the editor's forms, on small texts, exactly: an item moved, removed, inserted
 * or duplicated keeps the office's comments and blank lines where they belong and is indented like its siblings, in a
 * block list or a flow list; and a removed key takes the comment line right above it, never the file's header.
 */
import { describe, expect, it } from 'vitest';
import { duplicateItem, insertItem, moveItem, removeAt } from '../../src/yamlEdits';
import { lines } from './yamlEditTexts';

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
