/**
 * The company details (site.yaml's `company`: the name, phone, address, licences, hours) are the owner's: a save of
 * site.yaml by anyone else that changes them is refused, while the rest of the file (the menus, the footer, the
 * colours) stays theirs to edit. The parts are compared as data, so a change of spacing or comments is not a change.
 */
import { isDeepStrictEqual } from 'node:util';
import { parseDocument } from 'yaml';
import { mayAct, type Role } from '../../editorApi/roles.ts';
import { HttpError } from '../http/httpError.ts';

export const siteFilePath = 'site.yaml';

/** The `company` part of a text of site.yaml; undefined when the text does not parse (the check refuses it). */
function companyPart(text: string): { value: unknown } | undefined {
  const document = parseDocument(text);
  if (document.errors.length) return undefined;
  const data = document.toJS() as Record<string, unknown> | null;
  return { value: data?.company };
}

/** 403 in words when `role` may not change the company details and `after` changes them. */
export function refuseCompanyChange(path: string, before: string | undefined, after: string, role: Role): void {
  if (path !== siteFilePath || mayAct(role, 'owner')) return;
  const old = companyPart(before ?? '');
  const changed = companyPart(after);
  if (!changed || !old) return;
  if (!isDeepStrictEqual(old.value, changed.value))
    throw new HttpError(
      403,
      'Only an owner of the site may change the company details (name, phone, address, licences, hours). The menus, the footer and the rest of site.yaml are yours to change.',
    );
}
