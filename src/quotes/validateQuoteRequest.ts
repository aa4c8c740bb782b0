/**
 * Checks a quote request against schema/quoteRequest.schema.json (ajv, compiled once) and says what is wrong,
 * per field, in the words of quoteMessages.ts.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { fieldMessage, fieldMessages, requestMessages } from './quoteMessages.ts';
import {
  controlCharacters,
  controlCharactersInOneLine,
  emailFormat,
  multilineFields,
  quoteFields,
  readQuoteSchema,
  spamCheckFields,
  type QuoteField,
  type SpamCheckField,
} from './quoteRules.ts';

export type QuoteRequest = Partial<Record<QuoteField | SpamCheckField, string>>;

/** Field name (or "body" for the request as a whole) → what to tell the person. */
export type FieldErrors = Record<string, string>;

export type QuoteCheck = { ok: true; request: QuoteRequest } | { ok: false; errors: FieldErrors };

const knownFields: readonly string[] = [...quoteFields, ...spamCheckFields];

/** An answer names at most this many problems: a request with thousands of unknown keys gets a short answer. */
export const maxReportedProblems = 8;

let compiled: ReturnType<Ajv2020['compile']> | undefined;

/** Compiles the schema (once); the server calls it at start, so a broken schema stops it there. */
export function quoteValidator() {
  if (!compiled) {
    const ajv = new Ajv2020({
      allErrors: true,
      // Stryker disable next-line BooleanLiteral: equivalent, strict only refuses a schema with unknown keywords.
      strict: true,
      // strictRequired would refuse the root anyOf's `required`, which names properties declared beside it.
      strictRequired: false,
    });
    ajv.addFormat('email', emailFormat);
    compiled = ajv.compile(readQuoteSchema());
  }
  return compiled;
}

/**
 * An empty field is a missing field: the plain form always sends every input, filled in or not. Text is trimmed;
 * other values are kept as they are, for the schema to refuse with a message.
 */
function withoutEmptyFields(input: object): Record<string, unknown> {
  const kept: [string, unknown][] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    // A textarea sends its line breaks as CRLF; they are kept as plain LF.
    const trimmed = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;
    if (trimmed !== '') kept.push([name, trimmed]);
  }
  // fromEntries defines own properties, so a field named "__proto__" stays a plain (refused) field.
  return Object.fromEntries(kept);
}

/** The fields this form has, for form posts: anything else a browser or an extension adds is ignored. */
export function onlyKnownFields(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([name]) => knownFields.includes(name)));
}

/** The schema's title of a field, for messages ("First name"); every field has one (tests/server/quoteRules.test.ts). */
function labelOf(field: QuoteField | SpamCheckField): string {
  return readQuoteSchema().properties[field].title;
}

/** Fields holding characters no one types (control characters, bidirectional overrides). */
function controlCharacterErrors(data: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of knownFields) {
    const value = data[field];
    if (typeof value !== 'string') continue;
    const forbidden = multilineFields.includes(field as QuoteField) ? controlCharacters : controlCharactersInOneLine;
    if (forbidden.test(value)) errors[field] = requestMessages.controlCharacter(labelOf(field as QuoteField));
  }
  return errors;
}

/** The first `maxReportedProblems` problems, and a note saying how many more there are. */
function capped(errors: FieldErrors): FieldErrors {
  const entries = Object.entries(errors);
  if (entries.length <= maxReportedProblems) return errors;
  const shown = Object.fromEntries(entries.slice(0, maxReportedProblems));
  shown.body = requestMessages.moreProblems(entries.length - maxReportedProblems);
  return shown;
}

/**
 * The validator's findings → one message per field: the most important rule a field breaks, whatever order they were
 * found in.
 */
export function explainQuoteErrors(errors: ErrorObject[]): FieldErrors {
  const found = new Map<string, { message: string; rank: number }>();
  const put = (field: string, message: string, rank: number) => {
    const old = found.get(field);
    // Stryker disable next-line EqualityOperator: equivalent, the validator reports a keyword at most once per field.
    if (!old || rank < old.rank) found.set(field, { message, rank });
  };
  for (const error of errors) {
    if (error.instancePath === '') {
      if (error.keyword === 'anyOf') {
        put('email', requestMessages.needContact, 0);
        put('phone', requestMessages.needContact, 0);
      } else if (error.keyword === 'additionalProperties') {
        const name = String((error.params as { additionalProperty: string }).additionalProperty);
        put(name, requestMessages.unknownField(name, quoteFields), 0);
      } else if (error.keyword === 'type') {
        put('body', requestMessages.notAnObject, 0);
      }
      // "required" errors are the branches of the anyOf above; its one message says it all.
      continue;
    }
    // Any other finding is about one of the schema's own fields (an unknown one is the root's additionalProperties),
    // and every rule of a field has its message in the table (tests/content/quoteFormMessages.test.ts checks).
    const field = error.instancePath.slice(1) as QuoteField | SpamCheckField;
    const message = fieldMessage(field, error.keyword, error.params as { limit?: number })!;
    // The message table's order is the order of importance: "type" first, then the field's own rules.
    put(field, message, Object.keys(fieldMessages[field]).indexOf(error.keyword));
  }
  return Object.fromEntries([...found].map(([field, { message }]) => [field, message]));
}

/** A quote request as sent (JSON object or form fields) → the trimmed request, or the messages for each field. */
export function checkQuoteRequest(input: unknown): QuoteCheck {
  // Anything else (a list, a string, null) is refused by the schema's `type: object`, as it is.
  const fields = input && typeof input === 'object' && !Array.isArray(input) ? withoutEmptyFields(input) : undefined;
  const data = fields ?? input;
  const validate = quoteValidator();
  const valid = validate(data);
  const errors = {
    ...(valid ? {} : explainQuoteErrors(validate.errors!)),
    ...(fields ? controlCharacterErrors(fields) : {}),
  };
  if (Object.keys(errors).length === 0) return { ok: true, request: data as QuoteRequest };
  return { ok: false, errors: capped(errors) };
}
