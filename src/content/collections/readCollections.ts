/**
 * Reads the collections: each declaration (collections/<name>.yaml) judged by schema/collection.schema.json, its
 * rules that a schema cannot say (the fields it names exist, its own fields compile), then each of its entries
 * (collections/<name>/<slug>.yaml) judged by the entry schema of that collection.
 */
import path from 'node:path';
import type { CheckerContext } from '../checkerContext.ts';
import type { ContentError } from '../contentError.ts';
import type { CheckedFile } from '../crossFileRules.ts';
import { didYouMean } from '../didYouMean.ts';
import { describePath, locateValue } from '../locate.ts';
import { toDisplayPath } from '../projectFiles.ts';
import { readChecked, type Judge } from '../readChecked.ts';
import { validateAgainstSchema } from '../schemas.ts';
import { COMMON_FIELDS, type Declaration, entryJudge, type EntryFields } from './declaration.ts';

export interface ReadCollection {
  name: string;
  declaration: CheckedFile<Declaration>;
  entries: { slug: string; checked: CheckedFile<EntryFields> }[];
}

const declarationJudge: Judge = {
  validate: (data) => validateAgainstSchema('collection', data),
  emptyHelp: 'the file is empty: a collection needs title, entryName, route, kind and page',
};

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function errorAt(file: CheckedFile<unknown>, at: (string | number)[], message: string): ContentError {
  return { file: file.file, ...locateValue(file.parsed, at), where: describePath(at.slice(0, -1), file.data), message };
}

/** The declaration's own rules: every field it names is one of its own, and none takes a common field's name. */
function declarationErrors(checked: CheckedFile<Declaration>): ContentError[] {
  const { data } = checked;
  const own = Object.keys(data.fields ?? {});
  const errors: ContentError[] = [];
  for (const name of own)
    if ((COMMON_FIELDS as readonly string[]).includes(name))
      errors.push(
        errorAt(checked, ['fields', name], `"${name}" is a field every entry has already: name this one otherwise`),
      );
  const named = (list: string, names: string[]) =>
    names.forEach((name, index) => {
      if (!own.includes(name))
        errors.push(
          errorAt(
            checked,
            [list, index],
            `"${name}" is not one of this collection's own fields.${didYouMean(name, own) || (own.length ? ` Its fields: ${own.join(', ')}.` : ' Declare it under fields first.')}`,
          ),
        );
    });
  named('required', data.required ?? []);
  named('facts', data.facts ?? []);
  if (data.photos !== undefined) {
    named('photos', [data.photos]);
    // The one name was told at ['photos', 0]: point at the value itself instead.
    const last = errors.at(-1);
    if (last && !own.includes(data.photos)) errors.splice(-1, 1, { ...errorAt(checked, ['photos'], last.message) });
  }
  return errors;
}

/** Every collection of the site, its declaration and entries checked; what failed is left out and told in `errors`. */
export function readCollections(context: CheckerContext, errors: ContentError[]): ReadCollection[] {
  const { files, read, cache } = context;
  const collectionsDir = path.join(files.root, 'collections');
  const collections: ReadCollection[] = [];
  const names = files.collectionFiles.map((file) => path.basename(file).replace(/\.ya?ml$/, ''));
  for (const [index, file] of files.collectionFiles.entries()) {
    const name = names[index];
    if (!slugPattern.test(name)) {
      errors.push({
        file: toDisplayPath(files.root, file),
        line: 1,
        col: 1,
        where: '',
        message: `"${name}" cannot name a collection: use lower-case letters, digits and dashes (for example news)`,
      });
      continue;
    }
    const declaration = readChecked<Declaration>(files.root, file, declarationJudge, errors, cache, read);
    if (!declaration) continue;
    const ownErrors = declarationErrors(declaration);
    let judge: Judge | undefined;
    try {
      judge = entryJudge(name, declaration.data);
    } catch (error) {
      ownErrors.push(
        errorAt(declaration, ['fields'], `its fields are not a JSON Schema ajv can read: ${(error as Error).message}`),
      );
    }
    errors.push(...ownErrors);
    if (ownErrors.length || !judge) continue;
    collections.push({ name, declaration, entries: [] });
    for (const entryFile of files.entryFiles) {
      if (path.dirname(entryFile) !== path.join(collectionsDir, name)) continue;
      const slug = path.basename(entryFile).replace(/\.ya?ml$/, '');
      if (!slugPattern.test(slug)) {
        errors.push({
          file: toDisplayPath(files.root, entryFile),
          line: 1,
          col: 1,
          where: '',
          message: `"${slug}" cannot be an entry's file name, which is its address: use lower-case letters, digits and dashes`,
        });
        continue;
      }
      const checked = readChecked<EntryFields>(files.root, entryFile, judge, errors, cache, read);
      if (checked) collections.at(-1)!.entries.push({ slug, checked });
    }
  }
  // Entries with no declaration beside them, or deeper than one folder: nothing would ever draw them.
  for (const entryFile of files.entryFiles) {
    const folder = path.dirname(entryFile);
    const collection = path.basename(folder);
    const declared = path.dirname(folder) === collectionsDir && names.includes(collection);
    if (declared) continue;
    errors.push({
      file: toDisplayPath(files.root, entryFile),
      line: 1,
      col: 1,
      where: '',
      message:
        path.dirname(folder) === collectionsDir
          ? `there is no collections/${collection}.yaml declaring the collection "${collection}".${didYouMean(collection, names)}`
          : "an entry sits directly in its collection's folder (collections/<collection>/<name>.yaml), not deeper",
    });
  }
  return collections;
}
