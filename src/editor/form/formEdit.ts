/**
 * What the block form says when a person changes something: one edit per change, addressed by the value's path in
 * the file (['blocks', 2, 'items', 0, 'quote']). The form never writes YAML itself: whoever holds the text turns each
 * edit into a change of the text, so comments and the rest of the file stay as they were. `applyFormEdit` does the
 * same to a plain value, for a form that is drawn before the text comes back (and for tests).
 */

/** Where a value is: keys of objects and indexes of lists, from the file's root. */
export type FormPath = (string | number)[];

export type FormEdit =
  /** The value at `path` becomes `value` (a field that was left out is added). */
  | { kind: 'set'; path: FormPath; value: unknown }
  /** `value` goes into the list at `listPath`, at `index` (the list's length appends it). */
  | { kind: 'insert'; listPath: FormPath; index: number; value: unknown }
  /** The field or list item at `path` goes. */
  | { kind: 'remove'; path: FormPath }
  /** The list item at `from` goes to `to` (its index once moved). */
  | { kind: 'move'; listPath: FormPath; from: number; to: number }
  /** A copy of the list item at `index` goes right after it. */
  | { kind: 'duplicate'; listPath: FormPath; index: number };

/** A mistake the checker found, in its own words, at the path of the value it concerns. */
export interface FormError {
  path: FormPath;
  message: string;
}

/** The path as one string, for lookups: numbers and their text stand for the same place. */
export const pathKey = (path: FormPath) => path.map(String).join('\u0000');

type Container = Record<string | number, unknown>;

/** A copy of `root` with `change` done to the value at `path` (containers on the way copied, never mutated). */
function updateAt(root: unknown, path: FormPath, change: (value: unknown) => unknown): unknown {
  if (path.length === 0) return change(root);
  const [head, ...rest] = path;
  const fresh = root === undefined || root === null;
  const copy = (
    Array.isArray(root) ? [...root] : fresh && typeof head === 'number' ? [] : { ...((root ?? {}) as Container) }
  ) as Container;
  copy[head] = updateAt(copy[head], rest, change);
  return copy;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? [...value] : []);

/** `value` with `edit` done: what the file's text says once the edit is written. */
export function applyFormEdit(value: unknown, edit: FormEdit): unknown {
  switch (edit.kind) {
    case 'set':
      return updateAt(value, edit.path, () => edit.value);
    case 'insert':
      return updateAt(value, edit.listPath, (list) => {
        const items = listOf(list);
        items.splice(edit.index, 0, edit.value);
        return items;
      });
    case 'remove': {
      const parent = edit.path.slice(0, -1);
      const last = edit.path[edit.path.length - 1];
      return updateAt(value, parent, (container) => {
        if (Array.isArray(container)) return container.filter((_, index) => index !== Number(last));
        const { [last]: _removed, ...rest } = (container ?? {}) as Container;
        return rest;
      });
    }
    case 'move':
      return updateAt(value, edit.listPath, (list) => {
        const items = listOf(list);
        const [moved] = items.splice(edit.from, 1);
        items.splice(edit.to, 0, moved);
        return items;
      });
    case 'duplicate':
      return updateAt(value, edit.listPath, (list) => {
        const items = listOf(list);
        items.splice(edit.index + 1, 0, structuredClone(items[edit.index]));
        return items;
      });
  }
}

/**
 * The path as the form writes it on each field's element (`data-form-path="blocks.2.heading"`), the way the preview
 * names places: a click on the page finds the field it shows, and a new photo the description to fill.
 */
export const pathAttribute = (path: FormPath) => path.join('.');
