/**
 * Quote requests on disk: one SQLite file in DATA_DIR (better-sqlite3), with the e-mail outbox beside the
 * requests so that a request and its pending e-mail are written in the same transaction.
 *
 * Durability: journal_mode=WAL with synchronous=FULL. In WAL mode, NORMAL already survives a crash of this
 * process, but a power cut or an OS crash can roll back the last commits; FULL syncs the WAL on every commit, so a
 * request that was answered 201 survives those too. It costs one fsync per request, which a contact form can
 * easily afford (see `npm run bench:quotes`).
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { QuoteRequest } from '../../quotes/validateQuoteRequest.ts';

export const databaseFileName = 'quotes.sqlite';

export interface StoredQuote {
  id: string;
  receivedAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  description: string;
  spam: boolean;
  /** When the office e-mail was accepted by the SMTP server; empty while it is pending (or for spam). */
  emailedAt: string;
}

export interface PendingMail {
  quote: StoredQuote;
  messageId: string;
  attempts: number;
}

export interface NewQuote {
  request: QuoteRequest;
  spam: boolean;
  clientAddress: string;
  /** The domain of the Message-ID of the office e-mail (the company's e-mail domain). */
  messageIdDomain: string;
}

export interface QuoteStore {
  /** Stores a request (and, unless it is spam, its pending e-mail) in one committed transaction. */
  save(quote: NewQuote): { id: string };
  list(options: { includeSpam: boolean }): StoredQuote[];
  /** E-mails waiting to be sent whose next attempt is due, oldest first. */
  dueMail(now: number, limit: number): PendingMail[];
  /** When the next pending e-mail is due (ms since 1970), or undefined when nothing is pending. */
  nextMailDue(): number | undefined;
  markMailSent(id: string, sentAt: Date): void;
  markMailFailed(id: string, attempts: number, nextAttemptAt: number, error: string): void;
  close(): void;
}

// Each step is applied once, in order; PRAGMA user_version remembers how many were.
const migrations = [
  `CREATE TABLE quote_requests (
     id             TEXT PRIMARY KEY,            -- random UUID, the id answered to the visitor
     received_at    TEXT NOT NULL,               -- ISO 8601, UTC
     first_name     TEXT NOT NULL DEFAULT '',
     last_name      TEXT NOT NULL DEFAULT '',
     email          TEXT NOT NULL DEFAULT '',
     phone          TEXT NOT NULL DEFAULT '',
     address        TEXT NOT NULL DEFAULT '',
     description    TEXT NOT NULL DEFAULT '',
     spam           INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
     spam_trap      TEXT NOT NULL DEFAULT '',    -- what a robot typed into the hidden field
     client_address TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX quote_requests_by_time ON quote_requests (received_at);
   CREATE TABLE mail_outbox (
     request_id      TEXT PRIMARY KEY REFERENCES quote_requests (id),
     message_id      TEXT NOT NULL UNIQUE,       -- the same on every attempt, so a duplicate can be recognised
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,           -- ms since 1970
     last_error      TEXT NOT NULL DEFAULT '',
     sent_at         TEXT                        -- NULL until the SMTP server accepted the message
   );
   CREATE INDEX mail_outbox_pending ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;`,
];

/**
 * Brings the database up to date. The version is read and every step applied inside one BEGIN IMMEDIATE
 * transaction, so a second process opening the same file (a tool, or a server started by mistake) waits for it
 * instead of applying the same step twice.
 */
function migrate(db: Database.Database) {
  db.transaction(() => {
    const applied = db.pragma('user_version', { simple: true }) as number;
    for (let step = applied; step < migrations.length; step += 1) {
      db.exec(migrations[step]);
      db.pragma(`user_version = ${step + 1}`);
    }
  }).immediate();
}

interface QuoteRow {
  id: string;
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  description: string;
  spam: number;
  sent_at: string | null;
}

const quoteColumns = `q.id, q.received_at, q.first_name, q.last_name, q.email, q.phone, q.address, q.description, q.spam, m.sent_at`;

