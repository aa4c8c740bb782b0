/** `npm run docs:blocks`: writes docs/blocks.md from schema/blocks/ (see src/authoring/blocksMarkdown.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockCatalogue } from '../authoring/blockCatalogue.ts';
import { blocksMarkdown } from '../authoring/blocksMarkdown.ts';
import { projectRoot } from '../content/projectFiles.ts';
import { readCommandLine } from './shared/commandLine.ts';

readCommandLine({
  command: 'npm run docs:blocks --',
  summary: 'Rewrites docs/blocks.md, every block type with its fields and an example, from schema/.',
  options: {},
  examples: ['npm run docs:blocks'],
});

const blocksDocFile = path.join(projectRoot, 'docs', 'blocks.md');

const catalogue = blockCatalogue();
writeFileSync(blocksDocFile, blocksMarkdown(catalogue));
console.log(`Wrote docs/blocks.md: ${catalogue.length} block types.`);
