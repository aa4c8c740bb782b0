/**
 * Quote requests on disk: one SQLite file in DATA_DIR (better-sqlite3), with the e-mail outbox beside the
 * requests so that a request and its pending e-mail are written in the same transaction.
 *
 * Durability: journal_mode=WAL with synchronous=FULL. In WAL mode, NORMAL already survives a crash of this
 * process, but a power cut or an OS crash can roll back the last commits; FULL syncs the WAL on every commit, so a
 * request that was answered 201 survives those too. It costs one fsync per transaction; the endpoint puts the
 * requests that arrive during one sync into the next transaction together (saveAll, via saveQueue.ts), so a busy
 * minute costs one sync per batch rather than per request (see `npm run bench:quotes`).
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type { FormField } from '../../quotes/formFields.ts';
import { honeypotField } from '../../quotes/quoteRules.ts';
import type { QuoteRequest } from '../../quotes/validateQuoteRequest.ts';
import { defaultStatuses } from '../../editorApi/requestStatuses.ts';
import { type InboxQueries, inboxQueriesOn } from '../inbox/inboxQueries.ts';
import { createPrivately, databaseFileIn, migrate } from './quoteDatabase.ts';
import { listParameters, listSql, type QuoteRow, quoteColumns, type StoredQuote, toQuote } from './quoteRows.ts';
import { noSource, type RequestSource } from './requestSource.ts';
import { fieldsColumnOf, storedFieldsOf, summaryOf } from './storedFields.ts';
import { queueRequestMessagesIn, type RequestOutbox, requestOutboxOn } from '../outbox/requestOutbox.ts';
import { photoBytesOf, type ReencodedPhoto } from './requestPhotos.ts';

export interface PendingMail {
  quote: StoredQuote;
  messageId: string;
  attempts: number;
  /** How many of the attempts the mail server refused for good (5xx). */
  permanentFailures: number;
}

export interface MailHealth {
  pending: number;
  /** Minutes since the oldest pending e-mail's request came in (0 when none is pending). */
  oldestPendingMinutes: number;
  undeliverable: number;
}

export interface NewQuote {
  request: QuoteRequest;
  /** The form it was sent with: its id and declared fields (without it, the fields of requests stored before). */
  form?: { id: string; fields: readonly FormField[] };
  spam: boolean;
  /** Why it is spam, in words (only with `spam`). */
  spamReason?: string;
  /** A fingerprint of what the visitor typed, to recognise the same request sent again (see quoteFingerprint). */
  fingerprint?: string;
  clientAddress: string;
  /** The fields as received, JSON: kept so that a later change of the form never blanks an old request. */
  raw?: string;
  /** The page it was sent from and the visit's campaign tags. */
  source?: RequestSource;
  /** The domain of the Message-ID of the office e-mail (the company's e-mail domain). */
  messageIdDomain: string;
  /** storedBytesOf(this quote), when the caller has it already. */
  storedBytes?: number;
  /** The photos sent with it, re-encoded: stored in the same transaction. */
  photos?: readonly ReencodedPhoto[];
}

export interface QuoteStore {
  /** Stores a request (and, unless it is spam, its pending e-mail) in one committed transaction. */
  save(quote: NewQuote): { id: string };
  /** Stores several requests in one committed transaction (one sync to disk for all); their ids, in order. */
  saveAll(quotes: NewQuote[]): { id: string }[];
  list(options: { includeSpam: boolean }): StoredQuote[];
  /** E-mails waiting to be sent whose next attempt is due, oldest first. */
  dueMail(now: number, limit: number): PendingMail[];
  /** When the next pending e-mail is due (ms since 1970), or undefined when nothing is pending. */
  nextMailDue(): number | undefined;
  markMailSent(id: string, sentAt: Date): void;
  /** Several requests went out together in one digest e-mail. */
  markMailSentInDigest(ids: string[], sentAt: Date): void;
  /** `permanent`: the mail server refused for good (5xx), counted towards undeliverable. */
  markMailFailed(id: string, attempts: number, nextAttemptAt: number, error: string, permanent?: boolean): void;
  /** Stops trying: the e-mail is kept as undeliverable (listed by `npm run leads -- --undelivered`). */
  markMailUndeliverable(id: string, at: Date, error: string): void;
  /** When each e-mail of the last hour was sent (ms since 1970), digests apart, and when the last digest was. */
  recentMail(since: number): { sentAt: number[]; lastDigestAt: number | undefined };
  /** Whether a request with this fingerprint came in since `since` (ms since 1970). */
  hasFingerprintSince(fingerprint: string, since: number): boolean;
  /** The bytes of visitor text stored since `since` (ms since 1970). */
  bytesStoredSince(since: number): number;
  mailHealth(now: number): MailHealth;
  /** Writes to the database (and syncs): throws when it cannot. */
  checkWritable(): void;
  /** Forgets the visitors' addresses of requests older than `before` (ms since 1970); returns how many. */
  forgetClientAddresses(before: number): number;
  /** The office's inbox (/edit/requests) on the same open database. */
  inbox: InboxQueries;
  /** The reply to the visitor and the forwarded copy of each real request (outbox/outboxWorker.ts sends them). */
  outbox: RequestOutbox;
  close(): void;
}

