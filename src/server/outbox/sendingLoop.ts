/**
 * The one loop both outboxes send by: the office e-mails (mail/mailWorker.ts) and the replies and forwarded copies
 * (outboxWorker.ts). Each says what is due, how to send one message and record it, and when its next message is due;
 * the loop does the rest the same way for both: one message at a time, a pass over what is due until nothing is,
 * a timer for the next look (never busy, never longer than `lookAgainMs`), longer waits while the database refuses
 * (retryDelay by the refusals in a row), a `wake()` that sends at once what was just queued, and a stop that gives
 * the message being sent a grace.
 *
 * The time and the timer are the `MailClock` it is handed, so tests move time themselves instead of sleeping.
 */

export interface RetryDelays {
  firstMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s … up to 30 minutes between attempts. */
export const defaultRetryDelays: RetryDelays = { firstMs: 1000, maxMs: 30 * 60_000 };

/** The wait before attempt number `attempts + 1`: doubling from `firstMs`, never more than `maxMs`. */
export function retryDelay(attempts: number, { firstMs, maxMs }: RetryDelays): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(attempts - 1, 30));
}

/**
 * The time and the timer a sending loop reads. The system's by default; a test hands in its own, so that "later" comes
 * when the test says, and "nothing more happened" is a fact about the timers, not a guess after a sleep.
 */
export interface MailClock {
  now(): number;
  /** Calls `callback` after `ms`; the answer goes to `clearTimeout`. Never keeps the process alive on its own. */
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const systemClock: MailClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout | undefined),
};

/**
 * The longest the loop waits before it looks again, whatever its outbox says: a message queued from the command line
 * (a request let through by npm run leads -- --not-spam) wakes nobody.
 */
export const lookAgainMs = 15_000;

/** What one outbox does in the loop; the loop calls these, one at a time. */
export interface SendingSteps<Message> {
  /** Writes again what the database refused to record before; false while it still refuses (nothing is sent then). */
  recordRemembered(): boolean;
  /** What is due at `now`, a batch at most, leaving out what was sent but not yet recorded. */
  due(now: number): Message[];
  /**
   * Sends one message and records what came of it. true: on to the next; false: this pass ends, the rest waits for
   * the next look (as it does after any message while the database refuses).
   */
  send(message: Message): Promise<boolean>;
  /** When the next message is due as the outbox sees it (the database's refusals are counted in by the loop). */
  nextLook(now: number): number;
  /** A pass failed as a whole (reading what is due): the words for the log; the loop counts it as a refusal. */
  logPassFailure(error: unknown): void;
}

export interface SendingLoop {
  /** A message was just queued: send it now rather than at the next look. */
  wake(): void;
  /**
   * Stops scheduling and waits for a message being sent, at most `graceMs`: a send still under way then is given up
   * (it stays waiting, as after a crash, and goes out after the restart).
   */
  stop(graceMs?: number): Promise<void>;
  /** The database refused a read or a write: the loop waits longer after each refusal in a row. */
  storeRefused(): void;
  /** The database took a write again: the waits are short again. */
  storeAnswered(): void;
  /** Refusals of the database in a row (0: none). A pass ends after a message while there is any. */
  readonly storeTrouble: number;
}

/** The loop, not yet started: `wake()` starts it (what was left waiting before a restart goes out then). */
export function createSendingLoop<Message>({
  steps,
  retry = defaultRetryDelays,
  clock = systemClock,
}: {
  steps: SendingSteps<Message>;
  retry?: RetryDelays;
  clock?: MailClock;
}): SendingLoop {
  let stopped = false;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let timer: unknown;
  let storeTrouble = 0;

  async function sendDue() {
    if (!steps.recordRemembered()) return;
    while (!stopped) {
      const due = steps.due(clock.now());
      if (due.length === 0) return;
      for (const message of due) {
        if (stopped) return;
        const goOn = await steps.send(message);
        if (!goOn || storeTrouble) return;
      }
    }
  }

  /** When to look again: when the next message is due, but later while the database says wait. */
  function schedule() {
    clock.clearTimeout(timer);
    if (stopped) return;
    const now = clock.now();
    let next = steps.nextLook(now);
    if (storeTrouble) next = Math.max(next, now + retryDelay(storeTrouble, retry));
    // Never busy: at least a moment between looks; and never so long that a change made elsewhere waits for ages.
    const wait = Math.min(Math.max(next - now, 0), lookAgainMs, retry.maxMs);
    timer = clock.setTimeout(wake, next <= now && !storeTrouble ? 0 : Math.max(wait, 10));
  }

  function wake() {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => {
        storeTrouble += 1;
        steps.logPassFailure(error);
      })
      .finally(() => {
        running = undefined;
        const again = wakeAgain && !storeTrouble;
        wakeAgain = false;
        if (again) wake();
        else schedule();
      });
  }

  return {
    wake,
    async stop(graceMs = Number.POSITIVE_INFINITY) {
      stopped = true;
      clock.clearTimeout(timer);
      if (!running) return;
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          if (Number.isFinite(graceMs)) giveUp = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(giveUp);
    },
    storeRefused() {
      storeTrouble += 1;
    },
    storeAnswered() {
      storeTrouble = 0;
    },
    get storeTrouble() {
      return storeTrouble;
    },
  };
}
