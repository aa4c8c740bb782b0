/**
 * Help while typing, from the JSON Schemas of schema/ (sent by the server, never copied): which fields and values
 * fit where the cursor is, with each one's title and description, ready-made sections (the schemas'
 * defaultSnippets), and the description of a field under the pointer.
 *
 * Where the cursor is in the YAML is read from the indentation of the lines above it, as a person reads it, so it
 * works on a half-typed file that no parser would accept.
 */

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
  examples?: unknown[];
  defaultSnippets?: { label?: string; description?: string; body: unknown }[];
  $defs?: Record<string, JsonSchema>;
};

/** Every schema file by its path inside schema/ ("page.schema.json", "blocks/hero.schema.json"). */
export type SchemaFiles = Record<string, JsonSchema>;

export interface Suggestion {
  label: string;
  /** The text put in, CodeMirror snippet syntax (${1} for the places to fill) when `snippet` is true. */
  apply: string;
  snippet: boolean;
  /** The field's or section's title from the schema. */
  detail?: string;
  /** Its description. */
  info?: string;
  kind: 'property' | 'value' | 'section';
}

export interface CompletionAnswer {
  /** Where the replaced word starts (an offset in the text). */
  from: number;
  suggestions: Suggestion[];
}

// ---------------------------------------------------------------------------------------------------------------
// Part 1: where the cursor is

type Segment = { key: string } | { item: true; type?: string };

interface Place {
  /** From the top of the file to the mapping the cursor is in. */
  path: Segment[];
  /** The fields already in that mapping. */
  siblings: Record<string, string>;
  /** Typing a field name, or the value of `key`. */
  mode: 'key' | 'value';
  key?: string;
  /** What is typed so far of the word being completed, and where it starts. */
  prefix: string;
  from: number;
  /** The indentation of the field name being typed (for snippets that span lines). */
  indent: number;
}

