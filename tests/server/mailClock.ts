/**
 * A clock for the mail worker (src/server/mail/mailWorker.ts) that only moves when the test moves it. Its time never
 * runs behind the system's, because the outbox records when a request came in by the system's clock. The worker sets
 * a timer at the end of every look at the outbox, so a newly set timer is the sign that the worker has finished
 * sending and waits: after `advance(ms)`, every look due within `ms` has been made, and what the test then sees is
 * all that happened, with no sleep to guess how long that takes.
 */
import type { MailClock } from '../../src/server/outbox/sendingLoop';

export interface TestMailClock extends MailClock {
  /**
   * Moves time on by `ms`: each timer due on the way fires in turn, and the next waits until the worker has set its
   * next timer (it has finished that look). First waits for the worker to be waiting.
   */
  advance(ms: number): Promise<void>;
  /** Moves time on `stepMs` at a time until `condition` holds; fails after `limitMs` of the clock's time. */
  advanceUntil(condition: () => boolean, stepMs: number, limitMs?: number): Promise<void>;
}

/** How long, in real time, the worker may take to finish one look (a send to a local SMTP server included). */
const lookTimeoutMs = 10_000;

export function testMailClock(): TestMailClock {
  let offset = 0;
  let timersSet = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const now = () => Date.now() + offset;

  async function timerSetAfter(count: number, what: string) {
    const started = Date.now();
    while (timersSet <= count) {
      if (Date.now() - started > lookTimeoutMs) throw new Error(`The mail worker set no timer after ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  const clock: TestMailClock = {
    now,
    setTimeout(callback, ms) {
      timersSet += 1;
      timers.set(timersSet, { at: now() + ms, callback });
      return timersSet;
    },
    clearTimeout(timer) {
      timers.delete(timer as number);
    },
    async advance(ms) {
      // A turn of the event loop first, so that a send under way (sockets, the SMTP server) can move on.
      await new Promise((resolve) => setImmediate(resolve));
      if (timersSet === 0) await timerSetAfter(0, 'it started');
      const target = now() + ms;
      for (;;) {
        const [id, next] = [...timers].sort(([, a], [, b]) => a.at - b.at)[0] ?? [];
        if (id === undefined || !next || next.at > target) break;
        timers.delete(id);
        offset += Math.max(0, next.at - now());
        const count = timersSet;
        next.callback();
        await timerSetAfter(count, 'a look at the outbox');
      }
      offset += Math.max(0, target - now());
    },
    async advanceUntil(condition, stepMs, limitMs = 60 * 60_000) {
      for (let moved = 0; !condition(); moved += stepMs) {
        if (moved > limitMs) throw new Error(`Nothing changed in ${limitMs} ms of the mail worker's time`);
        await clock.advance(stepMs);
      }
    },
  };
  return clock;
}