/** The most fingerprints kept in memory for recognising a repeat (oldest first out). */
const maxRecentFingerprints = 50_000;

/** What a new request's row keeps: its fields with their labels, and the summary of who sent it. */
function rowOf(quote: Pick<NewQuote, 'request' | 'form'>) {
  const fields = quote.form?.fields;
  return { fields: fieldsColumnOf(storedFieldsOf(quote.request, fields)), ...summaryOf(quote.request, fields) };
}

/**
 * The bytes a request's row keeps, for the cap on stored bytes a day: the fields with their labels, the summary
 * columns (which hold some of them again), the spam trap, the submission as received (which holds them again, and
 * any field the form does not have) and where it came from. Nearly all of it is the visitor's to choose, so all of
 * it counts: a cap on the fields alone could be passed many times over with padding.
 */
export function storedBytesOf(quote: Pick<NewQuote, 'request' | 'form' | 'raw' | 'source' | 'photos'>): number {
  let bytes = Buffer.byteLength(quote.raw ?? '') + Buffer.byteLength(quote.request[honeypotField] ?? '');
  bytes += photoBytesOf(quote.photos ?? []);
  for (const value of Object.values(rowOf(quote))) bytes += Buffer.byteLength(value);
  for (const value of Object.values(quote.source ?? noSource)) bytes += Buffer.byteLength(value);
  return bytes;
}

export interface QuoteStoreOptions {
  /** The inbox status a new request gets: the first of site.yaml's inbox.statuses. */
  initialStatus: string;
}

