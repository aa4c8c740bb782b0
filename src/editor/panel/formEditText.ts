/**
 * A form's edit written into the file's text, with the words that name it in the undo history ("Heading changed",
 * "Review added"). The text is changed by yamlEdits.ts, so the office's comments and quotes stay and one changed
 * field is one changed line; the words come from the schema's titles, as the form shows them.
 */
import { itemsOf, kindOfValue, labelOf, propertyOf } from '../form/fieldKinds';
import type { FormEdit, FormPath } from '../form/SchemaForm';
import { type Located, resolve, type SchemaFiles, schemaFileFor } from '../schemaAtPlace';
import { duplicateItem, insertItem, moveItem, removeAt, setValue, valueAt, type YamlValue } from '../yamlEdits';
import { nameFollowingTitle } from './nameFromTitle';

/** The value under `value` at `path`, or undefined. */
const under = (value: unknown, part: string | number) =>
  value && typeof value === 'object' ? (value as Record<string | number, unknown>)[part] : undefined;

/**
 * The schema of the value at `path` of `file`, whose whole value is `data` (the text read once), each list item
 * narrowed by its own kind (a block by its `type`).
 */
export function schemaAtPath(files: SchemaFiles, file: string, data: unknown, path: FormPath): Located | undefined {
  const rootFile = schemaFileFor(file);
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

/** The value at `path`, or undefined where there is none or the text does not read as YAML. */
export function readValue(text: string, path: FormPath): unknown {
  try {
    return valueAt(text, path);
  } catch {
    return undefined;
  }
}

/** The name of the value at `path` in words: its title, else its key in words ("Item 3" for an untitled item). */
function nameAt(files: SchemaFiles, file: string, data: unknown, path: FormPath): string {
  const last = path.at(-1) ?? 'value';
  const located = schemaAtPath(files, file, data, path);
  return located ? labelOf(located.schema, last) : labelOf({}, last);
}

/** The name of one item of the list at `listPath` ("Review"), from the schema of its items. */
function itemNameOf(files: SchemaFiles, file: string, data: unknown, listPath: FormPath): string {
  const list = schemaAtPath(files, file, data, listPath);
  const items = list && itemsOf(files, list);
  return items?.schema.title ?? 'Item';
}

/** The text with `edit` written into it, and its name for the undo history. Throws when the text cannot take it. */
export function textWithEdit(
  files: SchemaFiles,
  file: string,
  text: string,
  edit: FormEdit,
): { text: string; label: string } {
  const data = readValue(text, []);
  switch (edit.kind) {
    case 'set': {
      // An item's name that follows its title changes with it, in the same step of undo.
      const name =
        edit.path.at(-1) === 'title'
          ? nameFollowingTitle(
              files,
              schemaAtPath(files, file, data, edit.path.slice(0, -1)),
              data,
              edit.path,
              edit.value,
            )
          : undefined;
      const changed = setValue(text, edit.path, edit.value as YamlValue);
      return {
        text: name ? setValue(changed, name.path, name.value) : changed,
        label: `${nameAt(files, file, data, edit.path)} changed`,
      };
    }
    case 'insert':
      return {
        text: insertItem(text, edit.listPath, edit.index, edit.value as YamlValue),
        label: `${itemNameOf(files, file, data, edit.listPath)} added`,
      };
    case 'remove': {
      const last = edit.path.at(-1);
      const name =
        typeof last === 'number'
          ? itemNameOf(files, file, data, edit.path.slice(0, -1))
          : nameAt(files, file, data, edit.path);
      return { text: removeAt(text, edit.path), label: `${name} removed` };
    }
    case 'move':
      return {
        text: moveItem(text, edit.listPath, edit.from, edit.to),
        label: `${itemNameOf(files, file, data, edit.listPath)} moved`,
      };
    case 'duplicate':
      return {
        text: duplicateItem(text, edit.listPath, edit.index),
        label: `${itemNameOf(files, file, data, edit.listPath)} duplicated`,
      };
  }
}
