/** Helpers for reading the production build in dist/. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every prerendered HTML file: dist/index.html, dist/about/index.html, …, dist/404.html. */
export function routeHtmlFiles(dist: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'img' ? [] : walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  return walk(dist).sort();
}

export { initialScripts } from '../../src/build/startAfterFirstPaint';
