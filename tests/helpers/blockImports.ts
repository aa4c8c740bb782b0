/**
 * The imports of a block's source file that reach into another block (anything in blocks/ outside blocks/ui/, the
 * registry and the block's own folder).
 */
import path from 'node:path';

const importSpecifiers =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function blockImportsOfOtherBlocks(file: string, source: string, blocksDir: string): string[] {
  const ownBlock = path
    .relative(blocksDir, file)
    .split(path.sep)[0]
    .replace(/\.tsx?$/, '');
  const found: string[] = [];
  for (const match of source.matchAll(importSpecifiers)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith('.')) continue;
    const target = path.relative(blocksDir, path.resolve(path.dirname(file), specifier));
    if (target.startsWith('..')) continue; // outside blocks/: src/content and the like
    const topLevel = target.split(path.sep)[0].replace(/\.tsx?$/, '');
    if (topLevel === 'ui' || topLevel === ownBlock) continue;
    found.push(specifier);
  }
  return found;
}
