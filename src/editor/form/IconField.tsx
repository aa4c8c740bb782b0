/**
 * A choice of icons, drawn as the icons themselves: a radio group (the WAI-ARIA pattern) of small tiles, each the
 * site's own drawing (blocks/ui/Icon.tsx) with its name under it. The group is one stop of Tab: the arrow keys
 * move to the next or previous icon and choose it, Space chooses the one in focus. The chosen tile has a thicker
 * border and a tick, not a colour alone. An optional field has a tile for "Not set" as well.
 */
import { type KeyboardEvent, useRef } from 'react';
import { Icon, type IconName } from '../../../blocks/ui/Icon';
import { choicesOf, type FormSchema, labelOf } from './fieldKinds';
import { FieldErrors, FieldHelp, type FieldProps, LabelText, useFieldAria } from './FieldFrame';
import { useForm } from './formContext';
import { pathAttribute } from './formEdit';
import './iconField.css';

/** The keys that move through a radio group: forward and back, wrapping at the ends. */
const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function IconField(props: FieldProps) {
  const { edit } = useForm();
  const schema = props.located.schema as FormSchema;
  const aria = useFieldAria(props.path, schema.description);
  const tiles = useRef<(HTMLDivElement | null)[]>([]);
  const labelId = `${aria.id}-label`;
  const options = [
    ...choicesOf(schema).map((choice) => ({ value: choice.value, title: choice.title })),
    ...(props.required
      ? []
      : [
          { value: undefined, title: schema.default !== undefined ? `Not set (${String(schema.default)})` : 'Not set' },
        ]),
  ];
  const chosen = options.findIndex((option) => option.value === props.value);
  // The group's one stop of Tab: the chosen icon, or the first when none is.
  const tabStop = Math.max(chosen, 0);

  function choose(index: number) {
    if (index === chosen) return;
    const { value } = options[index];
    edit(value === undefined ? { kind: 'remove', path: props.path } : { kind: 'set', path: props.path, value });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    if (event.key === ' ') {
      event.preventDefault();
      return choose(index);
    }
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    tiles.current[next]?.focus();
    choose(next);
  }

  return (
    <div className="form-field form-icons" data-form-path={pathAttribute(props.path)}>
      <span id={labelId} className="form-label">
        <LabelText text={props.label ?? labelOf(schema, props.name)} required={props.required} />
      </span>
      <FieldHelp id={aria.helpId} text={schema.description} />
      <div
        role="radiogroup"
        className="form-icon-grid"
        aria-labelledby={labelId}
        aria-describedby={aria.describedBy}
        aria-invalid={aria.invalid}
        aria-required={props.required || undefined}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a tile of a drawing over its name, moved through by the keys of the WAI-ARIA radio group written here, where a native radio would bring its own
          <div
            key={String(option.value)}
            ref={(tile) => {
              tiles.current[index] = tile;
            }}
            role="radio"
            aria-checked={index === chosen}
            tabIndex={index === tabStop ? 0 : -1}
            className="form-icon-tile"
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.value === undefined ? (
              <span className="form-icon-none" aria-hidden="true" />
            ) : (
              <Icon name={option.value as IconName} size={24} />
            )}
            <span className="form-icon-name">{option.title}</span>
            {index === chosen ? <Icon name="check" size={14} className="form-icon-tick" /> : null}
          </div>
        ))}
      </div>
      <FieldErrors id={aria.errorId} errors={aria.errors} />
    </div>
  );
}
