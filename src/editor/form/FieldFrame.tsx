/**
 * What every field of a block form is drawn in: a visible label (the schema's title) with "required" in words, the
 * schema's description as help under it, the checker's messages about it beside it, and the ARIA attributes that tie
 * them to the control. A single field has a frame; a group of fields (an object, a list, a map) a fieldset.
 */
import { type ReactNode, type RefObject, useId } from 'react';
import type { Located } from '../../schemaPlaces/schemaAtPlace';
import { labelOf } from './fieldKinds';
import { pathAttribute } from './formEdit';
import { useForm } from './formContext';
import type { DataPath } from '../../places/places';
import './fieldFrame.css';

export interface FieldProps {
  located: Located;
  value: unknown;
  path: DataPath;
  /** The field's key in its object, or its index in its list. */
  name: string | number;
  required: boolean;
  /** The label when it is not the schema's title (a list's text items: "Badge 2"). */
  label?: string;
}

/** The ids and ARIA attributes that tie a control to its help and to the checker's message about it. */
export function useFieldAria(path: DataPath, help: string | undefined) {
  const { errorsAt } = useForm();
  const id = useId();
  const errors = errorsAt(path);
  const helpId = help ? `${id}-help` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  return {
    id,
    errors,
    helpId,
    errorId,
    describedBy: [helpId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: errors.length ? true : undefined,
  };
}

/** The field's name, and "required" in words (never a colour or an asterisk alone). */
export function LabelText({ text, required }: { text: string; required: boolean }) {
  return (
    <>
      {text}
      {required ? <span className="form-required"> (required)</span> : null}
    </>
  );
}

export function FieldHelp({ id, text }: { id: string | undefined; text: string | undefined }) {
  return id && text ? (
    <p id={id} className="form-help">
      {text}
    </p>
  ) : null;
}

/** The checker's messages about a field, in its own words, right under it. */
export function FieldErrors({ id, errors }: { id: string | undefined; errors: { message: string }[] }) {
  if (!id || !errors.length) return null;
  return (
    <div id={id} className="form-error">
      {errors.map((error, index) => (
        <p key={index}>
          <strong>Mistake: </strong>
          {error.message}
        </p>
      ))}
    </div>
  );
}

/** A field with its label above the control, its help and its mistakes under it. */
export function FieldFrame({
  props,
  aria,
  children,
  after,
}: {
  props: FieldProps;
  aria: ReturnType<typeof useFieldAria>;
  children: ReactNode;
  after?: ReactNode;
}) {
  const schema = props.located.schema;
  return (
    <div className="form-field" data-form-path={pathAttribute(props.path)}>
      <label htmlFor={aria.id}>
        <LabelText text={props.label ?? labelOf(schema, props.name)} required={props.required} />
      </label>
      <FieldHelp id={aria.helpId} text={schema.description} />
      {children}
      {after}
      <FieldErrors id={aria.errorId} errors={aria.errors} />
    </div>
  );
}

/** A group of fields (an object, a list, a map) under its legend, with its help and its mistakes. */
export function GroupFrame({
  field: { required, path },
  label,
  help,
  aria,
  className = 'form-group',
  groupRef,
  children,
}: {
  /** The group's field: whether it must be there, and where it is. */
  field: { required: boolean; path: DataPath };
  label: string;
  help: string | undefined;
  aria: ReturnType<typeof useFieldAria>;
  className?: string;
  groupRef?: RefObject<HTMLFieldSetElement | null>;
  children: ReactNode;
}) {
  return (
    <fieldset
      ref={groupRef}
      className={className}
      data-form-path={pathAttribute(path)}
      aria-describedby={aria.describedBy}
      aria-invalid={aria.invalid}
    >
      <legend>
        <LabelText text={label} required={required} />
      </legend>
      <FieldHelp id={aria.helpId} text={help} />
      <FieldErrors id={aria.errorId} errors={aria.errors} />
      {children}
    </fieldset>
  );
}
