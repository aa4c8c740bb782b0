/**
 * A collection's declaration (collections/<name>.yaml) as schema/collection.schema.json admits it, and the judge of
 * its entries: the fields every entry has (schema/entry.schema.json) with the collection's own added, compiled once
 * per set of own fields.
 */
import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Block } from '../model.ts';
import type { Judge } from '../readChecked.ts';
import { createAjv, keepCompiled, madeSchemaCacheFile, schemaId } from '../schemas.ts';
import type { EntryKind } from '../model.ts';

export interface GroupPages {
  route: string;
  title: string;
  description: string;
}

export interface Declaration {
  title: string;
  entryName: string;
  route: string;
  kind: EntryKind;
  feed?: { title: string };
  listing?: string;
  fields?: Record<string, Record<string, unknown>>;
  required?: string[];
  facts?: string[];
  photos?: string;
  tagPages?: GroupPages;
  categoryPages?: GroupPages;
  page: { title: string; description: string; blocks: Block[] };
}

/** The fields every entry has, in the order schema/entry.schema.json writes them. */
export const COMMON_FIELDS = [
  'title',
  'date',
  'updated',
  'summary',
  'image',
  'category',
  'tags',
  'publishAt',
  'draft',
  'blocks',
] as const;

/** An entry's data as its judge admits it: the common fields, and the collection's own beside them. */
export interface EntryFields extends Record<string, unknown> {
  title: string;
  date: string;
  updated?: string;
  summary: string;
  image?: { src: string; alt: string };
  category?: string;
  tags?: string[];
  publishAt?: string;
  draft?: boolean;
  blocks?: Block[];
}

/**
 * The entry schema of one collection: closed, so a misspelt field is told with a "did you mean". The editor's form
 * and help read this same schema (src/server/editor/schemaFiles.ts), so they and the check agree.
 */
export function entrySchemaOf(
  name: string,
  declaration: Pick<Declaration, 'fields' | 'required'>,
): Record<string, unknown> {
  const common = Object.fromEntries(
    COMMON_FIELDS.map((field) => [field, { $ref: `${schemaId('entry.schema.json')}#/properties/${field}` }]),
  );
  return {
    // Beside the declaration, so its own fields' references (../schema/common.schema.json#/$defs/image) resolve.
    $id: `file:///collections/${name}.entry.json`,
    type: 'object',
    additionalProperties: false,
    required: ['title', 'date', 'summary', ...(declaration.required ?? [])],
    properties: { ...(declaration.fields ?? {}), ...common },
  };
}

// All schemas compiled is 200 ms: made once, only for a site that has collections, and only when a judge is not
// kept from an earlier run (as the site's and pages' judges are, schemas.ts).
let ajv: ReturnType<typeof createAjv> | undefined;

function compile(schema: Record<string, unknown>, key: string): ValidateFunction {
  const file = madeSchemaCacheFile(key);
  // Stryker disable next-line ConditionalExpression: equivalent, a judge compiled again judges as the one kept on disk.
  if (existsSync(file)) return createRequire(import.meta.url)(file) as ValidateFunction;
  ajv ??= createAjv();
  ajv.removeSchema(schema.$id as string);
  const validate = ajv.compile(schema);
  keepCompiled(file, standaloneCode(ajv, validate));
  return validate;
}
/** The judges made, by their schema's text: a handful of collections, bounded all the same. */
const compiled = new Map<string, ValidateFunction>();
const MAX_COMPILED = 32;

/** The judge of `name`'s entries; throws, in words, when an own field's schema cannot be compiled. */
export function entryJudge(name: string, declaration: Declaration): Judge {
  const schema = entrySchemaOf(name, declaration);
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  // Stryker disable next-line ConditionalExpression: equivalent, a judge made again judges as the one kept.
  if (!validate) {
    validate = compile(schema, key);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the bound only limits memory.
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, validate);
  }
  const judge = validate;
  return {
    validate: (data) => (judge(data) ? [] : [...judge.errors!]),
    emptyHelp: `the file is empty: ${declaration.entryName === 'entry' ? 'an entry' : `a ${declaration.entryName}`} needs title, date and summary`,
    judgedWith: key,
  };
}
