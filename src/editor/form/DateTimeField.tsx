/**
 * A moment with its zone (`format: date-time`, an entry's "Goes live at"): a day and a time picked on the office's
 * own clock, its zone said in words under it, and written with that zone's offset (dateTime.ts). Emptied, or with
 * Clear, an optional one is left out of the file: for "Goes live at", that cancels the schedule.
 */
import { useId, useRef, useState } from 'react';
import { labelOf } from './fieldKinds';
import { FieldFrame, type FieldProps, useFieldAria } from './FieldFrame';
import { useForm } from './formContext';
import { localInputOf, momentOfLocalInput, zoneInWords } from './dateTime';
import './dateTimeField.css';

export function DateTimeField(props: FieldProps) {
  const { edit, announce } = useForm();
  const schema = props.located.schema;
  const aria = useFieldAria(props.path, schema.description);
  const shown = localInputOf(props.value);
  // What the input holds while the value makes its way to the file and back; a value changed elsewhere replaces it.
  const [seen, setSeen] = useState(shown);
  const [draft, setDraft] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    setDraft(shown);
  }
  const label = props.label ?? labelOf(schema, props.name);
  const canClear = !props.required && props.value !== undefined;
  const zoneId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function write(local: string) {
    setDraft(local);
    const moment = momentOfLocalInput(local);
    if (moment) edit({ kind: 'set', path: props.path, value: moment });
    else if (local === '' && !props.required) edit({ kind: 'remove', path: props.path });
  }

  function clear() {
    setDraft('');
    edit({ kind: 'remove', path: props.path });
    announce(`${label} cleared.`);
    // The button goes with the value: the focus stays in the field rather than falling to the page.
    inputRef.current?.focus();
  }

  return (
    <FieldFrame
      props={props}
      aria={aria}
      after={
        <>
          <p id={zoneId} className="form-help">
            Your time zone: {zoneInWords(draft ? new Date(draft) : new Date())}.
          </p>
          {canClear ? (
            <button type="button" className="button form-clear" onClick={clear}>
              Clear<span className="visually-hidden"> {label}</span>
            </button>
          ) : null}
        </>
      }
    >
      <input
        ref={inputRef}
        id={aria.id}
        type="datetime-local"
        value={draft}
        aria-describedby={[aria.describedBy, zoneId].filter(Boolean).join(' ')}
        aria-invalid={aria.invalid}
        onChange={(event) => write(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
