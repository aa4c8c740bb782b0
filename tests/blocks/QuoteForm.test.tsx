/**
 * The form block as drawn: the plain form a browser without JavaScript posts, the rules it is given at build time, its
 * fields and the contact details beside it (the form itself is declared in QuoteFormFixture.ts). What it checks
 * before sending is in QuoteFormChecks.test.tsx, and how it sends in QuoteFormSending.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import quoteRules from 'virtual:site-quote-rules';
import { QuoteForm } from '../../blocks/QuoteForm/QuoteForm';
import { formIdField, maxLengthOf } from '../../src/quotes/formFields';
import { readProjectFile, renderBlock, renderBlockOnServer, site, telAddressOf } from '../helpers/renderBlock';
import { hoursTextOf } from '../helpers/officeHours';
import { fieldNamed, fields, form, input, quoteForm } from './QuoteFormFixture';

describe('quote form: without JavaScript', () => {
  it('is a plain form posted to the endpoint with its declared field names, checked by the browser', () => {
    const html = renderBlockOnServer(QuoteForm, quoteForm, { path: '/contact' });
    const plain = html.querySelector('form')!;
    expect(plain.getAttribute('method')).toBe('post');
    expect(plain.getAttribute('action')).toBe('/api/quote');
    // Without JavaScript the browser's own check of type="email" is all there is before the server.
    expect(plain.hasAttribute('novalidate')).toBe(false);
    const names = [...plain.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'));
    // The form names itself, its fields follow in order, then the spam trap; the time trap is the script's.
    expect(names).toEqual([formIdField, ...fields.map((field) => field.name), quoteRules.honeypotField]);
    expect(plain.querySelector<HTMLInputElement>(`input[name="${formIdField}"]`)!.value).toBe('/contact');
  });

  it('sends to /api/quote when the block names no endpoint, and checks for itself once running', () => {
    renderBlock(QuoteForm, { ...quoteForm, endpoint: undefined });
    expect(form().getAttribute('action')).toBe('/api/quote');
    expect(form().hasAttribute('novalidate')).toBe(true);
  });
});

describe('quote form: the rules it is given at build time', () => {
  it('need exactly as many digits in a phone number as the schema’s pattern', () => {
    const schema = JSON.parse(readProjectFile('schema/quoteRequest.schema.json'));
    const pattern = new RegExp(schema.$defs.phone.pattern);
    const digits = quoteRules.phoneMinDigits;
    expect(pattern.test('5'.repeat(digits - 1))).toBe(false);
    expect(pattern.test('5'.repeat(digits))).toBe(true);
  });

  it('check e-mail addresses as the server does: one plain mailbox, nothing that adds to a reply', () => {
    const pattern = new RegExp(quoteRules.emailPattern.source, quoteRules.emailPattern.flags);
    expect(['ann.lee@example.com', "o'brien@example.co.uk"].filter((address) => pattern.test(address))).toHaveLength(2);
    const refused = [
      'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example',
      'ann@example.com?subject=Invoice',
      'ann@example.com&bcc=spy@evil.example',
      'ann@example',
      'ann lee@example.com',
    ];
    expect(refused.filter((address) => pattern.test(address))).toEqual([]);
  });

  it('hold a field to its own lower limit, and a long text to its kind’s', () => {
    expect(maxLengthOf(fieldNamed('address'), quoteRules.maxLength)).toBe(300);
    expect(maxLengthOf(fieldNamed('description'), quoteRules.maxLength)).toBe(5000);
  });
});

describe('quote form: fields', () => {
  it('labels every field visibly and helps the browser fill it in', () => {
    renderBlock(QuoteForm, quoteForm);
    expect(input('First name').autocomplete).toBe('given-name');
    expect(input('Last name').autocomplete).toBe('family-name');
    expect(input('E-mail address').type).toBe('email');
    expect(input('E-mail address').autocomplete).toBe('email');
    expect(input('Phone number').type).toBe('tel');
    expect(input('Phone number').autocomplete).toBe('tel');
    expect(input('Address').tagName).toBe('TEXTAREA');
    expect(input('Address').getAttribute('autocomplete')).toBe('street-address');
    expect(screen.getByLabelText('What you need').tagName).toBe('TEXTAREA');
  });

  it('hides the honeypot field from people, screen readers and the tab order, without type=hidden', () => {
    renderBlock(QuoteForm, quoteForm);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="subject"]')!;
    expect(honeypot.type).toBe('text');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the form heading, the send button and the reply promise under it', () => {
    renderBlock(QuoteForm, quoteForm);
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send Request' });
    expect(button.nextElementSibling?.textContent).toContain(quoteForm.replyPromise);
  });
});

describe('quote form: contact details', () => {
  it('lists phone, e-mail, address and office hours from site.yaml beside the form', () => {
    renderBlock(QuoteForm, quoteForm);
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    const { phone, email, address } = site.company;
    expect(within(details).getByRole('link', { name: phone }).getAttribute('href')).toBe(telAddressOf(phone));
    expect(within(details).getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(details.textContent).toContain(address.street);
    expect(details.textContent).toContain(`${address.city}, ${address.region} ${address.postalCode}`);
    for (const row of site.company.hours) expect(details.textContent).toContain(`${row.label}${hoursTextOf(row)}`);
    expect(details.textContent).toContain(quoteForm.replyPromise);
  });

  it('leaves the contact details out when contactInfo is not set', () => {
    renderBlock(QuoteForm, { ...quoteForm, contactInfo: false });
    expect(screen.queryByRole('complementary', { name: 'Contact details' })).toBeNull();
  });
});
