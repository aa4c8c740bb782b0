/**
 * Sends what waits in the request outbox (requestOutbox.ts): each kind of message has its deliverer (the reply to
 * the visitor, the copy forwarded to another tool), and the loop the office e-mail's worker sends by too
 * (sendingLoop.ts) does the rest: one message at a time, the same waits between attempts (retryDelay: 1 s, 2 s, 4 s …
 * up to 30 minutes), the same clock a test moves by hand.
 *
 * Delivery is at least once: a message is marked done right after it was accepted, so a crash between the two sends
 * it again after the restart (the reply keeps its Message-ID, the forwarded copy its Idempotency-Key). While the
 * process lives, a message accepted but not recorded (the database refused the write) is remembered and never sent
 * again. Retries are bounded: after `maxAttempts`, or at once when the other side refuses for good, the message is
 * given up with the reason, which the inbox shows.
 */
import {
  createSendingLoop,
  defaultRetryDelays,
  lookAgainMs,
  type MailClock,
  type RetryDelays,
  retryDelay,
  type SendingLoop,
  systemClock,
} from './sendingLoop.ts';
import type { OutboxKind, PendingMessage, RequestOutbox } from './requestOutbox.ts';

/** What a deliverer answers: accepted, or nothing to send (with why: the form declares no reply, a bound reached). */
export type DeliveryOutcome = { accepted: true } | { skipped: string };

/** A failure the other side will give again however often it is asked (a 550 mailbox unknown, a 400 Bad Request). */
export class PermanentDeliveryError extends Error {}

export interface Deliverer {
  /** Sends the message; throws to try again later (PermanentDeliveryError: never again). */
  deliver(message: PendingMessage): Promise<DeliveryOutcome>;
  /** Attempts before the message is given up. */
  maxAttempts: number;
  /** How the log names it: "reply to the visitor". */
  name: string;
}

export interface OutboxWorkerOptions {
  outbox: RequestOutbox;
  deliverers: Partial<Record<OutboxKind, Deliverer>>;
  retry?: RetryDelays;
  clock?: MailClock;
  log?: (message: string) => void;
}

/** `wake()` when a message was just queued; `stop(graceMs)` gives the one being sent a grace (sendingLoop.ts). */
export type OutboxWorker = Pick<SendingLoop, 'wake' | 'stop'>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, deliverers, retry = defaultRetryDelays, log = console.log } = options;
  const clock = options.clock ?? systemClock;
  const kinds = Object.keys(deliverers) as OutboxKind[];
  /** Accepted, or given up, but not yet recorded: "request id kind" → what to record. */
  const unrecorded = new Map<string, () => void>();

  const keyOf = (message: PendingMessage) => `${message.quote.id} ${message.kind}`;

  /** Records now, or remembers it for later when the database refuses: never sent twice while the process lives. */
  function record(key: string, write: () => void) {
    unrecorded.set(key, write);
    try {
      write();
      unrecorded.delete(key);
      loop.storeAnswered();
    } catch (error) {
      loop.storeRefused();
      log(`Outbox: could not record a message in the database (${messageOf(error)}); waiting before the next try.`);
    }
  }

  function recordRemembered(): boolean {
    for (const [key, write] of unrecorded) {
      record(key, write);
      if (unrecorded.has(key)) return false;
    }
    return true;
  }

  async function attempt(message: PendingMessage): Promise<boolean> {
    const { quote, kind } = message;
    const deliverer = deliverers[kind]!;
    const key = keyOf(message);
    let outcome: DeliveryOutcome;
    try {
      outcome = await deliverer.deliver(message);
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = messageOf(error);
      if (error instanceof PermanentDeliveryError || attempts >= deliverer.maxAttempts) {
        const why =
          error instanceof PermanentDeliveryError ? reason : `${attempts} attempts failed; the last: ${reason}`;
        log(`Quote ${quote.id}: gave up the ${deliverer.name} (${why}).`);
        record(key, () => outbox.giveUp(quote.id, kind, clock.now(), why));
        return true;
      }
      const wait = retryDelay(attempts, retry);
      log(
        `Quote ${quote.id}: ${deliverer.name}, attempt ${attempts} failed (${reason}); next try in ${Math.round(wait / 1000)} s.`,
      );
      record(key, () => outbox.markFailed(quote.id, kind, attempts, clock.now() + wait, reason));
      return true;
    }
    const at = clock.now();
    if ('skipped' in outcome) record(key, () => outbox.giveUp(quote.id, kind, at, outcome.skipped));
    else {
      record(key, () => outbox.markDone(quote.id, kind, at));
      log(`Quote ${quote.id}: ${deliverer.name} done.`);
    }
    return true;
  }

  const loop = createSendingLoop<PendingMessage>({
    retry,
    clock,
    steps: {
      recordRemembered,
      due: (now) => outbox.due(now, kinds, 20).filter((message) => !unrecorded.has(keyOf(message))),
      send: attempt,
      nextLook(now) {
        try {
          return outbox.nextDue(kinds) ?? now + lookAgainMs;
        } catch {
          if (!loop.storeTrouble) loop.storeRefused();
          return now + lookAgainMs;
        }
      },
      logPassFailure: (error) =>
        log(`Outbox: could not read the waiting messages (${messageOf(error)}); waiting before the next try.`),
    },
  });

  // What was left waiting before a restart goes out now.
  loop.wake();

  return { wake: loop.wake, stop: loop.stop };
}
