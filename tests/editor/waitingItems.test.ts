// @vitest-environment happy-dom
/**
 * A new list item is not judged while the person fills it in: the checker finds its empty fields at once, but nothing
 * is red until focus leaves the item. Leaving by a press on a button waits for the press to end, so the messages
 * that appear cannot move the button away from under the pointer; opening a dialog from the item is not leaving.
 * Nor does the top bar count the new item's messages as mistakes meanwhile.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFormEdit, type FormEdit, type FormError, SchemaForm } from '../../src/editor/form/SchemaForm';
import { notHeldBack, useHeldBack } from '../../src/editor/form/heldBackErrors';
import { statusLine } from '../../src/editor/statusLine';
import { Mistakes } from '../../src/editor/textView/Mistakes';
import type { ContentError } from '../../src/content/contentError';
import { type JsonSchema, resolve, type SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import type { DataPath } from '../../src/places/places';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const listSchema = {
  title: 'Notice',
  type: 'object',
  required: ['heading', 'points'],
  properties: {
    heading: { type: 'string', minLength: 1, title: 'Heading' },
    points: {
      type: 'array',
      title: 'Points',
      items: {
        type: 'object',
        title: 'Point',
        required: ['title'],
        properties: {
          title: { type: 'string', minLength: 1, title: 'Title' },
          text: { type: 'string', title: 'Text' },
        },
      },
    },
  },
} as JsonSchema;

const files: SchemaFiles = { 'blocks/notice.schema.json': listSchema };
const schema = resolve(files, { schema: listSchema, file: 'blocks/notice.schema.json' });
/** The check's message, and the form's, placed from it. */
const checked: ContentError = { file: 'pages/home.yaml', line: 9, col: 16, where: '', message: 'The title is empty.' };
const emptyTitle: FormError = { path: ['blocks', 0, 'points', 2, 'title'], message: checked.message, origin: checked };

/** The form as the editor holds it: each edit applied to the value, which comes back to the form. */
function Holder({ errors }: { errors: FormError[] }) {
  const [value, setValue] = useState<unknown>({ heading: 'Closed', points: [{ title: 'First' }, { title: 'Second' }] });
  return createElement(SchemaForm, {
    files,
    schema,
    value,
    path: ['blocks', 0],
    errors,
    site: { routes: ['/'], facts: [] },
    onChange: (edit: FormEdit) =>
      setValue((now: unknown) => (applyFormEdit({ blocks: [now] }, edit) as { blocks: unknown[] }).blocks[0]),
    onPickPhoto: (_at: DataPath) => undefined,
  });
}

/**
 * What the top bar says of the file while the form holds `errors` (unsaved: a point was just added), and with
 * `mistakes` the text view's list of mistakes, both from the check's messages the form's were placed from.
 */
function Around({ errors, mistakes }: { errors: FormError[]; mistakes: boolean }) {
  const heldBack = useHeldBack();
  const shown = notHeldBack(
    errors.map((error) => error.origin as ContentError),
    heldBack,
  );
  const status = statusLine({ kind: 'idle' }, true, shown.length, true, heldBack.items);
  return createElement(
    'div',
    null,
    createElement('p', { role: 'status' }, status),
    mistakes
      ? createElement(Mistakes, { errors: shown, newItems: heldBack.items, openFile: checked.file, onJump: () => {} })
      : null,
  );
}

const FormAndTopBar = ({ errors, mistakes = false }: { errors: FormError[]; mistakes?: boolean }) =>
  createElement('div', null, createElement(Around, { errors, mistakes }), createElement(Holder, { errors }));

/** The form with a new third point, focused on its title, and the checker's answer about it already in. */
function addPoint({ mistakes = false } = {}) {
  const view = render(createElement(FormAndTopBar, { errors: [], mistakes }));
  fireEvent.click(screen.getByRole('button', { name: 'Add point' }));
  view.rerender(createElement(FormAndTopBar, { errors: [emptyTitle], mistakes }));
  const title = document.activeElement as HTMLInputElement;
  expect(title.labels?.[0].textContent).toBe('Title (required)');
  return title;
}

const pointButton = (name: string) => within(screen.getByRole('list')).queryByRole('button', { name });

describe('a new list item', () => {
  it('shows no mistake before anyone typed, nor while focus moves inside it', () => {
    const title = addPoint();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(document.body.textContent).not.toContain('The title is empty.');
    expect(pointButton('Point 3')).toBeTruthy();
    fireEvent.focusOut(title, { relatedTarget: screen.getByLabelText('Text') });
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows its mistakes where they are once focus leaves it by keyboard', () => {
    const title = addPoint();
    fireEvent.focusOut(title, { relatedTarget: screen.getByLabelText('Heading (required)') });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Mistake: The title is empty.',
    );
    expect(pointButton('Point 3 (1 mistake)')).toBeTruthy();
  });

  it('is not counted as a mistake in the top bar nor listed in the text view until it is left', () => {
    const title = addPoint({ mistakes: true });
    const mistakes = screen.getByRole('region', { name: 'Mistakes' });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes: fill in the new item');
    expect(mistakes.textContent).toBe('No mistakes so far: fill in the new item, then save.');
    fireEvent.focusOut(title, { relatedTarget: screen.getByLabelText('Heading (required)') });
    expect(screen.getByRole('status').textContent).toBe('1 mistake');
    expect(mistakes.textContent).toBe('1 mistake to fix before savingLine 9, column 16The title is empty.');
  });

  it('waits for a press on another button to end before it shows them', () => {
    vi.useFakeTimers();
    const title = addPoint();
    const add = screen.getByRole('button', { name: 'Add point' });
    fireEvent.pointerDown(add);
    fireEvent.focusOut(title, { relatedTarget: add });
    expect(title.getAttribute('aria-invalid')).toBeNull();
    fireEvent.pointerUp(add);
    // The click that follows the press is handled in the same task: the messages come a task later.
    expect(title.getAttribute('aria-invalid')).toBeNull();
    act(() => vi.runAllTimers());
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps waiting while a dialog it opened has the focus, and while the window is in the background', () => {
    const title = addPoint();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.body.appendChild(dialog).appendChild(document.createElement('button'));
    fireEvent.focusOut(title, { relatedTarget: inDialog });
    expect(title.getAttribute('aria-invalid')).toBeNull();
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    fireEvent.focusOut(title, { relatedTarget: null });
    expect(title.getAttribute('aria-invalid')).toBeNull();
    hasFocus.mockReturnValue(true);
    fireEvent.focusOut(title, { relatedTarget: null });
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves the items that were there all along judged at once', () => {
    render(createElement(Holder, { errors: [{ path: ['blocks', 0, 'points', 0, 'title'], message: 'Too long.' }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add point' }));
    expect(pointButton('Point 1 First (1 mistake)')).toBeTruthy();
  });
});
