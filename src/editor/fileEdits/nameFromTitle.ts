/**
 * An item's short name follows its title while the person has not written one of their own: a new gallery picture
 * titled "Summer Picnic in the Park" gets the name "summer-picnic-in-the-park", so nobody has to make
 * one up. The name is the item's field in lower case with dashes (fieldKinds.ts, isDashedName) beside a `title`;
 * it follows while it is empty or still the name the old title gave, and keeps clear of the names of the other
 * items of its list.
 */
import { type FormSchema, isDashedName, isRecord, propertyOf } from '../form/fieldKinds';
import type { Located, SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import type { DataPath } from '../../places/places';

/** The longest name made from a title: the rest of a long title adds nothing a person tells items apart by. */
const MAX_NAME_LENGTH = 48;

/** `title` as a name in lower case with dashes: "Café & Patio, 2024" → "cafe-patio-2024". */
export function dashedName(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/^-+|-+$/g, '');
}

const at = (value: unknown, path: DataPath) =>
  path.reduce<unknown>(
    (inner, part) => (inner && typeof inner === 'object' ? (inner as never)[part] : undefined),
    value,
  );

/**
 * The name field to set along with a new `title` at `titlePath` of `data` (the file's value), and its new value; none
 * where the item (whose schema is `located`) has no such field, or the person wrote a name of their own.
 */
export function nameFollowingTitle(
  files: SchemaFiles,
  located: Located | undefined,
  data: unknown,
  titlePath: DataPath,
  title: unknown,
): { path: DataPath; value: string } | undefined {
  if (titlePath.at(-1) !== 'title' || typeof title !== 'string') return undefined;
  const itemPath = titlePath.slice(0, -1);
  const item = at(data, itemPath);
  if (!isRecord(item) || !located) return undefined;
  const key = Object.keys(located.schema.properties ?? {}).find((name) => {
    const property = propertyOf(files, located, name);
    return property && isDashedName(property.schema as FormSchema);
  });
  if (!key) return undefined;
  const current = item[key];
  const oldTitle = typeof item.title === 'string' ? item.title : '';
  const followsTitle = current === undefined || current === '' || current === dashedName(oldTitle);
  const base = dashedName(title);
  if (!followsTitle || !base) return undefined;

  // Clear of the other items' names: "stone-path-2" where "stone-path" is taken.
  const listPath = itemPath.slice(0, -1);
  const list = typeof itemPath.at(-1) === 'number' ? at(data, listPath) : undefined;
  const taken = new Set(
    (Array.isArray(list) ? list : [])
      .filter((other) => other !== item && isRecord(other))
      .map((other) => (other as Record<string, unknown>)[key]),
  );
  let value = base;
  for (let count = 2; taken.has(value); count++) value = `${base}-${count}`;
  return value === current ? undefined : { path: [...itemPath, key], value };
}
