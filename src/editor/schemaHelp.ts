/**
 * Help while typing, from the JSON Schemas of schema/ (sent by the server, never copied): which fields and values
 * fit where the cursor is, with each one's title and description, ready-made sections (the schemas'
 * defaultSnippets), and the description of a field under the pointer.
 *
 * Where the cursor is in the YAML is read from the indentation of the lines above it, as a person reads it, so it
 * works on a half-typed file that no parser would accept.
 */
import { keyLine, placeAt, unquote } from './cursorPlace';
import {
  branches,
  constOf,
  type JsonSchema,
  narrow,
  resolve,
  type SchemaFiles,
  schemaAt,
  schemaFileFor,
} from './schemaAtPlace';

export type { JsonSchema, SchemaFiles } from './schemaAtPlace';

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
