/**
 * The site's JavaScript starts after the browser has painted the prerendered page, and only on a page with islands
 * (src/app/islands/); every page gets the header's behaviour and what arriving on a page does in the same small file.
 *
 * Vite's index.html asks for the entry script and preloads its imports in the head, so on a phone they compete with
 * the page's HTML, hero picture and font for the first second of a slow connection, and the browser runs them
 * before it paints. Everything a visitor sees is already in the HTML: the scripts only make it interactive. So the
 * build replaces those tags with one small script (src/app/pageStart.ts) that asks for them in the task after the
 * first paint.
 *
 * The entry and its imports stay named in the HTML (data-entry, data-preload), so tools can still read what a page
 * loads first (see initialScripts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The start script's entry, which runs on every page. */
const pageStartFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../app/pageStart.ts');

/**
 * The start script as browsers get it: src/app/pageStart.ts and what it imports, bundled into one file and minified
 * like the rest of the bundle (the comments are for the reader of the source, not for every visitor). Built on its
 * own, without the project's config: it imports nothing of the app, and needs no plugin.
 */
export async function startScript(): Promise<string> {
  // Imported here, not above: the pages' documents (pageDocument.ts) need this module's tags, not Vite.
  const { build } = await import('vite');
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: pageStartFile, formats: ['es'], fileName: 'start' },
      // A library's ES output keeps its line breaks and annotations by default; a page's script needs neither.
      rolldownOptions: { output: { minify: true, comments: false } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = [result]
    .flat()
    .flatMap(({ output }) => output)
    .filter((file) => file.type === 'chunk');
  if (chunks.length !== 1)
    throw new Error(`The start script must bundle into one file, not ${chunks.map((chunk) => chunk.fileName)}.`);
  return chunks[0].code;
}

/**
 * Returns the template with the start script in place of Vite's tags, written into the page itself: it is small
 * (about 1.4 KB compressed) and every page runs it, and a file of its own would be one more request for a phone's
 * first screen, beside the hero's picture and the font, on a connection that has just opened.
 */
export async function startAfterFirstPaint(template: string): Promise<string> {
  const entry = entryTag.exec(template)?.[1];
  if (!entry)
    throw new Error('index.html in dist/ has no module entry script: did the client build change its output?');
  const preloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
  // "</script" would end the tag early; a module script reads "<\/script" the same.
  const script = (await startScript()).trim().replace(/<\/script/gi, '<\\/script');
  const tag = `<script type="module" data-entry="${entry}" data-preload="${preloads.join(' ')}">${script}</script>\n    `;
  return template.replace(preloadTag, '').replace(entryTag, () => tag);
}

/** The start script's opening tag: written into the page by the build, or a file under `npm run dev`. */
const startTag = /<script type="module"(?: src="[^"]+")? data-entry="[^"]+" data-preload="[^"]*">/;

/**
 * The start script's tag for one page. A page without islands runs no framework: its tag names no entry, so the
 * start script only wires the header and does what arriving on a page does. (A page with islands fetches each
 * island's code when the island is needed, see src/app/islands/.) The not-found page is marked, so that it says
 * which address was not found.
 */
export function pageScriptTag(template: string, page: { islands: boolean; notFound: boolean }): { html: string } {
  const html = template.replace(startTag, (tag) => {
    const marked = page.notFound ? tag.replace(/>$/, ' data-not-found>') : tag;
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
