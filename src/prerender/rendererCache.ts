/**
 * Where the build keeps its server renderers (node_modules/.cache/site-renderer/), one folder per fingerprint of
 * what every page shares (buildRecord.ts), for the next build to render changed pages with (changedPages.ts). Inside
 * the project, where the renderer's imports (React, Emotion) resolve. Only the most recently used are kept.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** The renderer's entry in its folder: src/entry-prerender.tsx, built. */
export const rendererEntryFile = 'entry-prerender.js';

/** Enough for the builds of a few sites or outputs side by side (tests, publishes beside `npm run build`). */
const keptRenderers = 8;

const cacheOf = (root: string) => path.join(root, 'node_modules/.cache/site-renderer');

/** A folder of its own for a build's renderer while it is being built (its fingerprint is known at the end). */
export function rendererWorkDir(root: string, distDir: string): string {
  return path.join(cacheOf(root), `building-${path.basename(distDir)}-${process.pid}`);
}

/** The kept renderer of this fingerprint, marked as just used; undefined if it is not kept. */
export function keptRenderer(root: string, fingerprint: string): string | undefined {
  const dir = path.join(cacheOf(root), fingerprint);
  if (!existsSync(dir)) return undefined;
  const now = new Date();
  utimesSync(dir, now, now);
  return dir;
}

/** Keeps the renderer built in `workDir` under its fingerprint, and lets go of those least recently used. */
export function keepRenderer(root: string, workDir: string, fingerprint: string): void {
  const dir = path.join(cacheOf(root), fingerprint);
  if (existsSync(dir)) rmSync(workDir, { recursive: true, force: true });
  else {
    mkdirSync(path.dirname(dir), { recursive: true });
    try {
      renameSync(workDir, dir);
    } catch {
      // Another build of the same sources kept the same renderer first.
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  keptRenderer(root, fingerprint);
  const folders = readdirSync(cacheOf(root)).map((name) => ({
    name,
    used: statSync(path.join(cacheOf(root), name)).mtimeMs,
  }));
  const unused = [
    ...folders
      .filter(({ name }) => !name.startsWith('building-'))
      .sort((a, b) => b.used - a.used)
      .slice(keptRenderers),
    // Left by a build that was stopped (a publish over its time limit): no build takes an hour.
    ...folders.filter(({ name, used }) => name.startsWith('building-') && Date.now() - used > 3_600_000),
  ];
  for (const { name } of unused) rmSync(path.join(cacheOf(root), name), { recursive: true, force: true });
}