/** Opens (and creates, on first start) the database in `dataDir`. */
export function openQuoteStore(
  dataDir: string,
  options: QuoteStoreOptions = { initialStatus: defaultStatuses[0].id },
): QuoteStore {
  createPrivately(dataDir);
  const db = new Database(databaseFileIn(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // `npm run leads` may read while the server writes; wait for a lock rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertQuote = db.prepare(
    `INSERT INTO quote_requests (id, received_at, first_name, last_name, email, phone, address, description, form_id,
       fields, status, spam, spam_trap, client_address, spam_reason, fingerprint, stored_bytes, raw_submission,
       source_page, utm_source, utm_medium, utm_campaign, gclid)
     VALUES (@id, @receivedAt, @firstName, @lastName, @email, @phone, @address, @description, @formId, @fields,
       @status, @spam, @spamTrap, @clientAddress, @spamReason, @fingerprint, @storedBytes, @raw, @page, @utmSource,
       @utmMedium, @utmCampaign, @gclid)`,
  );
  const insertPhoto = db.prepare(
    `INSERT INTO request_photos (request_id, field, number, width, height, photo, thumbnail)
     VALUES (@requestId, @field, @number, @width, @height, @photo, @thumbnail)`,
  );
  const insertMail = db.prepare(`INSERT INTO mail_outbox (request_id, message_id, next_attempt_at) VALUES (?, ?, ?)`);
  const selectQuotes = db.prepare(listSql);
  const selectDue = db.prepare(
    `SELECT ${quoteColumns}, m.message_id, m.attempts, m.permanent_failures FROM mail_outbox m JOIN quote_requests q ON q.id = m.request_id
     WHERE m.sent_at IS NULL AND m.undeliverable_at IS NULL AND m.next_attempt_at <= ? ORDER BY m.next_attempt_at, q.rowid LIMIT ?`,
  );
  const selectNextDue = db.prepare(
    `SELECT MIN(next_attempt_at) AS due FROM mail_outbox WHERE sent_at IS NULL AND undeliverable_at IS NULL`,
  );
  const updateSent = db.prepare(`UPDATE mail_outbox SET sent_at = ?, in_digest = ? WHERE request_id = ?`);
  const updateFailed = db.prepare(
    `UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, permanent_failures = permanent_failures + ?
     WHERE request_id = ?`,
  );
  const updateUndeliverable = db.prepare(
    `UPDATE mail_outbox SET undeliverable_at = ?, last_error = ? WHERE request_id = ?`,
  );
  const selectRecentSent = db.prepare(`SELECT sent_at FROM mail_outbox WHERE sent_at >= ? AND in_digest = 0`).pluck();
  const selectLastDigest = db.prepare(`SELECT MAX(sent_at) FROM mail_outbox WHERE in_digest = 1`).pluck();
  // The fingerprints of the last hour's requests, with when each came in, oldest first: looked up on every request.
  const recentFingerprints = new Map<string, number>();
  const rememberFingerprint = (fingerprint: string, at: number) => {
    if (!fingerprint) return;
    recentFingerprints.delete(fingerprint);
    recentFingerprints.set(fingerprint, at);
    while (recentFingerprints.size > maxRecentFingerprints)
      recentFingerprints.delete(recentFingerprints.keys().next().value!);
  };
  const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
  for (const row of db
    .prepare(`SELECT fingerprint, received_at FROM quote_requests WHERE received_at >= ? ORDER BY received_at`)
    .all(hourAgo) as { fingerprint: string; received_at: string }[]) {
    rememberFingerprint(row.fingerprint, Date.parse(row.received_at));
  }
  const selectBytes = db
    .prepare(`SELECT COALESCE(SUM(stored_bytes), 0) FROM quote_requests WHERE received_at >= ?`)
    .pluck();
  const selectHealth = db.prepare(
    `SELECT COUNT(*) FILTER (WHERE m.undeliverable_at IS NULL) AS pending,
            MIN(q.received_at) FILTER (WHERE m.undeliverable_at IS NULL) AS oldest,
            COUNT(*) FILTER (WHERE m.undeliverable_at IS NOT NULL) AS undeliverable
     FROM mail_outbox m JOIN quote_requests q ON q.id = m.request_id WHERE m.sent_at IS NULL`,
  );
  const writeHealth = db.prepare(`INSERT INTO server_state (name, value) VALUES ('checked_at', ?)
    ON CONFLICT (name) DO UPDATE SET value = excluded.value`);
  const clearAddresses = db.prepare(
    `UPDATE quote_requests SET client_address = '' WHERE received_at < ? AND client_address != ''`,
  );

  const insert = (quote: NewQuote) => {
    const id = randomUUID();
    const { request } = quote;
    insertQuote.run({
      id,
      receivedAt: new Date().toISOString(),
      ...rowOf(quote),
      formId: quote.form?.id ?? '',
      status: options.initialStatus,
      spam: quote.spam ? 1 : 0,
      spamTrap: request[honeypotField] ?? '',
      clientAddress: quote.clientAddress,
      spamReason: quote.spam ? (quote.spamReason ?? 'spam') : '',
      fingerprint: quote.fingerprint ?? '',
      storedBytes: quote.storedBytes ?? storedBytesOf(quote),
      raw: quote.raw ?? '',
      ...(quote.source ?? noSource),
    });
    for (const photo of quote.photos ?? []) insertPhoto.run({ requestId: id, ...photo });
    if (!quote.spam) insertMail.run(id, `<quote-${id}@${quote.messageIdDomain}>`, Date.now());
    return { id };
  };
  // A real request's reply and forwarded copy wait in the request outbox from the same transaction on.
  const saveTransaction = db.transaction((quotes: NewQuote[]) =>
    quotes.map((quote) => {
      const saved = insert(quote);
      if (!quote.spam) queueRequestMessagesIn(db, saved.id, Date.now());
      return saved;
    }),
  );
  const saveAll = (quotes: NewQuote[]) => {
    const saved = saveTransaction(quotes);
    const now = Date.now();
    for (const quote of quotes) rememberFingerprint(quote.fingerprint ?? '', now);
    return saved;
  };

  return {
    save: (quote) => saveAll([quote])[0],
    saveAll,
    list: (options) => (selectQuotes.all(listParameters(options)) as QuoteRow[]).map(toQuote),
    dueMail: (now, limit) =>
      (
        selectDue.all(now, limit) as (QuoteRow & { message_id: string; attempts: number; permanent_failures: number })[]
      ).map((row) => ({
        quote: toQuote(row),
        messageId: row.message_id,
        attempts: row.attempts,
        permanentFailures: row.permanent_failures,
      })),
    nextMailDue: () => (selectNextDue.get() as { due: number | null }).due ?? undefined,
    markMailSent: (id, sentAt) => void updateSent.run(sentAt.toISOString(), 0, id),
    markMailSentInDigest: db.transaction((ids: string[], sentAt: Date) => {
      for (const id of ids) updateSent.run(sentAt.toISOString(), 1, id);
    }),
    markMailFailed: (id, attempts, nextAttemptAt, error, permanent = false) =>
      void updateFailed.run(attempts, nextAttemptAt, error.slice(0, 1000), permanent ? 1 : 0, id),
    markMailUndeliverable: (id, at, error) => void updateUndeliverable.run(at.toISOString(), error.slice(0, 1000), id),
    recentMail: (since) => {
      const lastDigest = selectLastDigest.get() as string | null;
      return {
        sentAt: (selectRecentSent.all(new Date(since).toISOString()) as string[]).map((at) => Date.parse(at)),
        lastDigestAt: lastDigest ? Date.parse(lastDigest) : undefined,
      };
    },
    hasFingerprintSince: (fingerprint, since) => {
      const at = recentFingerprints.get(fingerprint);
      return at !== undefined && at >= since;
    },
    bytesStoredSince: (since) => selectBytes.get(new Date(since).toISOString()) as number,
    mailHealth: (now) => {
      const row = selectHealth.get() as { pending: number; oldest: string | null; undeliverable: number };
      const oldestPendingMinutes = row.oldest ? Math.max(0, Math.floor((now - Date.parse(row.oldest)) / 60_000)) : 0;
      return { pending: row.pending, oldestPendingMinutes, undeliverable: row.undeliverable };
    },
    checkWritable: () => void writeHealth.run(new Date().toISOString()),
    forgetClientAddresses: (before) => clearAddresses.run(new Date(before).toISOString()).changes,
    inbox: inboxQueriesOn(db),
    outbox: requestOutboxOn(db),
    close: () => db.close(),
  };
}
