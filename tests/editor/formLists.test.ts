// @vitest-environment happy-dom
/**
 * A list in the block form: each item shown under its first text and opened to show its fields, added, removed,
 * duplicated and moved by its buttons or by dragging, each change one edit, with focus where the person's next step
 * is and a word said of what happened; a list of texts gets the same buttons. And the form's edits applied to a value
 * do what the file will.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFormEdit } from '../../src/editor/form/SchemaForm';
import { drawForm, live } from './formFixtures';

afterEach(() => cleanup());

describe('a list in the form', () => {
  const items = () => screen.getByRole('group', { name: 'Points (required)' });

  it('shows each item under its first text, and opens it to show its fields', () => {
    drawForm();
    const toggle = within(items()).getByRole('button', { name: 'Point 2 Second' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(items()).queryByLabelText('Title (required)')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((within(items()).getByLabelText('Title (required)') as HTMLInputElement).value).toBe('Second');
  });

  it('adds an item with its required fields empty, focuses its first field and says so', () => {
    const { edits, value } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add point' }));
    expect(edits).toEqual([{ kind: 'insert', listPath: ['blocks', 0, 'points'], index: 3, value: { title: '' } }]);
    expect((value() as { points: unknown[] }).points).toHaveLength(4);
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.labels?.[0].textContent).toBe('Title (required)');
    expect(focused.closest('li')!.querySelector('.form-item-name')!.textContent).toBe('Point 4');
    expect(live()).toBe('Point 4 added');
  });

  it('removes an item and focuses the next one, or Add after the last', () => {
    const { edits } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Remove (Point 2)' }));
    expect(edits).toEqual([{ kind: 'remove', path: ['blocks', 0, 'points', 1] }]);
    expect(document.activeElement).toBe(within(items()).getByRole('button', { name: 'Point 2 Third' }));
    expect(live()).toBe('Point 2 removed');
    fireEvent.click(screen.getByRole('button', { name: 'Remove (Point 2)' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add point' }));
  });

  it('duplicates an item right after it and focuses the copy', () => {
    const { edits, value } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate (Point 1)' }));
    expect(edits).toEqual([{ kind: 'duplicate', listPath: ['blocks', 0, 'points'], index: 0 }]);
    expect((value() as { points: unknown[] }).points).toEqual([
      { title: 'First' },
      { title: 'First' },
      { title: 'Second' },
      { title: 'Third' },
    ]);
    expect((document.activeElement as HTMLInputElement).value).toBe('First');
    expect(document.activeElement!.closest('li')!.querySelector('.form-item-name')!.textContent).toBe('Point 2');
  });

  it('moves an item with its buttons, keeping focus on the button pressed, and says where it went', () => {
    const { edits } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Move up (Point 3)' }));
    expect(edits).toEqual([{ kind: 'move', listPath: ['blocks', 0, 'points'], from: 2, to: 1 }]);
    expect(live()).toBe('Point 3 moved to position 2');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up (Point 2)' }));
    expect(within(items()).getByRole('button', { name: 'Point 2 Third' })).toBeTruthy();
    fireEvent.click(document.activeElement!);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up (Point 1)' }));
    expect(document.activeElement!.getAttribute('aria-disabled')).toBe('true');
    // At the top, Move up does nothing.
    fireEvent.click(document.activeElement!);
    expect(edits).toEqual([
      { kind: 'move', listPath: ['blocks', 0, 'points'], from: 2, to: 1 },
      { kind: 'move', listPath: ['blocks', 0, 'points'], from: 1, to: 0 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move down (Point 2)' }));
    expect(edits.at(-1)).toEqual({ kind: 'move', listPath: ['blocks', 0, 'points'], from: 1, to: 2 });
  });

  it('focuses the new item once the value comes back from the file, and keeps what was typed meanwhile', () => {
    const { comeBack } = drawForm({ later: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add point' }));
    expect(document.activeElement).toBe(document.body);
    comeBack();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title (required)' }));
    fireEvent.change(screen.getByLabelText('Heading (required)'), { target: { value: 'Typed' } });
    expect((screen.getByLabelText('Heading (required)') as HTMLInputElement).value).toBe('Typed');
  });

  it('moves an item dragged onto another', () => {
    const { edits } = drawForm();
    const rows = within(items()).getAllByRole('listitem');
    const handle = rows[0].querySelector('[draggable="true"]')!;
    fireEvent.dragStart(handle, { dataTransfer: { setData: vi.fn(), setDragImage: vi.fn() } });
    fireEvent.dragOver(rows[2]);
    fireEvent.drop(rows[2]);
    expect(edits).toEqual([{ kind: 'move', listPath: ['blocks', 0, 'points'], from: 0, to: 2 }]);
    expect(live()).toBe('Point 1 moved to position 3');
  });

  it('draws a list of texts as a text field per item with the same buttons', () => {
    const { edits } = drawForm();
    expect((screen.getByLabelText('Tag 1 (required)') as HTMLInputElement).value).toBe('one');
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(edits).toEqual([{ kind: 'insert', listPath: ['blocks', 0, 'tags'], index: 1, value: '' }]);
    expect(document.activeElement).toBe(screen.getByLabelText('Tag 2 (required)'));
    fireEvent.change(screen.getByLabelText('Tag 2 (required)'), { target: { value: 'two' } });
    expect(edits.at(-1)).toEqual({ kind: 'set', path: ['blocks', 0, 'tags', 1], value: 'two' });
  });
});

describe('edits applied to a value', () => {
  it('set, insert, remove, move and duplicate do what the file will', () => {
    const start = { points: [{ title: 'a' }, { title: 'b' }] };
    let value: unknown = start;
    value = applyFormEdit(value, { kind: 'set', path: ['points', 0, 'title'], value: 'A' });
    value = applyFormEdit(value, { kind: 'insert', listPath: ['points'], index: 2, value: { title: 'c' } });
    value = applyFormEdit(value, { kind: 'move', listPath: ['points'], from: 2, to: 0 });
    value = applyFormEdit(value, { kind: 'duplicate', listPath: ['points'], index: 1 });
    value = applyFormEdit(value, { kind: 'remove', path: ['points', 3] });
    value = applyFormEdit(value, { kind: 'set', path: ['link', 'href'], value: '/contact' });
    expect(value).toEqual({
      points: [{ title: 'c' }, { title: 'A' }, { title: 'A' }],
      link: { href: '/contact' },
    });
    expect(start).toEqual({ points: [{ title: 'a' }, { title: 'b' }] });
  });
});
