/**
 * The list of sections a page may hold (`blocks.items.oneOf` in schema/page.schema.json), written from the files in
 * schema/blocks/: `npm run types` rewrites it before deriving the types, so a new block schema is offered to pages
 * (and to the editor's completion) without a hand edit of the list.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface PageSchema {
  properties: { blocks: { items: { oneOf: { $ref: string }[] } } };
}

/** The block types, one per schema/blocks/<type>.schema.json, in alphabetical order. */
export function blockTypesIn(schemaDir: string): string[] {
  return readdirSync(path.join(schemaDir, 'blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.slice(0, -'.schema.json'.length))
    .sort();
}

/** The page schema's text with its list of sections set to these block types. */
export function pageSchemaWithBlocks(pageSchemaText: string, types: string[]): string {
  const schema = JSON.parse(pageSchemaText) as PageSchema;
  schema.properties.blocks.items.oneOf = types.map((type) => ({ $ref: `blocks/${type}.schema.json` }));
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** Rewrites schema/page.schema.json's list of sections from schema/blocks/; true when it changed. */
export function writePageSchemaBlocks(schemaDir: string): boolean {
  const file = path.join(schemaDir, 'page.schema.json');
  const before = readFileSync(file, 'utf8');
  const after = pageSchemaWithBlocks(before, blockTypesIn(schemaDir));
  if (after === before) return false;
  writeFileSync(file, after);
  return true;
}
