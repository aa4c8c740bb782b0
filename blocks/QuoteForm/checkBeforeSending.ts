/**
 * The form's fields and the checks made before sending. The rules and their messages come from the build
 * (`virtual:site-quote-rules`, made from schema/quoteRequest.schema.json and src/quotes/quoteMessages.ts), so the
 * browser and the server say the same thing about the same input.
 */
import quoteRules from 'virtual:site-quote-rules';

/** The fields in the order of the form (and of the server's quoteFields). */
export const fields = ['firstName', 'lastName', 'email', 'phone', 'address', 'description'] as const;
export type Field = (typeof fields)[number];
export type Values = Record<Field, string>;
export type Errors = Partial<Record<Field, string>>;
type Rules = typeof quoteRules;

export const emptyValues: Values = { firstName: '', lastName: '', email: '', phone: '', address: '', description: '' };

/** Characters as JSON Schema's maxLength counts them: code points, so an emoji is one. */
export const characterCount = (text: string) => [...text].length;

/**
 * What the server would refuse, found before sending, with the server's words: a way to reply (an e-mail address
 * or a phone number), a real e-mail address, enough digits in a phone number, and no field over its limit.
 * Values are trimmed first, as the server trims them.
 */
export function checkBeforeSending(values: Values, rules: Rules = quoteRules): Errors {
  const errors: Errors = {};
  const value = (field: Field) => values[field].trim();
  for (const field of fields) {
    if (characterCount(value(field)) > rules.maxLength[field]) errors[field] = rules.messages.tooLong[field];
  }
  const email = value('email');
  const phone = value('phone');
  if (!email && !phone) {
    errors.email = rules.messages.needContact;
    errors.phone = rules.messages.needContact;
  }
  // The server ranks these above the length rule of the same field (the order of quoteMessages.ts).
  if (email && !new RegExp(rules.emailPattern.source, rules.emailPattern.flags).test(email)) {
    errors.email = rules.messages.emailFormat;
  }
  if (phone && phone.replace(/\D/g, '').length < rules.phoneMinDigits) errors.phone = rules.messages.phoneDigits;
  return errors;
}

/** The field errors of a 400 answer, `{ errors: { fieldName: "message" } }`, keeping only fields of this form. */
export function fieldErrorsFrom(body: unknown): Errors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: Errors = {};
  for (const field of fields) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) found[field] = message;
  }
  return found;
}
