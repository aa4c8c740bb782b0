/**
 * Emotion's hashed class names outside the islands become short names in the prerendered HTML, the same in the
 * markup and in its CSS; an island's classes keep their hash, which Emotion computes again in the browser.
 */
import { describe, expect, it } from 'vitest';
import { emotionClassesIn, shortenClassNames } from '../../src/prerender/shortClassNames';

const styleTags =
  '<style data-emotion="css-global 12w74y0">html{color:#1c2533;}</style>' +
  '<style data-emotion="css 9jtl0x">.css-1d8g8r7{margin:0;}.css-1d8g8r7:hover{color:red;}' +
  '@media (min-width: 768px){.css-es803z svg{width:20px;}}.css-9jtl0x{display:grid;}</style>';
const markup =
  '<header class="css-1d8g8r7"><p class="css-es803z split">Styled with css-1d8g8r7 in mind</p></header>' +
  '<section data-island="1" class="css-9jtl0x"><p class="css-1d8g8r7">In an island</p></section>';

describe('short class names', () => {
  it('renames each class outside the islands in the markup and in every rule of it, in the order of first use', () => {
    const island = emotionClassesIn('<section data-island="1" class="css-9jtl0x"><p class="css-1d8g8r7">');
    const result = shortenClassNames(markup, styleTags, new Set(['9jtl0x']));
    expect(island).toEqual(new Set(['9jtl0x', '1d8g8r7']));
    expect(result.markup).toBe(
      '<header class="c0"><p class="c1 split">Styled with css-1d8g8r7 in mind</p></header>' +
        '<section data-island="1" class="css-9jtl0x"><p class="c0">In an island</p></section>',
    );
    expect(result.styleTags).toBe(
      '<style data-emotion="css-global 12w74y0">html{color:#1c2533;}</style>' +
        '<style data-emotion="css 9jtl0x">.c0{margin:0;}.c0:hover{color:red;}' +
        '@media (min-width: 768px){.c1 svg{width:20px;}}.css-9jtl0x{display:grid;}</style>',
    );
  });

  it('keeps every class an island uses, wherever else it appears', () => {
    const result = shortenClassNames(markup, styleTags, new Set(['9jtl0x', '1d8g8r7']));
    expect(result.markup).toContain('<header class="css-1d8g8r7">');
    expect(result.styleTags).toContain('.css-1d8g8r7:hover{color:red;}');
    expect(result.markup).toContain('class="c0 split"');
  });
});
