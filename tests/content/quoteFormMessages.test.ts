// @vitest-environment node
/**
 * The quote form's rules, shared by the server and the browser form: the words a visitor reads for each rule of
 * schema/quoteRequest.schema.json, with the schema's numbers in them.
 */
import { describe, expect, it } from 'vitest';
import { browserQuoteRules } from '../../src/quotes/browserQuoteRules';
import { fieldMessage, fieldMessages, refusalMessages } from '../../src/quotes/quoteMessages';
import {
  controlCharacters,
  controlCharactersInOneLine,
  loadQuoteSchema,
  quoteFieldLimits,
  readQuoteSchema,
} from '../../src/quotes/quoteRules';
import {
  checkQuoteRequest,
  explainQuoteErrors,
  maxReportedProblems,
  onlyKnownFields,
  quoteValidator,
} from '../../src/quotes/validateQuoteRequest';

const errorsOf = (input: unknown) => {
  const result = checkQuoteRequest(input);
  return result.ok ? {} : result.errors;
};
const withEmail = (fields: Record<string, unknown>) => errorsOf({ email: 'ann@example.com', ...fields });

const controlMessage = (label: string) =>
  `${label} contains an invisible control character (often pasted from another program). Please type it again without it.`;

describe('what a visitor reads for each rule', () => {
  it('every problem of a request at once, each on its field', () => {
    expect(errorsOf({ email: 'ann@', firstName: 7, lastName: 'x'.repeat(101) })).toEqual({
      email: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
      firstName: 'Please write your first name as plain text.',
      lastName: 'Please shorten your last name to 100 characters or fewer.',
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
    expect(checkQuoteRequest({ phone: '5'.repeat(40) }).ok).toBe(true);
  });

  it.each([
    ['firstName', 100, 'Please shorten your first name to 100 characters or fewer.'],
    ['lastName', 100, 'Please shorten your last name to 100 characters or fewer.'],
    ['address', 300, 'Please shorten the project address to 300 characters or fewer.'],
    [
      'description',
      5000,
      'Please shorten the project description to 5,000 characters or fewer; we can talk through the details when we call.',
    ],
    ['subject', 200, 'This field must be left empty.'],
  ])('%s over %i characters', (field, limit, message) => {
    expect(withEmail({ [field]: 'x'.repeat(limit + 1) })).toEqual({ [field]: message });
  });

  it.each([
    ['firstName', 'Please write your first name as plain text.'],
    ['lastName', 'Please write your last name as plain text.'],
    ['phone', 'Please write your phone number as plain text.'],
    ['address', 'Please write the project address as plain text.'],
    ['description', 'Please write the project description as plain text.'],
    ['subject', 'This field must be left empty.'],
    ['fillTimeMs', 'The time spent on the form must be a whole number of milliseconds.'],
  ])('%s that is not text', (field, message) => {
    expect(withEmail({ [field]: 42 })).toEqual({ [field]: message });
  });

  it('a list where text belongs is told as not text, even with a control character in it', () => {
    expect(withEmail({ firstName: ['Ann\u0007'] })).toEqual({
      firstName: 'Please write your first name as plain text.',
    });
  });

  it("a field's most important problem is told, whatever order the validator finds them in", () => {
    const format = { instancePath: '/email', schemaPath: '', keyword: 'format', params: { format: 'email' } };
    const maxLength = { instancePath: '/email', schemaPath: '', keyword: 'maxLength', params: { limit: 254 } };
    const formatMessage =
      'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.';
    expect(explainQuoteErrors([format, maxLength])).toEqual({ email: formatMessage });
    expect(explainQuoteErrors([maxLength, format])).toEqual({ email: formatMessage });
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
    expect(withEmail({ description: 'Roof leaks.\n\tAlso the gutter.', address: '1 Main St\nSherwood' })).toEqual({});
    expect(withEmail({ firstName: 'Ann\tLee' })).toEqual({ firstName: controlMessage('First name') });
    expect(withEmail({ description: 'Roof\u0000' })).toEqual({ description: controlMessage('Project description') });
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
      message: 'The request is larger than 32 KB. Please shorten the project description and send it again.',
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
      checkQuoteRequest({
        email: ' ann@example.com ',
        description: ' Roof\r\nGutter\rDeck ',
        phone: '  ',
        address: undefined,
        lastName: null,
      }),
    ).toStrictEqual({
      ok: true,
      request: { email: 'ann@example.com', description: 'Roof\nGutter\nDeck' },
    });
  });

  it("a form post keeps only the form's fields", () => {
    expect(
      onlyKnownFields({ email: 'a@example.com', subject: '', fillTimeMs: '5000', submit: 'Send', colour: 'red' }),
    ).toEqual({
      email: 'a@example.com',
      subject: '',
      fillTimeMs: '5000',
    });
  });

  it('is checked by one validator, compiled once', () => {
    expect(quoteValidator()).toBe(quoteValidator());
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
  it("labels, limits, the e-mail pattern and the server's own words with the numbers filled in", () => {
    const rules = browserQuoteRules();
    expect({ ...rules, emailPattern: undefined }).toEqual({
      labels: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'E-mail address',
        phone: 'Phone number',
        address: 'Project address',
        description: 'Project description',
      },
      maxLength: { firstName: 100, lastName: 100, email: 254, phone: 40, address: 300, description: 5000 },
      phoneMinDigits: 10,
      honeypotField: 'subject',
      fillTimeField: 'fillTimeMs',
      emailPattern: undefined,
      messages: {
        needContact: 'Please enter an e-mail address or a phone number, so we can reply to you.',
        emailFormat: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
        phoneDigits:
          'Please enter a phone number with at least 10 digits, area code included, or leave it empty and give an e-mail address.',
        tooLong: {
          firstName: 'Please shorten your first name to 100 characters or fewer.',
          lastName: 'Please shorten your last name to 100 characters or fewer.',
          email: 'An e-mail address has at most 254 characters: please check this one, or give a phone number instead.',
          phone: 'A phone number has at most 40 characters here: please give just the number.',
          address: 'Please shorten the project address to 300 characters or fewer.',
          description:
            'Please shorten the project description to 5,000 characters or fewer; we can talk through the details when we call.',
        },
      },
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
      expect(pattern.test(email), email).toBe(checkQuoteRequest({ email }).ok);
    }
  });

  it('the limits of a schema that changed', () => {
    const schema = loadQuoteSchema();
    schema.properties.firstName.maxLength = 80;
    schema.properties.phone.pattern = '^[^0-9]*(?:[0-9][^0-9]*){7,}$';
    const rules = browserQuoteRules(schema);
    expect(rules.maxLength.firstName).toBe(80);
    expect(rules.messages.tooLong.firstName).toBe('Please shorten your first name to 80 characters or fewer.');
    expect(rules.phoneMinDigits).toBe(7);
  });
});

describe('a schema the rules cannot be read from', () => {
  it('a field without maxLength is named', () => {
    const schema = loadQuoteSchema();
    delete schema.properties.address.maxLength;
    expect(() => quoteFieldLimits(schema)).toThrow(/quoteRequest\.schema\.json: address has no maxLength\.$/);
  });

  it.each([['^[0-9 ]{10,20}$'], ['^(?:[0-9][^0-9]*){10,}$)'], [undefined]])(
    'a phone pattern %s, whose fewest digits cannot be read, says how it must end',
    (pattern) => {
      const schema = loadQuoteSchema();
      schema.properties.phone.pattern = pattern;
      expect(() => quoteFieldLimits(schema)).toThrow(
        /quoteRequest\.schema\.json: the phone pattern must end with "\{N,\}\$" \(N = the fewest digits\)\.$/,
      );
    },
  );

  it('a rule without its message stops the build, naming the rule', () => {
    const { format } = fieldMessages.email;
    delete fieldMessages.email.format;
    try {
      expect(() => browserQuoteRules()).toThrow(/^quoteMessages\.ts has no message for email\.format\.$/);
    } finally {
      fieldMessages.email.format = format;
    }
  });

  it('the schema read once is the schema on disk', () => {
    expect(readQuoteSchema()).toBe(readQuoteSchema());
    expect(readQuoteSchema()).toEqual(loadQuoteSchema());
    expect(loadQuoteSchema()).not.toBe(loadQuoteSchema());
  });

  it('a message for a rule the table does not have is none', () => {
    expect(fieldMessage('firstName', 'format', {})).toBeUndefined();
    expect(fieldMessage('website' as never, 'type', {})).toBeUndefined();
  });
});
