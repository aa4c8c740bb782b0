/**
 * The font file every page preloads is cut down to what the site uses (blocks/ui/fonts/README.md): every character of
 * the content and every weight of the styles must still be in it, or the text would fall back to another font.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaces } from '../../blocks/ui/fontFaces';
import { projectRoot } from '../../src/content/projectFiles';

/** The preloaded face: the one whose weights are 400 to 800. */
const preloadedFace = fontFaces.split('@font-face').find((face) => face.includes('font-weight: 400 800'))!;

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

describe('the preloaded font', () => {
  it('has every character the pages and the company details show', () => {
    const ranges = codePointRanges(preloadedFace);
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
