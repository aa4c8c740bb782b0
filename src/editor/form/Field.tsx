/**
 * One field of a block form, drawn by the kind its schema gives it (fieldKinds.ts): one line or several of text, a
 * link with the site's pages to pick from, a choice, yes or no, a number within its bounds, a fixed value; groups and
 * lists are drawn by GroupFields.tsx and ListField.tsx. Each field has a visible label (the schema's title), its
 * description as help under it, "required" in the label when it is, and the checker's message about it beside it.
 */
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import type { Located } from '../schemaAtPlace';
import { choicesOf, type FieldKind, type FormSchema, fieldKindOf, isFreeText, labelOf } from './fieldKinds';
import { type FormPath, pathAttribute } from './formEdit';
import { useForm } from './formContext';
import { GroupField, KindsField, MapField, PictureFileField } from './GroupFields';
import { ChoiceListField, ListField } from './ListField';

export interface FieldProps {
  located: Located;
  value: unknown;
  path: FormPath;
  /** The field's key in its object, or its index in its list. */
  name: string | number;
  required: boolean;
  /** The label when it is not the schema's title (a list's text items: "Badge 2"). */
  label?: string;
}

export function Field(props: FieldProps) {
  const { files } = useForm();
  const kind: FieldKind = fieldKindOf(files, props.located);
  switch (kind) {
    case 'fixed':
      return <FixedField {...props} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'yesNo':
      return <YesNoField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'group':
    case 'picture':
      return <GroupField {...props} />;
    case 'kinds':
      return <KindsField {...props} />;
    case 'map':
      return <MapField {...props} />;
    case 'list':
      return <ListField {...props} />;
    case 'choiceList':
      return <ChoiceListField {...props} />;
    case 'pictureFile':
      return <PictureFileField {...props} />;
    default:
      return <TextField {...props} kind={kind} />;
  }
}

