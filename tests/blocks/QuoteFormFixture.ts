/**
 * The form the QuoteForm tests draw, declared here (a contact form of six optional fields, one of e-mail or phone
 * needed to reply) so that the office can change the live form's words without touching the tests, and the few
 * ways those tests read and use it as a visitor would.
 */
import { fireEvent, screen } from '@testing-library/react';
import quoteRules from 'virtual:site-quote-rules';
import type { BlockOfType } from '../../src/content/model';
import { type FormField, hasAlternative, maxLengthOf } from '../../src/quotes/formFields';
import { fieldMessage, requestMessages } from '../../src/quotes/quoteMessages';

export const fields: FormField[] = [
  { name: 'firstName', kind: 'text', label: 'First name', autocomplete: 'given-name', maxLength: 100 },
  { name: 'lastName', kind: 'text', label: 'Last name', autocomplete: 'family-name', maxLength: 100 },
  { name: 'email', kind: 'email', label: 'E-mail address', autocomplete: 'email' },
  { name: 'phone', kind: 'phone', label: 'Phone number', autocomplete: 'tel' },
  { name: 'address', kind: 'longText', label: 'Address', autocomplete: 'street-address', rows: 2, maxLength: 300 },
  { name: 'description', kind: 'longText', label: 'What you need' },
];
export const fieldNamed = (name: string) => fields.find((field) => field.name === name)!;

export const quoteForm: BlockOfType<'quoteForm'> = {
  type: 'quoteForm',
  heading: 'Get in Touch',
  formHeading: 'Send Us a Message',
  replyPromise: 'We reply to every message within one working day.',
  submitLabel: 'Send Request',
  contactInfo: true,
  endpoint: '/api/quote',
  fields,
};

/** The server's words for a rule of a field of this form. */
export const messageFor = (name: string, keyword: string) => {
  const field = fieldNamed(name);
  return fieldMessage(field.kind, keyword, {
    label: field.label,
    limit: maxLengthOf(field, quoteRules.maxLength),
    orOtherContact: hasAlternative(field, fields),
  });
};
export const needContact = requestMessages.needContact({ email: true, phone: true });

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
export const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
export const form = () => document.querySelector('form')!;
/** The message a field points to with aria-describedby. */
export const messageOf = (label: string) =>
  document
    .getElementById(
      (input(label).getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error')) ?? '',
    )
    ?.textContent?.trim();

/** What the server answers the form's script, as fetch hands it over. */
export function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
