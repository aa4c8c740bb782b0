/**
 * The chunks a block type's code arrives in, from the client build's manifest (dist/.vite/manifest.json, written by
 * `npm run build` and removed once the pages are written): a page preloads the code of its islands with the rest
 * of its JavaScript, so it does not wait for the entry to ask for it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export const manifestFile = (distDir: string) => path.join(distDir, '.vite', 'manifest.json');

/** The source file of a block type: blocks/Hero.tsx for hero, blocks/QuoteForm/QuoteForm.tsx for quoteForm. */
function sourcesOf(type: string): string[] {
  const name = type[0].toUpperCase() + type.slice(1);
  return [`blocks/${name}.tsx`, `blocks/${name}/${name}.tsx`];
}

/** The files (/assets/…) of these block types' chunks and of every chunk they import, in no particular order. */
export function blockChunks(distDir: string, types: string[]): string[] {
  if (!existsSync(manifestFile(distDir))) return [];
  const manifest = JSON.parse(readFileSync(manifestFile(distDir), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const type of types) for (const source of sourcesOf(type)) add(source);
  return [...files];
}
