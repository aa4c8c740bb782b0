// @vitest-environment node
/**
 * The quote form's check in the browser and the server's check (ajv with the whole schema) agree: for the same
 * input they name the same fields with the same words. The browser only has the plain data of
 * `virtual:site-quote-rules` and the fields its page declares; the server has the schema and the same fields.
 */
import { describe, expect, it } from 'vitest';
import quoteRules from 'virtual:site-quote-rules';
import { checkBeforeSending, emptyValues } from '../../blocks/QuoteForm/checkBeforeSending';
import { browserQuoteRules } from '../../src/quotes/browserQuoteRules';
import type { FormField } from '../../src/quotes/formFields';
import { readQuoteSchema } from '../../src/quotes/quoteRules';
import { checkQuoteRequest } from '../../src/quotes/validateQuoteRequest';

/** A contact form: all optional, an e-mail address or a phone number to reply to. */
const contact: FormField[] = [
  { name: 'firstName', kind: 'text', label: 'First name', maxLength: 100 },
  { name: 'lastName', kind: 'text', label: 'Last name', maxLength: 100 },
  { name: 'email', kind: 'email', label: 'E-mail address' },
  { name: 'phone', kind: 'phone', label: 'Phone number' },
  { name: 'address', kind: 'longText', label: 'Address', maxLength: 300 },
  { name: 'description', kind: 'longText', label: 'What you need' },
];

/** A booking form: a required name and e-mail, a choice, a date and a yes/no question. */
const booking: FormField[] = [
  { name: 'name', kind: 'text', label: 'Your name', required: true },
  { name: 'email', kind: 'email', label: 'E-mail', required: true },
  { name: 'room', kind: 'choice', label: 'Room', options: ['Small hall', 'Large hall'], required: true },
  { name: 'day', kind: 'date', label: 'Day' },
  { name: 'catering', kind: 'yesNo', label: 'Catering wanted?' },
];

const contactInputs: Record<string, Record<string, string>> = {
  'nothing at all': {},
  'a name only': { firstName: 'Dana' },
  'spaces for a way to reply': { email: '   ', phone: '  ' },
  'an e-mail address': { email: 'dana@example.com' },
  'an e-mail address with spaces around it': { email: '  dana@example.com ' },
  'a phone number': { phone: '(555) 555-0147' },
  'a phone number with an extension': { phone: '555.555.0147 ext 12' },
  'nine digits': { phone: '555 555 014' },
  'exactly ten digits': { phone: '5555550147' },
  'letters for a phone number': { phone: 'call me maybe' },
  'an address without a domain': { email: 'dana@example' },
  'an address without @': { email: 'dana.example.com' },
  'an address with a space': { email: 'dana @example.com' },
  'an address with a plus and a subdomain': { email: 'dana+home@mail.example.co.uk' },
  'an address with two dots in a row': { email: 'dana..lee@example.com' },
  'an address that carries a Bcc and a subject in a link': {
    email: 'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example',
  },
  'a bad e-mail address beside a good phone number': { email: 'dana@', phone: '5555550147' },
  'a bad e-mail address and a bad phone number': { email: 'dana@', phone: '555' },
  'the longest first name': { email: 'a@example.com', firstName: 'x'.repeat(100) },
  'a first name one over': { email: 'a@example.com', firstName: 'x'.repeat(101) },
  'a hundred emoji in a last name': { email: 'a@example.com', lastName: '🏠'.repeat(100) },
  'an address one over': { phone: '5555550147', address: 'x'.repeat(301) },
  'a description one over': { phone: '5555550147', description: 'x'.repeat(5001) },
  'a description over only before trimming': { phone: '5555550147', description: ` ${'x'.repeat(5000)} ` },
  'a phone number over its length': { phone: '5'.repeat(41) },
  'a phone number over its length with too few digits': { phone: '-'.repeat(41) },
  'an e-mail address over its length': {
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
  },
  'an invalid e-mail address over its length': { email: `${'a'.repeat(250)} @example.com` },
};

const bookingInputs: Record<string, Record<string, string>> = {
  'nothing at all': {},
  'everything right': { name: 'Ann', email: 'ann@example.com', room: 'Small hall', day: '2026-05-31', catering: 'no' },
  'a room not offered': { name: 'Ann', email: 'ann@example.com', room: 'Attic' },
  'a day that does not exist': { name: 'Ann', email: 'ann@example.com', room: 'Large hall', day: '2026-02-30' },
  'a day written the other way round': { name: 'Ann', email: 'ann@example.com', room: 'Large hall', day: '31/05/2026' },
  'maybe for a yes/no question': { name: 'Ann', email: 'ann@example.com', room: 'Large hall', catering: 'maybe' },
  'a required e-mail address left out': { name: 'Ann', room: 'Large hall' },
};

function serverErrors(fields: FormField[], input: Record<string, string>) {
  const result = checkQuoteRequest({ fields }, input);
  return result.ok ? {} : result.errors;
}

describe('the browser’s check before sending', () => {
  it.each(Object.entries(contactInputs))('agrees with the server on a contact form given %s', (_, input) => {
    expect(checkBeforeSending(contact, { ...emptyValues(contact), ...input })).toEqual(serverErrors(contact, input));
  });

  it.each(Object.entries(bookingInputs))('agrees with the server on a booking form given %s', (_, input) => {
    expect(checkBeforeSending(booking, { ...emptyValues(booking), ...input })).toEqual(serverErrors(booking, input));
  });

  it('is given what the build makes from the schema on disk', () => {
    expect(quoteRules).toEqual(browserQuoteRules(readQuoteSchema()));
  });
});
