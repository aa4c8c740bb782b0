/**
 * What to tell a person when a rule of schema/quoteRequest.schema.json is broken: one message per field and
 * schema keyword, written next to the rule's name (the way Decap CMS declares its config messages).
 *
 * A test checks that every rule in the schema has its message here, so a new rule cannot ship without one.
 */
import type { QuoteField, SpamCheckField } from './quoteRules.ts';

type Message = string | ((params: { limit?: number }) => string);

/** Field → schema keyword → message. `limit` is the number in the schema (for example maxLength's). */
export const fieldMessages: Record<QuoteField | SpamCheckField, Record<string, Message>> = {
  firstName: {
    type: 'Please write your first name as plain text.',
    maxLength: ({ limit }) => `Please shorten your first name to ${limit} characters or fewer.`,
  },
  lastName: {
    type: 'Please write your last name as plain text.',
    maxLength: ({ limit }) => `Please shorten your last name to ${limit} characters or fewer.`,
  },
  email: {
    type: 'Please write your e-mail address as plain text.',
    format: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
    maxLength: ({ limit }) =>
      `An e-mail address has at most ${limit} characters: please check this one, or give a phone number instead.`,
  },
  phone: {
    type: 'Please write your phone number as plain text.',
    pattern:
      'Please enter a phone number with at least 10 digits, area code included, or leave it empty and give an e-mail address.',
    maxLength: ({ limit }) => `A phone number has at most ${limit} characters here: please give just the number.`,
  },
  address: {
    type: 'Please write the project address as plain text.',
    maxLength: ({ limit }) => `Please shorten the project address to ${limit} characters or fewer.`,
  },
  description: {
    type: 'Please write the project description as plain text.',
    maxLength: ({ limit }) =>
      `Please shorten the project description to ${Number(limit).toLocaleString('en-US')} characters or fewer; we can talk through the details when we call.`,
  },
  subject: {
    type: 'This field must be left empty.',
    maxLength: 'This field must be left empty.',
  },
  fillTimeMs: {
    type: 'The time spent on the form must be a whole number of milliseconds.',
    pattern: 'The time spent on the form must be a whole number of milliseconds.',
    // Stryker disable next-line StringLiteral: equivalent, a value too long also breaks the pattern, told first.
    maxLength: 'The time spent on the form must be a whole number of milliseconds.',
  },
};

/** Rules about the request as a whole. */
export const requestMessages = {
  /** The root `anyOf`: an e-mail address or a phone number. Shown on both fields. */
  needContact: 'Please enter an e-mail address or a phone number, so we can reply to you.',
  /** The root `additionalProperties: false`, for JSON requests (form posts drop unknown fields instead). */
  unknownField: (name: string, known: readonly string[]) =>
    `This form has no field called "${name}". The fields are ${known.join(', ')}.`,
  /** The root `type: object`. */
  notAnObject: 'Please send the fields as one JSON object, for example {"email": "name@example.com"}.',
  invalidJson: 'The request body is not valid JSON.',
  notUtf8: 'The request body is not valid UTF-8 text.',
  repeatedField: (name: string) => `The field "${name}" was sent more than once; please send it once.`,
  tooManyFields: (limit: number) =>
    `The request has more than ${limit} fields; the form has far fewer. Please send each field once.`,
  controlCharacter: (label: string) =>
    `${label} contains an invisible control character (often pasted from another program). Please type it again without it.`,
  moreProblems: (count: number) => `There are ${count} more problems with this request; the ones above are the first.`,
} as const;

/** A request refused as a whole: the title of the page the plain form shows, and the words (also the JSON `error`). */
export interface Refusal {
  title: string;
  message: string;
}

/**
 * Why POST /api/quote refused a request before looking at its fields, or could not keep it. The phone number is the
 * company's (site.yaml), given by the server.
 */
export const refusalMessages = {
  /** A method other than POST (405). */
  method: (path: string): Refusal => ({ title: 'Method not allowed', message: `${path} only accepts POST.` }),
  /** The CORS preflight of a page of another website (403). */
  preflight: (path: string): Refusal => ({
    title: 'Not allowed',
    message: `${path} takes requests from this site's own pages only.`,
  }),
  /** A post from a page of another website (403). */
  otherSite: (phone: string): Refusal => ({
    title: 'Not sent from our site',
    message: `This request came from a page of another website, so it was not accepted. Please use the form on our own site, or call us at ${phone}.`,
  }),
  /** Over RATE_LIMIT_PER_MINUTE from one address (429). */
  rate: (seconds: number): Refusal => ({
    title: 'Too many requests',
    message: `Too many requests from your address in the last minute. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  }),
  /** Neither JSON nor the plain form, not UTF-8, or compressed (415). */
  type: {
    title: 'Unsupported request',
    message:
      'Please send the request as application/json or application/x-www-form-urlencoded, in UTF-8, uncompressed.',
  } satisfies Refusal,
  /** A body over the limit (413). */
  tooLarge: (kilobytes: number): Refusal => ({
    title: 'Request too large',
    message: `The request is larger than ${kilobytes} KB. Please shorten the project description and send it again.`,
  }),
  /** MAX_STORED_MB_PER_DAY used up (503). */
  cap: (phone: string): Refusal => ({
    title: 'Your request was not sent',
    message: `We are receiving an unusual number of requests and cannot take more just now, so yours has not reached us. Please call us at ${phone}, or try again later.`,
  }),
  /** The database could not keep it (503). */
  notSaved: {
    title: 'Your request was not sent',
    message: 'We could not save your request just now, so it has not reached us. Please try again in a few minutes.',
  } satisfies Refusal,
};

/** The words of a field message, with the schema's number filled in. */
export function fieldMessage(
  field: QuoteField | SpamCheckField,
  keyword: string,
  params: { limit?: number },
): string | undefined {
  const message = fieldMessages[field]?.[keyword];
  return typeof message === 'function' ? message(params) : message;
}
