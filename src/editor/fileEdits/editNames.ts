/**
 * Where a value of a file is in the schemas, and its name in words for the undo history ("Headline changed",
 * "Review added", "Call to action moved", "Draft: keep it off the site unticked"): the same titles the form and the
 * panel show.
 */
import { fieldKindOf, itemsOf, isRecord, kindOfValue, labelOf, propertyOf } from '../form/fieldKinds';
import { type Located, resolve, type SchemaFiles, schemaFileFor } from '../../schemaPlaces/schemaAtPlace';
import type { DataPath } from '../../places/places';

/** The value under `value` at `part`, or undefined; never a prototype's property. */
const under = (value: unknown, part: string | number) =>
  value && typeof value === 'object' && Object.hasOwn(value, part)
    ? (value as Record<string | number, unknown>)[part]
    : undefined;

/** The value at `path` of `data` (a file's whole value), or undefined. */
export const valueIn = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>((value, part) => under(value, part), data);

/**
 * The schema of the value at `path` of `file`, whose whole value is `data` (the text read once), each list item
 * narrowed by its own kind (a block by its `type`).
 */
export function schemaAtPath(files: SchemaFiles, file: string, data: unknown, path: DataPath): Located | undefined {
  const rootFile = schemaFileFor(file, files);
  const root = files[rootFile];
  if (!root) return undefined;
  let located: Located | undefined = resolve(files, { schema: root, file: rootFile });
  let value = data;
  for (const part of path) {
    value = under(value, part);
    if (!located) return undefined;
    if (typeof part === 'number') {
      const items = itemsOf(files, located);
      located = items && kindOfValue(files, items, value);
    } else {
      const additional = (located.schema as { additionalProperties?: unknown }).additionalProperties;
      located =
        propertyOf(files, located, part) ??
        (additional && typeof additional === 'object'
          ? resolve(files, { schema: additional as Located['schema'], file: located.file })
          : undefined);
    }
  }
  return located;
}

/** The name of the value at `path` in words: its title, else its key in words ("Item 3" for an untitled item). */
export function nameAt(files: SchemaFiles, file: string, data: unknown, path: DataPath): string {
  const last = path.at(-1) ?? 'value';
  const located = schemaAtPath(files, file, data, path);
  return located ? labelOf(located.schema, last) : labelOf({}, last);
}

/**
 * A field set to `value`, or removed (`value` undefined), in words for the undo history: a yes/no field, which the
 * form shows as a checkbox, is "ticked" or "unticked" as its box shows it after the change (a removed one shows its
 * default), whether the file then holds true, false or no line at all; any other field is "changed" or "removed".
 */
export function fieldChangeName(
  files: SchemaFiles,
  file: string,
  data: unknown,
  path: DataPath,
  value: unknown,
): string {
  const located = schemaAtPath(files, file, data, path);
  const name = labelOf(located?.schema ?? {}, path.at(-1) ?? 'value');
  if (located && fieldKindOf(files, located) === 'yesNo') {
    const ticked = value === undefined ? located.schema.default === true : value === true;
    return `${name} ${ticked ? 'ticked' : 'unticked'}`;
  }
  return `${name} ${value === undefined ? 'removed' : 'changed'}`;
}

/** The name of one item of the list at `listPath` ("Review"), from the schema of its items. */
export function itemNameOf(files: SchemaFiles, file: string, data: unknown, listPath: DataPath): string {
  const list = schemaAtPath(files, file, data, listPath);
  const items = list && itemsOf(files, list);
  return items?.schema.title ?? 'Item';
}

/** A block's name for a person: its kind's title ("Customer reviews"), else its type as written. */
export function blockTitle(files: SchemaFiles | undefined, file: string, data: unknown, block: unknown): string {
  const list = files && schemaAtPath(files, file, data, ['blocks']);
  const items = files && list && itemsOf(files, list);
  const located = files && items && kindOfValue(files, items, block);
  const type = isRecord(block) && typeof block.type === 'string' ? block.type : 'Block';
  return located?.schema.title && located.schema.properties?.type ? located.schema.title : type;
}
