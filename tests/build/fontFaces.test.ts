/**
 * The site's Latin font file is cut down to what the site uses (blocks/ui/fonts/README.md): every character of the
 * content and every weight of the styles must still be in it, or the text would fall back to another font. And the
 * faces of the family must form one font, split by characters only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaces } from '../../blocks/ui/fontFaces';
import { projectRoot } from '../../src/content/projectFiles';

const interFaces = fontFaces.split('@font-face').filter((face) => face.includes("font-family: 'Inter Variable'"));
/** The face of the Latin file the start script fetches after the first paint. */
const latinFace = interFaces.find((face) => face.includes('inter-latin-400-800'))!;

function codePointRanges(face: string): [number, number][] {
  const list = /unicode-range: ([^;]+);/.exec(face)![1];
  return list.split(',').map((range) => {
    const [from, to = from] = range.replace(/U\+/g, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

const filesIn = (folder: string, ending: RegExp): string[] =>
  readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => ending.test(name))
    .map((name) => path.join(projectRoot, folder, name));

describe('the Latin font file', () => {
  it('has every character the pages and the company details show', () => {
    const ranges = codePointRanges(latinFace);
    const text = [path.join(projectRoot, 'site.yaml'), ...filesIn('pages', /\.yaml$/)]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const missing = [...new Set(text.replace(/\s/g, ''))].filter((character) => {
      const point = character.codePointAt(0)!;
      return !ranges.some(([from, to]) => point >= from && point <= to);
    });
    expect(missing).toEqual([]);
  });

  it('has every weight the styles ask for', () => {
    const source = [...filesIn('blocks', /\.tsx?$/), ...filesIn('src/app', /\.tsx?$/)]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const weights = [...source.matchAll(/fontWeight: (\d+)/g)].map((match) => Number(match[1]));
    expect(weights.length).toBeGreaterThan(10);
    for (const weight of weights) expect(weight).toBeGreaterThanOrEqual(400);
    for (const weight of weights) expect(weight).toBeLessThanOrEqual(800);
  });
});

describe("the font's faces", () => {
  // Faces of one family that differ in weight, style or width are different fonts to the browser: it would pick one
  // of them for every character, and draw the characters that face lacks in the fallback.
  it('declare the same weight and style, so the browser splits them by characters only', () => {
    expect(interFaces).toHaveLength(2);
    const descriptors = (face: string) => [
      /font-weight: ([^;]+);/.exec(face)?.[1],
      /font-style: ([^;]+);/.exec(face)?.[1],
    ];
    expect(descriptors(interFaces[0])).toEqual(descriptors(interFaces[1]));
  });
});
