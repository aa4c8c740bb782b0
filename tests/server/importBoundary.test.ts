/**
 * The browser's editor (src/editor/) and the server (src/server/) meet only through their contract (src/editorApi/):
 * no file of one imports a file of the other, and the contract imports neither, nor anything of Node. Folders both
 * use (src/content/, src/quotes/, src/places/, …) belong to neither side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/** Every module a file names: static imports and re-exports, dynamic import() and `typeof import(…)`. */
function importsOf(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specifiers.map((match) => match[1]);
}

/** Where a relative import of a file leads, as a path from the project's root; a package's name as it is. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path
    .relative(root, path.resolve(root, path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
}

function crossings(from: string, forbidden: (target: string) => boolean): string[] {
  return filesUnder(from).flatMap((file) =>
    importsOf(readFileSync(path.join(root, file), 'utf8'))
      .map((specifier) => target(file, specifier))
      .filter(forbidden)
      .map((into) => `${file} → ${into}`),
  );
}

const inside = (folder: string) => (into: string) => into === folder || into.startsWith(`${folder}/`);

describe('the line between the browser and the server', () => {
  it('finds the imports it looks for', () => {
    expect(
      importsOf("import { a } from './a';\nimport type {\n  B,\n} from '../b.ts';\nexport { c } from './c';"),
    ).toEqual(['./a', '../b.ts', './c']);
    expect(importsOf("const m = await import('./lazy.ts');\ntype T = typeof import('./types.ts');")).toEqual([
      './lazy.ts',
      './types.ts',
    ]);
    expect(target('src/editor/inbox/inboxApi.ts', '../../server/inbox/x')).toBe('src/server/inbox/x');
  });

  it('is crossed by no import of the editor into the server', () => {
    expect(crossings('src/editor', inside('src/server'))).toEqual([]);
  });

  it('is crossed by no import of the server into the editor', () => {
    expect(crossings('src/server', inside('src/editor'))).toEqual([]);
  });

  it('leaves the contract free of either side and of Node', () => {
    const eitherSideOrNode = (into: string) =>
      inside('src/editor')(into) || inside('src/server')(into) || into.startsWith('node:');
    expect(crossings('src/editorApi', eitherSideOrNode)).toEqual([]);
  });
});
