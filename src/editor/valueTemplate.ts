/**
 * A new value drawn from the schemas: every field it requires, each with a first text that passes the check ("New
 * heading", a picture that exists, a link to a page of the site) for the person to type over, written as YAML lines
 * at the column their place needs, in CodeMirror's snippet syntax (${1:New heading}) so the first one is selected
 * and Tab moves to the next. The schemas' ready-made sections (defaultSnippets) give the shape where they have one.
 */
import {
  type JsonSchema,
  type Located,
  resolve,
  type SchemaFiles,
  type Segment,
  schemaAt,
} from '../schemaPlaces/schemaAtPlace';
import { nameOf, sampleTextOf } from '../schemaPlaces/sampleWords';

export { nameOf };

/** A text to type over, already right for the check. */
export interface Placeholder {
  placeholder: string | number | boolean;
}

/**
 * A text a person typed elsewhere (a photo's description): always in double quotes, so nothing in it changes the
 * file's meaning.
 */
export interface Quoted {
  quoted: string;
}

export type TemplateValue =
  | string
  | number
  | boolean
  | Placeholder
  | Quoted
  | TemplateValue[]
  | { [key: string]: TemplateValue };

/** What a template needs to know of the site so its links and pictures pass the check. */
export interface SiteSamples {
  /** A picture of the site's public/images folder: a picture the check finds. */
  picture?: string;
  /** The addresses of the site's pages: a link the check follows. */
  routes: string[];
  /** The names of the site's collections: a list that reads one names a collection the check finds. */
  collections?: string[];
}

export interface TemplateContext {
  files: SchemaFiles;
  /** The schema of the file the template goes into (page.schema.json, site.schema.json). */
  rootFile: string;
  samples: SiteSamples;
  /** The text the template goes into: names that must differ from the ones in it (ids) are numbered. */
  text: string;
  /** A photo just added: the template's first picture is this one instead of a placeholder. */
  photo?: { src: string; alt: string };
  /** The fields of the item before a new one: a value of the right form where none of the others fits (a time). */
  neighbour?: Record<string, string>;
}

const isPlaceholder = (value: TemplateValue): value is Placeholder =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'placeholder' in value;

const isQuoted = (value: TemplateValue): value is Quoted =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'quoted' in value;

/** A photo as the value of a picture field. */
export const photoValue = (photo: { src: string; alt: string }): TemplateValue => ({
  src: photo.src,
  alt: { quoted: photo.alt },
});

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

export const isListSchema = (schema: JsonSchema) => typesOf(schema).includes('array') || Boolean(schema.items);

/** A picture: a `src` and an `alt` (common.schema.json's image, a logo). */
export const isPictureSchema = (schema: JsonSchema) => Boolean(schema.properties?.src && schema.properties.alt);

/**
 * A value of several kinds (a section, a footer column), each kind a shape of its own; alternatives that only ask
 * for one field or another (a price list's items or groups) are a rule, not kinds.
 */
export const isUnion = (schema: JsonSchema) =>
  (schema.oneOf ?? schema.anyOf ?? []).some((kind) => kind.$ref || kind.type || kind.title);

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function fits(schema: JsonSchema, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (!schema.pattern) return true;
  try {
    return new RegExp(schema.pattern, 'u').test(text);
  } catch {
    return true;
  }
}

