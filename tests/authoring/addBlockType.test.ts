/**
 * Adding a block type is the checklist in docs/blocks-contract.md: a schema, a component, one registry line, then
 * `npm run types`. Followed here in a temporary copy of the project with a throw-away "openingNotice" block, which
 * a page then uses: the content check passes, the types compile, and the built page shows the block.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypesIn, pageSchemaWithBlocks } from '../../src/authoring/pageSchemaBlocks';

const projectRoot = path.resolve(__dirname, '../..');
const projectEntries = [
  'blocks',
  'src',
  'schema',
  'pages',
  'collections',
  'public',
  'site.yaml',
  'index.html',
  'package.json',
];
const configFiles = ['tsconfig.json', 'vite.config.ts'];

const openingNoticeSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Opening notice',
  description: 'A short notice in a band of its own.',
  examples: [{ type: 'openingNotice', heading: 'Open this Saturday', text: 'Our office is open from 9 to 1.' }],
  type: 'object',
  additionalProperties: false,
  required: ['type', 'heading', 'text'],
  properties: {
    type: { const: 'openingNotice', title: 'Block type', description: 'Always openingNotice for this block.' },
    id: { $ref: '../common.schema.json#/$defs/blockId' },
    surface: { $ref: '../common.schema.json#/$defs/surface' },
    heading: { $ref: '../common.schema.json#/$defs/text', title: 'Heading', description: 'What the notice is about.' },
    text: { $ref: '../common.schema.json#/$defs/text', title: 'Text', description: 'The notice in a sentence.' },
  },
};

const openingNoticeComponent = `import type { BlockProps } from '../src/content/model';
import { Section } from './ui/Section';

export function OpeningNotice({ block }: BlockProps<'openingNotice'>) {
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading}>
      <p data-opening-notice>{block.text}</p>
    </Section>
  );
}
`;

const openingNoticeInPage = `
  - type: openingNotice
    heading: Open this Saturday
    text: Our office is open from 9 am to 1 pm for walk-in visits.
`;

let copy: string;
/** Runs a command in the copy; a failure shows what the command printed. */
function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NO_COLOR: '1' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

describe('adding a block type', () => {
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'site-new-block-'));
    for (const entry of [...projectEntries, ...configFiles]) {
      cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
    }
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('schema/page.schema.json lists exactly the block schemas (npm run types writes the list)', () => {
    const schemaDir = path.join(projectRoot, 'schema');
    const pageSchema = readFileSync(path.join(schemaDir, 'page.schema.json'), 'utf8');
    expect(pageSchema).toBe(pageSchemaWithBlocks(pageSchema, blockTypesIn(schemaDir)));
  });

  it('takes a schema, a component, a registry line and npm run types; a page then shows the block', () => {
    // 1. The schema.
    writeFileSync(
      path.join(copy, 'schema/blocks/openingNotice.schema.json'),
      JSON.stringify(openingNoticeSchema, null, 2),
    );
    // 2. The component.
    writeFileSync(path.join(copy, 'blocks/OpeningNotice.tsx'), openingNoticeComponent);
    // 3. The registry line.
    const registryFile = path.join(copy, 'blocks/registry.ts');
    const registry = readFileSync(registryFile, 'utf8');
    const opening = /export const blockRegistry.*= \{\n/.exec(registry);
    expect(opening, 'blocks/registry.ts declares blockRegistry').not.toBeNull();
    const at = (opening?.index ?? 0) + (opening?.[0].length ?? 0);
    const line = "  openingNotice: () => import('./OpeningNotice').then((module) => module.OpeningNotice),\n";
    writeFileSync(registryFile, registry.slice(0, at) + line + registry.slice(at));
    // 4. npm run types: the page schema's list of block types, then the TypeScript types.
    run('npm', ['run', '--silent', 'types']);
    expect(readFileSync(path.join(copy, 'schema/page.schema.json'), 'utf8')).toContain(
      'blocks/openingNotice.schema.json',
    );
    expect(readFileSync(path.join(copy, 'src/content/page.types.generated.ts'), 'utf8')).toContain('"openingNotice"');

    // A page uses it.
    const aboutFile = path.join(copy, 'pages/about.yaml');
    writeFileSync(aboutFile, `${readFileSync(aboutFile, 'utf8').trimEnd()}\n${openingNoticeInPage}`);
    run('npm', ['run', '--silent', 'check']);
    // The blocks and everything they import type-check with the new block's generated types.
    const blocksOnly = { extends: './tsconfig.json', include: ['blocks', 'src/*.d.ts'] };
    writeFileSync(path.join(copy, 'tsconfig.blocks.json'), JSON.stringify(blocksOnly));
    run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.blocks.json']);
    run('npm', ['run', '--silent', 'build']);

    const html = readFileSync(path.join(copy, 'dist/about/index.html'), 'utf8');
    const band = /<section[^>]*>(?:(?!<section).)*?Open this Saturday.*?<\/section>/s.exec(html)?.[0];
    expect(band, 'the built /about has a band headed Open this Saturday').toBeDefined();
    expect(band).toMatch(/<h2[^>]*>Open this Saturday<\/h2>/);
    expect(band).toContain(
      '<p data-opening-notice="true">Our office is open from 9 am to 1 pm for walk-in visits.</p>',
    );
  }, 600_000);
});
