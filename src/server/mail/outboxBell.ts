/**
 * A bell the mail workers of this process listen to: the office's inbox rings it after putting an e-mail in the
 * outbox ("Not spam"), so it goes out at once rather than at the worker's next look (within 15 seconds).
 * Ringing a worker whose outbox has nothing new costs one look at the database.
 */
const listeners = new Set<() => void>();

export function ringOutboxBell(): void {
  for (const listener of listeners) listener();
}

/** Returns the way to stop listening. */
export function listenToOutboxBell(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
