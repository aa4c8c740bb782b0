/**
 * Writes the TypeScript types of the content from the JSON Schemas in schema/, so the block components are typed
 * by the same source that validates the YAML, after setting the page schema's list of block types to the files in
 * schema/blocks/. `npm run types` rewrites them; a test fails when they are stale.
 */
import { compileFromFile } from 'json-schema-to-typescript';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writePageSchemaBlocks } from '../authoring/pageSchemaBlocks.ts';
import { projectRoot as root } from '../content/projectFiles.ts';
import { readCommandLine } from './shared/commandLine.ts';

const banner = '/* Generated from schema/ by `npm run types`. Do not edit: change the schema and run it again. */';

export const generatedTypeFiles = [
  { schema: 'schema/page.schema.json', output: 'src/content/page.types.generated.ts' },
  { schema: 'schema/site.schema.json', output: 'src/content/site.types.generated.ts' },
] as const;

export async function generateTypes(schemaFile: string): Promise<string> {
  return compileFromFile(path.join(root, schemaFile), {
    cwd: path.join(root, 'schema'),
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    format: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  readCommandLine({
    command: 'npm run types --',
    summary:
      'Rewrites the TypeScript types of the content (src/content/*.generated.ts) from the JSON Schemas in schema/.',
    options: {},
    examples: ['npm run types'],
  });
  // The page schema's list of block types comes first: the page types are derived from it.
  if (writePageSchemaBlocks(path.join(root, 'schema')))
    console.log('wrote schema/page.schema.json (its list of block types)');
  for (const { schema, output } of generatedTypeFiles) {
    await writeFile(path.join(root, output), await generateTypes(schema));
    console.log(`wrote ${output}`);
  }
}
