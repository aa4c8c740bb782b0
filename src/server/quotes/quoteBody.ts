/**
 * The body of a POST to /api/quote, read into the request's fields: JSON from the form's script, or the plain form
 * (`application/x-www-form-urlencoded`) of a browser without JavaScript. Besides the fields to check, it keeps the
 * submission as received (`raw`, compact JSON), which the office's inbox shows beside the request. Which form the
 * request names is read from the fields (`form`); the fields are then taken as that form declares them.
 */
import { maxFormPairs, parseFormFields } from '../http/requestBody.ts';
import { type FormDefinition, formIdField } from '../../quotes/formFields.ts';
import { requestMessages } from '../../quotes/quoteMessages.ts';
import { fieldRecord, knownFieldsOf, onlyKnownFields, type FieldErrors } from '../../quotes/validateQuoteRequest.ts';

export const jsonType = 'application/json';
export const formType = 'application/x-www-form-urlencoded';

/**
 * `plainForm`: sent by a browser without JavaScript (its unknown fields are ignored, not refused). `sentTwice`: the
 * names a plain form sent more than one value for.
 */
export type Parsed =
  | { ok: true; input: unknown; raw: string; plainForm: boolean; sentTwice: string[] }
  | { ok: false; errors: FieldErrors };

/** The body's fields, or the reason they could not be read. */
export function parseBody(mediaType: string, text: string): Parsed {
  if (mediaType === jsonType) {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return { ok: false, errors: { body: requestMessages.invalidJson } };
    }
    // Kept compact: the spacing a sender puts between the fields is not worth a byte of the day's storage.
    return { ok: true, input, raw: JSON.stringify(input), plainForm: false, sentTwice: [] };
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
  return parsedPlainForm(form.fields);
}

/**
 * A plain form's fields (as parseFormFields or a multipart body give them) as the request's fields; `photoNames`, the
 * file names of the photos it sent by field, are kept in the submission as received.
 */
export function parsedPlainForm(
  fields: Map<string, string[]>,
  photoNames: Map<string, string[]> = new Map(),
): Extract<Parsed, { ok: true }> {
  const form = { fields };
  const input: [string, string][] = [];
  const sentTwice: string[] = [];
  for (const [name, values] of form.fields) {
    // Two values for one field would leave us guessing which one the visitor meant.
    if (values.filter((value) => value.trim()).length > 1) sentTwice.push(name);
    input.push([name, values.find((value) => value.trim()) ?? '']);
  }
  // Every field as sent, the ones the form does not have included (a later version of the form may).
  const raw = JSON.stringify(
    Object.fromEntries(
      [...form.fields, ...photoNames].map(([name, sent]) => [name, sent.length === 1 ? sent[0] : sent]),
    ),
  );
  return { ok: true, input: fieldRecord(input), raw, plainForm: true, sentTwice };
}

/** The form a request names in its `form` field; undefined when it names none (or not as text). */
export function formNameOf(input: unknown): string | undefined {
  if (!input || typeof input !== 'object' || !Object.hasOwn(input, formIdField)) return undefined;
  const name = (input as Record<string, unknown>)[formIdField];
  return typeof name === 'string' ? name : undefined;
}

/**
 * The request's fields for its form: a plain form's fields beyond the form's are dropped, a field it sent twice is a
 * mistake; `values` are the declared fields as typed, to show the plain form again.
 */
export function fieldsForForm(
  form: Pick<FormDefinition, 'fields'>,
  parsed: Extract<Parsed, { ok: true }>,
): { input: unknown; values: Record<string, string>; errors: FieldErrors } {
  const values: Record<string, string> = fieldRecord([]);
  const sent = parsed.input && typeof parsed.input === 'object' ? (parsed.input as Record<string, unknown>) : {};
  for (const { name } of form.fields) {
    const value = sent[name];
    if (typeof value === 'string' && Object.hasOwn(sent, name)) values[name] = value;
  }
  if (!parsed.plainForm) return { input: parsed.input, values, errors: {} };
  const known = knownFieldsOf(form);
  const errors = fieldRecord(
    parsed.sentTwice
      .filter((name) => known.includes(name))
      .map((name) => [name, requestMessages.repeatedField(name)] as const),
  );
  return { input: onlyKnownFields(form, sent), values, errors };
}
