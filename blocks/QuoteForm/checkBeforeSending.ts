/**
 * The checks made before sending, field by field as the page declares them. The limits come from the build
 * (`virtual:site-quote-rules`, made from schema/quoteRequest.schema.json) and the messages from the server's own
 * table (src/quotes/quoteMessages.ts), so the browser and the server say the same thing about the same input.
 */
import quoteRules from 'virtual:site-quote-rules';
import {
  answersOf,
  type FormField,
  hasAlternative,
  isCalendarDate,
  maxLengthOf,
  replyFields,
  replyKinds,
} from '../../src/quotes/formFields';
import { fieldMessage, requestMessages } from '../../src/quotes/quoteMessages';

/** What the visitor typed or picked, by field name. */
export type Values = Record<string, string>;
export type Errors = Partial<Record<string, string>>;
type Rules = typeof quoteRules;

export const emptyValues = (fields: readonly FormField[]): Values =>
  Object.fromEntries(fields.map((field) => [field.name, '']));

/** Characters as JSON Schema's maxLength counts them: code points, so an emoji is one. */
export const characterCount = (text: string) => [...text].length;

/** The message of a rule of a field, as the server words it. */
function messageFor(field: FormField, fields: readonly FormField[], keyword: string, limit?: number): string {
  return fieldMessage(field.kind, keyword, {
    label: field.label,
    limit,
    orOtherContact: hasAlternative(field, fields),
  })!;
}

/** The first rule a filled-in value breaks, in the server's order of importance; undefined when it keeps them all. */
function ruleBroken(field: FormField, value: string, rules: Rules): string | undefined {
  if (field.kind === 'email' && !new RegExp(rules.emailPattern.source, rules.emailPattern.flags).test(value))
    return 'format';
  if (field.kind === 'phone' && value.replace(/\D/g, '').length < rules.phoneMinDigits) return 'pattern';
  if (field.kind === 'date' && !isCalendarDate(value)) return 'format';
  if ((field.kind === 'choice' || field.kind === 'yesNo') && !answersOf(field).some((answer) => answer.value === value))
    return 'enum';
  const limit = maxLengthOf(field, rules.maxLength);
  if (limit !== undefined && characterCount(value) > limit) return 'maxLength';
  return undefined;
}

/**
 * What the server would refuse, found before sending, with the server's words: a required field left empty, a way
 * to reply when the form asks for one of several, and each value by the rule of its kind. Values are trimmed first,
 * as the server trims them.
 */
export function checkBeforeSending(fields: readonly FormField[], values: Values, rules: Rules = quoteRules): Errors {
  const errors: Errors = {};
  const answerOf = (field: FormField) => (values[field.name] ?? '').trim();
  const reply = replyFields(fields);
  if (reply.length > 0 && reply.every((field) => !answerOf(field))) {
    const message = requestMessages.needContact(replyKinds(fields));
    for (const field of reply) errors[field.name] = message;
  }
  for (const field of fields) {
    // A photos field holds files, not words: photoErrors (src/quotes/photoMessages.ts) checks them.
    if (field.kind === 'photos') continue;
    const value = answerOf(field);
    if (!value) {
      if (field.required) errors[field.name] = messageFor(field, fields, 'required');
      continue;
    }
    const broken = ruleBroken(field, value, rules);
    if (broken) errors[field.name] = messageFor(field, fields, broken, maxLengthOf(field, rules.maxLength));
  }
  return errors;
}

/** The field errors of a 400 answer, `{ errors: { fieldName: "message" } }`, keeping only fields of this form. */
export function fieldErrorsFrom(body: unknown, fields: readonly FormField[]): Errors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: Errors = {};
  for (const { name } of fields) {
    const message = (errors as Record<string, unknown>)[name];
    if (typeof message === 'string' && message) found[name] = message;
  }
  return found;
}
