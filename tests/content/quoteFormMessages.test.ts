// @vitest-environment node
/**
 * The quote form's rules, shared by the server and the browser form: the words a visitor reads for each rule of
 * schema/quoteRequest.schema.json, with the schema's numbers in them.
 */
import { describe, expect, it } from 'vitest';
import { browserQuoteRules } from '../../src/quotes/browserQuoteRules';
import type { FormField } from '../../src/quotes/formFields';
import { fieldMessage, fieldMessages, refusalMessages, requestMessages } from '../../src/quotes/quoteMessages';
import {
  controlCharacters,
  controlCharactersInOneLine,
  formSchema,
  loadQuoteSchema,
  quoteFieldLimits,
  readQuoteSchema,
} from '../../src/quotes/quoteRules';
import {
  checkQuoteRequest,
  explainQuoteErrors,
  fieldRecord,
  formValidator,
  knownFieldsOf,
  maxReportedProblems,
  onlyKnownFields,
} from '../../src/quotes/validateQuoteRequest';

/** A contact form: six fields, all optional, of which an e-mail address or a phone number gives a way to reply. */
const contact: { fields: FormField[] } = {
  fields: [
    { name: 'firstName', kind: 'text', label: 'First name', autocomplete: 'given-name', maxLength: 100 },
    { name: 'lastName', kind: 'text', label: 'Last name', autocomplete: 'family-name', maxLength: 100 },
    { name: 'email', kind: 'email', label: 'E-mail address', autocomplete: 'email' },
    { name: 'phone', kind: 'phone', label: 'Phone number', autocomplete: 'tel' },
    { name: 'address', kind: 'longText', label: 'Project address', maxLength: 300, rows: 2 },
    { name: 'description', kind: 'longText', label: 'Project description' },
  ],
};

/** A booking form: a required e-mail address (the only way to reply), a choice, a date, a yes/no question. */
const booking: { fields: FormField[] } = {
  fields: [
    { name: 'name', kind: 'text', label: 'Your name', required: true },
    { name: 'email', kind: 'email', label: 'E-mail', required: true },
    { name: 'room', kind: 'choice', label: 'Room', options: ['Small hall', 'Large hall'], required: true },
    { name: 'day', kind: 'date', label: 'Day' },
    { name: 'catering', kind: 'yesNo', label: 'Catering wanted?' },
    { name: 'notes', kind: 'longText', label: 'Notes', maxLength: 500 },
  ],
};

const errorsOf = (input: unknown, form = contact) => {
  const result = checkQuoteRequest(form, input);
  return result.ok ? {} : result.errors;
};
const withEmail = (fields: Record<string, unknown>) => errorsOf({ email: 'ann@example.com', ...fields });
const booked = (fields: Record<string, unknown>) =>
  errorsOf({ name: 'Ann', email: 'ann@example.com', room: 'Small hall', ...fields }, booking);

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

