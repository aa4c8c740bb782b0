/**
 * What the block form says when a person changes something: one edit per change, addressed by the value's path in
 * the file (['blocks', 2, 'items', 0, 'quote']). The form never writes YAML itself: whoever holds the text turns each
 * edit into a change of the text, so comments and the rest of the file stay as they were. `applyFormEdit` does the
 * same to a plain value, for a form that is drawn before the text comes back (and for tests).
 */
import { withItemDuplicated, withItemInserted, withItemMoved, withoutValue, withValue } from '../../yamlEdits/expected';
import { type DataPath, pathText } from '../../places/places';
import type { YamlValue } from '../../yamlEdits/source';

export type FormEdit =
  /** The value at `path` becomes `value` (a field that was left out is added). */
  | { kind: 'set'; path: DataPath; value: unknown }
  /** `value` goes into the list at `listPath`, at `index` (the list's length appends it). */
  | { kind: 'insert'; listPath: DataPath; index: number; value: unknown }
  /** The field or list item at `path` goes. */
  | { kind: 'remove'; path: DataPath }
  /** The list item at `from` goes to `to` (its index once moved). */
  | { kind: 'move'; listPath: DataPath; from: number; to: number }
  /** A copy of the list item at `index` goes right after it. */
  | { kind: 'duplicate'; listPath: DataPath; index: number };

/** A mistake the checker found, in its own words, at the path of the value it concerns. */
export interface FormError {
  path: DataPath;
  message: string;
  /**
   * The checker's message this one was placed from (the same object), so that one the form holds back for a new item
   * (waitingItems.tsx) is held back in the rest of the editor too.
   */
  origin?: object;
}

/** The path as one string, for lookups: numbers and their text stand for the same place. */
export const pathKey = (path: DataPath) => path.map(String).join('\u0000');

/**
 * `value` with `edit` done: what the file's text says once the edit is written. The changes are the ones every edit
 * of the text is read back against (../yamlEdits/expected.ts), so the form and the file cannot disagree.
 */
export function applyFormEdit(value: unknown, edit: FormEdit): unknown {
  switch (edit.kind) {
    case 'set':
      return withValue(value, edit.path, edit.value as YamlValue);
    case 'insert':
      return withItemInserted(value, edit.listPath, edit.index, edit.value as YamlValue);
    case 'remove':
      return withoutValue(value, edit.path);
    case 'move':
      return withItemMoved(value, edit.listPath, edit.from, edit.to);
    case 'duplicate':
      return withItemDuplicated(value, edit.listPath, edit.index);
  }
}

/**
 * The path as the form writes it on each field's element (`data-form-path="blocks.2.heading"`), the way the preview
 * names places: a click on the page finds the field it shows, and a new photo the description to fill.
 */
export const pathAttribute = (path: DataPath) => pathText(path);
