/**
 * The outbox of what a request sends besides the office e-mail (the request_outbox table, quoteDatabase.ts): the
 * reply to the visitor (`acknowledgement`) and the copy forwarded to another tool (`forward`). A row is queued in
 * the same transaction that stores the request, or that takes it out of spam, so a stored real request always has
 * them waiting and spam never has any. outboxWorker.ts sends them; the inbox reads each request's state here.
 */
import type Database from 'better-sqlite3';
import type { MessageState } from '../../editorApi/requestStatuses.ts';
import type { QuoteRow, StoredQuote } from '../quotes/quoteRows.ts';
import { quoteColumns, toQuote } from '../quotes/quoteRows.ts';

export const outboxKinds = ['acknowledgement', 'forward'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export interface PendingMessage {
  quote: StoredQuote;
  kind: OutboxKind;
  /** Attempts made so far. */
  attempts: number;
  queuedAt: number;
}

/**
 * Queues the request's messages inside the caller's transaction: the reply when it gave an e-mail address (the
 * worker sends it only if its form declares one), and the forwarded copy. Already queued ones stay as they are.
 */
export function queueRequestMessagesIn(db: Database.Database, requestId: string, now: number) {
  db.prepare(
    `INSERT OR IGNORE INTO request_outbox (request_id, kind, recipient, queued_at, next_attempt_at)
     SELECT id, 'acknowledgement', lower(email), @now, @now FROM quote_requests WHERE id = @id AND email != ''
     UNION ALL SELECT id, 'forward', '', @now, @now FROM quote_requests WHERE id = @id`,
  ).run({ id: requestId, now });
}

/** Forgets a request's messages (the request is being deleted), inside the caller's transaction. */
export function deleteRequestMessagesIn(db: Database.Database, requestId: string) {
  db.prepare(`DELETE FROM request_outbox WHERE request_id = ?`).run(requestId);
}

export function requestOutboxOn(db: Database.Database) {
  const kindList = (kinds: readonly OutboxKind[]) => JSON.stringify(kinds);
  const selectDue = db.prepare(
    `SELECT ${quoteColumns}, o.kind AS outbox_kind, o.attempts AS outbox_attempts, o.queued_at AS outbox_queued_at
     FROM request_outbox o JOIN quote_requests q ON q.id = o.request_id LEFT JOIN mail_outbox m ON m.request_id = q.id
     WHERE o.done_at IS NULL AND o.given_up_at IS NULL AND o.next_attempt_at <= @now
       AND o.kind IN (SELECT value FROM json_each(@kinds))
     ORDER BY o.next_attempt_at, q.rowid LIMIT @limit`,
  );
  const selectNextDue = db
    .prepare(
      `SELECT MIN(next_attempt_at) FROM request_outbox WHERE done_at IS NULL AND given_up_at IS NULL
       AND kind IN (SELECT value FROM json_each(?))`,
    )
    .pluck();
  const updateDone = db.prepare(
    `UPDATE request_outbox SET done_at = ?, last_error = '' WHERE request_id = ? AND kind = ?`,
  );
  const updateFailed = db.prepare(
    `UPDATE request_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE request_id = ? AND kind = ?`,
  );
  const updateGivenUp = db.prepare(
    `UPDATE request_outbox SET given_up_at = ?, last_error = ? WHERE request_id = ? AND kind = ?`,
  );
  const countDone = db
    .prepare(`SELECT COUNT(*) FROM request_outbox WHERE kind = ? AND done_at >= ? AND (? = '' OR recipient = ?)`)
    .pluck();
  const selectStates = db.prepare(
    `SELECT kind, attempts, last_error, done_at, given_up_at FROM request_outbox WHERE request_id = ?`,
  );
  return {
    /** Messages of these kinds whose next attempt is due, oldest first. */
    due(now: number, kinds: readonly OutboxKind[], limit: number): PendingMessage[] {
      const rows = selectDue.all({ now, kinds: kindList(kinds), limit }) as (QuoteRow & {
        outbox_kind: OutboxKind;
        outbox_attempts: number;
        outbox_queued_at: number;
      })[];
      return rows.map((row) => ({
        quote: toQuote(row),
        kind: row.outbox_kind,
        attempts: row.outbox_attempts,
        queuedAt: row.outbox_queued_at,
      }));
    },
    /** When the next message of these kinds is due (ms since 1970), or undefined when none waits. */
    nextDue: (kinds: readonly OutboxKind[]) => (selectNextDue.get(kindList(kinds)) as number | null) ?? undefined,
    markDone: (requestId: string, kind: OutboxKind, at: number) => void updateDone.run(at, requestId, kind),
    markFailed: (requestId: string, kind: OutboxKind, attempts: number, nextAttemptAt: number, error: string) =>
      void updateFailed.run(attempts, nextAttemptAt, error.slice(0, 1000), requestId, kind),
    giveUp: (requestId: string, kind: OutboxKind, at: number, reason: string) =>
      void updateGivenUp.run(at, reason.slice(0, 1000), requestId, kind),
    /** How many of this kind went out since `since` (ms since 1970), to one recipient or to all. */
    doneSince: (kind: OutboxKind, since: number, recipient = '') =>
      countDone.get(kind, since, recipient, recipient.toLowerCase()) as number,
    /** Each message of a request, by kind (a kind it never queued is missing). */
    statesOf(requestId: string): Partial<Record<OutboxKind, MessageState>> {
      const rows = selectStates.all(requestId) as {
        kind: OutboxKind;
        attempts: number;
        last_error: string;
        done_at: number | null;
        given_up_at: number | null;
      }[];
      return Object.fromEntries(
        rows.map((row) => [
          row.kind,
          row.done_at !== null
            ? { state: 'done', at: row.done_at }
            : row.given_up_at !== null
              ? { state: 'givenUp', reason: row.last_error }
              : { state: 'waiting', attempts: row.attempts, lastError: row.last_error },
        ]),
      );
    },
  };
}

export type RequestOutbox = ReturnType<typeof requestOutboxOn>;
