/** A stored request as the office reads it, and the query that lists them with their e-mail's state. */
import type { StoredField } from '../../editorApi/storedField.ts';
import { fieldsOfRow, type RequestSummary } from './storedFields.ts';

export interface StoredQuote extends RequestSummary {
  id: string;
  receivedAt: string;
  /** The form it was sent with (its page's route, #block id), empty for a request stored before forms had ids. */
  formId: string;
  /** Every field of its form in order, with the label the form showed (an older row's: from its columns). */
  fields: StoredField[];
  spam: boolean;
  /** Why it was taken for spam, in words (empty for a real request). */
  spamReason: string;
  /** When the office e-mail was accepted by the SMTP server; empty while it is pending (or for spam). */
  emailedAt: string;
  /** sent · pending · undeliverable (the mail server refused it for good) · none (spam: never e-mailed). */
  mailStatus: MailStatus;
  /** The mail server's last refusal, while the e-mail is not sent. */
  mailError: string;
}

export type MailStatus = 'sent' | 'pending' | 'undeliverable' | 'none';

export interface QuoteRow {
  id: string;
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  description: string;
  form_id: string;
  fields: string;
  spam: number;
  spam_reason: string;
  sent_at: string | null;
  undeliverable_at: string | null;
  last_error: string | null;
}

export const quoteColumns = `q.id, q.received_at, q.first_name, q.last_name, q.email, q.phone, q.address, q.description, q.form_id,
  q.fields, q.spam, q.spam_reason, m.sent_at, m.undeliverable_at, m.last_error`;

export interface ListOptions {
  includeSpam: boolean;
  /** Only the spam. */
  onlySpam?: boolean;
  /** Only requests whose e-mail has not gone out (pending or undeliverable). */
  onlyUndelivered?: boolean;
}

/** Newest first; spam only when asked for. */
export const listSql = `SELECT ${quoteColumns} FROM quote_requests q LEFT JOIN mail_outbox m ON m.request_id = q.id
  WHERE (q.spam = 0 OR @includeSpam = 1) AND (q.spam = 1 OR @onlySpam = 0)
    AND (@onlyUndelivered = 0 OR (m.request_id IS NOT NULL AND m.sent_at IS NULL))
  ORDER BY q.received_at DESC, q.rowid DESC`;

export const listParameters = (options: ListOptions) => ({
  includeSpam: options.includeSpam || options.onlySpam ? 1 : 0,
  onlySpam: options.onlySpam ? 1 : 0,
  onlyUndelivered: options.onlyUndelivered ? 1 : 0,
});

function mailStatusOf(row: QuoteRow): MailStatus {
  if (row.sent_at) return 'sent';
  if (row.undeliverable_at) return 'undeliverable';
  return row.spam === 1 ? 'none' : 'pending';
}

export function toQuote(row: QuoteRow): StoredQuote {
  const summary = {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    description: row.description,
  };
  return {
    id: row.id,
    receivedAt: row.received_at,
    ...summary,
    formId: row.form_id,
    fields: fieldsOfRow(row.fields, summary),
    spam: row.spam === 1,
    spamReason: row.spam_reason ?? '',
    emailedAt: row.sent_at ?? '',
    mailStatus: mailStatusOf(row),
    mailError: row.sent_at ? '' : (row.last_error ?? ''),
  };
}
