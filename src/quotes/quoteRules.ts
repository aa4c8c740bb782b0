/**
 * The rules of a form's requests, read from schema/quoteRequest.schema.json (Node only): the limit and rule of each
 * kind of field, and the JSON Schema of one form made from its declared fields (formSchema).
 *
 * The browser form gets numbers made from these at build time (browserQuoteRules.ts), never this module, the schema
 * or ajv. The server itself validates with the form's whole schema (validateQuoteRequest.ts); both read the same
 * file, so they cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FieldKind,
  type FormDefinition,
  type formIdField,
  maxLengthOf,
  replyFields,
  typedKinds,
  type TypedKind,
} from './formFields.ts';

// Resolved from the file's own path rather than `new URL(…, import.meta.url)`: under happy-dom (the blocks' tests)
// the global URL is the DOM's, which node:url does not take for a file address.
export const quoteSchemaFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schema/quoteRequest.schema.json',
);

/**
 * The hidden spam-trap field: people leave it empty, robots fill it in. Not "website", "url" or "company":
 * password managers and browsers fill those in by themselves, and a real customer would be taken for a robot.
 */
export const honeypotField = 'subject';

/** Milliseconds between the form appearing and Send being pressed, sent by the form's script (the time trap). */
export const fillTimeField = 'fillTimeMs';

/** The fields that are not the visitor's words: the spam trap and the time trap. */
export const spamCheckFields = [honeypotField, fillTimeField] as const;
export type SpamCheckField = (typeof spamCheckFields)[number];

/** A request body larger than this is refused (413) before it is read to the end. */
export const maxBodyBytes = 32 * 1024;

/**
 * Characters no one types into a form: C0 and C1 control characters (they can rewrite a terminal that shows the
 * request, or split an e-mail header) and the bidirectional overrides (they make text read differently from
 * what it is: "Invoice", U+202E, "fdp.exe" shows as "Invoiceexe.pdf"). Line breaks and tabs are allowed only in
 * fields written over several lines (longText).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
export const controlCharactersInOneLine = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export interface QuoteSchemaProperty {
  type?: string;
  title: string;
  description: string;
  maxLength?: number;
  format?: string;
  pattern?: string;
  enum?: string[];
}

/** The schema: the rule of each kind of field ($defs) and the fields every request may carry besides. */
export interface QuoteSchema {
  $defs: Record<FieldKind, QuoteSchemaProperty>;
  properties: Record<typeof formIdField | SpamCheckField, QuoteSchemaProperty>;
  [keyword: string]: unknown;
}

/**
 * A word of the name before the @ (the name is words joined by dots): letters, digits and the signs an address may
 * hold (RFC 5322's atext), except four that mean something else in a link. In a `mailto:` `?` and `&` start headers
 * (a Bcc, a subject), `%` hides either of them, and `#` ends the address:
 * "ceo%40example.com?bcc=spy%40evil.example@evil.example" is a valid address for RFC 5322, and a message with a Bcc
 * for an e-mail program. No one's own address needs them.
 */
const nameWord = "[a-z0-9!$'*+/=^_`{|}~-]+";
/** One label of a domain name: letters, digits and inner hyphens. */
const domainLabel = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

/**
 * What `format: "email"` accepts: one plain mailbox, name@domain: dot-separated words before the one @, no spaces,
 * quotes, angle brackets, commas or semicolons (nothing that lists a second address), and a domain of two or more
 * labels. The server's validator is given this very pattern, and the browser form gets its source, so both accept
 * the same addresses.
 */
export const emailFormat = new RegExp(`^${nameWord}(?:\\.${nameWord})*@(?:${domainLabel}\\.)+${domainLabel}$`, 'i');

/** The schema as it is on disk now (the build reads it afresh, so an edit shows up in development at once). */
export function loadQuoteSchema(): QuoteSchema {
  return JSON.parse(readFileSync(quoteSchemaFile, 'utf8')) as QuoteSchema;
}

let cachedSchema: QuoteSchema | undefined;

/** The schema, read once: the server's view for as long as it runs. */
export function readQuoteSchema(): QuoteSchema {
  cachedSchema ??= loadQuoteSchema();
  return cachedSchema;
}

/**
 * The number of digits a phone number needs, read from the schema's phone pattern: "(?:[0-9][^0-9]*){10,}" is
 * "ten or more digits, anything between them". A test pins the pattern and this number together.
 */
function minPhoneDigitsOf(pattern: string | undefined): number {
  const match = pattern?.match(/\{(\d+),\}\$$/);
  if (!match) throw new Error(`${quoteSchemaFile}: the phone pattern must end with "{N,}$" (N = the fewest digits).`);
  return Number(match[1]);
}

export interface QuoteFieldLimits {
  /** The most characters a field of each kind typed freely may hold; a field may declare fewer. */
  maxLength: Record<TypedKind, number>;
  phone: { minDigits: number; pattern: string };
  maxBodyBytes: number;
}

/** The limits of each kind of field, as plain JSON the build can give the browser. */
export function quoteFieldLimits(schema: QuoteSchema = readQuoteSchema()): QuoteFieldLimits {
  const maxLength = Object.fromEntries(
    typedKinds.map((kind) => {
      const limit = schema.$defs[kind].maxLength;
      if (limit === undefined) throw new Error(`${quoteSchemaFile}: the kind ${kind} has no maxLength.`);
      return [kind, limit];
    }),
  ) as Record<TypedKind, number>;
  const pattern = schema.$defs.phone.pattern!;
  return { maxLength, phone: { minDigits: minPhoneDigitsOf(pattern), pattern }, maxBodyBytes };
}

/**
 * The JSON Schema of one form's requests: each declared field by the rule of its kind (a copy, with the field's
 * lower maxLength and a choice's options), the fields every request carries, the required fields, and one of the
 * reply fields when they are all optional. Nothing else is accepted.
 */
export function formSchema(form: Pick<FormDefinition, 'fields'>, schema: QuoteSchema = readQuoteSchema()) {
  const limits = quoteFieldLimits(schema).maxLength;
  // The form's name is read before the fields are checked (it says which rules apply) and is not one of them.
  const { form: _form, ...properties }: Record<string, QuoteSchemaProperty> = schema.properties;
  for (const field of form.fields) {
    const rule: QuoteSchemaProperty = { ...schema.$defs[field.kind] };
    const limit = maxLengthOf(field, limits);
    if (limit !== undefined) rule.maxLength = limit;
    if (field.kind === 'choice') rule.enum = [...(field.options ?? [])];
    properties[field.name] = rule;
  }
  const required = form.fields.filter((field) => field.required).map((field) => field.name);
  const reply = replyFields(form.fields);
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    ...(required.length ? { required } : {}),
    ...(reply.length ? { anyOf: reply.map((field) => ({ required: [field.name] })) } : {}),
  };
}
