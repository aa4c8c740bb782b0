/**
 * The JSON Schemas of schema/, compiled once with ajv. Validation only: turning ajv's findings into words a
 * person understands is explainSchemaErrors.ts's job.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './projectFiles.ts';

const schemaDir = path.join(projectRoot, 'schema');
// The schemas refer to each other by relative path (so editors can follow them too); giving each one an id
// under a common base lets ajv resolve the same relative references.
const idBase = 'file:///schema/';

function schemaFiles(): string[] {
  const blockFiles = readdirSync(path.join(schemaDir, 'blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `blocks/${name}`);
  return ['common.schema.json', 'site.schema.json', 'page.schema.json', ...blockFiles];
}

export function readSchema(relativePath: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(schemaDir, relativePath), 'utf8'));
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // Editor-only help (VS Code completion snippets); it does not change what is valid.
  ajv.addKeyword('defaultSnippets');
  for (const file of schemaFiles()) ajv.addSchema({ ...readSchema(file), $id: idBase + file });
  return ajv;
}

let compiled: { site: ValidateFunction; page: ValidateFunction; block: Map<string, ValidateFunction> } | undefined;

function validators() {
  if (!compiled) {
    const ajv = createAjv();
    const block = new Map<string, ValidateFunction>();
    for (const type of blockTypesInSchema()) block.set(type, ajv.getSchema(`${idBase}blocks/${type}.schema.json`)!);
    compiled = { site: ajv.getSchema(`${idBase}site.schema.json`)!, page: ajv.getSchema(`${idBase}page.schema.json`)!, block };
  }
  return compiled;
}

/** The block types the schemas declare, from the file names in schema/blocks/. */
export function blockTypesInSchema(): string[] {
  return readdirSync(path.join(schemaDir, 'blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.slice(0, -'.schema.json'.length))
    .sort();
}

export type SchemaName = 'site' | 'page';

export function validateAgainstSchema(name: SchemaName, data: unknown): ErrorObject[] {
  const validate = validators()[name];
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

/** The schema that describes one block type, for messages such as the list of its fields. */
export function blockSchema(type: string): { properties?: Record<string, unknown>; required?: string[] } | undefined {
  return validators().block.get(type)?.schema as never;
}
