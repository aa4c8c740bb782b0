// @vitest-environment node
/**
 * The quote form's check in the browser and the server's check (ajv with the whole schema) agree: for the same
 * input they name the same fields with the same words. The browser only has the plain data of
 * `virtual:site-quote-rules`; the server has the schema.
 */
import { describe, expect, it } from 'vitest';
import quoteRules from 'virtual:site-quote-rules';
import { checkBeforeSending, fields } from '../../blocks/QuoteForm/checkBeforeSending';
import { browserQuoteRules } from '../../src/quotes/browserQuoteRules';
import { quoteFields, readQuoteSchema } from '../../src/quotes/quoteRules';
import { checkQuoteRequest } from '../../src/quotes/validateQuoteRequest';

const empty = { firstName: '', lastName: '', email: '', phone: '', address: '', description: '' };

const inputs: Record<string, Partial<typeof empty>> = {
  'nothing at all': {},
  'a name only': { firstName: 'Dana' },
  'spaces for a way to reply': { email: '   ', phone: '  ' },
  'an e-mail address': { email: 'dana@example.com' },
  'an e-mail address with spaces around it': { email: '  dana@example.com ' },
  'a phone number': { phone: '(503) 555-0147' },
  'a phone number with an extension': { phone: '503.555.0147 ext 12' },
  'nine digits': { phone: '503 555 014' },
  'exactly ten digits': { phone: '5035550147' },
  'letters for a phone number': { phone: 'call me maybe' },
  'an address without a domain': { email: 'dana@example' },
  'an address without @': { email: 'dana.example.com' },
  'an address with a space': { email: 'dana @example.com' },
  'an address with a plus and a subdomain': { email: 'dana+roof@mail.example.co.uk' },
  'an address with two dots in a row': { email: 'dana..lee@example.com' },
  'an address that carries a Bcc and a subject in a link': {
    email: 'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example',
  },
  'a bad e-mail address beside a good phone number': { email: 'dana@', phone: '5035550147' },
  'a bad e-mail address and a bad phone number': { email: 'dana@', phone: '555' },
  'the longest first name': { email: 'a@example.com', firstName: 'x'.repeat(100) },
  'a first name one over': { email: 'a@example.com', firstName: 'x'.repeat(101) },
  'a hundred emoji in a last name': { email: 'a@example.com', lastName: '🏠'.repeat(100) },
  'an address one over': { phone: '5035550147', address: 'x'.repeat(301) },
  'a description one over': { phone: '5035550147', description: 'x'.repeat(5001) },
  'a description over only before trimming': { phone: '5035550147', description: ` ${'x'.repeat(5000)} ` },
  'a phone number over its length': { phone: '5'.repeat(41) },
  'a phone number over its length with too few digits': { phone: '-'.repeat(41) },
  'an e-mail address over its length': {
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
  },
  'an invalid e-mail address over its length': { email: `${'a'.repeat(250)} @example.com` },
};

describe('the browser’s check before sending', () => {
  it.each(Object.entries(inputs))('agrees with the server on %s', (_, input) => {
    const server = checkQuoteRequest(input);
    const serverErrors = server.ok ? {} : server.errors;
    expect(checkBeforeSending({ ...empty, ...input })).toEqual(serverErrors);
  });

  it('covers every field of the server, in the same order', () => {
    expect([...fields]).toEqual([...quoteFields]);
  });

  it('is given what the build makes from the schema on disk', () => {
    expect(quoteRules).toEqual(browserQuoteRules(readQuoteSchema()));
  });
});
