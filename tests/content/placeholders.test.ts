// @vitest-environment node
/**
 * A page's name in the editor's lists of pages (src/content/placeholders.ts, listedTitle): the part of its title
 * before the first bar, with the company facts filled in, read within small bounds since the lists are drawn from
 * files as they are on every visit to the editor.
 */
import { describe, expect, it } from 'vitest';
import { type Facts, listedTitle } from '../../src/content/placeholders';

const facts: Facts = { shortName: 'Acme', big: 'f'.repeat(300) };

describe('a page named in a list of pages', () => {
  it('is the part of its title before the first bar, its facts filled in first', () => {
    expect(listedTitle('About Us | {{shortName}}', facts)).toBe('About Us');
    expect(listedTitle('{{shortName}} Gallery | Our Work | {{shortName}}', facts)).toBe('Acme Gallery');
  });

  it('loses the spaces around it', () => {
    expect(listedTitle('  Roof Repair  | x', facts)).toBe('Roof Repair');
  });

  it('is read from the first 200 characters of a title', () => {
    expect(listedTitle(`${'a'.repeat(199)}bc`, facts)).toBe(`${'a'.repeat(199)}b`);
  });

  it('has at most 1,000 characters of facts filled in; the names past them stay as written', () => {
    expect(listedTitle('{{big}}'.repeat(4), facts)).toBe(`${'f'.repeat(900)}{{big}}`);
  });

  it('shows a fact that is not text as text', () => {
    expect(listedTitle('Since {{year}}', { year: 1999 as unknown as string })).toBe('Since 1999');
  });
});
