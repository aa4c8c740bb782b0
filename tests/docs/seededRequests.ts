/**
 * The quote requests the judges of the office's commands put in the copy's ./data before running them, as the
 * server stores them, and the CSV header docs/quotes.md says the listings start with.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { databaseFileIn } from '../../src/server/quotes/quoteDatabase';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { formsOfPages } from '../../src/quotes/formCatalogue';
import type { FormDefinition } from '../../src/quotes/formFields';

/**
 * Puts a quote request sent with the contact form, with the id "ID", in the copy's ./data (docs/quotes.md writes
 * `--not-spam ID`, `--delete ID`: run as written, the id is the word ID).
 */
export function seedRequestWithIdID(dir: string, spam: boolean) {
  const dataDir = path.join(dir, 'data');
  const form = contactFormIn(dir);
  const store = openQuoteStore(dataDir);
  const { id } = store.save({
    request: { email: 'seeded@example.com', description: 'seeded', ...(spam ? { subject: 'robot' } : {}) },
    form: { id: form.id, fields: form.fields },
    spam,
    spamReason: spam ? 'spam trap filled in' : undefined,
    clientAddress: '127.0.0.1',
    messageIdDomain: 'example.com',
  });
  store.close();
  const db = new Database(databaseFileIn(dataDir));
  db.prepare(`DELETE FROM mail_outbox WHERE request_id IN ('ID', ?)`).run(id);
  db.prepare(`DELETE FROM request_outbox WHERE request_id IN ('ID', ?)`).run(id);
  db.prepare(`DELETE FROM quote_requests WHERE id = 'ID'`).run();
  db.prepare(`UPDATE quote_requests SET id = 'ID' WHERE id = ?`).run(id);
  if (!spam)
    db.prepare(
      `INSERT INTO mail_outbox (request_id, message_id, next_attempt_at) VALUES ('ID', '<quote-ID@example.com>', 0)`,
    ).run();
  db.close();
}

/** The contact page's form as the copy's pages declare it: what the build writes to dist/.forms.json. */
function contactFormIn(dir: string): FormDefinition {
  const { content, errors } = loadContent(contentFilesIn(dir));
  if (!content) throw new Error(`The copy's content does not load: ${JSON.stringify(errors)}`);
  const form = formsOfPages(content.pages).forms.find((each) => each.page === '/contact');
  if (!form) throw new Error('The copy has no form on /contact.');
  return form;
}

/** A request as a visitor fills in the contact form. */
export const contactRequest = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana.reyes@example.com',
  phone: '(503) 555-0182',
  address: '1200 SE Ash St, Portland',
  description: 'Gutters overflow at the back of the house',
};

/**
 * Puts a request sent with the contact form in the copy's ./data, as the server stores it (once): what the listings
 * list, under the form's labels.
 */
export function seedContactRequest(dir: string) {
  const dataDir = path.join(dir, 'data');
  if (readQuotes(dataDir, { includeSpam: true })?.some((quote) => quote.email === contactRequest.email)) return;
  const form = contactFormIn(dir);
  const store = openQuoteStore(dataDir);
  store.save({
    request: contactRequest,
    form: { id: form.id, fields: form.fields },
    spam: false,
    clientAddress: '127.0.0.1',
    messageIdDomain: 'example.com',
  });
  store.close();
}

/**
 * The CSV header of the quote requests, as docs/quotes.md describes it: when a request came, a column for each field
 * of the form it was sent with (the contact form here) under the label the form shows (its photos apart), then what
 * became of it; with --spam, the spam columns.
 */
export function leadsCsvHeader(dir: string, options: { spam?: boolean } = {}): string {
  // A photos field has no column of its own: its photos are links in the Photos column.
  const labels = contactFormIn(dir)
    .fields.filter((field) => field.kind !== 'photos')
    .map((field) => field.label);
  const spam = options.spam ? ['Spam', 'Spam reason'] : [];
  const office = ['Status', 'Office notes', 'E-mail to the office', 'Acknowledgement', 'Forwarded', 'Photos', 'Id'];
  return ['Received', ...labels, ...office, ...spam].join(',');
}

export function expectLeadsCsvHeader(text: string, dir: string, options: { spam?: boolean } = {}) {
  expect(text.split('\r\n')[0]).toBe(leadsCsvHeader(dir, options));
}
