// @vitest-environment node
/**
 * The theme's palette as the checker reads it: words drawn in a colour the pages cannot be read in are refused at
 * that colour's line, saying which words, the contrast, the least allowed and which way to change it. Made on a copy
 * of the minimal fixture site; the contrasts are WCAG's, checked against known pairs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { contrastRatio } from '../../src/content/themeContrast';

const validSite = path.join(__dirname, '../fixtures/minimal-site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'theme-contrast-'));
  cpSync(validSite, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const siteFile = () => path.join(root, 'site.yaml');
/** site.yaml with one colour of the palette replaced; the line it is on. */
function withColour(name: string, colour: string): number {
  const text = readFileSync(siteFile(), 'utf8');
  const line = new RegExp(`^( +${name}: )"#[0-9a-fA-F]{6}"`, 'm');
  if (!line.test(text)) throw new Error(`site.yaml has no colour ${name}`);
  writeFileSync(siteFile(), text.replace(line, `$1"${colour}"`));
  return text.slice(0, text.search(line)).split('\n').length;
}
const headlines = () => loadContent(contentFilesIn(root)).errors.map(errorHeadline);

describe('the contrast of two colours', () => {
  it('is 21:1 for black on white, 1:1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // WCAG's own example: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe("the theme's palette", () => {
  it('passes as the fixture site has it', () => {
    expect(headlines()).toEqual([]);
  });

  it('refuses quiet text too light to read, at its line, with each contrast and the way to mend it', () => {
    const line = withColour('textMuted', '#b0b0b0');
    expect(headlines()).toEqual([
      `site.yaml:${line}:16  theme, colors, textMuted: textMuted (#b0b0b0) on surface (#ffffff) has a contrast of 2.1:1, used for dates, captions and help; textMuted (#b0b0b0) on surfaceAlt (#f5f2ed) has a contrast of 1.9:1, used for captions in every other section. Words need at least 4.5:1 to be read easily: make textMuted darker or surface lighter`,
    ]);
  });

  it('refuses an accent too light for links and for the white words of the buttons, in one message at the accent', () => {
    const line = withColour('accent', '#f4a582');
    expect(headlines()).toEqual([
      `site.yaml:${line}:13  theme, colors, accent: accent (#f4a582) on surface (#ffffff) has a contrast of 1.9:1, used for links and labels; accent (#f4a582) on surfaceAlt (#f5f2ed) has a contrast of 1.7:1, used for links in every other section; white words on accent (#f4a582) have a contrast of 1.9:1, used for the words of the main buttons. Words need at least 4.5:1 to be read easily: make accent darker or surface lighter`,
    ]);
  });

  it('refuses a dark background too light for its white words, at the background', () => {
    const line = withColour('navyLight', '#8a9bb5');
    expect(headlines()).toEqual([
      `site.yaml:${line}:16  theme, colors, navyLight: white words on navyLight (#8a9bb5) have a contrast of 2.8:1, used for menu items under the pointer. Words need at least 4.5:1 to be read easily: make navyLight darker`,
    ]);
  });

  it('rounds a contrast just under the least down, never up to it', () => {
    // #777777 on white is 4.48:1: shown as 4.4:1, not as a "4.5:1" that would seem to pass.
    const line = withColour('error', '#777777');
    expect(headlines()).toEqual([
      `site.yaml:${line}:12  theme, colors, error: error (#777777) on surface (#ffffff) has a contrast of 4.4:1, used for the messages of a form. Words need at least 4.5:1 to be read easily: make error darker or surface lighter`,
    ]);
  });
});
