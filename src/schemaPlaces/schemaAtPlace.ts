/**
 * Which part of the JSON Schemas of schema/ describes a place in a file: $ref followed across files, and a list
 * item narrowed to the branch its kind names (its `type`). (Used by schemaHelp.ts and the insertions.)
 */
/** A field, or an item of a list with its kind (a section's `type`, a footer column's `kind`). */
export type Segment = { key: string } | { item: true; type?: string };

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  examples?: unknown[];
  defaultSnippets?: { label?: string; description?: string; body: unknown }[];
  discriminator?: { propertyName: string };
  $defs?: Record<string, JsonSchema>;
};

/** Every schema file by its path inside schema/ ("page.schema.json", "blocks/hero.schema.json"). */
export type SchemaFiles = Record<string, JsonSchema>;

export interface Located {
  schema: JsonSchema;
  file: string;
}

function pointerGet(schema: JsonSchema, pointer: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const part of pointer.split('/').filter(Boolean))
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as JsonSchema | undefined;
}

function joinPath(fromFile: string, relative: string): string {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Follows $ref (across files too); the referring schema's own title and description win. */
export function resolve(files: SchemaFiles, located: Located, depth = 0): Located {
  const { schema, file } = located;
  if (!schema.$ref || depth > 20) return located;
  const [target, pointer = ''] = schema.$ref.split('#');
  const targetFile = target ? joinPath(file, target) : file;
  const root = files[targetFile];
  const found = root && pointerGet(root, pointer);
  if (!found) return located;
  const resolved = resolve(files, { schema: found, file: targetFile }, depth + 1);
  const { $ref: _ref, ...own } = schema;
  return { schema: { ...resolved.schema, ...own }, file: resolved.file };
}

/** The branches of a union (the block types), each resolved. */
export function branches(files: SchemaFiles, located: Located): Located[] {
  const list = located.schema.oneOf ?? located.schema.anyOf ?? [];
  return list.map((schema) => resolve(files, { schema, file: located.file }));
}

/** The field that names an item's kind in a union: `type` for sections, `kind` for the footer's columns. */
export const kindFieldOf = (located: Located) => located.schema.discriminator?.propertyName ?? 'type';

/** The kind a branch of a union stands for (its `type: hero`). */
export const constOf = (files: SchemaFiles, branch: Located, field = 'type') => {
  const kind = branch.schema.properties?.[field];
  return kind ? resolve(files, { schema: kind, file: branch.file }).schema.const : undefined;
};

/** Picks the branch of a union whose kind is `kind` (the block's `type`). */
export function narrow(files: SchemaFiles, located: Located, kind: string | undefined): Located {
  if (!located.schema.oneOf && !located.schema.anyOf) return located;
  const field = kindFieldOf(located);
  const match = branches(files, located).find((branch) => constOf(files, branch, field) === kind);
  return match ?? located;
}

export function schemaAt(
  files: SchemaFiles,
  rootFile: string,
  path: Segment[],
  siblings: Record<string, string>,
): Located | undefined {
  let located: Located | undefined = resolve(files, { schema: files[rootFile], file: rootFile });
  for (const [index, segment] of path.entries()) {
    if (!located) return undefined;
    if ('key' in segment) {
      const property: JsonSchema | undefined = located.schema.properties?.[segment.key];
      located = property ? resolve(files, { schema: property, file: located.file }) : undefined;
    } else {
      const items: JsonSchema | undefined = located.schema.items;
      located = items ? resolve(files, { schema: items, file: located.file }) : undefined;
      const kind =
        located && index === path.length - 1 ? (siblings[kindFieldOf(located)] ?? segment.type) : segment.type;
      if (located) located = narrow(files, located, kind);
    }
  }
  return located;
}

/**
 * Where the editor's schemas hold the schema of one collection's entries: the fields every entry has with the
 * collection's own added (src/server/editor/schemaFiles.ts serves one per collection).
 */
export const entrySchemaFileOf = (collection: string) => `collections/${collection}.entry.schema.json`;

/**
 * site.yaml uses site.schema.json, a collection's declaration (collections/news.yaml) collection.schema.json, an
 * entry (collections/news/spring.yaml) its collection's entry schema when `files` has it (entrySchemaFileOf), else
 * entry.schema.json, the fields every entry has; and every page page.schema.json.
 */
export function schemaFileFor(file: string, files?: SchemaFiles): string {
  if (file === 'site.yaml') return 'site.schema.json';
  if (/^collections\/[^/]+\.yaml$/.test(file)) return 'collection.schema.json';
  const entry = /^collections\/([^/]+)\/[^/]+\.yaml$/.exec(file);
  if (entry) return files?.[entrySchemaFileOf(entry[1])] ? entrySchemaFileOf(entry[1]) : 'entry.schema.json';
  return 'page.schema.json';
}
