/**
 * The JSON Schemas of schema/, compiled with ajv. Validation only: turning ajv's findings into words a person
 * understands is explainSchemaErrors.ts's job.
 *
 * Compiling every schema takes ajv about 200 ms, longer than checking all the content with the result. So the
 * compiled validators are also written out as code (ajv's "standalone" output) under node_modules/.cache, named by a
 * hash of the schemas and the ajv setup: the next check loads them in a few milliseconds, and any change to a schema
 * changes the hash, so a stale validator is never used.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from './projectFiles.ts';

const schemaDir = path.join(projectRoot, 'schema');
// The schemas refer to each other by relative path (so editors can follow them too); giving each one an id
// under a common base lets ajv resolve the same relative references.
// Stryker disable next-line StringLiteral: equivalent, any base works as long as every id and reference uses it.
const idBase = 'file:///schema/';

// Stryker disable next-line StringLiteral: equivalent while every file in schema/blocks is a schema.
const isSchemaFile = (name: string) => name.endsWith('.schema.json');

function blockSchemaFiles(dir = schemaDir): string[] {
  // Stryker disable next-line MethodExpression: equivalent while every file in schema/blocks is a schema.
  return readdirSync(path.join(dir, 'blocks')).filter(isSchemaFile);
}

function schemaFiles(dir = schemaDir): string[] {
  return [
    'common.schema.json',
    'site.schema.json',
    'page.schema.json',
    'collection.schema.json',
    'entry.schema.json',
    ...blockSchemaFiles(dir).map((name) => `blocks/${name}`),
  ];
}

export function readSchema(relativePath: string): Record<string, unknown> {
  // Stryker disable next-line StringLiteral: equivalent, JSON.parse reads the file's bytes as UTF-8 text anyway.
  return JSON.parse(readFileSync(path.join(schemaDir, relativePath), 'utf8'));
}

const ajvOptions = {
  allErrors: true,
  verbose: true,
  discriminator: true,
  strict: true,
  allowUnionTypes: true,
} as const;

export function createAjv(): Ajv2020 {
  // code.source keeps each validator's source, which the standalone output needs.
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent for the verdicts; without it only the cache is not written.
  const ajv = new Ajv2020({ ...ajvOptions, code: { source: true } });
  addFormats(ajv);
  // Editor-only help (VS Code completion snippets); it does not change what is valid.
  ajv.addKeyword('defaultSnippets');
  for (const file of schemaFiles()) ajv.addSchema({ ...readSchema(file), $id: idBase + file });
  return ajv;
}

type Validators = Record<SchemaName, ValidateFunction>;

// Stryker disable next-line all: equivalent, the ids only have to name the same schemas on both sides of the standalone code.
const validatorIds: Record<SchemaName, string> = {
  site: `${idBase}site.schema.json`,
  page: `${idBase}page.schema.json`,
  collection: `${idBase}collection.schema.json`,
};
// Where the compiled validators are kept between runs: any folder would do, the cache only saves time.
// Stryker disable next-line StringLiteral: equivalent, any folder works as long as it is the same in every run.
const cacheDir = path.join(projectRoot, 'node_modules', '.cache', 'site-schema');

const packageVersion = (name: string) =>
  (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')) as {
      version: string;
    }
  ).version;

/** The installed versions of the packages that read and judge a file: another ajv or yaml may judge differently. */
export function judgingPackages(): Record<string, string> {
  return Object.fromEntries(['ajv', 'yaml'].map((name) => [name, packageVersion(name)]));
}

// The code that reads a file and judges it: a change to it (a parser option, ajv's options) must not be hidden by a
// cache made before.
const judgingCode = ['src/content/parseYaml.ts', 'src/content/schemas.ts'];

/**
 * A short hash of everything that decides whether a file of the project at `root` passes: each schema's text, the
 * versions of the packages that judge (`judgingPackages()`), and the code that parses and validates.
 */
export function fingerprintOf(root: string, packages: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, version] of Object.entries(packages)) hash.update(`${name} ${version}\n`);
  // Stryker disable next-line StringLiteral: equivalent, a file read as bytes becomes the same UTF-8 text in the string.
  for (const file of judgingCode) hash.update(`${file}\n${readFileSync(path.join(root, file), 'utf8')}\n`);
  const dir = path.join(root, 'schema');
  // Stryker disable next-line StringLiteral: equivalent, a file read as bytes becomes the same UTF-8 text in the string.
  for (const file of schemaFiles(dir)) hash.update(`${file}\n${readFileSync(path.join(dir, file), 'utf8')}\n`);
  return hash.digest('hex').slice(0, 16);
}

let fingerprint: string | undefined;

/** This project's fingerprint (computed once): the caches of compiled validators and of checked files are named by it. */
export function schemaFingerprint(): string {
  fingerprint ??= fingerprintOf(projectRoot, judgingPackages());
  return fingerprint;
}

/** The compiled validators of this set of schemas and code: another set never loads them. */
export const validatorsCacheFile = () => path.join(cacheDir, `validators-${schemaFingerprint()}.cjs`);

/** Where the compiled judge of a schema made at check time is kept: named by this set of schemas and by its own text. */
export const madeSchemaCacheFile = (schemaText: string) =>
  path.join(
    cacheDir,
    `made-${schemaFingerprint()}-${createHash('sha256').update(schemaText).digest('hex').slice(0, 16)}.cjs`,
  );

/** Writes `code` to `file` for the next run, aside and renamed; a read-only checkout only compiles again next time. */
export function keepCompiled(file: string, code: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  } catch {
    // Nothing lost: the judge is compiled again next time.
  }
}

/** Compiles the schemas, and writes the compiled code to `file` for the next run (none in a read-only checkout). */
export function compileAndCache(file: string): Validators {
  const ajv = createAjv();
  const validators = {
    site: ajv.getSchema(validatorIds.site)!,
    page: ajv.getSchema(validatorIds.page)!,
    collection: ajv.getSchema(validatorIds.collection)!,
  };
  // Written aside and renamed, so a check running at the same moment never loads half a file.
  keepCompiled(file, standaloneCode(ajv, validatorIds));
  return validators;
}

let compiled: Validators | undefined;

function validators(): Validators {
  // Stryker disable next-line ConditionalExpression: equivalent, compiled once or every time, the verdicts are the same.
  if (!compiled) {
    const file = validatorsCacheFile();
    compiled = existsSync(file) ? (createRequire(import.meta.url)(file) as Validators) : compileAndCache(file);
  }
  return compiled;
}

/** The block types the schemas declare, from the file names in schema/blocks/. */
export function blockTypesInSchema(): string[] {
  const types = blockSchemaFiles().map((name) => name.slice(0, -'.schema.json'.length));
  // Stryker disable next-line MethodExpression: equivalent, Node lists a folder in name order already.
  return types.sort();
}

export type SchemaName = 'site' | 'page' | 'collection';

/** The id under which ajv knows a schema file of schema/ ("entry.schema.json"), for schemas made at check time. */
export const schemaId = (file: string) => idBase + file;

export function validateAgainstSchema(name: SchemaName, data: unknown): ErrorObject[] {
  const validate = validators()[name];
  return validate(data) ? [] : [...validate.errors!];
}
