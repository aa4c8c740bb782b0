/**
 * What the office did with each request and what it sent, as the spreadsheet shows it beside the fields: its status,
 * the notes of its history, and the state of the reply to the visitor and of the forwarded copy. Read from the same
 * open database as the rows (the inbox's export) or from the data folder (`npm run leads`).
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { MessageState } from '../../editorApi/requestStatuses.ts';
import { readInboxStatuses } from '../inbox/inboxStatuses.ts';
import { readCompanyFacts } from '../mail/companyFacts.ts';
import { requestOutboxOn } from '../outbox/requestOutbox.ts';
import { originOf } from '../http/originCheck.ts';
import { photoLinkKey, photoLinkPath } from './photoLinks.ts';
import { databaseFileIn } from './quoteDatabase.ts';

export interface OfficeNote {
  at: string;
  by: string;
  note: string;
}

export interface OfficeRecord {
  /** The id of the request's status (site.yaml's inbox.statuses). */
  status: string;
  /** The notes written with its status changes, oldest first. */
  notes: OfficeNote[];
  acknowledgement?: MessageState;
  forward?: MessageState;
  /** The numbers of the photos sent with it (1, 2, …). */
  photos: number[];
}

export type OfficeRecords = (requestId: string) => OfficeRecord | undefined;

export function officeRecordsOn(db: Database.Database): OfficeRecords {
  const selectStatus = db.prepare(`SELECT status FROM quote_requests WHERE id = ?`).pluck();
  const selectNotes = db.prepare(
    `SELECT changed_at AS at, changed_by AS by, note FROM quote_status_changes
     WHERE request_id = ? AND note != '' ORDER BY id`,
  );
  const selectPhotos = db.prepare(`SELECT number FROM request_photos WHERE request_id = ? ORDER BY number`).pluck();
  const outbox = requestOutboxOn(db);
  return (requestId) => {
    const status = selectStatus.get(requestId) as string | undefined;
    if (status === undefined) return undefined;
    const messages = outbox.statesOf(requestId);
    return {
      status,
      notes: selectNotes.all(requestId) as OfficeNote[],
      acknowledgement: messages.acknowledgement,
      forward: messages.forward,
      photos: selectPhotos.all(requestId) as number[],
    };
  };
}

/** The records of the data folder's database, for the time `use` runs (none when there is no database yet). */
export function withOfficeRecords<T>(dataDir: string, use: (records: OfficeRecords | undefined) => T): T {
  const file = databaseFileIn(dataDir);
  if (!existsSync(file)) return use(undefined);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return use(officeRecordsOn(db));
  } finally {
    db.close();
  }
}

/**
 * The spreadsheet's words from site.yaml, read on each export so a published change shows at once: the office's
 * time zone (company.timeZone) and each status's label (inbox.statuses).
 */
export function spreadsheetWordsOf(
  siteFile: string,
  dataDir: string,
): {
  timeZone?: string;
  statusLabel: (status: string) => string;
  photoLink: (requestId: string, number: number) => string;
} {
  const statuses = readInboxStatuses(siteFile);
  const company = readCompanyFacts(siteFile);
  // A photo's link leads to this server, as the office e-mail's do (app.ts): signed, for 30 days.
  const server = company.quoteEndpoint ?? company.siteUrl;
  const origin = (server && originOf(server)) || '';
  let key: Buffer | undefined;
  return {
    timeZone: company.timeZone,
    statusLabel: (id) => statuses.find((status) => status.id === id)?.label ?? id,
    photoLink: (requestId, number) => {
      key ??= photoLinkKey(dataDir);
      return `${origin}${photoLinkPath(key, requestId, number, Date.now())}`;
    },
  };
}
