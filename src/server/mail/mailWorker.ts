/**
 * Sends the office e-mails waiting in the outbox table, one at a time, and keeps trying when the SMTP server is
 * away: 1 s, 2 s, 4 s … up to 5 minutes between attempts, for as long as it takes.
 *
 * Delivery is at least once. A message is marked sent right after the SMTP server accepted it; if the process
 * dies between that acceptance and the mark (a few milliseconds), the message is sent again after the restart,
 * with the same Message-ID, so mail programs can recognise the duplicate. The alternative, marking before
 * sending, would lose the e-mail on such a crash instead, and a lost lead costs more than a duplicate.
 */
import nodemailer from 'nodemailer';
import type { QuoteStore } from '../quotes/quoteStore.ts';
import type { CompanyFacts } from './companyFacts.ts';
import { quoteEmail, type QuoteEmail } from './quoteEmail.ts';

export type SendMail = (mail: QuoteEmail) => Promise<unknown>;

export interface RetryDelays {
  firstMs: number;
  maxMs: number;
}

export const defaultRetryDelays: RetryDelays = { firstMs: 1000, maxMs: 5 * 60_000 };

export interface MailWorkerOptions {
  store: QuoteStore;
  send: SendMail;
  company: CompanyFacts;
  mailFrom?: string;
  retry?: RetryDelays;
  log?: (message: string) => void;
}

export interface MailWorker {
  /** A new e-mail is waiting: send it now rather than at the next scheduled look. */
  wake(): void;
  /** Stops scheduling and waits for a message being sent to finish. */
  stop(): Promise<void>;
}

/** An SMTP transport from a URL like smtp://user:pass@host:587, with time limits so a dead server cannot hang us. */
export function smtpSender(smtpUrl: string): SendMail {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return (mail) => transport.sendMail(mail);
}

/** The wait before attempt number `attempts + 1`: doubling from `firstMs`, never more than `maxMs`. */
export function retryDelay(attempts: number, { firstMs, maxMs }: RetryDelays): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(attempts - 1, 30));
}

export function startMailWorker({ store, send, company, mailFrom, retry = defaultRetryDelays, log = console.log }: MailWorkerOptions): MailWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let timer: NodeJS.Timeout | undefined;

  async function sendDue() {
    while (!stopped) {
      const due = store.dueMail(Date.now(), 20);
      if (due.length === 0) return;
      for (const pending of due) {
        if (stopped) return;
        const { quote, messageId } = pending;
        try {
          await send(quoteEmail(quote, messageId, company, mailFrom));
        } catch (error) {
          const attempts = pending.attempts + 1;
          const wait = retryDelay(attempts, retry);
          const reason = error instanceof Error ? error.message : String(error);
          store.markMailFailed(quote.id, attempts, Date.now() + wait, reason);
          log(`Quote ${quote.id}: e-mail attempt ${attempts} failed (${reason}); next try in ${Math.round(wait / 1000)} s.`);
          continue;
        }
        try {
          store.markMailSent(quote.id, new Date());
          log(`Quote ${quote.id}: e-mailed to ${company.email}.`);
        } catch (error) {
          // The SMTP server has the message but the database could not record it: it will be sent again later.
          log(`Quote ${quote.id}: e-mailed, but could not be marked as sent (${String(error)}); it may arrive twice.`);
          return;
        }
      }
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    let next: number | undefined;
    try {
      next = store.nextMailDue();
    } catch {
      next = Date.now() + retry.maxMs;
    }
    if (next === undefined) return;
    // Timers are capped, so a clock jump or a very long wait cannot stall the outbox.
    const wait = Math.min(Math.max(0, next - Date.now()), retry.maxMs);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake() {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => log(`E-mail outbox: ${String(error)}`))
      .finally(() => {
        running = undefined;
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        } else schedule();
      });
  }

  // Anything left from before a restart goes out now.
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
