/**
 * What to tell a person when a rule of schema/quoteRequest.schema.json is broken: one message per kind of field and
 * schema keyword, written next to the rule's name (the way Decap CMS declares its config messages), with the
 * field's label and the schema's number filled in.
 *
 * A test checks that every rule in the schema has its message here, so a new rule cannot ship without one. Plain
 * words and types only: the form's script imports this file too, and says what the server says.
 */
import type { FieldKind } from './formFields.ts';
import type { SpamCheckField } from './quoteRules.ts';

/**
 * What a message is told of its field: the label the form shows, the schema's number (maxLength's), and whether
 * the visitor may leave the field empty and give the other way to reply instead.
 */
export interface MessageParams {
  label: string;
  limit?: number;
  orOtherContact?: boolean;
}

type Message = string | ((params: MessageParams) => string);

/** "5,000": a limit as people write it. */
const count = (limit: number | undefined) => Number(limit).toLocaleString('en-US');

/**
 * Kind → schema keyword → message. The order of the keywords is the order of importance: a field breaking two rules
 * shows the first one's message. `required` is the root's rule for a required field, named after its field.
 */
export const fieldMessages: Record<FieldKind | SpamCheckField, Record<string, Message>> = {
  text: {
    type: ({ label }) => `Please write “${label}” as plain text.`,
    required: ({ label }) => `Please fill in “${label}”.`,
    maxLength: ({ label, limit }) => `Please shorten “${label}” to ${count(limit)} characters or fewer.`,
  },
  longText: {
    type: ({ label }) => `Please write “${label}” as plain text.`,
    required: ({ label }) => `Please fill in “${label}”.`,
    maxLength: ({ label, limit }) => `Please shorten “${label}” to ${count(limit)} characters or fewer.`,
  },
  email: {
    type: 'Please write your e-mail address as plain text.',
    required: 'Please enter your e-mail address, so we can reply to you.',
    format: ({ orOtherContact }) =>
      orOtherContact
        ? 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.'
        : 'Please enter an e-mail address like name@example.com.',
    maxLength: ({ limit, orOtherContact }) =>
      `An e-mail address has at most ${limit} characters: please check this one${orOtherContact ? ', or give a phone number instead' : ''}.`,
  },
  phone: {
    type: 'Please write your phone number as plain text.',
    required: 'Please enter your phone number, so we can call you back.',
    pattern: ({ orOtherContact }) =>
      `Please enter a phone number with at least 10 digits, area code included${orOtherContact ? ', or leave it empty and give an e-mail address' : ''}.`,
    maxLength: ({ limit }) => `A phone number has at most ${limit} characters here: please give just the number.`,
  },
  choice: {
    type: ({ label }) => `Please choose an answer to “${label}”.`,
    required: ({ label }) => `Please choose an answer to “${label}”.`,
    enum: ({ label }) => `Please choose one of the answers offered for “${label}”.`,
  },
  date: {
    type: ({ label }) => `Please enter a date for “${label}”.`,
    required: ({ label }) => `Please enter a date for “${label}”.`,
    format: ({ label }) => `Please enter a real date for “${label}”, as year-month-day: for example 2026-05-31.`,
  },
  yesNo: {
    type: ({ label }) => `Please answer “${label}” with yes or no.`,
    required: ({ label }) => `Please answer “${label}” with yes or no.`,
    enum: ({ label }) => `Please answer “${label}” with yes or no.`,
  },
  photos: {
    type: ({ label }) => `Please send “${label}” as photos.`,
    required: ({ label }) => `Please add at least one photo to “${label}”.`,
    pattern: ({ label }) => `Please send “${label}” as photos.`,
    maxLength: ({ label }) => `Please send “${label}” as photos.`,
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
  /** The root `anyOf`: an e-mail address or a phone number, of the kinds the form has. Shown on each reply field. */
  needContact: ({ email, phone }: { email: boolean; phone: boolean }) =>
    email && phone
      ? 'Please enter an e-mail address or a phone number, so we can reply to you.'
      : `Please enter ${email ? 'an e-mail address' : 'a phone number'}, so we can reply to you.`,
  /**
   * The sentence above a form's fields: which fields must be filled in. `reply`: the kinds of contact of which one is
   * needed (none when a contact field is required itself); `required`: whether some field is marked (required).
   */
  formNote: ({ reply, required }: { reply: { email: boolean; phone: boolean }; required: boolean }) => {
    const contact =
      reply.email && reply.phone
        ? 'an e-mail address or a phone number'
        : reply.email
          ? 'an e-mail address'
          : 'a phone number';
    if (reply.email || reply.phone)
      return required
        ? `Fields marked (required) must be filled in, and we need ${contact} to reply.`
        : `Every field is optional, but we need ${contact} to reply.`;
    return required ? 'Fields marked (required) must be filled in.' : 'Every field is optional.';
  },
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
  /** A request naming no form, or one the site does not have (400). */
  unknownForm: (name: string | undefined): Refusal => ({
    title: 'Unknown form',
    message:
      name === undefined
        ? 'This request does not say which form of our site it was sent from. Please send it with the form on our site.'
        : `Our site has no form called "${name}". Please send your request again with the form on our site; if the page was open for a long time, reload it first.`,
  }),
  /** A body that could not be read as fields (not JSON, not UTF-8, too many fields): the title of the page (400). */
  unreadable: (message: string): Refusal => ({ title: 'Your request could not be read', message }),
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
    message: `The request is larger than ${kilobytes} KB. Please shorten the longest text and send it again.`,
  }),
  /** MAX_STORED_MB_PER_DAY used up (503). */
  cap: (phone: string): Refusal => ({
    title: 'Your request was not sent',
    message: `We are receiving an unusual number of requests and cannot take more just now, so yours has not reached us. Please call us at ${phone}, or try again later.`,
  }),
  /** The server has no build beside it, so it knows no form to check a request against (503). */
  noForms: (phone: string): Refusal => ({
    title: 'Your request was not sent',
    message: `Our site cannot take requests just now, so yours has not reached us. Please call us at ${phone}, or try again later.`,
  }),
  /** The database could not keep it (503). */
  notSaved: {
    title: 'Your request was not sent',
    message: 'We could not save your request just now, so it has not reached us. Please try again in a few minutes.',
  } satisfies Refusal,
};

/** The words of a field message, with the label and the schema's number filled in; undefined for a rule it lacks. */
export function fieldMessage(
  kind: FieldKind | SpamCheckField,
  keyword: string,
  params: MessageParams,
): string | undefined {
  const message = fieldMessages[kind]?.[keyword];
  return typeof message === 'function' ? message(params) : message;
}
