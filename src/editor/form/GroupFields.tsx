/**
 * Groups of fields: an object's fields in a fieldset named by its title, a picture (its file with "Choose photo", a
 * thumbnail, a warning when the photo is too narrow for its place, and its description, always required), a value
 * of one of several kinds (a footer column), and a map of names to texts (the site's own facts). An optional group
 * that is not in the file yet is a button that adds it, so a person never fills half of a link by accident.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Located } from '../../schemaPlaces/schemaAtPlace';
import { kindFieldOf } from '../../schemaPlaces/schemaAtPlace';
import {
  emptyValueOf,
  fieldKindOf,
  isPictureFile,
  isRecord,
  kindOfValue,
  kindsOf,
  labelOf,
  propertyOf,
} from './fieldKinds';
import { Field } from './Field';
import { FieldErrors, FieldHelp, type FieldProps, GroupFrame, LabelText, useFieldAria } from './FieldFrame';
import { useForm } from './formContext';
import { pathAttribute } from './formEdit';
import { isDrawing, narrowPhotoWarning } from './pictureWidth';
import './groupFields.css';

/**
 * The fields of an object, one per property of its schema, in the schema's order. `named`: the form's heading names
 * the object's kind (a block's), so a value its schema fixes, and the file already holds, gets no field: there is
 * nothing to choose.
 */
export function ObjectFields({
  located,
  value,
  path,
  named = false,
}: Pick<FieldProps, 'located' | 'value' | 'path'> & { named?: boolean }) {
  const { files } = useForm();
  const record = isRecord(value) ? value : {};
  const required = new Set(located.schema.required ?? []);
  const picture = fieldKindOf(files, located) === 'picture';
  return (
    <>
      {Object.keys(located.schema.properties ?? {}).map((name) => {
        const property = propertyOf(files, located, name)!;
        if (named && property.schema.const !== undefined && record[name] === property.schema.const) return null;
        // A picture's description is what people who cannot see it get: the form always asks for it.
        const mustHave = required.has(name) || (picture && name === 'alt');
        const fieldPath = [...path, name];
        if (picture && name === 'src')
          return (
            <PictureFileField
              key={name}
              located={property}
              value={record[name]}
              path={fieldPath}
              name={name}
              required={mustHave}
              picturePath={path}
            />
          );
        return (
          <Field key={name} located={property} value={record[name]} path={fieldPath} name={name} required={mustHave} />
        );
      })}
    </>
  );
}

