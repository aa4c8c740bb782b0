/**
 * The rules of a form's reply to the visitor (its `acknowledgement`) that a schema cannot express: the form asks
 * for an e-mail address to send it to, and each {name} in single braces is a field of the form, filled in with the
 * visitor's answer when it is sent. Facts in double braces ({{replyTime}}) are the pages' own, checked with theirs.
 */
import type { DataPath } from '../places/places.ts';
import type { FormField } from '../quotes/formFields.ts';
import { answerPlaceholders } from '../quotes/acknowledgementWords.ts';

/** The mistakes of a form's acknowledgement, each at its place under the block (…, 'acknowledgement', …). */
export function acknowledgementMistakes(
  acknowledgement: { subject?: unknown; body?: unknown },
  fields: readonly FormField[],
): [DataPath, string][] {
  const mistakes: [DataPath, string][] = [];
  if (!fields.some((field) => field.kind === 'email'))
    mistakes.push([
      ['acknowledgement'],
      'a reply to the visitor needs their e-mail address, and this form has no field of kind email: add one, or remove the acknowledgement',
    ]);
  const names = fields.map((field) => field.name);
  for (const part of ['subject', 'body'] as const) {
    const text = acknowledgement[part];
    if (typeof text !== 'string') continue;
    for (const name of answerPlaceholders(text)) {
      if (names.includes(name)) continue;
      mistakes.push([
        ['acknowledgement', part],
        `{${name}} is not a field of this form, so it could not be filled in: use one of ${names.map((known) => `{${known}}`).join(', ')}, or double braces for a fact of site.yaml ({{phone}})`,
      ]);
    }
  }
  return mistakes;
}
