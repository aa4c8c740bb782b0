/**
 * A request's fields as they are stored: in the order of its form, each with the label the form showed, its kind
 * and what the visitor wrote (empty when left out), so the office e-mail, the inbox and the CSV show the form's own
 * words however the form changes later. Besides them, a summary of who sent it and how to reach them fills the
 * columns the inbox lists and searches: the name from the fields the browser fills with a name (autocomplete
 * given-name, family-name, name), the first e-mail address and phone number, the street address, the first text
 * over several lines.
 */
import type { StoredField } from '../../editorApi/storedField.ts';
import type { FieldKind, FormField } from '../../quotes/formFields.ts';
import type { QuoteRequest } from '../../quotes/validateQuoteRequest.ts';

/** Who sent a request and how to reach them, in the table's own columns (the list and the search read these). */
export interface RequestSummary {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  description: string;
}

/**
 * The fields requests had before forms declared their own, stored in columns of their own: what an older row
 * holds is shown under these labels.
 */
export const columnFields: readonly (FormField & { column: keyof RequestSummary })[] = [
  { name: 'firstName', kind: 'text', label: 'First name', autocomplete: 'given-name', column: 'firstName' },
  { name: 'lastName', kind: 'text', label: 'Last name', autocomplete: 'family-name', column: 'lastName' },
  { name: 'email', kind: 'email', label: 'E-mail address', autocomplete: 'email', column: 'email' },
  { name: 'phone', kind: 'phone', label: 'Phone number', autocomplete: 'tel', column: 'phone' },
  { name: 'address', kind: 'longText', label: 'Address', autocomplete: 'street-address', column: 'address' },
  { name: 'description', kind: 'longText', label: 'Description', column: 'description' },
];

/** The fields of a request in the order of its form (the column fields when no form is given). */
export function storedFieldsOf(request: QuoteRequest, fields: readonly FormField[] = columnFields): StoredField[] {
  return fields.map(({ name, label, kind }) => ({ name, label, kind, value: request[name] ?? '' }));
}

/** The fields of a row stored before forms declared their fields, from its columns. */
export function fieldsOfColumns(summary: RequestSummary): StoredField[] {
  return columnFields.map(({ name, label, kind, column }) => ({ name, label, kind, value: summary[column] }));
}

const valuesWith = (fields: readonly FormField[], request: QuoteRequest, tokens: readonly string[]) =>
  fields
    .filter((field) => field.autocomplete && tokens.includes(field.autocomplete))
    .map((field) => request[field.name] ?? '')
    .filter(Boolean);

/** The summary of a request, read from the fields its form declares. */
export function summaryOf(request: QuoteRequest, fields: readonly FormField[] = columnFields): RequestSummary {
  const firstOfKind = (kind: FieldKind, except?: FormField) =>
    fields.filter((field) => field.kind === kind && field !== except).find((field) => request[field.name]);
  const addressField = fields.find((field) => field.autocomplete === 'street-address');
  const answerOf = (field: FormField | undefined) => (field ? (request[field.name] ?? '') : '');
  return {
    firstName: valuesWith(fields, request, ['name', 'given-name']).join(' '),
    lastName: valuesWith(fields, request, ['family-name']).join(' '),
    email: answerOf(firstOfKind('email')),
    phone: answerOf(firstOfKind('phone')),
    address: answerOf(addressField),
    description: answerOf(firstOfKind('longText', addressField)),
  };
}

/** The fields as kept in the table (JSON), or what a row that has none keeps: nothing. */
export const fieldsColumnOf = (fields: readonly StoredField[]) => JSON.stringify(fields);

/** The fields of a row: its own when it has them, else those of its columns (a row stored before). */
export function fieldsOfRow(json: string, summary: RequestSummary): StoredField[] {
  if (json) {
    try {
      const parsed = JSON.parse(json) as unknown;
      if (Array.isArray(parsed)) return parsed as StoredField[];
    } catch {
      // A row no version of the server wrote: its columns are all it has.
    }
  }
  return fieldsOfColumns(summary);
}