/** An object in its own fieldset; an optional one not in the file yet, a button that adds it. */
export function GroupField(props: FieldProps) {
  const { edit, files } = useForm();
  const schema = props.located.schema;
  const aria = useFieldAria(props.path, schema.description);
  const label = props.label ?? labelOf(schema, props.name);
  const addRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // After Add, the group's first field; after Remove, the Add button that takes its place.
  const focusNext = useRef<'first' | 'add' | null>(null);
  const present = isRecord(props.value);
  const optionalKey = !props.required && typeof props.name === 'string';

  useEffect(() => {
    const target =
      focusNext.current === 'first'
        ? firstControlIn(groupRef.current)
        : focusNext.current === 'add'
          ? addRef.current
          : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  if (!present && optionalKey)
    return (
      <div className="form-field form-optional-group" data-form-path={pathAttribute(props.path)}>
        <p className="form-group-title">{label}</p>
        <FieldHelp id={aria.helpId} text={schema.description} />
        <button
          ref={addRef}
          type="button"
          className="button"
          aria-describedby={aria.helpId}
          onClick={() => {
            focusNext.current = 'first';
            edit({ kind: 'set', path: props.path, value: emptyValueOf(files, props.located) });
          }}
        >
          Add {lowerFirst(label)}
        </button>
        <FieldErrors id={aria.errorId} errors={aria.errors} />
      </div>
    );

  return (
    <GroupFrame label={label} field={props} help={schema.description} aria={aria} groupRef={groupRef}>
      <ObjectFields located={props.located} value={props.value} path={props.path} />
      {optionalKey ? (
        <button
          type="button"
          className="button form-remove-group"
          onClick={() => {
            focusNext.current = 'add';
            edit({ kind: 'remove', path: props.path });
          }}
        >
          Remove {lowerFirst(label)}
        </button>
      ) : null}
    </GroupFrame>
  );
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

/** The first control a person types in or chooses with, in a part of the form. */
export const firstControlIn = (element: Element | null | undefined) =>
  element?.querySelector<HTMLElement>('input:not([readonly]), textarea, select') ?? null;

/**
 * A picture's file: its path (it may be typed, a picture already in public/images), a thumbnail, and "Choose photo",
 * which asks the editor for a photo for the picture at `picturePath` (the object that holds `src`). Once the
 * thumbnail has loaded, its own width tells whether the photo is wide enough for its place (pictureWidth.ts): when
 * not, a warning in words under it, said aloud too when the photo was chosen now.
 */
export function PictureFileField(props: FieldProps & { picturePath?: FieldProps['path'] }) {
  const { edit, pickPhoto, site, widthShownAt, announce } = useForm();
  const schema = props.located.schema;
  const aria = useFieldAria(props.path, schema.description);
  const picturePath = props.picturePath ?? props.path.slice(0, -1);
  const src = typeof props.value === 'string' ? props.value : '';
  const label = props.label ?? labelOf(schema, props.name);
  const [loaded, setLoaded] = useState<{ src: string; width: number }>();
  const warning =
    loaded?.src === src && !isDrawing(src) ? narrowPhotoWarning(loaded.width, widthShownAt(props.path)) : undefined;
  const warningId = warning ? `${aria.id}-warning` : undefined;
  const firstSrc = useRef(src);
  useEffect(() => {
    if (warning && src !== firstSrc.current) announce(`Warning: ${warning}`);
  }, [warning, src, announce]);

  return (
    <div className="form-field form-picture" data-form-path={pathAttribute(props.path)}>
      <label htmlFor={aria.id}>
        <LabelText text={label} required={props.required} />
      </label>
      <FieldHelp id={aria.helpId} text={schema.description} />
      <div className="form-picture-row">
        {src && isPictureFile(schema) && site.pictureUrl ? (
          // The description is in its own field beside it: the thumbnail itself says nothing more.
          <img
            className="form-thumbnail"
            src={site.pictureUrl(src)}
            alt=""
            onLoad={(event) => setLoaded({ src, width: event.currentTarget.naturalWidth })}
          />
        ) : null}
        <input
          id={aria.id}
          value={src}
          autoComplete="off"
          aria-describedby={[aria.describedBy, warningId].filter(Boolean).join(' ') || undefined}
          aria-invalid={aria.invalid}
          aria-required={props.required || undefined}
          onChange={(event) => edit({ kind: 'set', path: props.path, value: event.currentTarget.value })}
        />
        <button type="button" className="button" onClick={() => pickPhoto(picturePath)}>
          Choose photo<span className="visually-hidden"> ({label})</span>
        </button>
      </div>
      {warning ? (
        <p id={warningId} className="form-warning">
          <strong>Warning: </strong>
          {warning}
        </p>
      ) : null}
      <FieldErrors id={aria.errorId} errors={aria.errors} />
    </div>
  );
}

/** A value of one of several kinds: the fields of its kind, or, when its kind is missing or unknown, a choice of kind. */
export function KindsField(props: FieldProps) {
  const { files, edit } = useForm();
  const narrowed = kindOfValue(files, props.located, props.value);
  const aria = useFieldAria(props.path, props.located.schema.description);
  if (narrowed !== props.located)
    return <GroupField {...props} located={narrowed} label={props.label ?? labelOf(narrowed.schema, props.name)} />;
  const field = kindFieldOf(props.located);
  const kinds = kindsOf(files, props.located);
  return (
    <div className="form-field" data-form-path={pathAttribute(props.path)}>
      <label htmlFor={aria.id}>
        <LabelText text={`Kind of ${lowerFirst(labelOf(props.located.schema, props.name))}`} required />
      </label>
      <FieldHelp id={aria.helpId} text={props.located.schema.description} />
      <select
        id={aria.id}
        value=""
        aria-describedby={aria.describedBy}
        aria-invalid={aria.invalid}
        onChange={(event) => {
          const chosen = kinds.find((kind) => kind.kind === event.currentTarget.value);
          if (chosen) edit({ kind: 'set', path: props.path, value: emptyValueOf(files, chosen.branch) });
        }}
      >
        <option value="">Choose…</option>
        {kinds.map((kind) => (
          <option key={kind.kind} value={kind.kind}>
            {kind.title}
          </option>
        ))}
      </select>
      <p className="form-help">{`Its ${field} decides which fields it has.`}</p>
      <FieldErrors id={aria.errorId} errors={aria.errors} />
    </div>
  );
}

/** Names with a text each (the site's own facts): each text a field named by its name, and a way to add a name. */
export function MapField(props: FieldProps) {
  const { files, edit, announce } = useForm();
  const schema = props.located.schema as Located['schema'] & { additionalProperties?: Located['schema'] };
  const aria = useFieldAria(props.path, schema.description);
  const record = isRecord(props.value) ? props.value : {};
  const entrySchema: Located = { schema: schema.additionalProperties ?? {}, file: props.located.file };
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const nameId = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const label = props.label ?? labelOf(schema, props.name);

  function add() {
    const wanted = name.trim();
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(wanted))
      return setProblem('A name is letters and digits, starting with a letter.');
    if (Object.hasOwn(record, wanted)) return setProblem(`There is already one named ${wanted}.`);
    setProblem(undefined);
    setName('');
    edit({ kind: 'set', path: [...props.path, wanted], value: emptyValueOf(files, entrySchema) });
    announce(`${wanted} added`);
  }

  return (
    <GroupFrame label={label} field={props} help={schema.description} aria={aria} groupRef={groupRef}>
      {Object.entries(record).map(([key, entry]) => (
        <div key={key} className="form-map-entry">
          <Field located={entrySchema} value={entry} path={[...props.path, key]} name={key} label={key} required />
          <button
            type="button"
            className="button"
            onClick={() => {
              edit({ kind: 'remove', path: [...props.path, key] });
              announce(`${key} removed`);
              firstControlIn(groupRef.current)?.focus();
            }}
          >
            Remove<span className="visually-hidden"> {key}</span>
          </button>
        </div>
      ))}
      <div className="form-map-add">
        <label htmlFor={nameId}>New name</label>
        <input
          id={nameId}
          value={name}
          autoComplete="off"
          aria-describedby={problem ? `${nameId}-problem` : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <button type="button" className="button" onClick={add}>
          Add<span className="visually-hidden"> to {lowerFirst(label)}</span>
        </button>
        {problem ? (
          <p id={`${nameId}-problem`} className="form-error">
            {problem}
          </p>
        ) : null}
      </div>
    </GroupFrame>
  );
}
