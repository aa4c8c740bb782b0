/**
 * A page downloads the code of the blocks it shows and no other: so a block never imports another block. What two
 * blocks share lives in the UI kit, blocks/ui/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockImportsOfOtherBlocks } from '../helpers/blockImports';

const blocksDir = path.resolve(__dirname, '../../blocks');

/** Every source file of a block: blocks/Hero.tsx, or everything inside a block's folder (blocks/QuoteForm/…). */
function blockFiles(): string[] {
  const files: string[] = [];
  for (const name of readdirSync(blocksDir)) {
    const full = path.join(blocksDir, name);
    if (name === 'ui' || name === 'registry.ts') continue;
    if (statSync(full).isDirectory()) {
      for (const inner of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
        if (/\.tsx?$/.test(inner)) files.push(path.join(full, inner));
      }
    } else if (/\.tsx?$/.test(name)) files.push(full);
  }
  return files;
}

describe('block boundaries', () => {
  it.each(blockFiles().map((file) => [path.relative(blocksDir, file), file]))(
    '%s imports no other block',
    (_name, file) => {
      expect(blockImportsOfOtherBlocks(file, readFileSync(file, 'utf8'), blocksDir)).toEqual([]);
    },
  );

  it('finds a block that imports another block', () => {
    const source = "import { CheckMark } from './Features';\nimport { Section } from './ui/Section';\n";
    expect(blockImportsOfOtherBlocks(path.join(blocksDir, 'Offerings.tsx'), source, blocksDir)).toEqual(['./Features']);
    const inFolder = "import { Hero } from '../Hero';\nimport { fields } from './checkBeforeSending';\n";
    expect(blockImportsOfOtherBlocks(path.join(blocksDir, 'QuoteForm/QuoteForm.tsx'), inFolder, blocksDir)).toEqual([
      '../Hero',
    ]);
  });
});
