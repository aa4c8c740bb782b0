/**
 * What every field of a block form shares: the schemas, the site (its pages, facts and pictures), where an edit goes,
 * the checker's messages by the field they belong to, and the form's one live region. Handed down through context
 * so a field deep in a list of lists needs no more props than a field at the top.
 */
import { createContext, useContext } from 'react';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import type { FormEdit, FormError } from './formEdit';
import type { DataPath } from '../../places/places';

/** A company fact page text can name in double braces: {{phone}}. */
export interface FormFact {
  name: string;
  /** What it shows, to tell facts apart. */
  value: string;
}

/** What the form knows of the site, for links, facts and pictures. */
export interface FormSite {
  /** The addresses of the site's pages (/, /contact…), offered in every link field. */
  routes: string[];
  /** The company facts, offered in every field of free text. */
  facts: FormFact[];
  /** Where the editor shows a picture of public/images (src is /images/…); without it no thumbnail is drawn. */
  pictureUrl?(src: string): string;
}

export interface FormContextValue {
  files: SchemaFiles;
  site: FormSite;
  edit(edit: FormEdit): void;
  pickPhoto(path: DataPath): void;
  /** The checker's messages shown at `path`: those about it, and those about a value under it with no field. */
  errorsAt(path: DataPath): FormError[];
  /** The messages shown at `path` or under it: a closed list item says how many it has. */
  errorsUnder(path: DataPath): FormError[];
  /** How wide the place of the picture at `path` shows it, in px, when the schema says (pictureWidth.ts). */
  widthShownAt(path: DataPath): number | undefined;
  /** Says `message` through the form's polite live region. */
  announce(message: string): void;
  /** The id of the form's list of page addresses, for link fields. */
  routeListId: string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form field is drawn outside SchemaForm.');
  return context;
}
