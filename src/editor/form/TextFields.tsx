/**
 * The fields typed in: one line or several of text, a link with the site's pages to pick from, a number within its
 * bounds; and a fixed value, shown as text. Free text offers the company facts (FactMenu.tsx).
 */
import { useRef, useState } from 'react';
import { type FieldKind, type FormSchema, isFreeText } from './fieldKinds';
import { FieldFrame, type FieldProps, useFieldAria } from './FieldFrame';
import { FactMenu } from './FactMenu';
import { useForm } from './formContext';

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
export function TextField(props: FieldProps & { kind: FieldKind }) {
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

/** A value the schema fixes (a block's type): shown, not edited. */
export function FixedField(props: FieldProps) {
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

/** A number within the schema's bounds; a whole number steps by one. */
export function NumberField(props: FieldProps) {
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
