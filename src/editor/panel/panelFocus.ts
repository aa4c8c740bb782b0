/**
 * Where the focus goes in the panel when a click on the page or a new photo asks for a field: the field's first
 * control once the form draws it, opening the closed list items on the way down to it.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { pathAttribute } from '../form/formEdit';
import type { FocusRequest } from '../state/editorState';
import type { DataPath } from '../../places/places';

/** How many closed list items a focus request opens on its way down to its field (a list in an item in a list). */
const MAX_ITEMS_OPENED = 4;

/** The first control of the field drawn for `path`, or of the nearest group above it that is drawn. */
function controlFor(panel: HTMLElement, path: DataPath): HTMLElement | null {
  for (let depth = path.length; depth > 0; depth--) {
    const field = panel.querySelector<HTMLElement>(
      `[data-form-path="${CSS.escape(pathAttribute(path.slice(0, depth)))}"]`,
    );
    if (!field) continue;
    return field.querySelector<HTMLElement>(
      'input:not([type=hidden]), textarea, select, [data-control="toggle"], button',
    );
  }
  return null;
}

/**
 * The control a focus request lands on: its field's, else the nearest group's drawn above it; for a click beside the
 * fields (the block itself) or a sheet just opened, the block's name, else the panel's.
 */
function requestedControl(panel: HTMLElement, path: DataPath): HTMLElement | null {
  return (
    controlFor(panel, path) ??
    panel.querySelector<HTMLElement>('.block-form h3') ??
    panel.closest('.edit-panel')?.querySelector<HTMLElement>('h2') ??
    null
  );
}

/** Whether `control` is the name of a closed list item that holds the field at `path` (not the item itself). */
const opensTowards = (control: HTMLElement, path: DataPath) =>
  control.dataset.control === 'toggle' &&
  control.getAttribute('aria-expanded') === 'false' &&
  control.closest<HTMLElement>('[data-form-path]')?.dataset.formPath !== pathAttribute(path);

/** Focuses the field a click on the page or a new photo asked for, once the form shows it. */
export function useFocusRequest(panel: RefObject<HTMLElement | null>, request: FocusRequest | undefined) {
  const done = useRef<number>(undefined);
  useEffect(() => {
    if (!request || done.current === request.serial || !panel.current) return;
    const root = panel.current;
    const { path } = request;
    // A field in a closed item of a list (a review, a question): the item opens, and the field is focused once
    // drawn rather than the item's name.
    const focus = (control: HTMLElement, opened: number) => {
      if (!opensTowards(control, path) || opened >= MAX_ITEMS_OPENED) {
        control.focus();
        return;
      }
      control.click();
      requestAnimationFrame(() => {
        const next = requestedControl(root, path);
        if (next) focus(next, opened + 1);
      });
    };
    const control = requestedControl(root, path);
    if (!control) return;
    done.current = request.serial;
    focus(control, 0);
  });
}
