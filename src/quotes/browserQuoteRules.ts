/**
 * What the browser form needs to know of the quote rules, as plain data made at build time: the limits of
 * schema/quoteRequest.schema.json and the server's own messages for them (quoteMessages.ts) with the numbers
 * filled in. The content plugin hands it to the browser as the module `virtual:site-quote-rules`, so the form
 * checks what the server checks, in the same words, without shipping the schema or ajv.
 */
import { fieldMessage, requestMessages } from './quoteMessages.ts';
import {
  emailFormat,
  fillTimeField,
  honeypotField,
  loadQuoteSchema,
  quoteFieldLimits,
  quoteFields,
  type QuoteField,
  type QuoteSchema,
} from './quoteRules.ts';

export interface BrowserQuoteRules {
  /** The schema's title of each field, which the form shows as its label. */
  labels: Record<QuoteField, string>;
  /** The most characters (Unicode code points, as JSON Schema counts them) each field may hold. */
  maxLength: Record<QuoteField, number>;
  /** The fewest digits a phone number needs. */
  phoneMinDigits: number;
  /** The name of the hidden spam-trap field. */
  honeypotField: typeof honeypotField;
  /** The field the script fills with the milliseconds spent on the page before sending (the time trap). */
  fillTimeField: typeof fillTimeField;
  /** The e-mail pattern the server's validator uses, as `new RegExp(source, flags)` takes it. */
  emailPattern: { source: string; flags: string };
  messages: {
    /** Neither an e-mail address nor a phone number: shown on both fields. */
    needContact: string;
    /** An e-mail address that is not one. */
    emailFormat: string;
    /** A phone number with too few digits. */
    phoneDigits: string;
    /** A field over its maxLength. */
    tooLong: Record<QuoteField, string>;
  };
}

function messageFor(field: QuoteField, keyword: string, limit?: number): string {
  const message = fieldMessage(field, keyword, { limit });
  if (!message) throw new Error(`quoteMessages.ts has no message for ${field}.${keyword}.`);
  return message;
}

export function browserQuoteRules(schema: QuoteSchema = loadQuoteSchema()): BrowserQuoteRules {
  const limits = quoteFieldLimits(schema);
  const perField = <T>(value: (field: QuoteField) => T) =>
    Object.fromEntries(quoteFields.map((field) => [field, value(field)])) as Record<QuoteField, T>;
  return {
    labels: perField((field) => schema.properties[field].title),
    maxLength: limits.maxLength,
    phoneMinDigits: limits.phone.minDigits,
    honeypotField,
    fillTimeField,
    emailPattern: { source: emailFormat.source, flags: emailFormat.flags },
    messages: {
      needContact: requestMessages.needContact,
      emailFormat: messageFor('email', 'format'),
      phoneDigits: messageFor('phone', 'pattern'),
      tooLong: perField((field) => messageFor(field, 'maxLength', limits.maxLength[field])),
    },
  };
}
