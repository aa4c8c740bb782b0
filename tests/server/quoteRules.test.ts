// @vitest-environment node
/**
 * The rules of a form's requests: the schema of the kinds of field, and a request checked against the fields its
 * form declares (here a form like the contact form of the live site: six optional fields, an e-mail address or a
 * phone number needed to reply).
 */
import { describe, expect, it } from 'vitest';
import { fieldKinds, type FormField, isCalendarDate, maxLengthOf, typedKinds } from '../../src/quotes/formFields';
import { requestMessages } from '../../src/quotes/quoteMessages';
import { quoteFieldLimits, readQuoteSchema, spamCheckFields } from '../../src/quotes/quoteRules';
import { checkQuoteRequest } from '../../src/quotes/validateQuoteRequest';

const form: { fields: FormField[] } = {
  fields: [
    { name: 'firstName', kind: 'text', label: 'First name', maxLength: 100 },
    { name: 'lastName', kind: 'text', label: 'Last name', maxLength: 100 },
    { name: 'email', kind: 'email', label: 'E-mail address' },
    { name: 'phone', kind: 'phone', label: 'Phone number' },
    { name: 'address', kind: 'longText', label: 'Address', maxLength: 300 },
    { name: 'description', kind: 'longText', label: 'Description' },
  ],
};

const errorsOf = (input: unknown) => {
  const result = checkQuoteRequest(form, input);
  return result.ok ? {} : result.errors;
};

const phoneMessage =
  'Please enter a phone number with at least 10 digits, area code included, or leave it empty and give an e-mail address.';

