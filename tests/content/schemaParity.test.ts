// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry';
import { iconNames } from '../../blocks/ui/Icon';
import { generateTypes, generatedTypeFiles } from '../../src/cli/generateTypes';
import { blockTypesInSchema, readSchema } from '../../src/content/schemas';

describe('schemas and code agree', () => {
  it('every block type in schema/blocks has a component in the registry, and no other', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(blockTypesInSchema());
  });

  it('the page schema offers every block schema as a section', () => {
    const page = readSchema('page.schema.json') as { properties: { blocks: { items: { oneOf: { $ref: string }[] } } } };
    const offered = page.properties.blocks.items.oneOf.map((entry) =>
      entry.$ref.replace(/^blocks\/|\.schema\.json$/g, ''),
    );
    expect(offered.sort()).toEqual(blockTypesInSchema());
  });

  it('each block schema declares its own type name', () => {
    for (const type of blockTypesInSchema()) {
      const schema = readSchema(`blocks/${type}.schema.json`) as { properties: { type: { const: string } } };
      expect(schema.properties.type.const).toBe(type);
    }
  });

  it('the icons a features block may name are the icons the site can draw', () => {
    const features = readSchema('blocks/features.schema.json') as {
      properties: { items: { items: { properties: { icon: { enum: string[] } } } } };
    };
    for (const icon of features.properties.items.items.properties.icon.enum) expect(iconNames).toContain(icon);
  });

  it('every field in every schema has a title and a description for editor help', () => {
    const common = readSchema('common.schema.json') as { $defs: Record<string, Record<string, unknown>> };
    // A field that only points at a shared definition takes its title and description from there.
    const described = (field: Record<string, unknown>): boolean => {
      if (field.title && field.description) return true;
      const ref = typeof field.$ref === 'string' ? field.$ref.match(/#\/\$defs\/(\w+)$/)?.[1] : undefined;
      return ref ? described(common.$defs[ref]) : false;
    };
    const missing: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.properties && typeof record.properties === 'object') {
        for (const [name, field] of Object.entries(record.properties as Record<string, Record<string, unknown>>)) {
          if (!described(field)) missing.push(`${where} ${name}`);
        }
      }
      for (const [key, value] of Object.entries(record)) visit(value, `${where}/${key}`);
    };
    for (const file of [
      'site.schema.json',
      'page.schema.json',
      'common.schema.json',
      ...blockTypesInSchema().map((t) => `blocks/${t}.schema.json`),
    ]) {
      visit(readSchema(file), file);
    }
    expect(missing).toEqual([]);
  });

  it.each(generatedTypeFiles.map((entry) => [entry.output, entry] as const))(
    '%s is up to date with its schema (run npm run types after changing a schema)',
    async (_name, { schema, output }) => {
      const onDisk = readFileSync(path.join(__dirname, '../..', output), 'utf8');
      expect(onDisk).toBe(await generateTypes(schema));
    },
    // Half a second alone, but it compiles every block's schema and formats the result: far longer on a machine
    // busy with a build beside it.
    120_000,
  );
});
