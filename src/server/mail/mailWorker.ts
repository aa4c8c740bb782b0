/**
 * Sends the office e-mails waiting in the outbox table, one at a time by the loop the request outbox sends by too
 * (outbox/sendingLoop.ts), and keeps trying when the SMTP server is away: 1 s, 2 s, 4 s … up to 30 minutes between
 * attempts, for as long as it takes.
 *
 * Delivery is at least once. A message is marked sent right after the SMTP server accepted it; if the process
 * dies between that acceptance and the mark (a few milliseconds), the message is sent again after the restart,
 * with the same Message-ID, so mail programs can recognise the duplicate. The alternative, marking before
 * sending, would lose the e-mail on such a crash instead, and a lost lead costs more than a duplicate.
 *
 * While the process lives, a message is never sent twice: when the database cannot record a send (disk full,
 * read-only, locked), the worker remembers it in memory, keeps trying to record it, and backs off.
 *
 * A refusal for good (a 5xx answer: unknown mailbox, bad login) is counted; after `permanentFailuresAllowed` of
 * them the message is marked undeliverable, logged once, and left for the office (`npm run leads --
 * --undelivered`). Other failures (4xx, no connection) are retried with growing waits.
 *
 * At most `maxPerHour` e-mails go out an hour; past that, what waits is summed up in one digest e-mail an hour.
 */
import { randomUUID } from 'node:crypto';
import type { PendingMail, QuoteStore } from '../quotes/quoteStore.ts';
import type { StoredQuote } from '../quotes/quoteRows.ts';
import type { CompanyFacts } from './companyFacts.ts';
import { officeMailSender } from './mailSender.ts';
import { digestEmail, type EmailWords, quoteEmail, type QuoteEmail } from './quoteEmail.ts';
import {
  createSendingLoop,
  defaultRetryDelays,
  lookAgainMs,
  type MailClock,
  type RetryDelays,
  retryDelay,
  type SendingLoop,
  systemClock,
} from '../outbox/sendingLoop.ts';

export type SendMail = (mail: QuoteEmail) => Promise<unknown>;

/** How many 5xx refusals a message gets before it is marked undeliverable. */
export const permanentFailuresAllowed = 3;

const hourMs = 60 * 60_000;

export interface MailWorkerOptions {
  store: QuoteStore;
  send: SendMail;
  company: CompanyFacts;
  /** MAIL_FROM as written; read once when the worker starts (mailSender.ts). */
  mailFrom?: string;
  retry?: RetryDelays;
  /** E-mails an hour before the rest waits for the hourly digest; 0 = no limit. */
  maxPerHour?: number;
  /** The subject and first line the form of a request declares (by its id); the defaults otherwise. */
  emailWords?: (formId: string) => EmailWords | undefined;
  /** Signed links to a request's photos, for its e-mail (none when it has none). */
  photoLinks?: (quote: StoredQuote) => string[];
  log?: (message: string) => void;
  /** Default: the system's. */
  clock?: MailClock;
}

/** `wake()` when a new e-mail waits; `stop(graceMs)` gives the one being sent a grace (sendingLoop.ts). */
export type MailWorker = Pick<SendingLoop, 'wake' | 'stop'>;

