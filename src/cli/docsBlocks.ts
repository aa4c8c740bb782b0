/** `npm run docs:blocks`: writes docs/blocks.md from schema/blocks/ (see src/authoring/blocksMarkdown.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockCatalogue } from '../authoring/blockCatalogue.ts';
import { blocksMarkdown } from '../authoring/blocksMarkdown.ts';
import { projectRoot } from '../content/projectFiles.ts';

const blocksDocFile = path.join(projectRoot, 'docs', 'blocks.md');

const catalogue = blockCatalogue();
writeFileSync(blocksDocFile, blocksMarkdown(catalogue));
console.log(`Wrote docs/blocks.md: ${catalogue.length} block types.`);