const keyLine = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)\s*:(?:\s+(.*))?$/;
const dashLine = /^(\s*)-(?:\s+|$)(.*)$/;

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;
const isBlank = (line: string) => /^\s*(#.*)?$/.test(line);
const unquote = (value: string) =>
  value
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');

/** The fields of the mapping whose keys start at column `indent`, around line `at` (the line itself excluded). */
function fieldsAround(lines: string[], at: number, indent: number): Record<string, string> {
  const fields: Record<string, string> = {};
  const read = (line: string) => {
    const match = keyLine.exec(line);
    if (match && match[1].length + match[2].length === indent) fields[match[3]] = unquote(match[4] ?? '');
  };
  for (let index = at - 1; index >= 0; index--) {
    const line = lines[index];
    if (isBlank(line)) continue;
    const match = keyLine.exec(line);
    const start = match ? match[1].length + match[2].length : indentOf(line);
    if (start < indent) break;
    read(line);
    // The line that opens the list item holds its first field: the mapping starts there.
    if (match?.[2] && start === indent) break;
    if (indentOf(line) < indent) break;
  }
  for (let index = at + 1; index < lines.length; index++) {
    const line = lines[index];
    if (isBlank(line)) continue;
    if (indentOf(line) < indent || (dashLine.test(line) && indentOf(line) <= indent)) break;
    read(line);
  }
  return fields;
}

/** The `type:` of the list item that opens at line `at` (its content starting at column `indent`). */
function typeOfItem(lines: string[], at: number, indent: number): string | undefined {
  const own = keyLine.exec(lines[at]);
  if (own?.[3] === 'type') return unquote(own[4] ?? '');
  return fieldsAround(lines, at, indent).type;
}

export function placeAt(text: string, offset: number): Place | undefined {
  const lines = text.slice(0, offset).split('\n');
  const row = lines.length - 1;
  const before = lines[row];
  const allLines = text.split('\n');
  let mode: Place['mode'];
  let indent: number;
  let key: string | undefined;
  let prefix: string;
  let dashes: string;
  let lead: string;
  const value = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)\s*:\s+(.*)$/.exec(before);
  const field = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)?$/.exec(before);
  if (value) {
    [, lead, dashes, key] = value;
    mode = 'value';
    prefix = value[4].replace(/^['"]/, '');
  } else if (field) {
    [, lead, dashes] = field;
    mode = 'key';
    prefix = field[3] ?? '';
  } else return undefined;
  indent = lead.length + dashes.length;

  const path: Segment[] = [];
  let limit = indent;
  // A dash on the cursor's own line opens a list item: the mapping is that item.
  if (dashes) {
    const lastDash = lead.length + dashes.trimEnd().lastIndexOf('-');
    path.push({ item: true, type: mode === 'value' && key === 'type' ? undefined : typeOfItem(allLines, row, indent) });
    limit = lastDash;
    // "- - x": lists in lists do not occur in the content.
  }
  let afterItem = Boolean(dashes);
  for (let index = row - 1; index >= 0 && limit > 0; index--) {
    const line = allLines[index];
    if (isBlank(line)) continue;
    const lineIndent = indentOf(line);
    const dash = dashLine.exec(line);
    if (dash) {
      const contentIndent =
        line.length - line.trimStart().length + 1 + (/^-(\s*)/.exec(line.trimStart())![1].length || 1);
      const match = keyLine.exec(line);
      // The item this mapping belongs to.
      if (contentIndent === limit && !afterItem) {
        path.push({ item: true, type: typeOfItem(allLines, index, contentIndent) });
        limit = lineIndent;
        afterItem = true;
        continue;
      }
      // "- image:" with the cursor's mapping under "image".
      if (lineIndent < limit && match && contentIndent < limit && (match[4] ?? '') === '') {
        path.push({ key: match[3] });
        path.push({ item: true, type: typeOfItem(allLines, index, contentIndent) });
        limit = lineIndent;
        afterItem = true;
      }
      continue;
    }
    const match = keyLine.exec(line);
    if (!match) continue;
    if (lineIndent < limit || (afterItem && lineIndent === limit)) {
      if ((match[4] ?? '').trim() !== '' && !(match[4] ?? '').trim().startsWith('#')) continue;
      path.push({ key: match[3] });
      limit = lineIndent;
      afterItem = false;
    }
  }
  path.reverse();
  const siblings = fieldsAround(allLines, row, indent);
  if (mode === 'value' && key === 'type') delete siblings.type;
  return { path, siblings, mode, key, prefix, from: offset - prefix.length, indent };
}

// ---------------------------------------------------------------------------------------------------------------
// Part 2: which schema describes that place

interface Located {
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
function resolve(files: SchemaFiles, located: Located, depth = 0): Located {
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
function branches(files: SchemaFiles, located: Located): Located[] {
  const list = located.schema.oneOf ?? located.schema.anyOf ?? [];
  return list.map((schema) => resolve(files, { schema, file: located.file }));
}

const constOf = (files: SchemaFiles, branch: Located) => {
  const type = branch.schema.properties?.type;
  return type ? resolve(files, { schema: type, file: branch.file }).schema.const : undefined;
};

/** Picks the branch of a union whose `type` is `type` (the block's discriminator). */
function narrow(files: SchemaFiles, located: Located, type: string | undefined): Located {
  if (!located.schema.oneOf && !located.schema.anyOf) return located;
  const match = branches(files, located).find((branch) => constOf(files, branch) === type);
  return match ?? located;
}

function schemaAt(
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
      const type = index === path.length - 1 ? (siblings.type ?? segment.type) : segment.type;
      if (located) located = narrow(files, located, type);
    }
  }
  return located;
}

/** site.yaml uses site.schema.json, every page page.schema.json. */
export const schemaFileFor = (file: string) => (file === 'site.yaml' ? 'site.schema.json' : 'page.schema.json');

// ---------------------------------------------------------------------------------------------------------------
// Part 3: suggestions and hover help

/** A snippet body (JSON) as YAML lines under `indent`, with "$1" turned into CodeMirror's "${1}". */
function yamlOf(value: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const scalar = (item: unknown) => {
    const text = String(item);
    if (typeof item === 'string' && /^\$\d+$/.test(text)) return `\${${text.slice(1)}}`;
    if (typeof item === 'string' && /^[\s'"&*!|>%@`{[\]}#,?:-]|: | #|^$|^(true|false|null|\d+(\.\d+)?)$/.test(text))
      return JSON.stringify(text);
    return text.replace(/\$(\d+)/g, (_whole, index: string) => `\${${index}}`);
  };
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (item && typeof item === 'object') {
        const [first, ...rest] = yamlOf(item, indent + 2);
        return [`${pad}- ${first.trimStart()}`, ...rest];
      }
      return [`${pad}- ${scalar(item)}`];
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      if (item && typeof item === 'object') return [`${pad}${key}:`, ...yamlOf(item, indent + 2)];
      return [`${pad}${key}: ${scalar(item)}`];
    });
  }
  return [`${pad}${scalar(value)}`];
}

function isStructured(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('object') || types.includes('array') || Boolean(schema.properties || schema.items);
}

