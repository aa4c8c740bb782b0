/**
 * The page's JavaScript is asked for after the first paint: Vite's script and preload tags give way to one small
 * start script, written into the page, that still names them, and what a page loads first can still be read from its
 * HTML.
 */
import { describe, expect, it } from 'vitest';
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

/** The start script written into the page's template. */
const inlineStart = (html: string) =>
  /<script type="module" data-entry="[^"]*" data-preload="[^"]*">(.*?)<\/script>/s.exec(html)?.[1];

describe('starting the JavaScript after the first paint', () => {
  it('replaces the entry script and its preloads with one start script in the page that names them', async () => {
    const html = await startAfterFirstPaint(viteTemplate);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('src="/assets/index-Ab12.js"');
    expect(html).toContain(
      '<script type="module" data-entry="/assets/index-Ab12.js" data-preload="/assets/react-Cd34.js /assets/emotion-Ef56.js">',
    );
    const script = inlineStart(html)!;
    expect(script).toContain('first-contentful-paint');
    expect(script).toMatch(/import\(\w+\.dataset\.entry\)/);
    expect(script).not.toMatch(/<\/script/i);
  });

  it('ships the start script minified: none of its source comments, one line', async () => {
    const script = inlineStart(await startAfterFirstPaint(viteTemplate))!;
    expect(script).not.toContain('The browser reports its first contentful paint');
    expect(script.trim().split('\n')).toHaveLength(1);
  });

  it('bundles the start of every page into one file that imports nothing', async () => {
    const script = inlineStart(await startAfterFirstPaint(viteTemplate))!;
    // No static import or export: the browser fetches nothing more before it runs.
    expect(script).not.toMatch(/\b(?:import|export)\s*[{*"'`]|\bfrom\s*["'`]/);
    // The header's menus, what arriving on a page does, and the islands' start.
    for (const part of ['data-phone-menu', 'prerenderingchange', 'first-contentful-paint'])
      expect(script).toContain(part);
  });

  it('still tells which scripts a page loads before it runs', async () => {
    const html = await startAfterFirstPaint(viteTemplate);
    expect(initialScripts(html).sort()).toEqual([
      'assets/emotion-Ef56.js',
      'assets/index-Ab12.js',
      'assets/react-Cd34.js',
    ]);
  });

  it('says so when the client build no longer has a module entry', async () => {
    await expect(startAfterFirstPaint('<html><head></head></html>')).rejects.toThrow(/no module entry script/);
  });
});