describe('what a visitor reads for the fields a form declares', () => {
  it('a required field left empty, in the words of its kind', () => {
    expect(errorsOf({ day: '2026-05-31' }, booking)).toEqual({
      name: 'Please fill in “Your name”.',
      email: 'Please enter your e-mail address, so we can reply to you.',
      room: 'Please choose an answer to “Room”.',
    });
    expect(booked({ name: '  ' })).toEqual({ name: 'Please fill in “Your name”.' });
    expect(booked({})).toEqual({});
  });

  it.each([
    ['text', 'Please fill in “Asked”.'],
    ['longText', 'Please fill in “Asked”.'],
    ['email', 'Please enter your e-mail address, so we can reply to you.'],
    ['phone', 'Please enter your phone number, so we can call you back.'],
    ['choice', 'Please choose an answer to “Asked”.'],
    ['date', 'Please enter a date for “Asked”.'],
    ['yesNo', 'Please answer “Asked” with yes or no.'],
  ] as const)('a required %s field left empty', (kind, message) => {
    const asked: FormField = { name: 'asked', kind, label: 'Asked', required: true, options: ['A', 'B'] };
    const form = { fields: [{ name: 'reach', kind: 'email', label: 'E-mail', required: true } as FormField, asked] };
    expect(errorsOf({ reach: 'a@example.com' }, form)).toEqual({ asked: message });
  });

  it('a choice that is none of its options', () => {
    expect(booked({ room: 'Garden' })).toEqual({ room: 'Please choose one of the answers offered for “Room”.' });
    expect(booked({ room: 'Large hall' })).toEqual({});
    expect(booked({ room: 4 })).toEqual({ room: 'Please choose an answer to “Room”.' });
  });

  it('a date that is not a day of the calendar, year-month-day', () => {
    const message = 'Please enter a real date for “Day”, as year-month-day: for example 2026-05-31.';
    for (const day of ['31/05/2026', '2026-02-30', '2026-13-01', '2026-5-31', 'tomorrow', '2026-05-31T10:00'])
      expect(booked({ day }), day).toEqual({ day: message });
    expect(booked({ day: '2028-02-29' })).toEqual({});
    expect(booked({ day: 20260531 })).toEqual({ day: 'Please enter a date for “Day”.' });
  });

  it('a yes/no answer that is neither', () => {
    const message = 'Please answer “Catering wanted?” with yes or no.';
    expect(booked({ catering: 'maybe' })).toEqual({ catering: message });
    expect(booked({ catering: true })).toEqual({ catering: message });
    expect(booked({ catering: 'yes' })).toEqual({});
    expect(booked({ catering: 'no' })).toEqual({});
  });

  it('a field’s own limit, below its kind’s', () => {
    expect(booked({ notes: 'x'.repeat(501) })).toEqual({ notes: 'Please shorten “Notes” to 500 characters or fewer.' });
    expect(booked({ notes: 'x'.repeat(500) })).toEqual({});
  });

  it('an e-mail address without a phone field to fall back on: no offer of one', () => {
    expect(booked({ email: 'ann@' })).toEqual({ email: 'Please enter an e-mail address like name@example.com.' });
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`;
    expect(booked({ email: long })).toEqual({
      email: 'An e-mail address has at most 254 characters: please check this one.',
    });
  });

  it('a phone number without an e-mail field to fall back on: no offer of one', () => {
    const form = { fields: [{ name: 'phone', kind: 'phone', label: 'Phone', required: true }] as FormField[] };
    expect(errorsOf({ phone: '555-0147' }, form)).toEqual({
      phone: 'Please enter a phone number with at least 10 digits, area code included.',
    });
  });

  it('a way to reply, in the words of the kinds the form has, on each of its reply fields', () => {
    const onlyPhone = { fields: [{ name: 'phone', kind: 'phone', label: 'Phone' }, contact.fields[0]] as FormField[] };
    expect(errorsOf({ firstName: 'Ann' }, onlyPhone)).toEqual({
      phone: 'Please enter a phone number, so we can reply to you.',
    });
    const twoEmails = {
      fields: [
        { name: 'work', kind: 'email', label: 'Work e-mail' },
        { name: 'home', kind: 'email', label: 'Home e-mail' },
      ] as FormField[],
    };
    const message = 'Please enter an e-mail address, so we can reply to you.';
    expect(errorsOf({}, twoEmails)).toEqual({ work: message, home: message });
    expect(errorsOf({ home: 'a@example.com' }, twoEmails)).toEqual({});
    // Two e-mail fields are no alternative to each other: the format message offers nothing else.
    expect(errorsOf({ home: 'a@' }, twoEmails)).toEqual({
      home: 'Please enter an e-mail address like name@example.com.',
    });
  });

  it('the sentence above the fields says what must be filled in', () => {
    const { formNote } = requestMessages;
    const both = { email: true, phone: true };
    const none = { email: false, phone: false };
    expect(formNote({ reply: both, required: false })).toBe(
      'Every field is optional, but we need an e-mail address or a phone number to reply.',
    );
    expect(formNote({ reply: { email: true, phone: false }, required: true })).toBe(
      'Fields marked (required) must be filled in, and we need an e-mail address to reply.',
    );
    expect(formNote({ reply: { email: false, phone: true }, required: false })).toBe(
      'Every field is optional, but we need a phone number to reply.',
    );
    expect(formNote({ reply: none, required: true })).toBe('Fields marked (required) must be filled in.');
    expect(formNote({ reply: none, required: false })).toBe('Every field is optional.');
  });
});

describe('what a visitor reads when the whole request is refused', () => {
  const phone = '(503) 555-0147';

  it('a method other than POST, and a preflight from another website', () => {
    expect(refusalMessages.method('/api/quote')).toEqual({
      title: 'Method not allowed',
      message: '/api/quote only accepts POST.',
    });
    expect(refusalMessages.preflight('/api/quote')).toEqual({
      title: 'Not allowed',
      message: "/api/quote takes requests from this site's own pages only.",
    });
  });

  it('a post from a page of another website, with the phone number', () => {
    expect(refusalMessages.otherSite(phone)).toEqual({
      title: 'Not sent from our site',
      message:
        'This request came from a page of another website, so it was not accepted. Please use the form on our own site, or call us at (503) 555-0147.',
    });
  });

  it('too many requests: how long to wait, one second or several', () => {
    expect(refusalMessages.rate(42)).toEqual({
      title: 'Too many requests',
      message: 'Too many requests from your address in the last minute. Please try again in 42 seconds.',
    });
    expect(refusalMessages.rate(1).message).toBe(
      'Too many requests from your address in the last minute. Please try again in 1 second.',
    );
  });

  it('a body of another kind, and a body too large', () => {
    expect(refusalMessages.type).toEqual({
      title: 'Unsupported request',
      message:
        'Please send the request as application/json or application/x-www-form-urlencoded, in UTF-8, uncompressed.',
    });
    expect(refusalMessages.tooLarge(32)).toEqual({
      title: 'Request too large',
      message: 'The request is larger than 32 KB. Please shorten the longest text and send it again.',
    });
  });

  it('a request naming no form, or a form the site does not have', () => {
    expect(refusalMessages.unknownForm(undefined)).toEqual({
      title: 'Unknown form',
      message:
        'This request does not say which form of our site it was sent from. Please send it with the form on our site.',
    });
    expect(refusalMessages.unknownForm('/old-page')).toEqual({
      title: 'Unknown form',
      message:
        'Our site has no form called "/old-page". Please send your request again with the form on our site; if the page was open for a long time, reload it first.',
    });
  });

  it('a server that knows no form (no build beside it): its setup, not the visitor, with the phone number', () => {
    expect(refusalMessages.noForms(phone)).toEqual({
      title: 'Your request was not sent',
      message:
        'Our site cannot take requests just now, so yours has not reached us. Please call us at (503) 555-0147, or try again later.',
    });
  });

  it('a body that could not be read as fields', () => {
    expect(refusalMessages.unreadable('The request body is not valid JSON.')).toEqual({
      title: 'Your request could not be read',
      message: 'The request body is not valid JSON.',
    });
  });

  it('the day’s storage used up, with the phone number, and a request that could not be saved', () => {
    expect(refusalMessages.cap(phone)).toEqual({
      title: 'Your request was not sent',
      message:
        'We are receiving an unusual number of requests and cannot take more just now, so yours has not reached us. Please call us at (503) 555-0147, or try again later.',
    });
    expect(refusalMessages.notSaved).toEqual({
      title: 'Your request was not sent',
      message: 'We could not save your request just now, so it has not reached us. Please try again in a few minutes.',
    });
  });
});

describe('what a request becomes', () => {
  it("text trimmed, a textarea's line breaks as plain line feeds, empty fields left out", () => {
    expect(
      checkQuoteRequest(contact, {
        email: ' ann@example.com ',
        description: ' Door\r\nWindow\rDeck ',
        phone: '  ',
        address: undefined,
        lastName: null,
      }),
    ).toStrictEqual({
      ok: true,
      request: fieldRecord(Object.entries({ email: 'ann@example.com', description: 'Door\nWindow\nDeck' })),
    });
  });

  it("a form post keeps only the form's fields", () => {
    expect(
      onlyKnownFields(contact, {
        email: 'a@example.com',
        subject: '',
        fillTimeMs: '5000',
        form: '/contact',
        submit: 'Send',
        colour: 'red',
      }),
    ).toEqual({
      email: 'a@example.com',
      subject: '',
      fillTimeMs: '5000',
      form: '/contact',
    });
    expect(knownFieldsOf(booking)).toEqual([
      'name',
      'email',
      'room',
      'day',
      'catering',
      'notes',
      'form',
      'subject',
      'fillTimeMs',
    ]);
  });

  it('the name of the form it came from is not one of its fields, and is not kept', () => {
    expect(checkQuoteRequest(contact, { form: '/contact', email: 'a@example.com' })).toStrictEqual({
      ok: true,
      request: fieldRecord([['email', 'a@example.com']]),
    });
  });

  it('is checked by one validator per form, compiled once', () => {
    expect(formValidator(contact)).toBe(formValidator(contact));
    expect(formValidator(booking)).not.toBe(formValidator(contact));
  });
});

describe('invisible characters', () => {
  it.each([
    ['\u0000', true, true],
    ['\u0008', true, true],
    ['\t', false, true],
    ['\n', false, true],
    ['\u000b', true, true],
    ['\u000c', true, true],
    ['\r', false, true],
    ['\u000e', true, true],
    ['\u001f', true, true],
    [' ', false, false],
    ['~', false, false],
    ['\u007f', true, true],
    ['\u009f', true, true],
    ['\u00a0', false, false],
    ['é', false, false],
    ['\u2029', false, false],
    ['\u202a', true, true],
    ['\u202e', true, true],
    ['\u202f', false, false],
    ['\u2065', false, false],
    ['\u2066', true, true],
    ['\u2069', true, true],
    ['\u206a', false, false],
  ])('%j: refused in a multi-line field %s, in a one-line field %s', (character, multiline, oneLine) => {
    expect(controlCharacters.test(`a${character}b`)).toBe(multiline);
    expect(controlCharactersInOneLine.test(`a${character}b`)).toBe(oneLine);
  });
});

describe('the rules the browser form is given', () => {
  it('the limit of each kind typed freely, the fewest digits of a phone number, the names of the traps', () => {
    const rules = browserQuoteRules();
    expect({ ...rules, emailPattern: undefined }).toEqual({
      maxLength: { text: 300, longText: 5000, email: 254, phone: 40 },
      phoneMinDigits: 10,
      honeypotField: 'subject',
      fillTimeField: 'fillTimeMs',
      emailPattern: undefined,
    });
  });

  it('an e-mail pattern that accepts and refuses what the server does', () => {
    const { source, flags } = browserQuoteRules().emailPattern;
    const pattern = new RegExp(source, flags);
    for (const email of [
      'ann@example.com',
      'ann@',
      'ann example.com',
      'a.b+c@mail.example.org',
      'ANN@EXAMPLE.COM',
      'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example',
      'ann#x@example.com',
    ]) {
      expect(pattern.test(email), email).toBe(checkQuoteRequest(contact, { email }).ok);
    }
  });

  it('the limits of a schema that changed', () => {
    const schema = loadQuoteSchema();
    schema.$defs.text.maxLength = 80;
    schema.$defs.phone.pattern = '^[^0-9]*(?:[0-9][^0-9]*){7,}$';
    const rules = browserQuoteRules(schema);
    expect(rules.maxLength.text).toBe(80);
    expect(rules.phoneMinDigits).toBe(7);
  });
});

describe('the JSON Schema of one form', () => {
  it('each field by the rule of its kind, with its own lower limit and a choice’s options; the traps; nothing else', () => {
    const schema = formSchema(booking);
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toEqual([
      'subject',
      'fillTimeMs',
      'name',
      'email',
      'room',
      'day',
      'catering',
      'notes',
    ]);
    expect(schema.properties.name).toMatchObject({ type: 'string', maxLength: 300 });
    expect(schema.properties.room).toMatchObject({ type: 'string', enum: ['Small hall', 'Large hall'] });
    expect(schema.properties.room).not.toHaveProperty('maxLength');
    expect(schema.properties.day).toMatchObject({ type: 'string', format: 'date' });
    expect(schema.properties.catering).toMatchObject({ type: 'string', enum: ['yes', 'no'] });
    expect(schema.properties.notes).toMatchObject({ type: 'string', maxLength: 500 });
    expect(schema.required).toEqual(['name', 'email', 'room']);
    // The e-mail field is required itself: no "one of them" rule.
    expect(schema).not.toHaveProperty('anyOf');
  });

  it('a form whose reply fields are all optional needs one of them; a form with nothing required requires nothing', () => {
    const schema = formSchema(contact);
    expect(schema.anyOf).toEqual([{ required: ['email'] }, { required: ['phone'] }]);
    expect(schema).not.toHaveProperty('required');
    // A field declaring a limit above its kind's keeps the kind's.
    const generous = formSchema({ fields: [{ name: 'email', kind: 'email', label: 'E-mail', maxLength: 999 }] });
    expect(generous.properties.email.maxLength).toBe(254);
    expect(generous.anyOf).toEqual([{ required: ['email'] }]);
  });

  it('is made from the schema given, which is the one on disk unless told', () => {
    const schema = loadQuoteSchema();
    schema.$defs.text.maxLength = 50;
    expect(formSchema(contact, schema).properties.firstName.maxLength).toBe(50);
    expect(formSchema(contact).properties.firstName.maxLength).toBe(100);
  });
});

describe('a schema the rules cannot be read from', () => {
  it('a kind typed freely without maxLength is named', () => {
    const schema = loadQuoteSchema();
    delete schema.$defs.longText.maxLength;
    expect(() => quoteFieldLimits(schema)).toThrow(/quoteRequest\.schema\.json: the kind longText has no maxLength\.$/);
  });

  it.each([['^[0-9 ]{10,20}$'], ['^(?:[0-9][^0-9]*){10,}$)'], [undefined]])(
    'a phone pattern %s, whose fewest digits cannot be read, says how it must end',
    (pattern) => {
      const schema = loadQuoteSchema();
      schema.$defs.phone.pattern = pattern;
      expect(() => quoteFieldLimits(schema)).toThrow(
        /quoteRequest\.schema\.json: the phone pattern must end with "\{N,\}\$" \(N = the fewest digits\)\.$/,
      );
    },
  );

  it('the schema read once is the schema on disk', () => {
    expect(readQuoteSchema()).toBe(readQuoteSchema());
    expect(readQuoteSchema()).toEqual(loadQuoteSchema());
    expect(loadQuoteSchema()).not.toBe(loadQuoteSchema());
  });

  it('a message for a rule the table does not have is none', () => {
    expect(fieldMessage('text', 'format', { label: 'Town' })).toBeUndefined();
    expect(fieldMessage('website' as never, 'type', { label: 'Website' })).toBeUndefined();
  });

  it('every rule of every kind has its message', () => {
    const ruleKeywords = ['type', 'maxLength', 'format', 'pattern', 'minLength', 'enum', 'const'];
    const schema = readQuoteSchema();
    const rules = { ...schema.$defs, subject: schema.properties.subject, fillTimeMs: schema.properties.fillTimeMs };
    for (const [kind, rule] of Object.entries(rules))
      for (const keyword of ruleKeywords.filter((keyword) => keyword in rule))
        expect(fieldMessages[kind as keyof typeof fieldMessages]?.[keyword], `${kind}.${keyword}`).toBeDefined();
    for (const kind of Object.keys(schema.$defs))
      expect(fieldMessages[kind as keyof typeof fieldMessages].required, `${kind}.required`).toBeDefined();
  });
});
