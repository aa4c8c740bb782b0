/**
 * GET /healthz, for uptime monitors: whether the database takes writes, and how the office e-mails are doing.
 * 200 {"database": "ok", "mailPending": n, "oldestPendingMinutes": m, "undeliverable": k}, or 503 when the
 * database cannot be written (requests would be refused). Counts only: nothing about any visitor.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http/answers.ts';
import { refusedUnlessGetOrHead } from './http/readOnlyMethods.ts';
import type { QuoteStore } from './quotes/quoteStore.ts';

export const healthPath = '/healthz';

/** A monitor asking many times a second gets the last answer: each real check writes (and syncs) the database. */
const freshForMs = 1000;
let last: { at: number; store: QuoteStore; status: number; body: Record<string, unknown> } | undefined;

function check(store: QuoteStore): { status: number; body: Record<string, unknown> } {
  let database = 'ok';
  let status = 200;
  try {
    store.checkWritable();
  } catch (error) {
    status = 503;
    database = `cannot write: ${(error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error))}`;
  }
  let mail: Record<string, number | null> = { mailPending: null, oldestPendingMinutes: null, undeliverable: null };
  try {
    const health = store.mailHealth(Date.now());
    mail = {
      mailPending: health.pending,
      oldestPendingMinutes: health.oldestPendingMinutes,
      undeliverable: health.undeliverable,
    };
  } catch {
    status = 503;
  }
  return { status, body: { database, ...mail } };
}

export async function healthReport(
  request: IncomingMessage,
  response: ServerResponse,
  store: QuoteStore,
): Promise<void> {
  if (refusedUnlessGetOrHead(request, response)) return;
  const now = Date.now();
  if (!last || last.store !== store || now - last.at > freshForMs) last = { at: now, store, ...check(store) };
  // A HEAD request gets the headers only: Node leaves the body out itself.
  sendJson(response, last.status, last.body);
}
