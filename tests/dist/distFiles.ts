/** Helpers for reading the production build in dist/. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Window } from 'happy-dom';

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

/** A built HTML file as a DOM document: happy-dom's Document, read through the standard DOM types. */
export function readDocument(window: Window, file: string): Document {
  return new window.DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html') as unknown as Document;
}

export { initialScripts } from '../../src/prerender/startAfterFirstPaint';
