/**
 * A list in a block form (reviews, cards, steps, pictures, badges): each item under a one-line summary that opens
 * it, with Move up, Move down, Duplicate and Remove, a handle to drag it to another place, and Add at the end. The
 * buttons are the keyboard's way to reorder; dragging is a shortcut for a mouse. Every change is said through the
 * form's live region ("Review 3 moved to position 1"), and focus goes where the person's next step is: the new
 * item's first field after Add, the same button of the moved item after a move, the next item (or Add) after Remove.
 * A new item waits to be judged until the person leaves it (waitingItems.tsx). A new picture asks for its photo first.
 *
 * A list of fixed choices (the days of a row of opening hours) is a group of checkboxes instead (ChoiceFields.tsx).
 */
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import type { Located, SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import {
  emptyValueOf,
  type FormSchema,
  fieldKindOf,
  itemsOf,
  kindOfValue,
  kindsOf,
  labelOf,
  propertyOf,
  summaryOf,
} from './fieldKinds';
import { Field } from './Field';
import { type FieldProps, GroupFrame, useFieldAria } from './FieldFrame';
import { useForm } from './formContext';
import { pathAttribute } from './formEdit';
import { firstControlIn, ObjectFields } from './GroupFields';
import { DragHandle, ItemControls } from './ItemControls';
import { useItemKeys } from './useItemKeys';
import { ErrorsWaiting, useWaitingItems } from './waitingItems';
import './listField.css';

/** Where focus goes once the list is drawn again: a control of the item with this key, or the Add button. */
type FocusTarget = { key: string; control: 'first-field' | 'toggle' | 'up' | 'down' | 'add' };

export function ListField(props: FieldProps) {
  const { files, edit, announce, errorsUnder, pickPhoto } = useForm();
  const schema = props.located.schema as FormSchema;
  const aria = useFieldAria(props.path, schema.description);
  const items = Array.isArray(props.value) ? props.value : [];
  const itemSchema = itemsOf(files, props.located) ?? { schema: {}, file: props.located.file };
  const kinds = kindsOf(files, itemSchema);
  const [newKind, setNewKind] = useState(kinds[0]?.kind ?? '');
  const { keys, insert, remove, move } = useItemKeys(items.length);
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const waitingItems = useWaitingItems();
  const [dragFrom, setDragFrom] = useState<number>();
  const [dropAt, setDropAt] = useState<number>();
  const focusNext = useRef<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const label = props.label ?? labelOf(schema, props.name);
  const noun = itemSchema.schema.title ?? 'Item';
  const simple = !['group', 'picture', 'kinds', 'list', 'map'].includes(fieldKindOf(files, itemSchema));
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const listId = useId();

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const item = listRef.current?.querySelector(`[data-item-key="${target.key}"]`);
    const element =
      target.control === 'add'
        ? addRef.current
        : target.control === 'first-field'
          ? firstControlIn(item?.querySelector('.form-item-body') ?? item)
          : item?.querySelector<HTMLElement>(`[data-control="${target.control}"]`);
    // Not drawn yet: the edit is still on its way to the file, and the value that comes back draws it.
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const itemName = (index: number) => `${noun} ${index + 1}`;

  function add() {
    if (full) return;
    const chosen = kinds.find((kind) => kind.kind === newKind);
    const branch = chosen ? chosen.branch : itemSchema;
    const value = emptyValueOf(files, branch);
    const key = insert(items.length);
    setOpened({ ...opened, [key]: true });
    waitingItems.added(key);
    focusNext.current = { key, control: 'first-field' };
    edit({ kind: 'insert', listPath: props.path, index: items.length, value });
    announce(`${itemName(items.length)} added`);
    // A picture is its photo first: the photo dialog opens for the new item's picture, its description asked there too.
    const picture = picturePlaceOf(files, branch);
    if (picture) pickPhoto([...props.path, items.length, ...picture]);
  }

  function moveItem(from: number, to: number, control: FocusTarget['control']) {
    if (to < 0 || to >= items.length || to === from) return;
    focusNext.current = { key: keys[from], control };
    move(from, to);
    edit({ kind: 'move', listPath: props.path, from, to });
    announce(`${itemName(from)} moved to position ${to + 1}`);
  }

  function duplicate(index: number) {
    if (full) return;
    const key = insert(index + 1);
    setOpened({ ...opened, [key]: true });
    focusNext.current = { key, control: 'first-field' };
    edit({ kind: 'duplicate', listPath: props.path, index });
    announce(`${itemName(index)} duplicated as ${itemName(index + 1).toLowerCase()}`);
  }

  function removeItem(index: number) {
    const next = keys[index + 1];
    waitingItems.removed(keys[index]);
    remove(index);
    focusNext.current = next ? { key: next, control: simple ? 'first-field' : 'toggle' } : { key: '', control: 'add' };
    edit({ kind: 'remove', path: [...props.path, index] });
    announce(`${itemName(index)} removed`);
  }

  function drop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragFrom !== undefined) moveItem(dragFrom, index, simple ? 'first-field' : 'toggle');
    setDragFrom(undefined);
    setDropAt(undefined);
  }

  return (
    <GroupFrame label={label} field={props} help={schema.description} aria={aria} className="form-group form-list">
      {items.length ? (
        <ol ref={listRef} className="form-items">
          {items.map((item, index) => {
            const key = keys[index];
            const path = [...props.path, index];
            const located = kindOfValue(files, itemSchema, item);
            const waiting = waitingItems.isWaiting(key);
            const mistakes = waiting ? 0 : errorsUnder(path).length;
            const open = simple || (opened[key] ?? (mistakes > 0 || items.length === 1));
            const summary = summaryOf(files, located, item);
            const controls = (
              <ItemControls
                name={itemName(index)}
                first={index === 0}
                last={index === items.length - 1}
                full={full}
                onUp={() => moveItem(index, index - 1, 'up')}
                onDown={() => moveItem(index, index + 1, 'down')}
                onDuplicate={() => duplicate(index)}
                onRemove={() => removeItem(index)}
              />
            );
            return (
              <li
                key={key}
                data-item-key={key}
                data-form-path={pathAttribute(path)}
                className={dropAt === index && dragFrom !== index ? 'form-item form-item-drop' : 'form-item'}
                onDragOver={(event) => {
                  if (dragFrom === undefined) return;
                  event.preventDefault();
                  setDropAt(index);
                }}
                onDrop={(event) => drop(event, index)}
                onBlur={waitingItems.onItemBlur(key)}
              >
                <ErrorsWaiting under={path} waiting={waiting}>
                  <div className="form-item-head">
                    <DragHandle
                      onStart={(event) => {
                        const row = event.currentTarget.closest('li');
                        if (row) event.dataTransfer.setDragImage(row, 16, 16);
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', itemName(index));
                        setDragFrom(index);
                      }}
                      onEnd={() => {
                        setDragFrom(undefined);
                        setDropAt(undefined);
                      }}
                    />
                    {simple ? (
                      <div className="form-item-simple">
                        <Field
                          located={located}
                          value={item}
                          path={path}
                          name={index}
                          label={itemName(index)}
                          required
                        />
                      </div>
                    ) : (
                      <button
                        type="button"
                        id={`${listId}-${key}`}
                        className="form-item-toggle"
                        data-control="toggle"
                        aria-expanded={open}
                        aria-controls={`${listId}-${key}-body`}
                        onClick={() => setOpened({ ...opened, [key]: !open })}
                      >
                        <span className="form-item-name">{itemName(index)}</span>
                        {/* The spaces keep the words apart in the button's name as well as on screen. */}
                        {summary ? <span className="form-item-summary">{` ${summary}`}</span> : null}
                        {mistakes ? (
                          <span className="form-item-mistakes">
                            {mistakes === 1 ? ' (1 mistake)' : ` (${mistakes} mistakes)`}
                          </span>
                        ) : null}
                      </button>
                    )}
                    {controls}
                  </div>
                  {simple ? null : (
                    <fieldset
                      id={`${listId}-${key}-body`}
                      className="form-item-body"
                      aria-labelledby={`${listId}-${key}`}
                      hidden={!open}
                    >
                      {/* A closed item's fields are not drawn: a list of 48 pictures stays light. */}
                      {open ? <ItemBody located={located} item={item} path={path} index={index} /> : null}
                    </fieldset>
                  )}
                </ErrorsWaiting>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="form-help">{`No ${noun.toLowerCase()} yet.`}</p>
      )}
      <div className="form-list-add">
        {kinds.length ? (
          <div className="form-field">
            <label htmlFor={`${listId}-kind`}>{`Kind of new ${noun.toLowerCase()}`}</label>
            <select id={`${listId}-kind`} value={newKind} onChange={(event) => setNewKind(event.currentTarget.value)}>
              {kinds.map((kind) => (
                <option key={kind.kind} value={kind.kind}>
                  {kind.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button
          ref={addRef}
          type="button"
          className="button"
          aria-disabled={full || undefined}
          aria-describedby={full ? `${listId}-full` : undefined}
          onClick={add}
        >
          Add {noun.toLowerCase()}
        </button>
        {full ? (
          <p id={`${listId}-full`} className="form-help">
            {`The list is full: at most ${schema.maxItems}.`}
          </p>
        ) : null}
      </div>
    </GroupFrame>
  );
}

/** The fields of an opened item: an object's fields, or the one field of anything else. */
function ItemBody({
  located,
  item,
  path,
  index,
}: {
  located: Located;
  item: unknown;
  path: FieldProps['path'];
  index: number;
}) {
  const { files } = useForm();
  const kind = fieldKindOf(files, located);
  if (kind === 'group' || kind === 'picture') return <ObjectFields located={located} value={item} path={path} />;
  return <Field located={located} value={item} path={path} name={index} required />;
}

/**
 * Where a new item's photo goes, when the item is a picture (itself, []) or an object whose required fields include
 * one ([name]); undefined for any other item.
 */
function picturePlaceOf(files: SchemaFiles, item: Located): (string | number)[] | undefined {
  const kind = fieldKindOf(files, item);
  if (kind === 'picture') return [];
  if (kind !== 'group') return undefined;
  const name = (item.schema.required ?? []).find((required) => {
    const property = propertyOf(files, item, required);
    return property !== undefined && fieldKindOf(files, property) === 'picture';
  });
  return name === undefined ? undefined : [name];
}
