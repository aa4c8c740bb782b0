// @vitest-environment node
/** "Did you mean …?": offered for a likely typo, never for a word that is merely the least far off. */
import { describe, expect, it } from 'vitest';
import { closestMatch, didYouMean } from '../../src/content/didYouMean';

/** The number of typos between two words: the smallest allowance at which one is offered for the other. */
const typos = (a: string, b: string) => {
  for (let allowed = 0; allowed <= 20; allowed++) if (closestMatch(a, [b], allowed) !== undefined) return allowed;
  return Infinity;
};

describe('typos between two words', () => {
  it.each([
    ['hero', 'hero', 0],
    ['heor', 'hero', 2],
    ['hro', 'hero', 1],
    ['heroo', 'hero', 1],
    ['hera', 'hero', 1],
    ['', 'hero', 4],
    ['hero', '', 4],
    ['kitten', 'sitting', 3],
    ['HEADING', 'heading', 0],
    ['steps', 'stats', 2],
    ['abc', 'xyz', 3],
    ['flaw', 'lawn', 2],
  ] as const)('"%s" to "%s": %i', (a, b, count) => {
    expect(typos(a, b)).toBe(count);
  });
});

describe('the closest word', () => {
  const fields = ['type', 'heading', 'intro', 'steps'];

  it('is offered for a misspelling, in the spelling of the schema', () => {
    expect(closestMatch('haeding', fields)).toBe('heading');
    expect(closestMatch('Intro', fields)).toBe('intro');
  });

  it('is the nearest of several', () => {
    expect(closestMatch('stepz', ['stats', 'steps'])).toBe('steps');
  });

  it('is the first of two equally near', () => {
    expect(closestMatch('cat', ['bat', 'hat'])).toBe('bat');
  });

  it('is not offered when every word is far off', () => {
    expect(closestMatch('colour', fields)).toBeUndefined();
    expect(closestMatch('banana', ['hero', 'steps', 'stats'])).toBeUndefined();
  });

  it('is not offered from an empty list', () => {
    expect(closestMatch('hero', [])).toBeUndefined();
  });

  it('may be two typos away for a short word', () => {
    expect(closestMatch('hreo', ['hero'])).toBe('hero');
    expect(closestMatch('xyz', ['hero'])).toBeUndefined();
  });

  it("may be a third of the word's letters away for a long word, and not one more", () => {
    // 12 letters: 4 typos allowed.
    expect(closestMatch('externalLxxx', ['externalLinks'])).toBe('externalLinks');
    expect(closestMatch('externalxxxx', ['externalLinks'])).toBeUndefined();
    // 8 letters: still 2.
    expect(closestMatch('headixxx', ['heading'])).toBeUndefined();
  });

  it('follows an allowance given by the caller', () => {
    expect(closestMatch('abcd', ['abxy'], 2)).toBe('abxy');
    expect(closestMatch('abcd', ['abxy'], 1)).toBeUndefined();
  });
});

describe('the sentence', () => {
  it('asks about the likely word', () => {
    expect(didYouMean('heor', ['hero', 'steps'])).toBe(' Did you mean "hero"?');
  });

  it('is nothing when no word is likely', () => {
    expect(didYouMean('banana', ['hero', 'steps'])).toBe('');
  });
});
