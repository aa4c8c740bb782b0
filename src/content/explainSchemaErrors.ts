/**
 * Turns ajv's findings into messages for the person editing the YAML: what is wrong in plain words, at the line
 * and column to edit, with a "did you mean" where a typo is likely. Each rule's wording sits next to its keyword.
 */
import type { ErrorObject } from 'ajv';
import { cutShort, MAX_ERRORS_PER_FILE, type ContentError } from './contentError.ts';
import { didYouMean } from './didYouMean.ts';
import type { DataPath } from '../places/places.ts';
import { describePath, locateKey, locateValue, pathFromPointer, type Position } from './locate.ts';
import { indentationCauses } from './misplacedValues.ts';
import type { ParsedYaml } from './parseYaml.ts';
import { blockTypesInSchema } from './schemas.ts';

interface Explained {
  /** Where the message points: the value's path, or a field name inside the object at that path. */
  path: DataPath;
  key?: string;
  /**
   * A field that is not there: the message points at the object at `path` (there is no line of the field to point
   * at), and is about the field, so the form shows it beside the field that asks for it.
   */
  missing?: string;
  /** The object the problem is in, named in the message ("block 3 (stats), item 2"). */
  container: DataPath;
  message: string;
}

type SchemaLike = {
  properties?: Record<string, unknown>;
  examples?: unknown[];
  description?: string;
  format?: string;
  oneOf?: { properties?: Record<string, { const?: unknown }> }[];
};

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields',
};

/** What a value from YAML is, in words: YAML data is only these kinds (an empty value is null). */
function actualType(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return 'true or false';
  return Number.isInteger(value) ? 'a whole number' : 'a number';
}

const formatWords: Record<string, string> = {
  email: 'is not a valid e-mail address (it should look like name@example.com)',
  uri: 'is not a valid web address (it should start with https://)',
  date: 'is not a date written as year-month-day, for example 2024-01-01',
};

/** A path on the site that climbs out of its folder (".."), names the same folder (".") or skips one ("//"). */
function leavesItsFolder(value: string): boolean {
  return value.startsWith('/') && /\/(\.\.?(\/|$)|\/)/.test(value);
}

function fieldName(path: DataPath): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `entry ${last + 1}` : `"${String(last ?? 'this value')}"`;
}

/** ["blocks", 2]: a block of a page (the entries of `blocks` are always numbered). */
function isBlockPath(path: DataPath): boolean {
  return path.length === 2 && path[0] === 'blocks';
}

/** `indentation`: the fix when a line out of line is the cause (misplacedValues.ts), told instead of or after the rest. */
function explain(error: ErrorObject, indentation: string | undefined): Explained {
  const path = pathFromPointer(error.instancePath);
  const found = explainKeyword(error, path, indentation);
  // A missing or unknown field is "in" the object at `path`; a wrong value is in the object that holds it.
  const aboutObject =
    error.keyword === 'required' || error.keyword === 'additionalProperties' || error.keyword === 'discriminator';
  return { ...found, container: aboutObject ? path : path.slice(0, -1) };
}

/** A list entry of a kind its schema does not have (a footer column's `kind`): the kinds come from the schema's own branches. */
function unknownKind(path: DataPath, tag: string, value: unknown, parent: SchemaLike): Omit<Explained, 'container'> {
  const kinds = (parent.oneOf ?? []).map((branch) => String(branch.properties?.[tag]?.const));
  const hint = typeof value === 'string' ? didYouMean(value, kinds) : '';
  return {
    path: [...path, tag],
    message: `"${String(value)}" is not a ${tag} known here.${hint || ` Kinds: ${kinds.join(', ')}.`}`,
  };
}

