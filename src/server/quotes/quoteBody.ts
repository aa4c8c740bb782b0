/**
 * The body of a POST to /api/quote, read into the request's fields: JSON from the form's script, or the plain form
 * (`application/x-www-form-urlencoded`) of a browser without JavaScript. Besides the fields to check, it keeps the
 * submission as received (`raw`, compact JSON), which the office's inbox shows beside the request.
 */
import { maxFormPairs, parseFormFields } from '../http/requestBody.ts';
import { requestMessages } from '../../quotes/quoteMessages.ts';
import { quoteFields } from '../../quotes/quoteRules.ts';
import { onlyKnownFields, type FieldErrors } from '../../quotes/validateQuoteRequest.ts';

export const jsonType = 'application/json';
export const formType = 'application/x-www-form-urlencoded';

/** `values` are what the visitor typed, to show again on the plain form's error page. */
export type Parsed =
  | { ok: true; input: unknown; values: Record<string, string>; raw: string }
  | { ok: false; errors: FieldErrors; values?: Record<string, string> };

/** The body's fields, or the reason they could not be read. Form posts keep only this form's fields. */
export function parseBody(mediaType: string, text: string): Parsed {
  if (mediaType === jsonType) {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return { ok: false, errors: { body: requestMessages.invalidJson } };
    }
    const values: Record<string, string> = {};
    if (input && typeof input === 'object' && !Array.isArray(input)) {
      for (const field of quoteFields) {
        const value = (input as Record<string, unknown>)[field];
        if (typeof value === 'string' && Object.hasOwn(input, field)) values[field] = value;
      }
    }
    // Kept compact: the spacing a sender puts between the fields is not worth a byte of the day's storage.
    return { ok: true, input, values, raw: JSON.stringify(input) };
  }
  const form = parseFormFields(text);
  if (!form.ok) {
    return {
      ok: false,
      errors: {
        body: form.reason === 'tooManyFields' ? requestMessages.tooManyFields(maxFormPairs) : requestMessages.notUtf8,
      },
    };
  }
  const known = onlyKnownFields(Object.fromEntries(form.fields));
  const input: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [name, values] of Object.entries(known) as [string, string[]][]) {
    // Two values for one field would leave us guessing which one the visitor meant.
    if (values.filter((value) => value.trim()).length > 1) errors[name] = requestMessages.repeatedField(name);
    input[name] = values.find((value) => value.trim()) ?? '';
  }
  const values = Object.fromEntries(
    quoteFields.filter((field) => field in input).map((field) => [field, input[field]]),
  );
  if (Object.keys(errors).length) return { ok: false, errors, values };
  // Every field as sent, the ones this form does not have included (a later version of the form may).
  const raw = JSON.stringify(
    Object.fromEntries([...form.fields].map(([name, sent]) => [name, sent.length === 1 ? sent[0] : sent])),
  );
  return { ok: true, input, values, raw };
}