describe('the schema of form requests', () => {
  const schema = readQuoteSchema();

  it('has a rule for every kind of field, and the form, the spam trap and the time trap, each with a title and a description', () => {
    expect(Object.keys(schema.$defs).sort()).toEqual([...fieldKinds].sort());
    expect(Object.keys(schema.properties).sort()).toEqual(['form', ...spamCheckFields].sort());
    for (const [name, rule] of [...Object.entries(schema.$defs), ...Object.entries(schema.properties)]) {
      expect(rule.title, name).toBeTruthy();
      expect(rule.description, name).toBeTruthy();
      expect(rule.type, name).toBe('string');
    }
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('gives the build the limits of the kinds typed freely as plain numbers', () => {
    expect(quoteFieldLimits()).toEqual({
      maxLength: { text: 300, longText: 5000, email: 254, phone: 40 },
      phone: { minDigits: 10, pattern: schema.$defs.phone.pattern },
      maxBodyBytes: 32 * 1024,
    });
  });

  it('a field’s limit: its own when lower than its kind’s, none for the kinds answered by picking', () => {
    const limits = quoteFieldLimits().maxLength;
    expect(maxLengthOf({ name: 'a', kind: 'text', label: 'A', maxLength: 20 }, limits)).toBe(20);
    expect(maxLengthOf({ name: 'a', kind: 'text', label: 'A', maxLength: 300 }, limits)).toBe(300);
    expect(maxLengthOf({ name: 'a', kind: 'text', label: 'A', maxLength: 301 }, limits)).toBe(300);
    expect(maxLengthOf({ name: 'a', kind: 'longText', label: 'A' }, limits)).toBe(5000);
    for (const kind of fieldKinds.filter((each) => !(typedKinds as readonly string[]).includes(each)))
      expect(maxLengthOf({ name: 'a', kind, label: 'A', maxLength: 5 }, limits), kind).toBeUndefined();
  });

  it('a calendar date is a real day written year-month-day', () => {
    expect(['2026-05-31', '2024-02-29', '1999-12-01'].every(isCalendarDate)).toBe(true);
    expect(
      ['2026-02-29', '2026-04-31', '2026-00-10', '2026-05-00', '26-05-31', ' 2026-05-31', ''].some(isCalendarDate),
    ).toBe(false);
  });
});

describe('checking a request against its form', () => {
  it('accepts an e-mail address alone, a phone number alone, or both', () => {
    expect(checkQuoteRequest(form, { email: 'name@example.com' }).ok).toBe(true);
    expect(checkQuoteRequest(form, { phone: '(503) 555-0147' }).ok).toBe(true);
    expect(checkQuoteRequest(form, { email: 'name@example.com', phone: '+1 503 555 0147' }).ok).toBe(true);
  });

  it('asks for a way to reply when there is neither e-mail nor phone, on both fields', () => {
    const needContact = requestMessages.needContact({ email: true, phone: true });
    expect(errorsOf({ firstName: 'Ann' })).toEqual({ email: needContact, phone: needContact });
    expect(errorsOf({ email: '   ', phone: '' })).toEqual({ email: needContact, phone: needContact });
  });

  it('refuses an e-mail address that is not one, even when a phone number is given', () => {
    expect(errorsOf({ email: 'name@', phone: '5035550147' })).toEqual({
      email: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
    });
  });

  it('needs at least the number of digits the schema says in a phone number', () => {
    const { minDigits } = quoteFieldLimits().phone;
    expect(errorsOf({ phone: '5'.repeat(minDigits - 1) })).toEqual({ phone: phoneMessage });
    expect(errorsOf({ phone: '(503) 555-014' }).phone).toBe(phoneMessage);
    expect(checkQuoteRequest(form, { phone: '5'.repeat(minDigits) }).ok).toBe(true);
    expect(checkQuoteRequest(form, { phone: '503.555.0147 ext 12' }).ok).toBe(true);
  });

  it.each([
    ['firstName', 100, 'First name'],
    ['lastName', 100, 'Last name'],
    ['address', 300, 'Address'],
    ['description', 5000, 'Description'],
  ] as const)('allows %s up to %i characters and says so beyond, by its label', (field, limit, label) => {
    expect(checkQuoteRequest(form, { email: 'a@example.com', [field]: 'x'.repeat(limit) }).ok).toBe(true);
    expect(errorsOf({ email: 'a@example.com', [field]: 'x'.repeat(limit + 1) })[field]).toBe(
      `Please shorten “${label}” to ${limit.toLocaleString('en-US')} characters or fewer.`,
    );
  });

  it('counts characters, not bytes', () => {
    expect(checkQuoteRequest(form, { email: 'a@example.com', firstName: 'é'.repeat(100) }).ok).toBe(true);
  });

  it('trims values and treats empty or null fields as missing', () => {
    const result = checkQuoteRequest(form, {
      firstName: '  Ann  ',
      lastName: '',
      email: ' ann@example.com ',
      phone: null,
    });
    expect(result).toEqual({ ok: true, request: { firstName: 'Ann', email: 'ann@example.com' } });
  });

  it('says which fields are not text', () => {
    expect(
      errorsOf({ email: 'a@example.com', firstName: 42, description: { text: 'door' }, address: ['1 Main St'] }),
    ).toEqual({
      firstName: 'Please write “First name” as plain text.',
      description: 'Please write “Description” as plain text.',
      address: 'Please write “Address” as plain text.',
    });
  });

  it('names a field the form does not have, and lists the fields it has', () => {
    expect(errorsOf({ email: 'a@example.com', colour: 'red' }).colour).toBe(
      'This form has no field called "colour". The fields are firstName, lastName, email, phone, address, description.',
    );
    expect(Object.keys(errorsOf(JSON.parse('{"email":"a@example.com","__proto__":{"x":1}}')))).toEqual(['__proto__']);
  });

  it('asks for one JSON object when the body is something else', () => {
    for (const body of [[], 'text', 42, null, true])
      expect(errorsOf(body)).toEqual({ body: requestMessages.notAnObject });
  });
});

describe('fields named like what every object has (constructor, toString …)', () => {
  /** The names JavaScript gives every object that a field name's letters and digits can spell, and "prototype". */
  const objectNames = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'].filter((name) =>
    /^[a-zA-Z][a-zA-Z0-9]*$/.test(name),
  );
  const withObjectNames = (required: boolean): { fields: FormField[] } => ({
    fields: [
      { name: 'email', kind: 'email', label: 'E-mail address' },
      ...objectNames.map((name): FormField => ({ name, kind: 'text', label: `The ${name}`, required })),
    ],
  });

  it('are missing when they are left out or left empty, as any other field', () => {
    expect(objectNames).toContain('constructor');
    expect(objectNames).toContain('hasOwnProperty');
    expect(checkQuoteRequest(withObjectNames(false), { email: 'a@example.com' })).toEqual({
      ok: true,
      request: { email: 'a@example.com' },
    });
    const empty = Object.fromEntries(objectNames.map((name) => [name, '']));
    expect(checkQuoteRequest(withObjectNames(false), { email: 'a@example.com', ...empty }).ok).toBe(true);
  });

  it('are asked for when required and left out, and kept as written when filled in', () => {
    expect(checkQuoteRequest(withObjectNames(true), { email: 'a@example.com' })).toEqual({
      ok: false,
      errors: Object.fromEntries(objectNames.map((name) => [name, `Please fill in “The ${name}”.`])),
    });
    const filled = Object.fromEntries(objectNames.map((name) => [name, ` ${name} `]));
    const check = checkQuoteRequest(withObjectNames(true), { email: 'a@example.com', ...filled });
    expect(check.ok && check.request.constructor).toBe('constructor');
    expect(check.ok && check.request.toString).toBe('toString');
  });
});
