/** The JSON Schemas of schema/, as the editor's help and its preview's marks read them. */
import { blockTypesInSchema, readSchema } from '../../content/schemas.ts';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace.ts';

/** schema/ as it is, for the editor's help while typing (src/editor/schemaHelp.ts); its tests read the same files. */
export function schemaFilesForHelp(): SchemaFiles {
  const names = [
    'common.schema.json',
    'site.schema.json',
    'page.schema.json',
    'collection.schema.json',
    'entry.schema.json',
    ...blockTypesInSchema().map((type) => `blocks/${type}.schema.json`),
  ];
  return Object.fromEntries(names.map((name) => [name, readSchema(name)])) as SchemaFiles;
}