/** The ids and ARIA attributes that tie a control to its help and to the checker's message about it. */
export function useFieldAria(path: FormPath, help: string | undefined) {
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
function FieldFrame({
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
  label,
  required,
  path,
  help,
  aria,
  className = 'form-group',
  groupRef,
  children,
}: {
  label: string;
  required: boolean;
  path: FormPath;
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

/**
 * The text being typed, kept here while the edit makes its way to the file and back: a value that comes back
 * changed (the text edited elsewhere, an undo) replaces it.
 */
function useDraft(value: string): [string, (text: string) => void] {
  const [seen, setSeen] = useState(value);
  const [draft, setDraft] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const inputTypeOf = (schema: FormSchema) =>
  schema.format === 'date' ? 'date' : schema.format === 'email' ? 'email' : schema.format === 'uri' ? 'url' : 'text';

/** Text on one line, text over several lines, or a link; free text offers the company facts. */
function TextField(props: FieldProps & { kind: FieldKind }) {
  const { edit, site, routeListId } = useForm();
  const schema = props.located.schema as FormSchema;
  const aria = useFieldAria(props.path, schema.description);
  const [draft, setDraft] = useDraft(textOf(props.value));
  const controlRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  function write(text: string) {
    setDraft(text);
    // An optional field emptied is left out of the file, rather than written as an empty text the check refuses.
    if (text === '' && !props.required && typeof props.name === 'string') edit({ kind: 'remove', path: props.path });
    else edit({ kind: 'set', path: props.path, value: text });
  }

  const common = {
    ref: controlRef,
    id: aria.id,
    value: draft,
    'aria-describedby': aria.describedBy,
    'aria-invalid': aria.invalid,
    'aria-required': props.required || undefined,
    maxLength: schema.maxLength,
    onChange: (event: { currentTarget: { value: string } }) => write(event.currentTarget.value),
  };
  const control =
    props.kind === 'longText' ? (
      <textarea {...common} rows={Math.min(8, Math.max(3, Math.ceil(draft.length / 60)))} />
    ) : (
      <input
        {...common}
        type={inputTypeOf(schema)}
        list={props.kind === 'link' ? routeListId : undefined}
        inputMode={props.kind === 'link' ? 'url' : undefined}
        autoComplete="off"
      />
    );
  const facts = isFreeText(schema) && site.facts.length > 0;
  return (
    <FieldFrame
      props={props}
      aria={aria}
      after={facts ? <FactMenu controlRef={controlRef} text={draft} onInsert={write} /> : undefined}
    >
      {control}
    </FieldFrame>
  );
}

/** "Insert fact": the company facts by name, put in at the cursor in double braces. */
function FactMenu({
  controlRef,
  text,
  onInsert,
}: {
  controlRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  text: string;
  onInsert(text: string): void;
}) {
  const { site } = useForm();
  const [open, setOpen] = useState(false);
  const listId = useId();
  function insert(name: string) {
    const control = controlRef.current;
    const at = control?.selectionStart ?? text.length;
    const end = control?.selectionEnd ?? at;
    const fact = `{{${name}}}`;
    onInsert(text.slice(0, at) + fact + text.slice(end));
    setOpen(false);
    // Back to the text, the cursor after the fact, to go on typing.
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(at + fact.length, at + fact.length);
    });
  }
  return (
    <div className="form-facts">
      <button
        type="button"
        className="button button-small form-facts-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Insert fact
      </button>
      <ul id={listId} className="form-facts-list" hidden={!open}>
        {site.facts.map((fact) => (
          <li key={fact.name}>
            <button type="button" className="button form-fact" onClick={() => insert(fact.name)}>
              {`{{${fact.name}}}`} <span className="form-fact-value">{fact.value}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A value the schema fixes (a block's type): shown, not edited. */
function FixedField(props: FieldProps) {
  const aria = useFieldAria(props.path, props.located.schema.description);
  return (
    <FieldFrame props={props} aria={aria}>
      <input
        id={aria.id}
        value={textOf(props.located.schema.const)}
        readOnly
        aria-describedby={aria.describedBy}
        aria-invalid={aria.invalid}
      />
    </FieldFrame>
  );
}

/** Up to four choices are radio buttons, all in sight; more are a list to open. */
const mostRadios = 4;

function ChoiceField(props: FieldProps) {
  const { edit } = useForm();
  const schema = props.located.schema as FormSchema;
  const aria = useFieldAria(props.path, schema.description);
  const choices = choicesOf(schema);
  const current = choices.findIndex((choice) => choice.value === props.value);
  const label = props.label ?? labelOf(schema, props.name);
  const unset = schema.default !== undefined ? `Not set (${String(schema.default)})` : 'Not set';
  const choose = (index: number) =>
    index < 0
      ? edit({ kind: 'remove', path: props.path })
      : edit({ kind: 'set', path: props.path, value: choices[index].value });

  if (choices.length <= mostRadios) {
    const options = [
      ...choices.map((choice, index) => ({ index, title: choice.title })),
      ...(props.required ? [] : [{ index: -1, title: unset }]),
    ];
    return (
      <fieldset
        className="form-field form-radios"
        data-form-path={pathAttribute(props.path)}
        aria-describedby={aria.describedBy}
      >
        <legend>
          <LabelText text={label} required={props.required} />
        </legend>
        <FieldHelp id={aria.helpId} text={schema.description} />
        <div className="form-radio-row">
          {options.map((option) => (
            <label key={option.index} className="form-check">
              <input
                type="radio"
                name={aria.id}
                checked={current === option.index}
                aria-invalid={aria.invalid}
                onChange={() => choose(option.index)}
              />
              {option.title}
            </label>
          ))}
        </div>
        <FieldErrors id={aria.errorId} errors={aria.errors} />
      </fieldset>
    );
  }
  return (
    <FieldFrame props={props} aria={aria}>
      <select
        id={aria.id}
        value={String(current)}
        aria-describedby={aria.describedBy}
        aria-invalid={aria.invalid}
        aria-required={props.required || undefined}
        onChange={(event) => choose(Number(event.currentTarget.value))}
      >
        {current < 0 || !props.required ? <option value="-1">{props.required ? 'Choose…' : unset}</option> : null}
        {choices.map((choice, index) => (
          <option key={index} value={String(index)}>
            {choice.title}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Yes or no: a checkbox with its label beside it. */
function YesNoField(props: FieldProps) {
  const { edit } = useForm();
  const schema = props.located.schema;
  const aria = useFieldAria(props.path, schema.description);
  const checked = typeof props.value === 'boolean' ? props.value : schema.default === true;
  return (
    <div className="form-field" data-form-path={pathAttribute(props.path)}>
      <label className="form-check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={aria.describedBy}
          aria-invalid={aria.invalid}
          onChange={(event) => edit({ kind: 'set', path: props.path, value: event.currentTarget.checked })}
        />
        <LabelText text={props.label ?? labelOf(schema, props.name)} required={props.required} />
      </label>
      <FieldHelp id={aria.helpId} text={schema.description} />
      <FieldErrors id={aria.errorId} errors={aria.errors} />
    </div>
  );
}

/** A number within the schema's bounds; a whole number steps by one. */
function NumberField(props: FieldProps) {
  const { edit } = useForm();
  const schema = props.located.schema as FormSchema;
  const aria = useFieldAria(props.path, schema.description);
  const [draft, setDraft] = useDraft(textOf(props.value));
  const whole = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  function write(text: string) {
    setDraft(text);
    // An emptied number is left out: the file cannot hold "no number" as a number.
    if (text.trim() === '') return edit({ kind: 'remove', path: props.path });
    const number = Number(text);
    if (Number.isFinite(number)) edit({ kind: 'set', path: props.path, value: number });
  }
  return (
    <FieldFrame props={props} aria={aria}>
      <input
        id={aria.id}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        value={draft}
        min={schema.minimum ?? schema.exclusiveMinimum}
        max={schema.maximum ?? schema.exclusiveMaximum}
        step={schema.multipleOf ?? (whole ? 1 : 'any')}
        aria-describedby={aria.describedBy}
        aria-invalid={aria.invalid}
        aria-required={props.required || undefined}
        onChange={(event) => write(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