/** A refusal for good: the SMTP server answered 5xx (550 no such mailbox, 535 bad login, 554 …). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { store, send, company, mailFrom, retry = defaultRetryDelays, maxPerHour = 0, log = console.log } = options;
  const clock = options.clock ?? systemClock;
  const sender = officeMailSender(company, mailFrom);

  /** Accepted by the SMTP server, not yet recorded: never sent again while we live. */
  const sentNotMarked = new Map<string, { at: Date; inDigest: boolean }>();
  /** Failures the database could not record: not tried again before this time. */
  const heldUntil = new Map<string, number>();
  /** When each of the last hour's e-mails went out, and when the last digest did. */
  const recent = (() => {
    try {
      return store.recentMail(clock.now() - hourMs);
    } catch {
      return { sentAt: [] as number[], lastDigestAt: undefined as number | undefined };
    }
  })();
  const sentTimes = recent.sentAt;
  let lastDigestAt = recent.lastDigestAt;
  let digestRetryAt = 0;
  let digestFailures = 0;

  const sentInLastHour = (now: number) => {
    while (sentTimes.length && sentTimes[0] <= now - hourMs) sentTimes.shift();
    return sentTimes.length;
  };
  const overHourlyLimit = (now: number) => maxPerHour > 0 && sentInLastHour(now) >= maxPerHour;

  function storeFailed(what: string, error: unknown) {
    loop.storeRefused();
    log(`E-mail outbox: could not ${what} in the database (${messageOf(error)}); waiting before the next try.`);
  }

  /** Records the sends the database refused before. Returns false while it still refuses. */
  function markRemembered(): boolean {
    if (sentNotMarked.size === 0) return true;
    for (const [id, { at, inDigest }] of sentNotMarked) {
      try {
        if (inDigest) store.markMailSentInDigest([id], at);
        else store.markMailSent(id, at);
        sentNotMarked.delete(id);
      } catch (error) {
        storeFailed('record a sent e-mail', error);
        return false;
      }
    }
    loop.storeAnswered();
    return true;
  }

  function recordFailure(pending: PendingMail, error: unknown) {
    const { quote } = pending;
    const attempts = pending.attempts + 1;
    const permanent = isPermanentFailure(error);
    const reason = messageOf(error);
    const wait = retryDelay(attempts, retry);
    try {
      if (permanent && pending.permanentFailures + 1 >= permanentFailuresAllowed) {
        store.markMailUndeliverable(quote.id, new Date(clock.now()), reason);
        log(
          `E-MAIL UNDELIVERABLE: the mail server refused the e-mail for quote request ${quote.id} ` +
            `${permanentFailuresAllowed} times (${reason}). The request is stored: see npm run leads -- --undelivered.`,
        );
        return;
      }
      store.markMailFailed(quote.id, attempts, clock.now() + wait, reason, permanent);
      loop.storeAnswered();
    } catch (storeError) {
      heldUntil.set(quote.id, clock.now() + wait);
      storeFailed('record a failed attempt', storeError);
    }
    log(`Quote ${quote.id}: e-mail attempt ${attempts} failed (${reason}); next try in ${Math.round(wait / 1000)} s.`);
  }

  /** Sends one e-mail that sums up everything waiting (over the hourly limit). */
  async function sendDigest(now: number) {
    if (lastDigestAt !== undefined && now - lastDigestAt < hourMs) return;
    if (now < digestRetryAt) return;
    const waiting = store.dueMail(now, 1000).filter(({ quote }) => !sentNotMarked.has(quote.id));
    if (waiting.length === 0) return;
    const quotes = waiting.map(({ quote }) => quote);
    const domain = company.email.split('@').pop() || 'localhost';
    try {
      await send(digestEmail(quotes, `<quote-digest-${randomUUID()}@${domain}>`, company, sender, maxPerHour));
    } catch (error) {
      digestFailures += 1;
      digestRetryAt = clock.now() + retryDelay(digestFailures, retry);
      log(`E-mail digest of ${quotes.length} quote requests failed (${messageOf(error)}); trying again later.`);
      return;
    }
    digestFailures = 0;
    lastDigestAt = clock.now();
    const at = new Date(clock.now());
    for (const quote of quotes) sentNotMarked.set(quote.id, { at, inDigest: true });
    log(
      `E-mailed a digest of ${quotes.length} quote requests to ${company.email} (over ${maxPerHour} e-mails this hour).`,
    );
    try {
      store.markMailSentInDigest(
        quotes.map((quote) => quote.id),
        at,
      );
      for (const quote of quotes) sentNotMarked.delete(quote.id);
    } catch (error) {
      storeFailed('record the digest', error);
    }
  }

  /** Sends one e-mail and records it; false once the hour's e-mails are used up (the digest goes instead). */
  async function sendOne(pending: PendingMail): Promise<boolean> {
    if (overHourlyLimit(clock.now())) {
      await sendDigest(clock.now());
      return false;
    }
    const { quote, messageId } = pending;
    try {
      const words = options.emailWords?.(quote.formId);
      await send(quoteEmail(quote, messageId, company, sender, words, options.photoLinks?.(quote)));
    } catch (error) {
      recordFailure(pending, error);
      return true;
    }
    heldUntil.delete(quote.id);
    sentTimes.push(clock.now());
    const at = new Date(clock.now());
    sentNotMarked.set(quote.id, { at, inDigest: false });
    try {
      store.markMailSent(quote.id, at);
      sentNotMarked.delete(quote.id);
      loop.storeAnswered();
      log(`Quote ${quote.id}: e-mailed to ${company.email}.`);
    } catch (error) {
      // The SMTP server has it: remembered as sent, and recorded when the database takes writes again.
      storeFailed('record a sent e-mail', error);
    }
    return true;
  }

  /** When the next e-mail is due, but later while one waits for its failure to be recorded or the hourly limit. */
  function nextLook(now: number): number {
    let next: number;
    try {
      next = store.nextMailDue() ?? now + lookAgainMs;
    } catch {
      if (!loop.storeTrouble) loop.storeRefused();
      next = now;
    }
    const held = [...heldUntil.values()].filter((until) => until > now);
    if (held.length && next <= now) next = Math.min(...held);
    if (overHourlyLimit(now)) {
      const limitEnds = sentTimes[0] + hourMs;
      const digestAllowed = Math.max(lastDigestAt === undefined ? now : lastDigestAt + hourMs, digestRetryAt);
      next = Math.max(next, Math.min(limitEnds, digestAllowed));
    }
    return next;
  }

  const loop = createSendingLoop<PendingMail>({
    retry,
    clock,
    steps: {
      recordRemembered: markRemembered,
      due: (now) =>
        store
          .dueMail(now, 20)
          .filter(({ quote }) => !sentNotMarked.has(quote.id) && !((heldUntil.get(quote.id) ?? 0) > now)),
      send: sendOne,
      nextLook,
      logPassFailure: (error) =>
        log(
          `E-mail outbox: could not read the outbox in the database (${messageOf(error)}); waiting before the next try.`,
        ),
    },
  });

  // Anything left from before a restart goes out now.
  loop.wake();

  return { wake: loop.wake, stop: loop.stop };
}
