/**
 * What the browser form needs to know of the rules of its fields, as plain data made at build time: the limit of
 * each kind of field and the patterns of schema/quoteRequest.schema.json. The content plugin hands it to the browser
 * as the module `virtual:site-quote-rules`; the form takes its fields from its page and its messages from
 * quoteMessages.ts (plain words, no Node), so it checks what the server checks, in the same words, without
 * shipping the schema or ajv.
 */
import type { TypedKind } from './formFields.ts';
import {
  emailFormat,
  fillTimeField,
  honeypotField,
  loadQuoteSchema,
  quoteFieldLimits,
  type QuoteSchema,
} from './quoteRules.ts';

export interface BrowserQuoteRules {
  /** The most characters (Unicode code points, as JSON Schema counts them) a field of each typed kind may hold. */
  maxLength: Record<TypedKind, number>;
  /** The fewest digits a phone number needs. */
  phoneMinDigits: number;
  /** The name of the hidden spam-trap field. */
  honeypotField: typeof honeypotField;
  /** The field the script fills with the milliseconds spent on the page before sending (the time trap). */
  fillTimeField: typeof fillTimeField;
  /** The e-mail pattern the server's validator uses, as `new RegExp(source, flags)` takes it. */
  emailPattern: { source: string; flags: string };
}

export function browserQuoteRules(schema: QuoteSchema = loadQuoteSchema()): BrowserQuoteRules {
  const limits = quoteFieldLimits(schema);
  return {
    maxLength: limits.maxLength,
    phoneMinDigits: limits.phone.minDigits,
    honeypotField,
    fillTimeField,
    emailPattern: { source: emailFormat.source, flags: emailFormat.flags },
  };
}
