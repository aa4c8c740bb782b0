// @vitest-environment node
/**
 * The rules read from schema/quoteRequest.schema.json: the invisible characters refused, the rules the browser form
 * is given, the JSON Schema of one form, a schema the rules cannot be read from, and a message for every rule.
 */
import { describe, expect, it } from 'vitest';
import { browserQuoteRules } from '../../src/quotes/browserQuoteRules';
import { fieldMessage, fieldMessages } from '../../src/quotes/quoteMessages';
import {
  controlCharacters,
  controlCharactersInOneLine,
  formSchema,
  loadQuoteSchema,
  quoteFieldLimits,
  readQuoteSchema,
} from '../../src/quotes/quoteRules';
import { checkQuoteRequest } from '../../src/quotes/validateQuoteRequest';
import { booking, contact } from './quoteForms';

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
