// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldMessages, requestMessages } from '../../src/quotes/quoteMessages';
import { quoteFieldLimits, quoteFields, readQuoteSchema, spamCheckFields } from '../../src/quotes/quoteRules';
import { checkQuoteRequest } from '../../src/quotes/validateQuoteRequest';

const errorsOf = (input: unknown) => {
  const result = checkQuoteRequest(input);
  return result.ok ? {} : result.errors;
};

describe('the quote request schema', () => {
  const schema = readQuoteSchema();

  it('declares exactly the form fields, the spam trap and the time trap, each with a title and a description', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([...quoteFields, ...spamCheckFields].sort());
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(property.title, name).toBeTruthy();
      expect(property.description, name).toBeTruthy();
    }
    expect(schema.additionalProperties).toBe(false);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('has a message in plain words for every rule of every field', () => {
    const ruleKeywords = ['type', 'maxLength', 'format', 'pattern', 'minLength', 'enum', 'const'];
    for (const [field, property] of Object.entries(schema.properties)) {
      for (const keyword of ruleKeywords.filter((keyword) => keyword in property)) {
        expect(fieldMessages[field as keyof typeof fieldMessages]?.[keyword], `${field}.${keyword}`).toBeDefined();
      }
    }
  });

  it('gives the build the limits as plain numbers', () => {
    expect(quoteFieldLimits()).toEqual({
      maxLength: { firstName: 100, lastName: 100, email: 254, phone: 40, address: 300, description: 5000 },
      phone: { minDigits: 10, pattern: schema.properties.phone.pattern },
      maxBodyBytes: 32 * 1024,
    });
  });
});

describe('checking a quote request', () => {
  it('accepts an e-mail address alone, a phone number alone, or both', () => {
    expect(checkQuoteRequest({ email: 'name@example.com' }).ok).toBe(true);
    expect(checkQuoteRequest({ phone: '(503) 555-0147' }).ok).toBe(true);
    expect(checkQuoteRequest({ email: 'name@example.com', phone: '+1 503 555 0147' }).ok).toBe(true);
  });

  it('asks for a way to reply when there is neither e-mail nor phone, on both fields', () => {
    expect(errorsOf({ firstName: 'Ann' })).toEqual({
      email: requestMessages.needContact,
      phone: requestMessages.needContact,
    });
    expect(errorsOf({ email: '   ', phone: '' })).toEqual({
      email: requestMessages.needContact,
      phone: requestMessages.needContact,
    });
  });

  it('refuses an e-mail address that is not one, even when a phone number is given', () => {
    expect(errorsOf({ email: 'name@', phone: '5035550147' })).toEqual({ email: fieldMessages.email.format });
    expect(errorsOf({ email: 'name example.com' }).email).toMatch(/name@example\.com.*phone number/);
  });

  it('needs at least the number of digits the schema says in a phone number', () => {
    const { minDigits } = quoteFieldLimits().phone;
    expect(errorsOf({ phone: '5'.repeat(minDigits - 1) })).toEqual({ phone: fieldMessages.phone.pattern });
    expect(errorsOf({ phone: '(503) 555-014' }).phone).toBe(fieldMessages.phone.pattern);
    expect(checkQuoteRequest({ phone: '5'.repeat(minDigits) }).ok).toBe(true);
    expect(checkQuoteRequest({ phone: '503.555.0147 ext 12' }).ok).toBe(true);
  });

  it.each([
    ['firstName', 100, 'first name'],
    ['lastName', 100, 'last name'],
    ['address', 300, 'project address'],
    ['description', 5000, 'project description'],
  ] as const)('allows %s up to %i characters and says so beyond', (field, limit, words) => {
    expect(checkQuoteRequest({ email: 'a@example.com', [field]: 'x'.repeat(limit) }).ok).toBe(true);
    const message = errorsOf({ email: 'a@example.com', [field]: 'x'.repeat(limit + 1) })[field];
    expect(message).toContain(words);
    expect(message).toContain(limit.toLocaleString('en-US'));
  });

  it('counts characters, not bytes', () => {
    expect(checkQuoteRequest({ email: 'a@example.com', firstName: 'é'.repeat(100) }).ok).toBe(true);
  });

  it('trims values and treats empty or null fields as missing', () => {
    const result = checkQuoteRequest({ firstName: '  Ann  ', lastName: '', email: ' ann@example.com ', phone: null });
    expect(result).toEqual({ ok: true, request: { firstName: 'Ann', email: 'ann@example.com' } });
  });

  it('says which fields are not text', () => {
    expect(
      errorsOf({ email: 'a@example.com', firstName: 42, description: { text: 'roof' }, address: ['1 Main St'] }),
    ).toEqual({
      firstName: fieldMessages.firstName.type,
      description: fieldMessages.description.type,
      address: fieldMessages.address.type,
    });
  });

  it('names a field the form does not have', () => {
    expect(errorsOf({ email: 'a@example.com', colour: 'red' }).colour).toContain('no field called "colour"');
    expect(Object.keys(errorsOf(JSON.parse('{"email":"a@example.com","__proto__":{"x":1}}')))).toEqual(['__proto__']);
  });

  it('asks for one JSON object when the body is something else', () => {
    for (const body of [[], 'text', 42, null, true])
      expect(errorsOf(body)).toEqual({ body: requestMessages.notAnObject });
  });
});