/** The first picture path written in the text. */
const pictureInText = (text: string) => /\bsrc:\s*["']?(\/images\/[^\s"'#]+)/.exec(text)?.[1];

function linkTargets(samples: SiteSamples): string[] {
  const routes = samples.routes.filter((route) => route.startsWith('/'));
  // The home page first: a site always has one, and a placeholder link there is harmless.
  return routes.length
    ? [...routes.filter((route) => route === '/'), ...routes.filter((route) => route !== '/')]
    : ['/'];
}

/** A first text for a text field: "New heading", or whatever its pattern allows (a link, a picture, an id). */
function textFor(schema: JsonSchema, key: string | undefined, context: TemplateContext): string {
  const words = sampleTextOf(schema, key);
  let slug = slugOf(words);
  // An id is a name of its own in the page: new-picture-id, new-picture-id-2…
  for (let count = 2; new RegExp(`:\\s*${slug}\\s*$`, 'm').test(context.text); count++)
    slug = `${slugOf(words)}-${count}`;
  const picture = context.samples.picture ?? pictureInText(context.text);
  const examples = (schema.examples ?? []).filter((example): example is string => typeof example === 'string');
  const alike = key !== undefined ? context.neighbour?.[key] : undefined;
  const candidates = [
    words,
    slug,
    ...linkTargets(context.samples),
    ...(picture ? [picture] : []),
    ...examples,
    ...(alike ? [alike] : []),
  ];
  const found = candidates.find((candidate) => fits(schema, candidate));
  if (found) return found;
  return schema.maxLength !== undefined ? words.slice(0, schema.maxLength) : words;
}

/** Whether a text written in a ready-made section passes: a link to a page the site does not have does not. */
function keepsWritten(schema: JsonSchema, text: string, context: TemplateContext): boolean {
  if (!fits(schema, text)) return false;
  if (text.startsWith('/') && !text.startsWith('/images/') && context.samples.routes.length)
    return context.samples.routes.includes(text.replace(/[?#].*$/, ''));
  return true;
}

function scalarFor(schema: JsonSchema, key: string | undefined, context: TemplateContext): TemplateValue {
  if (schema.const !== undefined) return schema.const as TemplateValue;
  if (schema.enum?.length) return { placeholder: (schema.default ?? schema.enum[0]) as string };
  const types = typesOf(schema);
  if (types.includes('boolean')) return { placeholder: schema.default !== true };
  if (types.includes('integer') || types.includes('number')) {
    const example = schema.examples?.find((each) => typeof each === 'number');
    return { placeholder: (schema.default ?? example ?? schema.minimum ?? 1) as number };
  }
  // A list that reads a collection names one the site has.
  const collection = key === 'collection' ? context.samples.collections?.[0] : undefined;
  if (collection && fits(schema, collection)) return { placeholder: collection };
  const text = textFor(schema, key, context);
  // A picture's path is one the check finds, to be replaced with Add photo rather than typed: Tab passes it by.
  return text.startsWith('/images/') ? text : { placeholder: text };
}

/** The branch of a union that `example` names by its kind (`type: hero`, `kind: about`), else the first. */
function branchFor(files: SchemaFiles, located: Located, example: unknown): Located {
  const list = located.schema.oneOf ?? located.schema.anyOf ?? [];
  const branches = list.map((schema) => resolve(files, { schema, file: located.file }));
  const written = example && typeof example === 'object' ? (example as Record<string, unknown>) : {};
  const named = branches.find((branch) =>
    Object.entries(branch.schema.properties ?? {}).some(([name, property]) => {
      const constant = resolve(files, { schema: property, file: branch.file }).schema.const;
      return constant !== undefined && written[name] === constant;
    }),
  );
  return named ?? branches[0] ?? located;
}

/**
 * The value for the schema at `located`: the shape of `example` (a ready-made section's body, "$1" marking a place to
 * fill) where there is one, completed with every required field.
 */
export function templateOf(
  located: Located,
  context: TemplateContext,
  example?: unknown,
  key?: string,
  askedByName = false,
): TemplateValue {
  const { files } = context;
  let { schema, file } = resolve(files, located);
  if (isUnion(schema)) ({ schema, file } = branchFor(files, { schema, file }, example));
  const child = (property: JsonSchema) => resolve(files, { schema: property, file });

  if (isPictureSchema(schema) && context.photo) {
    const photo = context.photo;
    // The photo goes in once: a second picture of the same template keeps its placeholder.
    context.photo = undefined;
    return photoValue(photo);
  }
  if (schema.properties && (typesOf(schema).includes('object') || !schema.items)) {
    const value: Record<string, TemplateValue> = {};
    const written = example && typeof example === 'object' && !Array.isArray(example) ? example : {};
    for (const [name, item] of Object.entries(written as Record<string, unknown>)) {
      const property = schema.properties[name];
      if (property) value[name] = templateOf(child(property), context, item, name);
    }
    const names = Object.keys(schema.properties);
    const wanted = names.filter((name) => schema.required?.includes(name));
    // A field asked for by name that requires nothing: its first field with a default, else its first field.
    if (!wanted.length && !Object.keys(value).length && askedByName && names.length) {
      const withDefault = names.find((name) => child(schema.properties![name]).schema.default !== undefined);
      wanted.push(withDefault ?? names[0]);
    }
    // A rule that asks for one field of several (a price list's items or groups): the first, when none is there.
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives && !alternatives.some((each) => (each.required ?? []).every((name) => name in value)))
      wanted.push(...(alternatives[0].required ?? []));
    for (const name of wanted)
      if (!(name in value)) value[name] = templateOf(child(schema.properties[name]), context, undefined, name);
    return value;
  }
  if (isListSchema(schema)) {
    const items = schema.items ? child(schema.items) : { schema: {}, file };
    const written = Array.isArray(example) && example.length ? example : [undefined];
    return written.map((item) => templateOf(items, context, item, key));
  }
  if (typeof example === 'string' && !/\$\d/.test(example) && keepsWritten(schema, example, context)) return example;
  if (typeof example === 'number' || typeof example === 'boolean') return example;
  return scalarFor(schema, key, context);
}

/** The body of the ready-made section nearest above the value at `path` (a list item: `{ item: true }` last). */
export function exampleAt(files: SchemaFiles, rootFile: string, path: Segment[]): unknown {
  for (let depth = path.length; depth >= 0; depth--) {
    const located = schemaAt(files, rootFile, path.slice(0, depth), {});
    const body = located?.schema.defaultSnippets?.[0]?.body;
    if (body === undefined) continue;
    let value: unknown = body;
    for (const segment of path.slice(depth)) {
      if ('key' in segment)
        value = value && typeof value === 'object' ? (value as Record<string, unknown>)[segment.key] : undefined;
      else value = Array.isArray(value) ? value[0] : undefined;
    }
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A text written into a snippet as it is: CodeMirror reads ${…} and #{…} as places to fill. */
export const escapeSnippet = (text: string) => text.replace(/[{}]/g, '\\$&');

/** Whether a text must be quoted to stay a text in YAML (a colon, a leading dash, a number, true…). */
const needsQuotes = (text: string) =>
  /^[\s'"&*!|>%@`{[\]}#,?:-]|: | #|\s$|^$|^(true|false|null|yes|no|on|off|~|[-+\d.:]+)$/i.test(text);

/** A value written as YAML text (quoted where YAML would read it otherwise), ready for a snippet. */
export function scalarText(value: string | number | boolean | Quoted): string {
  if (typeof value === 'object') return escapeSnippet(JSON.stringify(value.quoted));
  return escapeSnippet(typeof value === 'string' && needsQuotes(value) ? JSON.stringify(value) : String(value));
}

const isScalar = (value: TemplateValue) =>
  isPlaceholder(value) || isQuoted(value) || typeof value !== 'object' || value === null;

/** Writes values as YAML lines; the places to fill are numbered in the order they appear. */
function yamlWriter() {
  let count = 0;

  function scalar(value: TemplateValue): string {
    if (!isPlaceholder(value)) return scalarText(value as string | number | boolean | Quoted);
    const text = String(value.placeholder);
    const field = `\${${++count}:${text.replace(/[{}\\]/g, '')}}`;
    return typeof value.placeholder === 'string' && needsQuotes(text) ? `"${field}"` : field;
  }

  function map(value: Record<string, TemplateValue>, column: number): string[] {
    const pad = ' '.repeat(column);
    return Object.entries(value).flatMap(([key, item]) => {
      if (isScalar(item)) return [`${pad}${key}: ${scalar(item)}`];
      if (Array.isArray(item)) return item.length ? [`${pad}${key}:`, ...list(item, column + 2)] : [`${pad}${key}: []`];
      const entries = item as Record<string, TemplateValue>;
      return Object.keys(entries).length ? [`${pad}${key}:`, ...map(entries, column + 2)] : [`${pad}${key}: {}`];
    });
  }

  function list(items: TemplateValue[], column: number): string[] {
    return items.flatMap((each) => item(each, column));
  }

  /** One item of a list, its dash at `column` and its fields `offset` further in. */
  function item(value: TemplateValue, column: number, offset = 2): string[] {
    const dash = `${' '.repeat(column)}-${' '.repeat(offset - 1)}`;
    if (isScalar(value)) return [`${dash}${scalar(value)}`];
    const [first, ...rest] = Array.isArray(value)
      ? list(value, column + offset)
      : map(value as Record<string, TemplateValue>, column + offset);
    return [`${dash}${first.trimStart()}`, ...rest];
  }

  return { map, item };
}

/** The value as the lines of a list item whose dash is at `dashColumn`, its fields `contentOffset` further in. */
export function itemLines(value: TemplateValue, dashColumn: number, contentOffset = 2): string[] {
  return yamlWriter().item(value, dashColumn, contentOffset);
}

/** The value as the lines of fields at `column` (a mapping). */
export function fieldLines(value: Record<string, TemplateValue>, column: number): string[] {
  return yamlWriter().map(value, column);
}

/** A field and its value, `name: value` or `name:` with the value's lines under it. */
export function fieldWithValueLines(name: string, value: TemplateValue, column: number): string[] {
  return yamlWriter().map({ [name]: value }, column);
}
