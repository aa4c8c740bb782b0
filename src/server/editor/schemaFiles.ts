/**
 * The JSON Schemas the editor reads (its help while typing, its forms, its preview's marks): schema/ as it is and,
 * for each collection of the content, the schema of its entries. That one is the very schema the check judges an
 * entry with (entrySchemaOf, src/content/collections/declaration.ts), so the form, the help and the checker's
 * messages name the same fields; it is only addressed the editor's way (schemaAtPlace.ts): by paths within schema/.
 */
import path from 'node:path';
import { type Declaration, entrySchemaOf } from '../../content/collections/declaration.ts';
import { contentFilesIn } from '../../content/projectFiles.ts';
import { blockTypesInSchema, readSchema, schemaId } from '../../content/schemas.ts';
import { entrySchemaFileOf, type JsonSchema, type SchemaFiles } from '../../schemaPlaces/schemaAtPlace.ts';
import { readLeniently } from './lenientRead.ts';
import { capitalized } from '../../editorApi/words.ts';

/**
 * schema/ as it is (its tests read the same files); with `contentRoot`, also the entry schema of each of its
 * collections, under entrySchemaFileOf(name).
 */
export function schemaFilesForHelp(contentRoot?: string): SchemaFiles {
  const names = [
    'common.schema.json',
    'site.schema.json',
    'page.schema.json',
    'collection.schema.json',
    'entry.schema.json',
    ...blockTypesInSchema().map((type) => `blocks/${type}.schema.json`),
  ];
  const files = Object.fromEntries(names.map((name) => [name, readSchema(name)])) as SchemaFiles;
  return contentRoot ? { ...files, ...entrySchemaFiles(contentRoot, files['entry.schema.json']) } : files;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each collection's entry schema. A declaration is read leniently, as the list of pages reads it: one the check
 * refuses still gives its entries a form, with the own fields that read as schemas.
 */
function entrySchemaFiles(contentRoot: string, common: JsonSchema): SchemaFiles {
  const files = contentFilesIn(contentRoot);
  const links = new Set(files.links);
  const schemas: SchemaFiles = {};
  for (const file of files.collectionFiles) {
    if (links.has(file)) continue;
    const name = path.basename(file).replace(/\.ya?ml$/, '');
    const declaration = readLeniently(file) ?? {};
    const fields = isRecord(declaration.fields)
      ? Object.fromEntries(
          // A name the check refuses anyway that would reach the browser as an object's prototype is left out.
          Object.entries(declaration.fields).filter(([named, field]) => named !== '__proto__' && isRecord(field)),
        )
      : undefined;
    const required = Array.isArray(declaration.required)
      ? declaration.required.filter((each): each is string => typeof each === 'string')
      : undefined;
    const judged = entrySchemaOf(name, { fields: fields as Declaration['fields'], required });
    schemas[entrySchemaFileOf(name)] = forTheEditor(judged, declaration, common);
  }
  return schemas;
}

/** The editor's path of what a $ref names, from where the editor keeps the entry schema (collections/). */
function refForTheEditor(ref: string, base: string): string {
  const schemaFolder = schemaId('');
  let target: string;
  try {
    target = new URL(ref, base).href;
  } catch {
    return ref;
  }
  // Anything outside schema/ is left as written: the form then draws that field as the kind of value it sees.
  return target.startsWith(schemaFolder) ? `../${target.slice(schemaFolder.length)}` : ref;
}

function withRefsForTheEditor(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefsForTheEditor(item, base));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? refForTheEditor(inner, base) : withRefsForTheEditor(inner, base),
    ]),
  );
}

/**
 * The judged schema with its $refs as the editor follows them, a title for people, and its fields in the order a
 * person fills them in: what it is (those every entry has, then the collection's own), then whether it is a draft
 * and when it goes live, then its blocks.
 */
function forTheEditor(judged: Record<string, unknown>, declaration: Record<string, unknown>, common: JsonSchema) {
  const { $id: _id, ...schema } = withRefsForTheEditor(judged, String(judged.$id)) as JsonSchema & { $id?: string };
  const properties = schema.properties ?? {};
  const commonNames = Object.keys(common.properties ?? {});
  const ownNames = Object.keys(properties).filter((name) => !commonNames.includes(name));
  const last = ['draft', 'publishAt', 'blocks'];
  const order = [...commonNames.filter((name) => !last.includes(name)), ...ownNames, ...last];
  const entryName = typeof declaration.entryName === 'string' ? declaration.entryName : 'entry';
  const title = typeof declaration.title === 'string' ? declaration.title : undefined;
  return {
    ...schema,
    title: capitalized(entryName),
    description: `One ${entryName}${title ? ` of ${title}` : ''}: the fields every entry has, and those its collection adds.`,
    properties: Object.fromEntries(order.filter((name) => properties[name]).map((name) => [name, properties[name]])),
  } satisfies JsonSchema;
}
