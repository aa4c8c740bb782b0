/**
 * At most a few requests of one kind at once, for work that holds much memory while it runs (a photo is read whole,
 * then decoded). One past the limit is refused at once with 503 and Retry-After rather than queued: a queue would
 * still hold every waiting request's connection, and the person (or the browser) can send it again in a moment.
 *
 * Counted in memory, for this process: the memory it protects is this process's.
 */
import { HttpError } from './httpError.ts';

export interface ConcurrencyLimit {
  /**
   * A slot, or a 503 refusal in words when every slot is taken. The function it returns gives the slot back: call it
   * in a `finally`, so a request that fails or is cut off gives its slot back too.
   */
  take(): () => void;
  /** How many slots are taken now. */
  readonly taken: number;
}

export interface LimitRefusal {
  /** What the person is told, in plain words. */
  message: string;
  retryAfterSeconds: number;
}

export function createConcurrencyLimit(slots: number, refusal: LimitRefusal): ConcurrencyLimit {
  let taken = 0;
  return {
    take() {
      if (taken >= slots) {
        throw new HttpError(503, refusal.message, { 'Retry-After': String(refusal.retryAfterSeconds) });
      }
      taken += 1;
      let given = false;
      return () => {
        // Given back once: a second call must not free a slot another request holds.
        if (given) return;
        given = true;
        taken -= 1;
      };
    },
    get taken() {
      return taken;
    },
  };
}
