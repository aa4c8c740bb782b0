/**
 * The words a review marks on a page: what a reviewer checks is that exactly the words taken out are struck through
 * in "before" and exactly the new words marked in "after", the unchanged words around them left alone.
 */
import { describe, expect, it } from 'vitest';
import { changedWords } from '../../src/editor/review/wordMarks';

const words = (text: string) => text.split(' ');
const marked = (text: string, places: Set<number>) => words(text).filter((_, index) => places.has(index));

describe('the changed words of a reviewed page', () => {
  it('marks a heading’s new words and its old ones, not the page around them', () => {
    const before = 'Home About Years of Building Trust Across the Metro Call us today';
    const after = 'Home About Roofs Reviewed Before They Go Live Call us today';
    const { removed, added } = changedWords(words(before), words(after));
    expect(marked(before, removed)).toEqual(['Years', 'of', 'Building', 'Trust', 'Across', 'the', 'Metro']);
    expect(marked(after, added)).toEqual(['Roofs', 'Reviewed', 'Before', 'They', 'Go', 'Live']);
  });

  it('keeps the words both texts share in the middle of a change', () => {
    const before = 'We fix roofs in Portland since 1998';
    const after = 'We fix and replace roofs in Portland and Salem since 1998';
    const { removed, added } = changedWords(words(before), words(after));
    expect(removed.size).toBe(0);
    expect(marked(after, added)).toEqual(['and', 'replace', 'and', 'Salem']);
  });

  it('marks nothing on a page whose words did not change', () => {
    const text = words('The same words as before');
    expect(changedWords(text, text)).toEqual({ removed: new Set(), added: new Set() });
  });

  it('marks a changed middle too long to compare word by word as a whole', () => {
    const before = ['start', ...Array.from({ length: 3000 }, (_, index) => `old${index}`), 'end'];
    const after = ['start', ...Array.from({ length: 3000 }, (_, index) => `new${index}`), 'end'];
    const { removed, added } = changedWords(before, after);
    expect(removed.size).toBe(3000);
    expect(added.size).toBe(3000);
    expect(removed.has(0) || removed.has(3001)).toBe(false);
  });
});