/** What fits at `offset` of the file `file` (site.yaml or pages/…). */
export function completionsAt(
  files: SchemaFiles,
  file: string,
  text: string,
  offset: number,
): CompletionAnswer | undefined {
  const place = placeAt(text, offset);
  if (!place) return undefined;
  const rootFile = schemaFileFor(file);
  if (!files[rootFile]) return undefined;
  const container = schemaAt(files, rootFile, place.path, place.siblings);
  if (!container) return undefined;

  if (place.mode === 'value') {
    const union = container.schema.oneOf || container.schema.anyOf ? container : undefined;
    if (place.key === 'type' && union) {
      const suggestions = branches(files, union).flatMap((branch) => {
        const type = constOf(files, branch);
        return typeof type === 'string'
          ? [
              {
                label: type,
                apply: type,
                snippet: false,
                detail: branch.schema.title,
                info: branch.schema.description,
                kind: 'value' as const,
              },
            ]
          : [];
      });
      return { from: place.from, suggestions };
    }
    const property = container.schema.properties?.[place.key!];
    if (!property) return { from: place.from, suggestions: [] };
    const schema = resolve(files, { schema: property, file: container.file }).schema;
    const values =
      schema.enum ?? (schema.const !== undefined ? [schema.const] : schema.type === 'boolean' ? [true, false] : []);
    return {
      from: place.from,
      suggestions: values.map((item) => ({
        label: String(item),
        apply: String(item),
        snippet: false,
        detail: schema.title,
        info: schema.description,
        kind: 'value' as const,
      })),
    };
  }

  const suggestions: Suggestion[] = [];
  const union = container.schema.oneOf || container.schema.anyOf;
  const candidates = union && !place.siblings.type ? narrow(files, container, undefined) : container;
  if (union && !place.siblings.type) {
    // A new section: the ready-made sections of every block type, and the `type` field itself.
    for (const branch of branches(files, container)) {
      for (const snippet of branch.schema.defaultSnippets ?? []) {
        const lines = yamlOf(snippet.body, place.indent);
        const apply = [lines[0].trimStart(), ...lines.slice(1)].join('\n');
        suggestions.push({
          label: snippet.label ?? String(constOf(files, branch)),
          apply,
          snippet: true,
          detail: branch.schema.title,
          info: snippet.description ?? branch.schema.description,
          kind: 'section',
        });
      }
    }
    suggestions.push({
      label: 'type',
      apply: 'type: ',
      snippet: false,
      detail: 'Section type',
      info: container.schema.description,
      kind: 'property',
    });
    return { from: place.from, suggestions };
  }
  for (const [name, property] of Object.entries(candidates.schema.properties ?? {})) {
    if (Object.hasOwn(place.siblings, name)) continue;
    const schema = resolve(files, { schema: property, file: candidates.file }).schema;
    const nested = isStructured(schema);
    const apply = nested ? `${name}:\n${' '.repeat(place.indent + 2)}` : `${name}: `;
    suggestions.push({
      label: name,
      apply,
      snippet: false,
      detail: schema.title,
      info: schema.description,
      kind: 'property',
    });
  }
  return { from: place.from, suggestions };
}

export interface HoverHelp {
  from: number;
  to: number;
  title?: string;
  description?: string;
}

/** The title and description of the field name (or block type) under `offset`. */
export function hoverAt(files: SchemaFiles, file: string, text: string, offset: number): HoverHelp | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd);
  const match = keyLine.exec(line);
  if (!match) return undefined;
  const keyFrom = lineStart + match[1].length + match[2].length;
  const keyTo = keyFrom + match[3].length;
  const rootFile = schemaFileFor(file);
  if (offset >= keyFrom && offset <= keyTo) {
    const place = placeAt(text, keyFrom);
    if (!place) return undefined;
    const container = schemaAt(files, rootFile, place.path, {
      ...place.siblings,
      ...fieldsWithType(text, keyFrom, match),
    });
    const property = container?.schema.properties?.[match[3]];
    if (!property || !container) return undefined;
    const schema = resolve(files, { schema: property, file: container.file }).schema;
    return { from: keyFrom, to: keyTo, title: schema.title, description: schema.description };
  }
  const valueText = match[4] ?? '';
  const valueFrom = lineStart + line.length - valueText.length;
  if (match[3] === 'type' && offset >= valueFrom && valueText) {
    const place = placeAt(text, keyFrom);
    if (!place) return undefined;
    const container = schemaAt(files, rootFile, place.path, { ...place.siblings, type: unquote(valueText) });
    if (!container || container.schema.oneOf) return undefined;
    return {
      from: valueFrom,
      to: valueFrom + valueText.length,
      title: container.schema.title,
      description: container.schema.description,
    };
  }
  return undefined;
}

/** On a "- type: hero" line the type is on the line itself. */
function fieldsWithType(_text: string, _offset: number, match: RegExpExecArray): Record<string, string> {
  return match[3] === 'type' ? { type: unquote(match[4] ?? '') } : {};
}
