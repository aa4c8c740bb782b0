// @vitest-environment node
/**
 * The quote form's rules, shared by the server and the browser form: the words a visitor reads for each rule of
 * schema/quoteRequest.schema.json, with the schema's numbers in them, each on its field: e-mail addresses and phone
 * numbers, lengths, text that is not text, control characters, fields the form lacks, too many problems.
 */
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../src/quotes/formFields';
import { checkQuoteRequest, explainQuoteErrors, maxReportedProblems } from '../../src/quotes/validateQuoteRequest';
import { contact, errorsOf } from './quoteForms';

const withEmail = (fields: Record<string, unknown>) => errorsOf({ email: 'ann@example.com', ...fields });

const controlMessage = (label: string) =>
  `${label} contains an invisible control character (often pasted from another program). Please type it again without it.`;

describe('what a visitor reads for each rule', () => {
  it('every problem of a request at once, each on its field', () => {
    expect(errorsOf({ email: 'ann@', firstName: 7, lastName: 'x'.repeat(101) })).toEqual({
      email: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
      firstName: 'Please write “First name” as plain text.',
      lastName: 'Please shorten “Last name” to 100 characters or fewer.',
    });
  });

  it('neither e-mail nor phone: on both fields', () => {
    const message = 'Please enter an e-mail address or a phone number, so we can reply to you.';
    expect(errorsOf({ firstName: 'Ann' })).toEqual({ email: message, phone: message });
  });

  it('an e-mail address that is not one', () => {
    expect(errorsOf({ email: 'ann@' })).toEqual({
      email: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
    });
  });

  it.each([
    'ann@example.com',
    'A.B+roofs@Mail.Example.ORG',
    "o'brien@example.com",
    "a!b$c'd*e+f/g=h^i_j`k{l|m}n~o-p@example.com",
    "x.!$'*+/=^_`{|}~-@example.com",
    '7@1.2',
    'ann@north-west.example-roofs.com',
    'a@b.c',
  ])('%s is one mailbox: taken', (email) => {
    expect(errorsOf({ email })).toEqual({});
  });

  it.each([
    'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example',
    'ann%40example.com@evil.example',
    'ann?cc=spy@example.com',
    'ann&bob@example.com',
    'ann#x@example.com',
    'ann,bob@example.com',
    'ann@example.com,bob@example.com',
    'ann;bob@example.com',
    'ann bob@example.com',
    '"ann"@example.com',
    '<ann@example.com>',
    'Ann Lee <ann@example.com>',
    'ann@bob@example.com',
    'ann@example',
    'ann@example.com.',
    'ann@example..com',
    'ann@-example.com',
    'ann@example-.com',
    'ann@exa_mple.com',
    '.ann@example.com',
    'ann.@example.com',
    'ann..lee@example.com',
    'josé@example.com',
  ])('%s is not one plain mailbox: refused with the format message', (email) => {
    expect(errorsOf({ email })).toEqual({
      email: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
    });
  });

  it('an e-mail address of a valid form but too long', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`;
    expect(long).toHaveLength(255);
    expect(errorsOf({ email: long })).toEqual({
      email: 'An e-mail address has at most 254 characters: please check this one, or give a phone number instead.',
    });
  });

  it('an e-mail address both too long and not one: the format is what to fix first', () => {
    expect(errorsOf({ email: 'a'.repeat(300) }).email).toBe(
      'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
    );
  });

  it('a phone number with too few digits', () => {
    expect(errorsOf({ phone: '(503) 555-014' })).toEqual({
      phone:
        'Please enter a phone number with at least 10 digits, area code included, or leave it empty and give an e-mail address.',
    });
  });

  it('a phone number too long', () => {
    expect(errorsOf({ phone: '5'.repeat(41) })).toEqual({
      phone: 'A phone number has at most 40 characters here: please give just the number.',
    });
    expect(checkQuoteRequest(contact, { phone: '5'.repeat(40) }).ok).toBe(true);
  });

  it.each([
    ['firstName', 100, 'Please shorten “First name” to 100 characters or fewer.'],
    ['lastName', 100, 'Please shorten “Last name” to 100 characters or fewer.'],
    ['address', 300, 'Please shorten “Project address” to 300 characters or fewer.'],
    ['description', 5000, 'Please shorten “Project description” to 5,000 characters or fewer.'],
    ['subject', 200, 'This field must be left empty.'],
  ])('%s over %i characters (and not at it)', (field, limit, message) => {
    expect(withEmail({ [field]: 'x'.repeat(limit + 1) })).toEqual({ [field]: message });
    expect(withEmail({ [field]: 'x'.repeat(limit) })).toEqual({});
  });

  it('a field with no limit of its own has its kind’s: 300 for one line, 5,000 over several', () => {
    const plain = {
      fields: [{ name: 'town', kind: 'text', label: 'Town' }, ...contact.fields.slice(2)] as FormField[],
    };
    expect(errorsOf({ email: 'a@example.com', town: 'x'.repeat(300) }, plain)).toEqual({});
    expect(errorsOf({ email: 'a@example.com', town: 'x'.repeat(301) }, plain)).toEqual({
      town: 'Please shorten “Town” to 300 characters or fewer.',
    });
  });

  it.each([
    ['firstName', 'Please write “First name” as plain text.'],
    ['lastName', 'Please write “Last name” as plain text.'],
    ['phone', 'Please write your phone number as plain text.'],
    ['address', 'Please write “Project address” as plain text.'],
    ['description', 'Please write “Project description” as plain text.'],
    ['subject', 'This field must be left empty.'],
    ['fillTimeMs', 'The time spent on the form must be a whole number of milliseconds.'],
  ])('%s that is not text', (field, message) => {
    expect(withEmail({ [field]: 42 })).toEqual({ [field]: message });
  });

  it('a list where text belongs is told as not text, even with a control character in it', () => {
    expect(withEmail({ firstName: ['Ann\u0007'] })).toEqual({
      firstName: 'Please write “First name” as plain text.',
    });
  });

  it("a field's most important problem is told, whatever order the validator finds them in", () => {
    const format = { instancePath: '/email', schemaPath: '', keyword: 'format', params: { format: 'email' } };
    const maxLength = { instancePath: '/email', schemaPath: '', keyword: 'maxLength', params: { limit: 254 } };
    const formatMessage =
      'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.';
    expect(explainQuoteErrors(contact, [format, maxLength])).toEqual({ email: formatMessage });
    expect(explainQuoteErrors(contact, [maxLength, format])).toEqual({ email: formatMessage });
  });

  it('an e-mail address that is not text', () => {
    expect(errorsOf({ phone: '5035550147', email: true })).toEqual({
      email: 'Please write your e-mail address as plain text.',
    });
  });

  it('a time on the form that is not a number of milliseconds', () => {
    const message = 'The time spent on the form must be a whole number of milliseconds.';
    expect(withEmail({ fillTimeMs: '12s' })).toEqual({ fillTimeMs: message });
    expect(withEmail({ fillTimeMs: '1'.repeat(11) })).toEqual({ fillTimeMs: message });
    expect(withEmail({ fillTimeMs: '4200' })).toEqual({});
  });

  it('a field the form does not have lists the fields it has', () => {
    expect(withEmail({ colour: 'red' })).toEqual({
      colour:
        'This form has no field called "colour". The fields are firstName, lastName, email, phone, address, description.',
    });
  });

  it('something other than one object', () => {
    const message = 'Please send the fields as one JSON object, for example {"email": "name@example.com"}.';
    expect(errorsOf(['ann@example.com'])).toEqual({ body: message });
    expect(errorsOf(null)).toEqual({ body: message });
    expect(errorsOf('email=ann@example.com')).toEqual({ body: message });
  });

  it('a control character names the field by its label', () => {
    expect(withEmail({ firstName: 'Ann\u0007' })).toEqual({ firstName: controlMessage('First name') });
    expect(withEmail({ lastName: 'Lee\u202e' })).toEqual({ lastName: controlMessage('Last name') });
    expect(errorsOf({ email: 'ann@example.com', phone: '503\n5550147' })).toEqual({
      phone: controlMessage('Phone number'),
    });
  });

  it('line breaks and tabs only where they belong', () => {
    expect(withEmail({ description: 'It leaks.\n\tAlso the door.', address: '1 Main St\nSpringfield' })).toEqual({});
    expect(withEmail({ firstName: 'Ann\tLee' })).toEqual({ firstName: controlMessage('First name') });
    expect(withEmail({ description: 'Door\u0000' })).toEqual({ description: controlMessage('Project description') });
  });

  it('too many problems: the first few, and how many more', () => {
    const unknown = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra${i + 1}`, 'x']));
    const errors = withEmail(unknown(maxReportedProblems + 2));
    expect(Object.keys(errors)).toEqual([...Object.keys(unknown(maxReportedProblems)), 'body']);
    expect(errors.body).toBe('There are 2 more problems with this request; the ones above are the first.');
    expect(Object.keys(withEmail(unknown(maxReportedProblems)))).toEqual(Object.keys(unknown(maxReportedProblems)));
  });
});
