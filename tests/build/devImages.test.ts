// @vitest-environment node
/**
 * In development (`npm run dev`, and these tests, which run through the same Vite plugins) nothing is encoded:
 * the manifest gives each picture of the content its size, and the picture is shown from public/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import manifest from 'virtual:image-manifest';
import { describe, expect, it } from 'vitest';
import { collectImages } from '../../src/content/contentWalk';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn, projectRoot } from '../../src/content/projectFiles';

const { content } = loadContent(contentFilesIn(projectRoot));
const sources = [...new Set(collectImages(content).map((image) => image.value))];

describe('pictures in development', () => {
  it('knows the size of every picture the content names, and names no encoded file', () => {
    expect(sources.length).toBeGreaterThan(10);
    for (const src of sources) {
      expect(existsSync(path.join(projectRoot, 'public', src)), src).toBe(true);
      expect(manifest[src], src).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    }
  });

  it('gives the shipped artwork its 16:10 shape', () => {
    expect(manifest['/images/services/roofing.svg']).toEqual({ width: 1600, height: 1000 });
  });
});