function explainKeyword(
  error: ErrorObject,
  path: DataPath,
  indentation: string | undefined,
): Omit<Explained, 'container'> {
  const parent = (error.parentSchema ?? {}) as SchemaLike;
  const fix = indentation ? `: ${indentation}` : '';
  switch (error.keyword) {
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return { path, missing, message: `missing required field "${missing}"${fix}` };
    }
    case 'additionalProperties': {
      const unknown = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(parent.properties ?? {});
      const what = isBlockPath(path) ? 'a field this kind of block has' : 'a field known here';
      // Where the field is only out of line, the fix is to move it, not to rename it.
      const hint = indentation
        ? ` ${indentation}`
        : didYouMean(unknown, allowed) || ` Fields allowed here: ${allowed.join(', ')}.`;
      return { path, key: unknown, message: `"${unknown}" is not ${what}.${hint}` };
    }
    case 'discriminator': {
      const { tag, tagValue } = error.params as { tag: string; tagValue?: unknown };
      // A block without `type` (kind: 'tag'); otherwise a type that is not text (also 'tag') or not known ('mapping').
      if (tagValue === undefined) return { path, missing: tag, message: `missing required field "${tag}"` };
      if (!isBlockPath(path)) return unknownKind(path, tag, tagValue, parent);
      const types = blockTypesInSchema();
      const hint = typeof tagValue === 'string' ? didYouMean(tagValue, types) : '';
      return {
        path: [...path, 'type'],
        message: `unknown block type "${String(tagValue)}".${hint || ` Block types: ${types.join(', ')}.`}`,
      };
    }
    case 'type': {
      const expected = String((error.params as { type: string }).type)
        .split(',')
        .map((type) => typeWords[type])
        .join(' or ');
      return { path, message: `${fieldName(path)} should be ${expected}, but it is ${actualType(error.data)}${fix}` };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed) : '';
      return { path, message: `${fieldName(path)} must be one of: ${allowed.join(', ')}.${hint}` };
    }
    case 'const':
      return {
        path,
        message: `${fieldName(path)} must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`,
      };
    case 'not': {
      // A value refused by name (`not: { enum, description }`): the description beside the names says why.
      const why = (error.schema as { description: string }).description;
      return { path, message: `${fieldName(path)} cannot be ${JSON.stringify(error.data)}: ${why}` };
    }
    case 'format': {
      const format = (error.params as { format: string }).format;
      return { path, message: `${fieldName(path)} ${formatWords[format] ?? `is not a valid ${format}`}` };
    }
    case 'pattern': {
      const example = parent.examples?.[0];
      const hint = example === undefined ? '' : `, for example "${String(example)}"`;
      // A pattern is only ever checked on text.
      const why = leavesItsFolder(error.data as string)
        ? ': a path cannot go through ".." or "." or have "//" in it'
        : '';
      return {
        path,
        message: `${fieldName(path)} is not written the right way${hint}${why}. ${parent.description ?? ''}`.trim(),
      };
    }
    case 'minLength':
      return { path, message: `${fieldName(path)} must not be empty` };
    case 'maxLength': {
      const limit = (error.params as { limit: number }).limit;
      const length = (error.data as string).length;
      return { path, message: `${fieldName(path)} is too long: at most ${limit} characters (it has ${length})` };
    }
    case 'minItems': {
      const limit = (error.params as { limit: number }).limit;
      return { path, message: `${fieldName(path)} needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}` };
    }
    case 'maxItems': {
      const limit = (error.params as { limit: number }).limit;
      return { path, message: `${fieldName(path)} can have at most ${limit} entries` };
    }
    case 'minimum':
    case 'maximum': {
      const { comparison, limit } = error.params as { comparison: string; limit: number };
      const words = comparison.startsWith('>') ? 'at least' : 'at most';
      return { path, message: `${fieldName(path)} must be ${words} ${limit}` };
    }
    default:
      // With the discriminator, ajv reports no oneOf summary for blocks: each finding is one of the above.
      return { path, message: `${fieldName(path)} ${error.message}` };
  }
}

/** A finding as ajv reports it: the same finding reported twice has the same key. */
const findingKey = (error: ErrorObject) => `${error.instancePath} ${error.keyword} ${JSON.stringify(error.params)}`;

/**
 * One ContentError per ajv finding worth telling, located in the YAML file. Past `limit` of them the rest are only
 * counted (cutShort): finding each one's place takes longer the larger the file.
 */
export function explainSchemaErrors(
  parsed: ParsedYaml,
  data: unknown,
  errors: ErrorObject[],
  limit = MAX_ERRORS_PER_FILE,
): ContentError[] {
  const seen = new Set<string>();
  const findings = new Set<string>();
  const result: ContentError[] = [];
  const indentationCause = indentationCauses(parsed, errors);
  let unexplained = 0;
  for (const error of errors) {
    // One more than the limit is explained: the line about the rest goes to the place of the first one left out.
    if (result.length > limit) {
      if (!findings.has(findingKey(error))) unexplained++;
      findings.add(findingKey(error));
      continue;
    }
    findings.add(findingKey(error));
    const { path, key, missing, container, message } = explain(error, indentationCause(error));
    const position: Position = key ? locateKey(parsed, path, key) : locateValue(parsed, path);
    const field = key ?? missing;
    const contentError: ContentError = {
      file: parsed.file,
      ...position,
      where: describePath(container, data),
      message,
      path: field ? [...path, field] : path,
    };
    const id = `${contentError.line}:${contentError.col}:${message}`;
    if (!seen.has(id)) {
      seen.add(id);
      result.push(contentError);
    }
  }
  return cutShort(result, limit, unexplained);
}
