/**
 * The inbox's reads and changes on the quote database: a page of requests for a filter, the counts for the
 * editor's header, one request in full with its history, a new status, "Not spam", and deleting one request.
 * The server runs them on its own store's database (`inboxQueriesOn`, the store's `inbox`); the office's commands
 * and the benchmark open the file for one piece of work (`withInboxDatabase`).
 */
import Database from 'better-sqlite3';
import { databaseFileIn, migrate, migrations } from '../quotes/quoteDatabase.ts';
import { deleteQuoteIn, markNotSpamIn } from '../quotes/officeChanges.ts';
import { requestOutboxOn } from '../outbox/requestOutbox.ts';
import { officeRecordsOn } from '../quotes/officeRecords.ts';
import { requestPhotosOn } from '../quotes/photoQueries.ts';
import { type QuoteRow, quoteColumns, type StoredQuote, toQuote } from '../quotes/quoteRows.ts';
import { createPrivately } from '../quotes/quoteDatabase.ts';
import { searchSql } from './inboxSearch.ts';
import {
  defaultStatuses,
  type InboxCounts,
  type RequestDetail,
  type RequestFilter,
  type RequestPage,
  type RequestStatus,
  type RequestSummary,
  type StatusChange,
  type StatusDefinition,
} from '../../editorApi/requestStatuses.ts';

export const pageSize = 50;
const excerptLength = 160;

export function withInboxDatabase<T>(dataDir: string, work: (db: Database.Database) => T): T {
  createPrivately(dataDir);
  const db = new Database(databaseFileIn(dataDir));
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    // The server brought the file up to date when it started; only a newer inbox than its database migrates here.
    if ((db.pragma('user_version', { simple: true }) as number) < migrations.length) migrate(db);
    return work(db);
  } finally {
    db.close();
  }
}

/** The WHERE clause and parameters of a filter. */
function filterSql(filter: RequestFilter) {
  const search = searchSql(filter.search);
  const where = [`q.spam = ${filter.list === 'spam' ? 1 : 0}`, ...search.where];
  const parameters: Record<string, string> = { ...search.parameters };
  if (filter.status) {
    where.push('q.status = @status');
    parameters.status = filter.status;
  }
  if (filter.from) {
    where.push('q.received_at >= @from');
    parameters.from = filter.from;
  }
  if (filter.to) {
    where.push('q.received_at < @to');
    parameters.to = filter.to;
  }
  return { where: where.join(' AND '), parameters };
}

/** A row of the list: the stored request's own columns, and what the list's query works out. */
type SummaryRow = Pick<
  QuoteRow,
  'id' | 'received_at' | 'first_name' | 'last_name' | 'email' | 'phone' | 'address' | 'spam_reason'
> & {
  excerpt: string;
  status: RequestStatus;
  mail_status: RequestSummary['mailStatus'];
};

/** Who sent a request and how to reach them, as both the list and a request in full show it. */
function contactOf(
  quote: Pick<StoredQuote, 'id' | 'receivedAt' | 'firstName' | 'lastName' | 'email' | 'phone' | 'address'>,
) {
  const { id, receivedAt, email, phone, address } = quote;
  return { id, receivedAt, name: `${quote.firstName} ${quote.lastName}`.trim(), email, phone, address };
}

function toSummary(row: SummaryRow): RequestSummary {
  const { email, phone, address } = row;
  const names = { firstName: row.first_name, lastName: row.last_name };
  return {
    ...contactOf({ id: row.id, receivedAt: row.received_at, ...names, email, phone, address }),
    excerpt: row.excerpt,
    status: row.status,
    spamReason: row.spam_reason,
    mailStatus: row.mail_status,
  };
}

