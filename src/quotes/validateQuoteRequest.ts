/**
 * Checks a request against the form it names (its declared fields, by the rules of schema/quoteRequest.schema.json,
 * compiled with ajv when the form is first checked, then kept) and says what is wrong, per field, in the words of
 * quoteMessages.ts. A request's fields are held in objects without a prototype (fieldRecord), so a field named like
 * a member every object has (constructor, toString) is there only when it was sent.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import {
  type FormDefinition,
  type FormField,
  formIdField,
  hasAlternative,
  isCalendarDate,
  isMultiline,
  replyFields,
  replyKinds,
} from './formFields.ts';
import { fieldMessage, fieldMessages, requestMessages } from './quoteMessages.ts';
import {
  controlCharacters,
  controlCharactersInOneLine,
  emailFormat,
  formSchema,
  readQuoteSchema,
  spamCheckFields,
  type SpamCheckField,
} from './quoteRules.ts';

/** The request's fields, trimmed: the form's own and the spam checks', by name (a fieldRecord). */
export type QuoteRequest = Record<string, string>;

/** Field name (or "body" for the request as a whole) → what to tell the person. */
export type FieldErrors = Record<string, string>;

export type QuoteCheck = { ok: true; request: QuoteRequest } | { ok: false; errors: FieldErrors };

/** An answer names at most this many problems: a request with thousands of unknown keys gets a short answer. */
export const maxReportedProblems = 8;

/**
 * Fields by name in an object with no prototype: reading a name that was not sent gives undefined, even "constructor"
 * or "toString", and a name "__proto__" is a field like any other.
 */
export function fieldRecord<Value>(entries: Iterable<readonly [string, Value]>): Record<string, Value> {
  const record: Record<string, Value> = Object.create(null);
  for (const [name, value] of entries) record[name] = value;
  return record;
}

/** The names a request of this form may carry: its fields, which form it is, and the spam checks. */
export function knownFieldsOf(form: Pick<FormDefinition, 'fields'>): string[] {
  return [...form.fields.map((field) => field.name), formIdField, ...spamCheckFields];
}

let ajv: Ajv2020 | undefined;
const compiled = new WeakMap<Pick<FormDefinition, 'fields'>, ValidateFunction>();

function validatorCompiler(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({
      allErrors: true,
      // Stryker disable next-line BooleanLiteral: equivalent, strict only refuses a schema with unknown keywords.
      strict: true,
      // strictRequired would refuse the root anyOf's `required`, which names properties declared beside it.
      strictRequired: false,
    });
    ajv.addFormat('email', emailFormat);
    ajv.addFormat('date', isCalendarDate);
  }
  return ajv;
}

/**
 * The form's validator, compiled when the form is first checked and kept as long as the form is: the server starts
 * and switches to a new build without compiling a form nobody has sent yet.
 */
export function formValidator(form: Pick<FormDefinition, 'fields'>): ValidateFunction {
  let validate = compiled.get(form);
  if (!validate) {
    validate = validatorCompiler().compile(formSchema(form, readQuoteSchema()));
    compiled.set(form, validate);
  }
  return validate;
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
  return fieldRecord(kept);
}

/** The fields this form has, for form posts: anything else a browser or an extension adds is ignored. */
export function onlyKnownFields(
  form: Pick<FormDefinition, 'fields'>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const known = knownFieldsOf(form);
  return fieldRecord(Object.entries(input).filter(([name]) => known.includes(name)));
}

/** Fields holding characters no one types (control characters, bidirectional overrides). */
function controlCharacterErrors(fields: readonly FormField[], data: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = fieldRecord([]);
  for (const field of fields) {
    const value = data[field.name];
    if (typeof value !== 'string') continue;
    const forbidden = isMultiline(field) ? controlCharacters : controlCharactersInOneLine;
    if (forbidden.test(value)) errors[field.name] = requestMessages.controlCharacter(field.label);
  }
  return errors;
}

/** The first `maxReportedProblems` problems, and a note saying how many more there are. */
function capped(errors: FieldErrors): FieldErrors {
  const entries = Object.entries(errors);
  if (entries.length <= maxReportedProblems) return errors;
  const shown = fieldRecord(entries.slice(0, maxReportedProblems));
  shown.body = requestMessages.moreProblems(entries.length - maxReportedProblems);
  return shown;
}

/**
 * The validator's findings → one message per field: the most important rule a field breaks, whatever order they were
 * found in.
 */
export function explainQuoteErrors(form: Pick<FormDefinition, 'fields'>, errors: ErrorObject[]): FieldErrors {
  const found = new Map<string, { message: string; rank: number }>();
  const put = (field: string, message: string, rank: number) => {
    const old = found.get(field);
    // Stryker disable next-line EqualityOperator: equivalent, the validator reports a keyword at most once per field.
    if (!old || rank < old.rank) found.set(field, { message, rank });
  };
  const declared = new Map(form.fields.map((field) => [field.name, field]));
  /** A rule of a field, in its kind's words, ranked by the order of its kind's messages. */
  const putRule = (name: string, keyword: string, limit?: number) => {
    const field = declared.get(name);
    const kind = field?.kind ?? (name as SpamCheckField);
    const params = { label: field?.label ?? name, limit, orOtherContact: field && hasAlternative(field, form.fields) };
    put(name, fieldMessage(kind, keyword, params)!, Object.keys(fieldMessages[kind]).indexOf(keyword));
  };
  for (const error of errors) {
    if (error.instancePath === '') {
      if (error.keyword === 'anyOf') {
        const message = requestMessages.needContact(replyKinds(form.fields));
        for (const field of replyFields(form.fields)) put(field.name, message, 0);
      } else if (error.keyword === 'required' && error.schemaPath === '#/required') {
        putRule(String((error.params as { missingProperty: string }).missingProperty), 'required');
      } else if (error.keyword === 'additionalProperties') {
        const name = String((error.params as { additionalProperty: string }).additionalProperty);
        put(
          name,
          requestMessages.unknownField(
            name,
            form.fields.map((field) => field.name),
          ),
          0,
        );
      } else if (error.keyword === 'type') {
        put('body', requestMessages.notAnObject, 0);
      }
      // The anyOf's own "required" errors are its branches; its one message says it all.
      continue;
    }
    // Any other finding is about one of the form's own fields (an unknown one is the root's additionalProperties),
    // and every rule of a kind has its message in the table (tests/content/quoteSchemaRules.test.ts checks).
    putRule(error.instancePath.slice(1), error.keyword, (error.params as { limit?: number }).limit);
  }
  return fieldRecord([...found].map(([field, { message }]) => [field, message] as const));
}

/**
 * A request as sent (JSON object or form fields) → the trimmed request, or the messages for each field. Which form
 * it names is the caller's to read first: the name is not checked here.
 */
export function checkQuoteRequest(form: Pick<FormDefinition, 'fields'>, input: unknown): QuoteCheck {
  // Anything else (a list, a string, null) is refused by the schema's `type: object`, as it is.
  const fields = input && typeof input === 'object' && !Array.isArray(input) ? withoutEmptyFields(input) : undefined;
  if (fields) delete fields[formIdField];
  const data = fields ?? input;
  const validate = formValidator(form);
  const valid = validate(data);
  const errors = fieldRecord([
    ...Object.entries(valid ? {} : explainQuoteErrors(form, validate.errors!)),
    ...Object.entries(fields ? controlCharacterErrors(form.fields, fields) : {}),
  ]);
  if (Object.keys(errors).length === 0) return { ok: true, request: data as QuoteRequest };
  return { ok: false, errors: capped(errors) };
}
