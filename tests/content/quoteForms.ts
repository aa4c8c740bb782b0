/**
 * The forms the tests of the quote form's rules send requests to: a contact form whose e-mail address or phone
 * number gives a way to reply, a booking form with a required e-mail address, and the errors a request to one gets.
 */
import type { FormField } from '../../src/quotes/formFields';
import { checkQuoteRequest } from '../../src/quotes/validateQuoteRequest';

/** A contact form: six fields, all optional, of which an e-mail address or a phone number gives a way to reply. */
export const contact: { fields: FormField[] } = {
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
export const booking: { fields: FormField[] } = {
  fields: [
    { name: 'name', kind: 'text', label: 'Your name', required: true },
    { name: 'email', kind: 'email', label: 'E-mail', required: true },
    { name: 'room', kind: 'choice', label: 'Room', options: ['Small hall', 'Large hall'], required: true },
    { name: 'day', kind: 'date', label: 'Day' },
    { name: 'catering', kind: 'yesNo', label: 'Catering wanted?' },
    { name: 'notes', kind: 'longText', label: 'Notes', maxLength: 500 },
  ],
};

export const errorsOf = (input: unknown, form = contact) => {
  const result = checkQuoteRequest(form, input);
  return result.ok ? {} : result.errors;
};
