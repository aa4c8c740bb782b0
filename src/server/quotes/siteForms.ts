/**
 * The forms of the site being served, read from its build (dist/.forms.json, written by the prerenderer): which
 * fields each form declared. A request is checked against the form it names, found here; never against anything
 * the request says of its fields. Reading them compiles nothing: a form's validator is compiled when its first
 * request comes (validateQuoteRequest.ts), so neither the start nor a publish's switch makes visitors wait for the
 * forms of the whole site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formsFileName, type FormCatalogueFile } from '../../quotes/formCatalogue.ts';
import type { FormDefinition } from '../../quotes/formFields.ts';

export interface SiteForms {
  /**
   * The form a request names. A request that names none is taken for the site's only form when it has just one:
   * a page opened before its form sent its name still reaches the office.
   */
  find(name: string | undefined): FormDefinition | undefined;
  /** How many forms the build declares. */
  count: number;
}

export function siteFormsOf(forms: readonly FormDefinition[]): SiteForms {
  const byId = new Map(forms.map((form) => [form.id, form]));
  return {
    find: (name) => (name === undefined ? (forms.length === 1 ? forms[0] : undefined) : byId.get(name)),
    count: forms.length,
  };
}

/** The forms of the build in `distDir`; none when it has no forms file (a build made before forms declared fields). */
export function readSiteForms(distDir: string): SiteForms {
  let text: string;
  try {
    text = readFileSync(path.join(distDir, formsFileName), 'utf8');
  } catch {
    return siteFormsOf([]);
  }
  const file = JSON.parse(text) as FormCatalogueFile;
  return siteFormsOf(file.forms);
}
