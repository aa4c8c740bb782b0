/**
 * The editor's code is its own build: no page of the public site references it, the visitors' bundle holds none of
 * it, and the site's own server never serves it outside /edit. Nor does a public page carry what only the editor's
 * preview has: the places in the YAML of its blocks and fields. Prints the size of the editor's JavaScript (gzip),
 * the number in docs/performance.md. Reads dist/: run under `flock /tmp/dist.lock`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeHtmlFiles } from '../dist/distFiles';
import { projectRoot } from './helpers';
import { ensureBuilt } from './productionServer';

const dist = path.join(projectRoot, 'dist');
const editorDir = path.join(dist, '.editor');

beforeAll(() => ensureBuilt(), 300_000);

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

describe('the public site and the editor', () => {
  it('no public page names an editor file, the /edit address or the editor folder', () => {
    // The editor's code and styles (its font files are the site's own, byte for byte, under the same names).
    const editorFiles = readdirSync(path.join(editorDir, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    const pages = routeHtmlFiles(dist);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      expect(html, path.relative(dist, page)).not.toMatch(/\/edit\/|\.editor\//);
      for (const file of editorFiles)
        expect(html.includes(file), `${path.relative(dist, page)} names ${file}`).toBe(false);
    }
  });

  it("carries none of the preview's places in the YAML, nor any invisible mark in the words", () => {
    for (const page of routeHtmlFiles(dist)) {
      const html = readFileSync(page, 'utf8');
      expect(html, path.relative(dist, page)).not.toMatch(/data-block-source|data-field-source/);
      expect(html.includes('\u2063'), `${path.relative(dist, page)} holds U+2063`).toBe(false);
    }
  });

  it("keeps the editor's code out of the visitors' JavaScript", () => {
    const visitorCode = readdirSync(path.join(dist, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dist, 'assets', name), 'utf8'))
      .join('\n');
    // Marker strings of CodeMirror and of the editor itself.
    expect(visitorCode).not.toContain('cm-content');
    expect(visitorCode).not.toContain('/edit/api/');
    const editorCode = readdirSync(path.join(editorDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(editorDir, 'assets', name), 'utf8'))
      .join('\n');
    expect(editorCode).toContain('cm-content');
  });

  it('measures the JavaScript the editor page loads before it runs (gzip)', () => {
    const manifest = JSON.parse(readFileSync(path.join(editorDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const gzipKb = (files: Set<string>) =>
      [...files].reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(editorDir, file)), { level: 9 }).length,
        0,
      ) / 1024;
    const staticFiles = (key: string, found = new Set<string>()) => {
      const chunk = manifest[key];
      if (!chunk || found.has(chunk.file)) return found;
      found.add(chunk.file);
      for (const each of chunk.imports ?? []) staticFiles(each, found);
      return found;
    };
    const editor = gzipKb(staticFiles('src/editor/main.tsx'));
    const preview = gzipKb(staticFiles('src/editor/preview/frameMain.tsx'));
    console.log(
      `Editor page: ${editor.toFixed(1)} KB of JavaScript (gzip) before it runs; the preview frame: ${preview.toFixed(1)} KB more.`,
    );
    expect(editor).toBeGreaterThan(0);
  });
});
