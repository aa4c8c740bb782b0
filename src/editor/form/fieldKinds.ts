/**
 * How the block form draws a value, read from its JSON Schema alone, so a new block type gets its form without a
 * line of code of its own. Every rule here looks at the schema (its type, enum, pattern, maxLength, title,
 * description), never at a block's name or a field's key:
 *
 * - a picture is an object whose `src` only takes a file under /images/ (common.schema.json's image, a logo);
 * - a link is a text whose pattern takes a page of the site ("/contact"): common.schema.json's link target;
 * - long text (a textarea) is free text (no pattern, format or enum) that may run over 200 characters, or whose
 *   title or description speaks of sentences, paragraphs, several lines or a quote; other text is one line;
 * - free text, the kind page text is, may name a company fact in double braces, so it offers the site's facts;
 * - an icon is a choice whose every value names an icon the site draws (blocks/ui/Icon.tsx), so it is chosen by
 *   its picture: the schemas' icon lists are those names (a test keeps them so), and no other choice is.
 */
import {
  branches,
  constOf,
  type JsonSchema,
  kindFieldOf,
  type Located,
  narrow,
  resolve,
  type SchemaFiles,
} from '../../schemaPlaces/schemaAtPlace';
import { isUnion } from '../valueTemplate';
import type { DataPath } from '../../places/places';
import { keyInWords } from '../../editorApi/words';
import { iconNames } from '../../../blocks/ui/Icon';

/** The keywords the form reads beyond those the help while typing needs. */
export type FormSchema = JsonSchema & {
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  enumTitles?: string[];
  additionalProperties?: boolean | JsonSchema;
};

export type FieldKind =
  | 'fixed'
  | 'choice'
  | 'icon'
  | 'yesNo'
  | 'number'
  | 'dateTime'
  | 'picture'
  | 'pictureFile'
  | 'link'
  | 'longText'
  | 'text'
  | 'group'
  | 'kinds'
  | 'choiceList'
  | 'list'
  | 'map'
  | 'unknown';

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

function accepts(pattern: string | undefined, text: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}

/** The values of a choice, with the words shown for each (enumTitles, or a oneOf of const + title). */
export function choicesOf(schema: FormSchema): { value: unknown; title: string }[] {
  if (schema.enum)
    return schema.enum.map((value, index) => ({ value, title: schema.enumTitles?.[index] ?? String(value) }));
  const constants = (schema.oneOf ?? schema.anyOf ?? []).filter((branch) => branch.const !== undefined);
  return constants.map((branch) => ({ value: branch.const, title: branch.title ?? String(branch.const) }));
}

const isChoice = (schema: FormSchema) =>
  Boolean(schema.enum) || Boolean(schema.oneOf?.length && schema.oneOf.every((branch) => branch.const !== undefined));

const drawnIcons = new Set<unknown>(iconNames);

/** A choice of icons: every value is the name of an icon the site draws, so each can be shown as it looks. */
export const isIconChoice = (schema: FormSchema) => {
  const values = choicesOf(schema).map((choice) => choice.value);
  return values.length > 0 && values.every((value) => drawnIcons.has(value));
};

/** A text that holds the path of a picture: its pattern takes /images/… files and nothing else of the site. */
export const isPictureFile = (schema: FormSchema) =>
  typesOf(schema).includes('string') &&
  Boolean(schema.pattern) &&
  accepts(schema.pattern, '/images/photo.jpg') &&
  !accepts(schema.pattern, '/contact');

/** A text that is a link: its pattern takes a page of the site. */
export const isLinkText = (schema: FormSchema) =>
  Boolean(schema.pattern) && accepts(schema.pattern, '/contact') && accepts(schema.pattern, '/');

/** A short name in lower case with dashes (an item's id): its pattern takes "stone-path", not "Stone path". */
export const isDashedName = (schema: FormSchema) =>
  typesOf(schema).includes('string') &&
  Boolean(schema.pattern) &&
  accepts(schema.pattern, 'stone-path-2') &&
  !accepts(schema.pattern, 'Stone path');

/** Text a person writes in words: no pattern, format or fixed values. */
export const isFreeText = (schema: FormSchema) =>
  typesOf(schema).includes('string') && !schema.pattern && !schema.format && !schema.enum && schema.const === undefined;

const longTextWords = /\b(sentences?|paragraphs?|several lines|line breaks?|quote)\b/i;

/**
 * The bound every text of the schemas has (schema/common.schema.json's text): it keeps what can be saved small, and
 * says nothing of how long a text is meant to be.
 */
const everyTextsBound = 4000;

/**
 * Free text that may be long: over 200 characters allowed (below the bound every text has), or its title or
 * description says so.
 */
export const isLongText = (schema: FormSchema) => {
  const allowed = schema.maxLength ?? 0;
  return (
    isFreeText(schema) &&
    ((allowed > 200 && allowed < everyTextsBound) ||
      longTextWords.test(`${schema.title ?? ''} ${schema.description ?? ''}`))
  );
};

