/** The server's list of the site's pages (after sign-in, a new page, a save) and its schemas (once, after sign-in). */
import type { Outline } from '../../api';
import type { SchemaFiles } from '../../../schemaPlaces/schemaAtPlace';
import type { EditorState } from '../editorState';

export interface OutlineLoaded {
  type: 'outlineLoaded';
  outline: Outline;
}
export interface SchemasLoaded {
  type: 'schemasLoaded';
  schemas: SchemaFiles;
}

export const outlineLoaded = (state: EditorState, action: OutlineLoaded): EditorState => ({
  ...state,
  outline: action.outline,
});

export const schemasLoaded = (state: EditorState, action: SchemasLoaded): EditorState => ({
  ...state,
  schemas: action.schemas,
});
