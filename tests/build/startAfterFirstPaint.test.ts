/**
 * The page's JavaScript is asked for after the first paint: Vite's script and preload tags give way to one small
 * start script that still names them, and what a page loads first can still be read from its HTML.
 */
import { mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initialScripts, startAfterFirstPaint } from '../../src/prerender/startAfterFirstPaint';

const viteTemplate = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">
    <link rel="modulepreload" crossorigin href="/assets/emotion-Ef56.js">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function makeDist(): string {
  dist = mkdtempSync(path.join(tmpdir(), 'start-script-'));
  mkdirSync(path.join(dist, 'assets'));
  return dist;
}

describe('starting the JavaScript after the first paint', () => {
  it('replaces the entry script and its preloads with one start script that names them', async () => {
    const html = await startAfterFirstPaint(viteTemplate, makeDist());
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-Ab12.js"');
    const tag =
      /<script type="module" src="(\/assets\/start-[\w-]+\.js)" data-entry="\/assets\/index-Ab12\.js" data-preload="\/assets\/react-Cd34\.js \/assets\/emotion-Ef56\.js"><\/script>/.exec(
        html,
      );
    expect(tag).not.toBeNull();
    const script = readFileSync(path.join(dist, tag![1]), 'utf8');
    expect(script).toContain('first-contentful-paint');
    expect(script).toMatch(/import\(\w+\.dataset\.entry\)/);
  });

  it('ships the start script minified: none of its source comments, one line', async () => {
    const html = await startAfterFirstPaint(viteTemplate, makeDist());
    const file = /src="(\/assets\/start-[\w-]+\.js)"/.exec(html)![1];
    const script = readFileSync(path.join(dist, file), 'utf8');
    expect(script).not.toContain('The browser reports its first contentful paint');
    expect(script.trim().split('\n')).toHaveLength(1);
  });

  it('bundles the start of every page into one file that imports nothing', async () => {
    const html = await startAfterFirstPaint(viteTemplate, makeDist());
    const file = /src="(\/assets\/start-[\w-]+\.js)"/.exec(html)![1];
    const script = readFileSync(path.join(dist, file), 'utf8');
    // No static import or export: the browser fetches nothing more before it runs.
    expect(script).not.toMatch(/\b(?:import|export)\s*[{*"'`]|\bfrom\s*["'`]/);
    // The header's menus, what arriving on a page does, and the islands' start.
    for (const part of ['data-phone-menu', 'prerenderingchange', 'first-contentful-paint'])
      expect(script).toContain(part);
  });

  it('still tells which scripts a page loads before it runs', async () => {
    const html = await startAfterFirstPaint(viteTemplate, makeDist());
    const scripts = initialScripts(html);
    expect(scripts).toEqual(
      expect.arrayContaining(['assets/index-Ab12.js', 'assets/react-Cd34.js', 'assets/emotion-Ef56.js']),
    );
    expect(scripts.some((script) => /^assets\/start-/.test(script))).toBe(true);
  });

  it('says so when the client build no longer has a module entry', async () => {
    await expect(startAfterFirstPaint('<html><head></head></html>', makeDist())).rejects.toThrow(
      /no module entry script/,
    );
  });
});
