/**
 * The rules of a quote request as plain numbers, read from schema/quoteRequest.schema.json (Node only).
 *
 * The browser form gets numbers made from these at build time (browserQuoteRules.ts), never this module, the schema
 * or ajv. The server itself validates with the whole schema (validateQuoteRequest.ts); both read the same file, so
 * they cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const quoteSchemaFile = path.resolve(
  fileURLToPath(new URL('../../schema/quoteRequest.schema.json', import.meta.url)),
);

/** The fields a person fills in, in the order of the form. */
export const quoteFields = ['firstName', 'lastName', 'email', 'phone', 'address', 'description'] as const;
export type QuoteField = (typeof quoteFields)[number];

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

/** The fields where a line break or a tab belongs; everywhere else they are refused like other control characters. */
export const multilineFields: readonly QuoteField[] = ['address', 'description'];

/**
 * Characters no one types into a form: C0 and C1 control characters (they can rewrite a terminal that shows the
 * request, or split an e-mail header) and the bidirectional overrides (they make text read differently from
 * what it is: "Invoice", U+202E, "fdp.exe" shows as "Invoiceexe.pdf"). Line breaks and tabs are allowed only in
 * `multilineFields`.
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
}

export interface QuoteSchema {
  properties: Record<QuoteField | SpamCheckField, QuoteSchemaProperty>;
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
  maxLength: Record<QuoteField, number>;
  phone: { minDigits: number; pattern: string };
  maxBodyBytes: number;
}

/** The limits of each field, as plain JSON the build can give the browser. */
export function quoteFieldLimits(schema: QuoteSchema = readQuoteSchema()): QuoteFieldLimits {
  const { properties } = schema;
  const maxLength = Object.fromEntries(
    quoteFields.map((field) => {
      const limit = properties[field].maxLength;
      if (limit === undefined) throw new Error(`${quoteSchemaFile}: ${field} has no maxLength.`);
      return [field, limit];
    }),
  ) as Record<QuoteField, number>;
  const pattern = properties.phone.pattern!;
  return { maxLength, phone: { minDigits: minPhoneDigitsOf(pattern), pattern }, maxBodyBytes };
}
