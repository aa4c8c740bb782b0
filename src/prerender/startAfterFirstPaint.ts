/**
 * The site's JavaScript starts after the browser has painted the prerendered page.
 *
 * Vite's index.html asks for the entry script and preloads its imports in the head, so on a phone they compete with
 * the page's HTML, hero picture and font for the first second of a slow connection, and the browser runs them
 * before it paints. Everything a visitor sees is already in the HTML: the scripts only make it interactive. So the
 * build replaces those tags with one small script that asks for them in the task after the first paint.
 *
 * The entry and its imports stay named in the HTML (data-entry, data-preload), so tools can still read what a page
 * loads first (see initialScripts).
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

// Plain browser JavaScript, written as it ships. A tab opened in the background paints nothing: the timer covers it.
const startScript = `// Starts the site's JavaScript once the page has been painted.
const tag = document.querySelector('script[data-entry]');
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of tag.dataset.preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry);
}
// The browser reports its first contentful paint; without that report, the next animation frame stands in.
const paintReported = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
if (paintReported) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, 3000);
`;

/** Writes the start script into dist/assets and returns the template with its tag in place of Vite's. */
export async function startAfterFirstPaint(template: string, distDir: string): Promise<string> {
  const entry = entryTag.exec(template)?.[1];
  if (!entry) throw new Error('index.html in dist/ has no module entry script: did the client build change its output?');
  const preloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
  const hash = createHash('sha256').update(startScript).digest('base64url').slice(0, 8);
  const startFile = `/assets/start-${hash}.js`;
  await writeFile(path.join(distDir, startFile), startScript);
  const tag = `<script type="module" src="${startFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n    `;
  return template.replace(preloadTag, '').replace(entryTag, () => tag);
}

/**
 * The scripts a prerendered page loads before it can run: the start script, the entry and the entry's imports.
 * (Block code that arrives after hydration has begun is not among them.)
 */
export function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  const started = [...html.matchAll(/data-entry="([^"]+)" data-preload="([^"]*)"/g)].flatMap((match) => [match[1], ...match[2].split(' ')]);
  return [...new Set([...scripts, ...preloads, ...started].filter(Boolean).map((src) => src.replace(/^\//, '')))];
}