/** Newest first; spam only when asked for. */
const listSql = `SELECT ${quoteColumns} FROM quote_requests q LEFT JOIN mail_outbox m ON m.request_id = q.id
  WHERE q.spam = 0 OR @includeSpam = 1 ORDER BY q.received_at DESC, q.rowid DESC`;

function toQuote(row: QuoteRow): StoredQuote {
  return {
    id: row.id,
    receivedAt: row.received_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    description: row.description,
    spam: row.spam === 1,
    emailedAt: row.sent_at ?? '',
  };
}

export function databaseFileIn(dataDir: string): string {
  return path.join(dataDir, databaseFileName);
}

/** Opens (and creates, on first start) the database in `dataDir`. */
export function openQuoteStore(dataDir: string): QuoteStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databaseFileIn(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // `npm run leads` may read while the server writes; wait for a lock rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertQuote = db.prepare(
    `INSERT INTO quote_requests (id, received_at, first_name, last_name, email, phone, address, description, spam, spam_trap, client_address)
     VALUES (@id, @receivedAt, @firstName, @lastName, @email, @phone, @address, @description, @spam, @spamTrap, @clientAddress)`,
  );
  const insertMail = db.prepare(`INSERT INTO mail_outbox (request_id, message_id, next_attempt_at) VALUES (?, ?, ?)`);
  const selectQuotes = db.prepare(listSql);
  const selectDue = db.prepare(
    `SELECT ${quoteColumns}, m.message_id, m.attempts FROM mail_outbox m JOIN quote_requests q ON q.id = m.request_id
     WHERE m.sent_at IS NULL AND m.next_attempt_at <= ? ORDER BY m.next_attempt_at, q.rowid LIMIT ?`,
  );
  const selectNextDue = db.prepare(`SELECT MIN(next_attempt_at) AS due FROM mail_outbox WHERE sent_at IS NULL`);
  const updateSent = db.prepare(`UPDATE mail_outbox SET sent_at = ? WHERE request_id = ?`);
  const updateFailed = db.prepare(`UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE request_id = ?`);

  const saveTransaction = db.transaction((quote: NewQuote) => {
    const id = randomUUID();
    const { request } = quote;
    insertQuote.run({
      id,
      receivedAt: new Date().toISOString(),
      firstName: request.firstName ?? '',
      lastName: request.lastName ?? '',
      email: request.email ?? '',
      phone: request.phone ?? '',
      address: request.address ?? '',
      description: request.description ?? '',
      spam: quote.spam ? 1 : 0,
      spamTrap: request.website ?? '',
      clientAddress: quote.clientAddress,
    });
    if (!quote.spam) insertMail.run(id, `<quote-${id}@${quote.messageIdDomain}>`, Date.now());
    return { id };
  });

  return {
    save: (quote) => saveTransaction(quote),
    list: ({ includeSpam }) => (selectQuotes.all({ includeSpam: includeSpam ? 1 : 0 }) as QuoteRow[]).map(toQuote),
    dueMail: (now, limit) =>
      (selectDue.all(now, limit) as (QuoteRow & { message_id: string; attempts: number })[]).map((row) => ({
        quote: toQuote(row),
        messageId: row.message_id,
        attempts: row.attempts,
      })),
    nextMailDue: () => (selectNextDue.get() as { due: number | null }).due ?? undefined,
    markMailSent: (id, sentAt) => void updateSent.run(sentAt.toISOString(), id),
    markMailFailed: (id, attempts, nextAttemptAt, error) => void updateFailed.run(attempts, nextAttemptAt, error.slice(0, 1000), id),
    close: () => db.close(),
  };
}

/** Opens an existing database for reading only (for `npm run leads`); undefined when there is none yet. */
export function readQuotes(dataDir: string, options: { includeSpam: boolean }): StoredQuote[] | undefined {
  let db: Database.Database;
  try {
    db = new Database(databaseFileIn(dataDir), { readonly: true, fileMustExist: true });
  } catch {
    return undefined;
  }
  try {
    db.pragma('busy_timeout = 5000');
    const rows = db.prepare(listSql).all({ includeSpam: options.includeSpam ? 1 : 0 }) as QuoteRow[];
    return rows.map(toQuote);
  } finally {
    db.close();
  }
}