export function fieldKindOf(files: SchemaFiles, located: Located): FieldKind {
  const schema = located.schema as FormSchema;
  const types = typesOf(schema);
  if (schema.const !== undefined) return 'fixed';
  if (isChoice(schema)) return isIconChoice(schema) ? 'icon' : 'choice';
  if (types.includes('boolean')) return 'yesNo';
  if (types.includes('integer') || types.includes('number')) return 'number';
  if (types.includes('array') || schema.items) {
    if (!schema.items) return 'unknown';
    const items = resolve(files, { schema: schema.items, file: located.file }).schema as FormSchema;
    return isChoice(items) ? 'choiceList' : 'list';
  }
  if (isUnion(schema)) return 'kinds';
  if (schema.properties) {
    const source = schema.properties.src;
    const isPicture = source && isPictureFile(resolve(files, { schema: source, file: located.file }).schema);
    return isPicture ? 'picture' : 'group';
  }
  if (typeof schema.additionalProperties === 'object') return 'map';
  if (types.includes('string')) {
    if (schema.format === 'date-time') return 'dateTime';
    if (isPictureFile(schema)) return 'pictureFile';
    if (isLinkText(schema)) return 'link';
    return isLongText(schema) ? 'longText' : 'text';
  }
  return 'unknown';
}

/** A field's name for a person: its title, else its key in words. */
export const labelOf = (schema: JsonSchema, key: string | number) =>
  schema.title ?? (typeof key === 'string' ? keyInWords(key) : `Item ${key + 1}`);

/** The schema of a property of an object, resolved. */
export const propertyOf = (files: SchemaFiles, located: Located, name: string): Located | undefined => {
  const property = located.schema.properties?.[name];
  return property ? resolve(files, { schema: property, file: located.file }) : undefined;
};

/** The schema of a list's items, resolved (a union stays a union: each item is narrowed by its own kind). */
export const itemsOf = (files: SchemaFiles, located: Located): Located | undefined =>
  located.schema.items ? resolve(files, { schema: located.schema.items, file: located.file }) : undefined;

/** A mapping of names to values (a YAML map), not a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A union's schema narrowed to the kind `value` names (a footer column's `kind: about`). */
export function kindOfValue(files: SchemaFiles, located: Located, value: unknown): Located {
  if (!isUnion(located.schema)) return located;
  const field = kindFieldOf(located);
  const kind = isRecord(value) ? value[field] : undefined;
  return narrow(files, located, typeof kind === 'string' ? kind : undefined);
}

/** A union's kinds, each with its value and title: what Add offers. */
export function kindsOf(files: SchemaFiles, located: Located): { kind: string; title: string; branch: Located }[] {
  const field = kindFieldOf(located);
  return branches(files, located).flatMap((branch) => {
    const kind = constOf(files, branch, field);
    return typeof kind === 'string' ? [{ kind, title: branch.schema.title ?? kind, branch }] : [];
  });
}

/**
 * A new value for the schema: its required fields, each empty or at its default. Such a value may not pass the
 * check (an empty heading): the form shows it as it is, and the checker's message next to the field says what to fill.
 */
export function emptyValueOf(files: SchemaFiles, located: Located): unknown {
  const schema = located.schema as FormSchema;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return structuredClone(schema.default);
  const kind = fieldKindOf(files, located);
  if (kind === 'choice' || kind === 'icon') return choicesOf(schema)[0]?.value;
  if (kind === 'yesNo') return false;
  if (kind === 'number') return schema.minimum ?? 0;
  if (kind === 'list' || kind === 'choiceList') return [];
  if (kind === 'map') return {};
  if (kind === 'kinds') {
    const first = kindsOf(files, located)[0];
    return first ? emptyValueOf(files, first.branch) : {};
  }
  if (kind === 'group' || kind === 'picture') {
    const value: Record<string, unknown> = {};
    for (const name of schema.required ?? []) {
      const property = propertyOf(files, located, name);
      if (property) value[name] = emptyValueOf(files, property);
    }
    return value;
  }
  return '';
}

/** The words that stand for a list item when it is closed: its first text (a picture's description, not its file). */
export function summaryOf(files: SchemaFiles, located: Located, value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return '';
  for (const name of Object.keys(located.schema.properties ?? {})) {
    const property = propertyOf(files, located, name);
    const text = value[name];
    if (!property || typeof text !== 'string' || !text.trim()) continue;
    if (isPictureFile(property.schema) || property.schema.const !== undefined) continue;
    return text.trim().length > 60 ? `${text.trim().slice(0, 59)}…` : text.trim();
  }
  return '';
}

/**
 * Every path the form draws a field at, for `value` under `located` at `path`: the checker's messages go to the
 * nearest of them, so a message about a value the form has no field for still shows, at its group.
 */
export function drawnPaths(
  files: SchemaFiles,
  located: Located,
  value: unknown,
  path: DataPath,
  into: DataPath[] = [],
): DataPath[] {
  into.push(path);
  const kind = fieldKindOf(files, located);
  if (kind === 'kinds') {
    const narrowed = kindOfValue(files, located, value);
    return narrowed === located ? into : drawnPaths(files, narrowed, value, path, into);
  }
  if (kind === 'group' || kind === 'picture') {
    const record = isRecord(value) ? value : {};
    for (const name of Object.keys(located.schema.properties ?? {})) {
      const property = propertyOf(files, located, name);
      if (property) drawnPaths(files, property, record[name], [...path, name], into);
    }
  } else if (kind === 'list') {
    const items = itemsOf(files, located);
    if (items && Array.isArray(value))
      value.forEach((item, index) => {
        drawnPaths(files, kindOfValue(files, items, item), item, [...path, index], into);
      });
  } else if (kind === 'map' && isRecord(value)) {
    for (const name of Object.keys(value)) into.push([...path, name]);
  }
  return into;
}
