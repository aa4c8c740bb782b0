/**
 * The quote database's file and its layout: where it lives in DATA_DIR, and the steps that bring any older file up
 * to date. Shared by the server's store (quoteStore.ts) and the office's commands (officeChanges.ts).
 */
import type Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const databaseFileName = 'quotes.sqlite';

export function databaseFileIn(dataDir: string): string {
  return path.join(dataDir, databaseFileName);
}

/**
 * Creates the folder (readable by its owner only) and an empty database file with mode 0600 before SQLite opens
 * it: SQLite gives its -wal and -shm files the database file's permissions.
 */
export function createPrivately(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeSync(openSync(databaseFileIn(dataDir), 'a', 0o600));
}

/** A phone number's digits only, in SQL ("(503) 555-0147" → "5035550147"), for searching by digits. */
function phoneDigits(column: string): string {
  return [' ', '-', '(', ')', '.', '+', '/'].reduce((sql, character) => `replace(${sql}, '${character}', '')`, column);
}

// Each step is applied once, in order; PRAGMA user_version remembers how many were. (Exported for a test.)
export const migrations = [
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
  `ALTER TABLE quote_requests ADD COLUMN spam_reason TEXT NOT NULL DEFAULT '';   -- why it was taken for spam
   ALTER TABLE quote_requests ADD COLUMN fingerprint TEXT NOT NULL DEFAULT '';   -- to recognise a repeat
   ALTER TABLE quote_requests ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0; -- the visitor's text, in bytes
   UPDATE quote_requests SET spam_reason = 'spam trap filled in' WHERE spam = 1;
   CREATE INDEX quote_requests_by_fingerprint ON quote_requests (fingerprint, received_at);
   ALTER TABLE mail_outbox ADD COLUMN permanent_failures INTEGER NOT NULL DEFAULT 0; -- 5xx refusals so far
   ALTER TABLE mail_outbox ADD COLUMN undeliverable_at TEXT;                      -- set: no more attempts
   ALTER TABLE mail_outbox ADD COLUMN in_digest INTEGER NOT NULL DEFAULT 0;       -- 1: sent within a digest e-mail
   CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
   CREATE TABLE server_state (name TEXT PRIMARY KEY, value TEXT NOT NULL);    -- the health check writes here`,
  // Repeats are recognised from memory (recentFingerprints): an index only to be written on every request costs more.
  `DROP INDEX IF EXISTS quote_requests_by_fingerprint;`,
  // The office's inbox (/edit/requests): where each request came from, what was received, and how it is worked.
  `ALTER TABLE quote_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new';     -- the id of one of the inbox's statuses
   ALTER TABLE quote_requests ADD COLUMN raw_submission TEXT NOT NULL DEFAULT ''; -- the fields as received, JSON
   ALTER TABLE quote_requests ADD COLUMN source_page TEXT NOT NULL DEFAULT '';    -- the page the form was sent from
   ALTER TABLE quote_requests ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
   ALTER TABLE quote_requests ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
   ALTER TABLE quote_requests ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
   ALTER TABLE quote_requests ADD COLUMN gclid TEXT NOT NULL DEFAULT '';
   CREATE TABLE quote_status_changes (
     id         INTEGER PRIMARY KEY,
     request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
     changed_at TEXT NOT NULL,                   -- ISO 8601, UTC
     changed_by TEXT NOT NULL,                   -- the editor account
     status     TEXT NOT NULL,                   -- the status after the change
     note       TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX quote_status_changes_by_request ON quote_status_changes (request_id, id);
   CREATE INDEX quote_requests_by_list ON quote_requests (spam, received_at);
   CREATE INDEX quote_requests_by_status ON quote_requests (spam, status, received_at);
   -- The search index: one row per request, under the request's rowid (VACUUM could renumber those rowids; this
   -- database is never vacuumed; DELETE FROM quote_search, then this step's INSERT … SELECT, would rebuild it).
   CREATE VIRTUAL TABLE quote_search USING fts5(
     name, email, phone, address, description, tokenize = 'trigram remove_diacritics 1'
   );
   INSERT INTO quote_search (rowid, name, email, phone, address, description)
     SELECT rowid, first_name || ' ' || last_name, email, ${phoneDigits('phone')}, address, description FROM quote_requests;
   CREATE TRIGGER quote_search_insert AFTER INSERT ON quote_requests BEGIN
     INSERT INTO quote_search (rowid, name, email, phone, address, description)
     VALUES (new.rowid, new.first_name || ' ' || new.last_name, new.email, ${phoneDigits('new.phone')}, new.address, new.description);
   END;
   CREATE TRIGGER quote_search_delete AFTER DELETE ON quote_requests BEGIN
     DELETE FROM quote_search WHERE rowid = old.rowid;
   END;`,
  // Forms declare their fields: a request keeps them in order with their labels (JSON [{name, label, kind, value}]),
  // and which form it came from. Older rows keep '' and are shown from their columns. The search finds any field's
  // words: the index's description column holds every value of a request that has fields.
  `ALTER TABLE quote_requests ADD COLUMN form_id TEXT NOT NULL DEFAULT '';
   ALTER TABLE quote_requests ADD COLUMN fields TEXT NOT NULL DEFAULT '';
   DROP TRIGGER quote_search_insert;
   CREATE TRIGGER quote_search_insert AFTER INSERT ON quote_requests BEGIN
     INSERT INTO quote_search (rowid, name, email, phone, address, description)
     VALUES (new.rowid, new.first_name || ' ' || new.last_name, new.email, ${phoneDigits('new.phone')}, new.address,
       CASE WHEN new.fields = '' THEN new.description
            ELSE (SELECT group_concat(json_extract(value, '$.value'), char(10)) FROM json_each(new.fields)) END);
   END;`,
  // The messages a request sends besides the office e-mail (outbox/requestOutbox.ts): the reply to the visitor and the
  // copy forwarded to another tool, one row per request and kind, queued in the request's own transaction. The office
  // e-mail keeps mail_outbox, whose one row per request the inbox and npm run leads join on.
  `CREATE TABLE request_outbox (
     request_id      TEXT NOT NULL REFERENCES quote_requests (id),
     kind            TEXT NOT NULL CHECK (kind IN ('acknowledgement', 'forward')),
     recipient       TEXT NOT NULL DEFAULT '',   -- the visitor's address, lower case, for the bound per address
     queued_at       INTEGER NOT NULL,           -- ms since 1970
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,           -- ms since 1970
     last_error      TEXT NOT NULL DEFAULT '',
     done_at         INTEGER,                    -- ms since 1970: sent, or accepted by the receiver
     given_up_at     INTEGER,                    -- ms since 1970: no more attempts; last_error says why
     PRIMARY KEY (request_id, kind)
   );
   CREATE INDEX request_outbox_due ON request_outbox (next_attempt_at) WHERE done_at IS NULL AND given_up_at IS NULL;
   CREATE INDEX request_outbox_done ON request_outbox (kind, done_at) WHERE done_at IS NOT NULL;`,
  // Photos sent with a request, re-encoded (requestPhotos.ts): kept in the database beside their request, so they are
  // committed with it in one transaction, copied by every backup and deleted with it.
  `CREATE TABLE request_photos (
     request_id TEXT NOT NULL REFERENCES quote_requests (id),
     field TEXT NOT NULL,        -- the form's photos field they were sent in
     number INTEGER NOT NULL,    -- 1, 2, … in the order the visitor chose them
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     photo BLOB NOT NULL,        -- JPEG, at most 2000 px on its longest side, without metadata
     thumbnail BLOB NOT NULL,    -- JPEG, at most 480 px, for the inbox's list
     PRIMARY KEY (request_id, number)
   );`,
];

/**
 * Brings the database up to date. The version is read and every step applied inside one BEGIN IMMEDIATE
 * transaction, so a second process opening the same file (a tool, or a server started by mistake) waits for it
 * instead of applying the same step twice.
 */
export function migrate(db: Database.Database) {
  db.transaction(() => {
    const applied = db.pragma('user_version', { simple: true }) as number;
    for (let step = applied; step < migrations.length; step += 1) {
      db.exec(migrations[step]);
      db.pragma(`user_version = ${step + 1}`);
    }
  }).immediate();
}
