/**
 * Group commit: the quote requests that arrive while the disk is syncing the last commit are stored together, in
 * one transaction and so one sync, instead of one sync each. Every request is still answered only after the
 * transaction holding it is committed (synchronous=FULL, see quoteStore.ts); what changes is that a busy minute
 * costs a sync per batch, not per request, which is what bounds the server's throughput on a real disk.
 *
 * A batch is what arrived during one turn of the event loop: requests queue here while their turn runs, and the
 * batch is written just after (setImmediate). When a batch cannot be written, each of its requests is tried again
 * on its own, so one request the database refuses cannot take the others down with it.
 */
import type { NewQuote, QuoteStore } from './quoteStore.ts';

export interface SaveQueue {
  /** Resolves once the request is committed to disk; rejects when it could not be stored. */
  save(quote: NewQuote): Promise<{ id: string }>;
  /** Whether a request with this fingerprint is waiting to be written (for recognising a repeat at once). */
  isWaiting(fingerprint: string): boolean;
}

interface Waiting {
  quote: NewQuote;
  resolve: (saved: { id: string }) => void;
  reject: (error: unknown) => void;
}

export function createSaveQueue(store: QuoteStore): SaveQueue {
  let waiting: Waiting[] = [];
  const waitingFingerprints = new Set<string>();

  const saveOneByOne = (batch: Waiting[]) => {
    for (const entry of batch) {
      try {
        entry.resolve(store.save(entry.quote));
      } catch (error) {
        entry.reject(error);
      }
    }
  };

  const write = () => {
    const batch = waiting;
    waiting = [];
    waitingFingerprints.clear();
    if (batch.length === 1) return saveOneByOne(batch);
    let saved: { id: string }[];
    try {
      saved = store.saveAll(batch.map((entry) => entry.quote));
    } catch {
      // The whole transaction was rolled back: nothing of it is stored, so each can safely be tried alone.
      return saveOneByOne(batch);
    }
    for (const [index, entry] of batch.entries()) entry.resolve(saved[index]);
  };

  return {
    save: (quote) =>
      new Promise((resolve, reject) => {
        if (waiting.push({ quote, resolve, reject }) === 1) setImmediate(write);
        if (quote.fingerprint) waitingFingerprints.add(quote.fingerprint);
      }),
    isWaiting: (fingerprint) => waitingFingerprints.has(fingerprint),
  };
}
