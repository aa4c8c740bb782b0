/**
 * The e-mails that tell the people of the editor about a review (asked for, sent back, published), sent through the
 * office's SMTP transport and tried again while the mail server is away (1 s, 2 s, 4 s … up to 30 minutes, as the
 * outbox does).
 *
 * They wait in memory, not in the quote outbox's table: the editor shows the same news in its top bar ("1 review
 * waiting", "Sent back: …"), so a server restarted before an e-mail left loses only the e-mail. At most
 * `maxWaiting` wait at once (past it a notice is dropped and logged); one refused for good (5xx) three times is
 * given up and logged.
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

export interface EditorNotices {
  /** Queues the e-mail and starts sending it. */
  send(to: string, subject: string, text: string): void;
}

const maxWaiting = 100;

export function editorNotices(options: {
  send: SendMail;
  company: CompanyFacts;
  mailFrom?: string;
  retry?: RetryDelays;
  log?: (message: string) => void;
}): EditorNotices {
  const { send, company, retry = defaultRetryDelays, log = console.log } = options;
  const from = officeMailSender(company, options.mailFrom);
  const domain = from.address.split('@').pop() || 'localhost';
  let waiting = 0;

  function attempt(mail: Parameters<SendMail>[0], attempts: number, refusals: number) {
    send(mail).then(
      () => {
        waiting--;
        log(`Review: e-mailed "${mail.subject}" to ${mail.envelope.to}.`);
      },
      (error: unknown) => {
        const refused = refusals + (isPermanentFailure(error) ? 1 : 0);
        const reason = error instanceof Error ? error.message : String(error);
        if (refused >= permanentFailuresAllowed) {
          waiting--;
          log(`Review: the mail server refused the e-mail to ${mail.envelope.to} for good (${reason}).`);
          return;
        }
        const wait = retryDelay(attempts + 1, retry);
        log(`Review: an e-mail to ${mail.envelope.to} failed (${reason}); next try in ${Math.round(wait / 1000)} s.`);
        setTimeout(() => attempt(mail, attempts + 1, refused), wait).unref();
      },
    );
  }

  return {
    send(to, subject, text) {
      if (waiting >= maxWaiting) {
        log(`Review: ${maxWaiting} e-mails wait already; "${subject}" to ${to} is not sent.`);
        return;
      }
      waiting++;
      attempt(
        {
          from,
          to: { name: '', address: to },
          envelope: { from: from.address, to },
          subject: subject.replace(/\s+/g, ' ').trim(),
          text,
          messageId: `<editor-review-${randomUUID()}@${domain}>`,
          date: new Date(),
          headers: { 'Auto-Submitted': 'auto-generated' },
        },
        0,
        0,
      );
    },
  };
}