/** How many requests are at the first status (`firstStatus`, what a new one gets) and how many in spam. */
export function inboxCounts(db: Database.Database, firstStatus = defaultStatuses[0].id): InboxCounts {
  const row = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM quote_requests WHERE spam = 0 AND status = ?) AS new,
              (SELECT COUNT(*) FROM quote_requests WHERE spam = 1) AS spam`,
    )
    .get(firstStatus) as InboxCounts;
  return row;
}

/** Newest first, `pageSize` at a time from `offset`. */
export function requestPage(
  db: Database.Database,
  filter: RequestFilter,
  offset: number,
  statuses: readonly StatusDefinition[] = defaultStatuses,
): Omit<RequestPage, 'title'> {
  const { where, parameters } = filterSql(filter);
  const rows = db
    .prepare(
      `SELECT q.id, q.received_at, q.first_name, q.last_name, q.email, q.phone, q.address,
              substr(q.description, 1, ${excerptLength}) AS excerpt, q.status, q.spam_reason,
              CASE WHEN m.sent_at IS NOT NULL THEN 'sent' WHEN m.undeliverable_at IS NOT NULL THEN 'undeliverable'
                   WHEN m.request_id IS NULL THEN 'none' ELSE 'pending' END AS mail_status
       FROM quote_requests q LEFT JOIN mail_outbox m ON m.request_id = q.id
       WHERE ${where} ORDER BY q.received_at DESC, q.rowid DESC LIMIT ${pageSize} OFFSET @offset`,
    )
    .all({ ...parameters, offset: Math.max(0, Math.floor(offset)) }) as SummaryRow[];
  const total = db.prepare(`SELECT COUNT(*) FROM quote_requests q WHERE ${where}`).pluck().get(parameters) as number;
  return {
    requests: rows.map(toSummary),
    statuses: [...statuses],
    total,
    counts: inboxCounts(db, statuses[0].id),
  };
}

/** Every request a filter matches, newest first, as `npm run leads` lists them (for the CSV export). */
export function exportRows(db: Database.Database, filter: RequestFilter): StoredQuote[] {
  const { where, parameters } = filterSql(filter);
  const rows = db
    .prepare(
      `SELECT ${quoteColumns} FROM quote_requests q LEFT JOIN mail_outbox m ON m.request_id = q.id
       WHERE ${where} ORDER BY q.received_at DESC, q.rowid DESC`,
    )
    .all(parameters) as QuoteRow[];
  return rows.map(toQuote);
}

function parseRaw(raw: string): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Shown as received, below.
  }
  return { received: raw };
}

export function requestDetail(db: Database.Database, id: string): RequestDetail | undefined {
  const row = db
    .prepare(
      `SELECT ${quoteColumns}, q.status, q.raw_submission, q.source_page, q.utm_source, q.utm_medium, q.utm_campaign,
              q.gclid
       FROM quote_requests q LEFT JOIN mail_outbox m ON m.request_id = q.id WHERE q.id = ?`,
    )
    .get(id) as
    | (QuoteRow & {
        status: RequestStatus;
        raw_submission: string;
        source_page: string;
        utm_source: string;
        utm_medium: string;
        utm_campaign: string;
        gclid: string;
      })
    | undefined;
  if (!row) return undefined;
  const quote = toQuote(row);
  const history = db
    .prepare(
      `SELECT changed_at AS at, changed_by AS by, status, note FROM quote_status_changes WHERE request_id = ? ORDER BY id`,
    )
    .all(id) as StatusChange[];
  return {
    ...contactOf(quote),
    firstName: quote.firstName,
    lastName: quote.lastName,
    excerpt: quote.description.slice(0, excerptLength),
    description: quote.description,
    fields: quote.fields,
    status: row.status,
    spam: quote.spam,
    spamReason: quote.spamReason,
    mailStatus: quote.mailStatus,
    emailedAt: quote.emailedAt,
    mailError: quote.mailError,
    raw: parseRaw(row.raw_submission),
    source: {
      page: row.source_page,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      gclid: row.gclid,
    },
    history,
  };
}

function recordChange(db: Database.Database, id: string, by: string, status: RequestStatus, note: string) {
  db.prepare(
    `INSERT INTO quote_status_changes (request_id, changed_at, changed_by, status, note) VALUES (?, ?, ?, ?, ?)`,
  ).run(id, new Date().toISOString(), by, status, note);
}

/** A new status (or the same one) with a note, kept in the request's history. Undefined for an unknown id. */
export function changeStatus(
  db: Database.Database,
  id: string,
  status: RequestStatus,
  note: string,
  by: string,
): RequestDetail | undefined {
  return db
    .transaction(() => {
      if (db.prepare('UPDATE quote_requests SET status = ? WHERE id = ?').run(status, id).changes === 0)
        return undefined;
      recordChange(db, id, by, status, note);
      return requestDetail(db, id);
    })
    .immediate();
}

/** "Not spam": the request moves to the inbox at the first status and its e-mail joins the outbox. */
export function moveOutOfSpam(
  db: Database.Database,
  id: string,
  by: string,
  messageIdDomain: string,
  firstStatus = defaultStatuses[0].id,
): { ok: true; request: RequestDetail } | { ok: false; reason: 'unknown' | 'notSpam' } {
  return db
    .transaction(() => {
      const before = requestDetail(db, id);
      const result = markNotSpamIn(db, id, messageIdDomain);
      if (!result.ok) return result;
      db.prepare(`UPDATE quote_requests SET status = ? WHERE id = ?`).run(firstStatus, id);
      recordChange(db, id, by, firstStatus, `Not spam (it was held as: ${before?.spamReason ?? 'spam'}).`);
      return { ok: true as const, request: requestDetail(db, id)! };
    })
    .immediate();
}

/** Deletes one request, its e-mail and its history. False for an unknown id. */
export function deleteRequest(db: Database.Database, id: string): boolean {
  return db.transaction(() => deleteQuoteIn(db, id).ok).immediate();
}

/** The inbox's queries on one open database: the quote store's `inbox` (quoteStore.ts), opened once with the server. */
export function inboxQueriesOn(db: Database.Database) {
  return {
    /** The reply to the visitor and the forwarded copy of each request. */
    messages: requestOutboxOn(db),
    /** What the office did with each request, for the spreadsheet. */
    officeRecords: officeRecordsOn(db),
    page: (filter: RequestFilter, offset: number, statuses: readonly StatusDefinition[]) =>
      requestPage(db, filter, offset, statuses),
    counts: (firstStatus: string) => inboxCounts(db, firstStatus),
    detail: (id: string) => requestDetail(db, id),
    exportRows: (filter: RequestFilter) => exportRows(db, filter),
    changeStatus: (id: string, status: RequestStatus, note: string, by: string) =>
      changeStatus(db, id, status, note, by),
    moveOutOfSpam: (id: string, by: string, messageIdDomain: string, firstStatus: string) =>
      moveOutOfSpam(db, id, by, messageIdDomain, firstStatus),
    delete: (id: string) => deleteRequest(db, id),
    photos: requestPhotosOn(db),
  };
}

export type InboxQueries = ReturnType<typeof inboxQueriesOn>;
