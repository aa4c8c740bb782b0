/**
 * The e-mails that carry an invitation or a reset link, sent through the same SMTP transport as the office's
 * e-mails, and tried again while the mail server is away (1 s, 2 s, 4 s … up to 30 minutes, as the outbox does).
 *
 * They wait in memory, not in the quote outbox's table: a link is also shown to the owner who made it, so a server
 * restarted before the e-mail left loses only the e-mail, never the link. At most `maxWaiting` wait at once (the
 * links' own bound); one refused for good (5xx) three times is given up and logged.
 */
import { randomUUID } from 'node:crypto';
import type { CompanyFacts } from '../mail/companyFacts.ts';
import { officeMailSender } from '../mail/mailSender.ts';
import {
  defaultRetryDelays,
  isPermanentFailure,
  permanentFailuresAllowed,
  type RetryDelays,
  retryDelay,
  type SendMail,
} from '../mail/mailWorker.ts';
import { maxPendingLinks } from './accountLinks.ts';

export interface AccountMailOptions {
  send: SendMail;
  company: CompanyFacts;
  mailFrom?: string;
  retry?: RetryDelays;
  log?: (message: string) => void;
}

export interface AccountMail {
  /** Queues the e-mail and starts sending it; false when too many already wait (the owner copies the link). */
  send(to: string, subject: string, text: string): boolean;
}

const maxWaiting = maxPendingLinks;

export function createAccountMail(options: AccountMailOptions): AccountMail {
  const { send, company, retry = defaultRetryDelays, log = console.log } = options;
  let waiting = 0;

  function attempt(mail: Parameters<SendMail>[0], attempts: number, refusals: number) {
    send(mail).then(
      () => {
        waiting--;
        log(`Editor: a link was e-mailed to ${mail.envelope.to}.`);
      },
      (error: unknown) => {
        const refused = refusals + (isPermanentFailure(error) ? 1 : 0);
        const reason = error instanceof Error ? error.message : String(error);
        if (refused >= permanentFailuresAllowed) {
          waiting--;
          log(`Editor: the mail server refused the link for ${mail.envelope.to} for good (${reason}).`);
          return;
        }
        const wait = retryDelay(attempts + 1, retry);
        log(`Editor: e-mailing a link failed (${reason}); next try in ${Math.round(wait / 1000)} s.`);
        setTimeout(() => attempt(mail, attempts + 1, refused), wait).unref();
      },
    );
  }

  return {
    send(to, subject, text) {
      if (waiting >= maxWaiting) return false;
      waiting++;
      const from = officeMailSender(company, options.mailFrom);
      const domain = from.address.split('@').pop() || 'localhost';
      attempt(
        {
          from,
          to: { name: '', address: to },
          envelope: { from: from.address, to },
          subject,
          text,
          messageId: `<editor-link-${randomUUID()}@${domain}>`,
          date: new Date(),
          headers: { 'Auto-Submitted': 'auto-generated' },
        },
        0,
        0,
      );
      return true;
    },
  };
}
