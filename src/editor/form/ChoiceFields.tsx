/**
 * The fields that choose: one of a few choices (radio buttons, or a list to open past four), yes or no (a checkbox
 * with its label beside it), and a list of fixed choices (a checkbox for each, in the schema's order).
 */
import { choicesOf, type FormSchema, itemsOf, labelOf } from './fieldKinds';
import { FieldErrors, FieldFrame, FieldHelp, type FieldProps, LabelText, useFieldAria } from './FieldFrame';
import { useForm } from './formContext';
import { pathAttribute } from './formEdit';
import './choiceFields.css';

/** Up to four choices are radio buttons, all in sight; more are a list to open. */
const mostRadios = 4;

export function ChoiceField(props: FieldProps) {
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
export function YesNoField(props: FieldProps) {
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
          onChange={(event) => {
            const on = event.currentTarget.checked;
            // Unticked, an optional yes/no that is "no" unless written is left out of the file (a draft's line goes).
            if (!on && !props.required && schema.default === false) edit({ kind: 'remove', path: props.path });
            else edit({ kind: 'set', path: props.path, value: on });
          }}
        />
        <LabelText text={props.label ?? labelOf(schema, props.name)} required={props.required} />
      </label>
      <FieldHelp id={aria.helpId} text={schema.description} />
      <FieldErrors id={aria.errorId} errors={aria.errors} />
    </div>
  );
}

/** A list of fixed choices: a checkbox for each, in the schema's order. */
export function ChoiceListField(props: FieldProps) {
  const { files, edit } = useForm();
  const schema = props.located.schema;
  const aria = useFieldAria(props.path, schema.description);
  const items = Array.isArray(props.value) ? props.value : [];
  const choices = choicesOf((itemsOf(files, props.located)?.schema ?? {}) as FormSchema);
  const rank = (value: unknown) => choices.findIndex((choice) => choice.value === value);

  function toggle(value: unknown, on: boolean) {
    if (!on) return edit({ kind: 'remove', path: [...props.path, items.indexOf(value)] });
    // In the schema's order: after the chosen ones that come before it.
    const index = items.filter((item) => rank(item) < rank(value)).length;
    edit({ kind: 'insert', listPath: props.path, index, value });
  }

  return (
    <fieldset
      className="form-group form-field"
      data-form-path={pathAttribute(props.path)}
      aria-describedby={aria.describedBy}
    >
      <legend>
        <LabelText text={props.label ?? labelOf(schema, props.name)} required={props.required} />
      </legend>
      <FieldHelp id={aria.helpId} text={schema.description} />
      <div className="form-radio-row">
        {choices.map((choice, index) => (
          <label key={index} className="form-check">
            <input
              type="checkbox"
              checked={items.includes(choice.value)}
              aria-invalid={aria.invalid}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
            />
            {choice.title}
          </label>
        ))}
      </div>
      <FieldErrors id={aria.errorId} errors={aria.errors} />
    </fieldset>
  );
}
