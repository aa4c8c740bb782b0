/**
 * Whether the schema lets any words stand at a place of a file's data: a string with no list of choices, no pattern
 * and no format (a heading, a paragraph, a label; not a picture, a link or a choice). The editor draws such words at
 * once, ahead of the check (draftPreview.ts), and the preview marks where they are shown
 * (src/server/editor/previewRender.tsx).
 */
import type { DataPath } from '../places/places';
import { type Segment, schemaAt, schemaFileFor, type SchemaFiles } from './schemaAtPlace';

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export function isFreeText(schemas: SchemaFiles, file: string, data: unknown, path: DataPath): boolean {
  const segments: Segment[] = [];
  let node = data;
  for (const part of path) {
    node = (node as Record<string | number, unknown>)[part];
    if (typeof part === 'number') {
      const type = isObject(node) && typeof node.type === 'string' ? node.type : undefined;
      segments.push({ item: true, type });
    } else segments.push({ key: part });
  }
  const schema = schemaAt(schemas, schemaFileFor(file, schemas), segments, {})?.schema;
  if (schema?.type !== 'string') return false;
  return !('enum' in schema || 'const' in schema || 'pattern' in schema || 'format' in schema);
}
