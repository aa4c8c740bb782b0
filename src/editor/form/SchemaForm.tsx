/**
 * The form of one block (or of site.yaml), drawn from its JSON Schema alone: a field per property, by the kind of
 * value the schema describes (fieldKinds.ts), so a new block type gets its form the day its schema exists. The
 * checker's messages are shown next to the fields they concern. The form holds no copy of the content: each change
 * is one edit (formEdit.ts) handed to `onChange`, and the value comes back through `value`.
 */
import { useId, useMemo } from 'react';
import type { Located, SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { SpokenWords, useSpoken } from '../spokenWords';
import { drawnPaths, fieldKindOf } from './fieldKinds';
import { Field } from './Field';
import { FieldErrors } from './FieldFrame';
import { FormContext, type FormContextValue, type FormSite } from './formContext';
import { type FormEdit, type FormError, pathKey } from './formEdit';
import { ObjectFields } from './GroupFields';
import { widthShownAt } from './pictureWidth';
import './schemaForm.css';
import type { DataPath } from '../../places/places';

export type { FormEdit, FormError } from './formEdit';
export { applyFormEdit } from './formEdit';
export type { FormFact, FormSite } from './formContext';

export interface SchemaFormProps {
  /** Every schema file of schema/, for the `$ref`s of the form's schema. */
  files: SchemaFiles;
  /** The schema of the value, with the file it is in (`resolve(files, …)` of schemaAtPlace.ts gives both). */
  schema: Located;
  /** The value as the file holds it now. */
  value: unknown;
  /** Where the value is in its file: ['blocks', 2] for the third block of a page, [] for site.yaml. */
  path: DataPath;
  /** The checker's messages for the file; those under `path` are shown. */
  errors: FormError[];
  /** One edit for each change a person makes. */
  onChange(edit: FormEdit): void;
  site: FormSite;
  /** "Choose photo": a photo for the picture at `path` (the object that holds its `src`, and its `alt`). */
  onPickPhoto(path: DataPath): void;
}

const startsWith = (path: DataPath, prefix: DataPath) =>
  path.length >= prefix.length && prefix.every((segment, index) => String(segment) === String(path[index]));

/**
 * The checker's messages by the place the form shows them: the field they are about or, when the form has no field
 * for that exact value (a list item's unknown field), the nearest group that holds it.
 */
function placeErrors(errors: FormError[], drawn: Set<string>, root: DataPath): Map<string, FormError[]> {
  const placed = new Map<string, FormError[]>();
  for (const error of errors) {
    if (!startsWith(error.path, root)) continue;
    let place = error.path;
    while (place.length > root.length && !drawn.has(pathKey(place))) place = place.slice(0, -1);
    const key = pathKey(place);
    placed.set(key, [...(placed.get(key) ?? []), error]);
  }
  return placed;
}

/** The placed messages at `under` or below it. */
function errorsUnder(placed: Map<string, FormError[]>, under: DataPath): FormError[] {
  const prefix = pathKey(under);
  return [...placed].flatMap(([key, list]) => (key === prefix || key.startsWith(`${prefix}\u0000`) ? list : []));
}

export function SchemaForm({ files, schema, value, path, errors, onChange, site, onPickPhoto }: SchemaFormProps) {
  const { spoken, say: announce } = useSpoken();
  const routeListId = useId();
  const rootErrorId = useId();

  const placed = useMemo(() => {
    const drawn = new Set(drawnPaths(files, schema, value, path).map(pathKey));
    return placeErrors(errors, drawn, path);
  }, [files, schema, value, path, errors]);

  const context = useMemo<FormContextValue>(
    () => ({
      files,
      site,
      edit: onChange,
      pickPhoto: onPickPhoto,
      errorsAt: (at) => placed.get(pathKey(at)) ?? [],
      errorsUnder: (under) => errorsUnder(placed, under),
      widthShownAt: (at) => widthShownAt(files, schema, value, path, at),
      announce,
      routeListId,
    }),
    [files, schema, value, path, site, onChange, onPickPhoto, placed, announce, routeListId],
  );

  const isGroup = ['group', 'picture'].includes(fieldKindOf(files, schema));
  const rootErrors = placed.get(pathKey(path)) ?? [];
  return (
    <FormContext.Provider value={context}>
      <div className="schema-form">
        <FieldErrors id={rootErrors.length ? rootErrorId : undefined} errors={rootErrors} />
        {isGroup ? (
          <ObjectFields located={schema} value={value} path={path} named />
        ) : (
          <Field located={schema} value={value} path={path} name={String(path.at(-1) ?? 'value')} required />
        )}
        <datalist id={routeListId}>
          {site.routes.map((route) => (
            <option key={route} value={route} />
          ))}
        </datalist>
        <SpokenWords spoken={spoken} />
      </div>
    </FormContext.Provider>
  );
}
