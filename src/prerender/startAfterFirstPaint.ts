/**
 * The site's JavaScript starts after the browser has painted the prerendered page, and only on a page with islands
 * (src/app/islands/); every page gets the header's few lines of plain script in the same small file.
 *
 * Vite's index.html asks for the entry script and preloads its imports in the head, so on a phone they compete with
 * the page's HTML, hero picture and font for the first second of a slow connection, and the browser runs them
 * before it paints. Everything a visitor sees is already in the HTML: the scripts only make it interactive. So the
 * build replaces those tags with one small script (startScript.ts) that asks for them in the task after the first
 * paint.
 *
 * The entry and its imports stay named in the HTML (data-entry, data-preload), so tools can still read what a page
 * loads first (see initialScripts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc } from 'vite';

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The plain scripts of every page, in the order they run: the header's menus, what a page change made by the browser
 * gets, and the start of the islands' code. Each runs on its own in the browser, so none imports anything.
 */
const plainScriptFiles = [
  path.join(here, '../app/header/headerScript.ts'),
  path.join(here, '../app/pageArrival.ts'),
  path.join(here, 'startScript.ts'),
];

/**
 * The start script as browsers get it: the plain scripts, their types stripped, each in a block of its own, then
 * minified like the rest of the bundle (their comments are for the reader of the source, not for every visitor).
 */
export async function startScript(): Promise<string> {
  const parts = await Promise.all(
    plainScriptFiles.map(async (file) => {
      const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
      return `{\n${code.replace(/^export \{\};?\s*$/m, '').trim()}\n}`;
    }),
  );
  const { code, errors } = await minify('start.js', `${parts.join('\n')}\nexport {};\n`, { module: true });
  if (errors.length) throw new Error(`The start script does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/** Writes the start script into dist/assets and returns the template with its tag in place of Vite's. */
export async function startAfterFirstPaint(template: string, distDir: string): Promise<string> {
  const entry = entryTag.exec(template)?.[1];
  if (!entry)
    throw new Error('index.html in dist/ has no module entry script: did the client build change its output?');
  const preloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
  const script = await startScript();
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  const startFile = `/assets/start-${hash}.js`;
  await writeFile(path.join(distDir, startFile), script);
  const tag = `<script type="module" src="${startFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n    `;
  return template.replace(preloadTag, '').replace(entryTag, () => tag);
}

const startTag = /<script type="module" src="([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/;

/**
 * The start script's tag for one page. A page without islands runs no framework: its tag names no entry, so the
 * start script only wires up the header. (A page with islands fetches each island's code when the island is needed,
 * see src/app/islands/.) The not-found page is marked, so that it says which address was not found.
 */
export function pageScriptTag(template: string, page: { islands: boolean; notFound: boolean }): { html: string } {
  const html = template.replace(startTag, (tag) => {
    const marked = page.notFound ? tag.replace('></script>', ' data-not-found></script>') : tag;
    return page.islands ? marked : marked.replace(/ data-entry="[^"]*" data-preload="[^"]*"/, '');
  });
  return { html };
}

/**
 * The scripts a prerendered page loads before it can run: the start script, the entry and the entry's imports.
 * (Block code that arrives after hydration has begun is not among them.)
 */
export function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  const started = [...html.matchAll(/data-entry="([^"]+)" data-preload="([^"]*)"/g)].flatMap((match) => [
    match[1],
    ...match[2].split(' '),
  ]);
  return [...new Set([...scripts, ...preloads, ...started].filter(Boolean).map((src) => src.replace(/^\//, '')))];
}

/**
 * Every script a prerendered page loads on a first visit: the ones its HTML names (initialScripts) and, following
 * the module graph, every module those import before they run. Code fetched on demand (import()) is not included.
 */
export function scriptsLoaded(html: string, distDir: string): string[] {
  const loaded = new Set(initialScripts(html));
  const queue = [...loaded];
  while (queue.length) {
    const file = queue.pop()!;
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
      const imported = path.posix.join(path.posix.dirname(file), match[1]);
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      queue.push(imported);
    }
  }
  return [...loaded];
}
