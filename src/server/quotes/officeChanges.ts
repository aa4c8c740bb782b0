/**
 * Changes the office makes from the command line (`npm run leads`), on the database file while the server may be
 * running: reading the list, deleting a request, taking one out of spam, retrying undeliverable e-mail. Each opens
 * the file, waits for the server's writes (busy_timeout) and closes it again.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { databaseFileIn, migrate, migrations } from './quoteDatabase.ts';
import { deleteRequestMessagesIn, queueRequestMessagesIn } from '../outbox/requestOutbox.ts';
import {
  type ListOptions,
  listParameters,
  listSql,
  type QuoteRow,
  quoteColumns,
  type StoredQuote,
  toQuote,
} from './quoteRows.ts';

/**
 * Opens an existing database for reading only (for `npm run leads`); undefined when there is none yet. Any other
 * problem (permissions, a damaged file) is thrown, so it is never mistaken for "no requests yet".
 */
export function readQuotes(dataDir: string, options: ListOptions): StoredQuote[] | undefined {
  const file = databaseFileIn(dataDir);
  if (!existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const version = db.pragma('user_version', { simple: true }) as number;
    // A database the server has not brought up to date yet lacks some columns: the server updates it at start.
    if (version < migrations.length) {
      throw new Error(
        `${file} was made by an older version of the server: start the server once (npm start) to update it.`,
      );
    }
    const rows = db.prepare(listSql).all(listParameters(options)) as QuoteRow[];
    return rows.map(toQuote);
  } finally {
    db.close();
  }
}

/** Opens an existing database for a change made from the command line; throws when there is none. */
function openForChange(dataDir: string): Database.Database {
  const file = databaseFileIn(dataDir);
  if (!existsSync(file)) throw new Error(`There is no database in ${dataDir} yet, so there is nothing to change.`);
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function withDatabase<T>(dataDir: string, change: (db: Database.Database) => T): T {
  const db = openForChange(dataDir);
  try {
    return change(db);
  } finally {
    db.close();
  }
}

export type ChangeResult = { ok: true; quote: StoredQuote } | { ok: false; reason: 'unknown' | 'notSpam' };

function findQuote(db: Database.Database, id: string): StoredQuote | undefined {
  const row = db
    .prepare(
      `SELECT ${quoteColumns} FROM quote_requests q LEFT JOIN mail_outbox m ON m.request_id = q.id WHERE q.id = ?`,
    )
    .get(id);
  return row ? toQuote(row as QuoteRow) : undefined;
}

/** Deletes one request, its e-mail and its history (a visitor asked to be forgotten), inside a transaction. */
export function deleteQuoteIn(db: Database.Database, id: string): ChangeResult {
  const quote = findQuote(db, id);
  if (!quote) return { ok: false, reason: 'unknown' };
  deleteRequestMessagesIn(db, id);
  db.prepare('DELETE FROM mail_outbox WHERE request_id = ?').run(id);
  db.prepare('DELETE FROM quote_status_changes WHERE request_id = ?').run(id);
  db.prepare('DELETE FROM request_photos WHERE request_id = ?').run(id);
  db.prepare('DELETE FROM quote_requests WHERE id = ?').run(id);
  return { ok: true, quote };
}

/** Deletes one request and its e-mail from the outbox (a visitor asked to be forgotten). */
export function deleteQuote(dataDir: string, id: string): ChangeResult {
  return withDatabase(dataDir, (db) => db.transaction(() => deleteQuoteIn(db, id)).immediate());
}

/** Takes a request out of spam, inside a transaction: its e-mail joins the outbox (the server sends it). */
export function markNotSpamIn(db: Database.Database, id: string, messageIdDomain: string): ChangeResult {
  const quote = findQuote(db, id);
  if (!quote) return { ok: false, reason: 'unknown' };
  if (!quote.spam) return { ok: false, reason: 'notSpam' };
  db.prepare(`UPDATE quote_requests SET spam = 0, spam_reason = '' WHERE id = ?`).run(id);
  db.prepare(`INSERT OR IGNORE INTO mail_outbox (request_id, message_id, next_attempt_at) VALUES (?, ?, ?)`).run(
    id,
    `<quote-${id}@${messageIdDomain}>`,
    Date.now(),
  );
  // A real request after all: its reply to the visitor and its forwarded copy go out now, as for any other.
  queueRequestMessagesIn(db, id, Date.now());
  return { ok: true, quote: findQuote(db, id)! };
}

/** A request taken for spam is a real one after all: its e-mail joins the outbox (the server sends it). */
export function markNotSpam(dataDir: string, id: string, messageIdDomain: string): ChangeResult {
  return withDatabase(dataDir, (db) => db.transaction(() => markNotSpamIn(db, id, messageIdDomain)).immediate());
}

/** Puts every undeliverable e-mail back in the outbox, for a new try after the mail settings were fixed. */
export function retryUndeliverable(dataDir: string): number {
  return withDatabase(
    dataDir,
    (db) =>
      db
        .prepare(
          `UPDATE mail_outbox SET undeliverable_at = NULL, permanent_failures = 0, attempts = 0, next_attempt_at = ?
           WHERE sent_at IS NULL AND undeliverable_at IS NOT NULL`,
        )
        .run(Date.now()).changes,
  );
}
