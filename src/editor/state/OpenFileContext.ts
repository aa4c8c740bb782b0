/**
 * The open file for the parts of the editor that change it outside the text view (a form of its fields, the page
 * itself): its state, and the one way to change it from there. A change goes through `applyEdit` whole, as the new
 * text, so it is one step of undo and Ctrl+Z takes it back like typing.
 */
import { createContext, useContext } from 'react';
import type { FileSelection, OpenFileState } from './openFileState';

export interface OpenFileEditing {
  state: OpenFileState;
  /**
   * Makes `newText` the open file's text, one step of undo named by `label` ("Heading changed"). Changes with the same
   * `joinKey` one after another without a pause (the keys typed in one field) are one step.
   */
  applyEdit(newText: string, label: string, joinKey?: string): void;
  /** Selects a block or a field of the open file, or nothing. */
  select(selection: FileSelection | undefined): void;
}

export const OpenFileContext = createContext<OpenFileEditing | undefined>(undefined);

/** The open file, in a part of the editor (EditorApp.tsx provides it). */
export function useOpenFile(): OpenFileEditing {
  const editing = useContext(OpenFileContext);
  if (!editing) throw new Error('useOpenFile is for the parts of the editor, inside EditorApp.');
  return editing;
}
