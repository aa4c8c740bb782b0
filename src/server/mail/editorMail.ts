/**
 * The e-mails of the editor itself (an invitation or a new-password link, the news of a review), sent through the
 * same SMTP transport as the office's e-mails and tried again while the mail server is away (1 s, 2 s, 4 s … up to
 * 30 minutes, as the outbox does).
 *
 * They wait in memory, not in the quote outbox's table: the editor shows the same thing where it is needed (a link
 * to the owner who made it, "1 review waiting" in the top bar), so a server restarted before an e-mail left loses
 * only the e-mail. At most `maxWaiting` wait at once (past it an e-mail is not queued, and `send` says so); one
 * refused for good (5xx) three times is given up and logged.
 */
import { randomUUID } from 'node:crypto';
import type { CompanyFacts } from './companyFacts.ts';
import { officeMailSender } from './mailSender.ts';
import { isPermanentFailure, permanentFailuresAllowed, type SendMail } from './mailWorker.ts';
import { defaultRetryDelays, type RetryDelays, retryDelay } from '../outbox/sendingLoop.ts';

/** How the editor's e-mails leave: the office's transport and sender. */
export interface EditorMailOptions {
  send: SendMail;
  company: CompanyFacts;
  mailFrom?: string;
  retry?: RetryDelays;
  log?: (message: string) => void;
}

export interface EditorMail {
  /** Queues the e-mail and starts sending it; false when too many already wait. */
  send(to: string, subject: string, text: string): boolean;
}

export function createEditorMail(
  options: EditorMailOptions & {
    /** Where the log lines come from ("Editor", "Review"). */
    logPrefix: string;
    /** The start of each Message-ID ("editor-link"). */
    messageTag: string;
    maxWaiting: number;
  },
): EditorMail {
  const { send, company, retry = defaultRetryDelays, log = console.log, logPrefix, maxWaiting } = options;
  const from = officeMailSender(company, options.mailFrom);
  const domain = from.address.split('@').pop() || 'localhost';
  let waiting = 0;

  function attempt(mail: Parameters<SendMail>[0], attempts: number, refusals: number) {
    send(mail).then(
      () => {
        waiting--;
        log(`${logPrefix}: e-mailed "${mail.subject}" to ${mail.envelope.to}.`);
      },
      (error: unknown) => {
        const refused = refusals + (isPermanentFailure(error) ? 1 : 0);
        const reason = error instanceof Error ? error.message : String(error);
        if (refused >= permanentFailuresAllowed) {
          waiting--;
          log(`${logPrefix}: the mail server refused the e-mail to ${mail.envelope.to} for good (${reason}).`);
          return;
        }
        const wait = retryDelay(attempts + 1, retry);
        log(
          `${logPrefix}: an e-mail to ${mail.envelope.to} failed (${reason}); next try in ${Math.round(wait / 1000)} s.`,
        );
        setTimeout(() => attempt(mail, attempts + 1, refused), wait).unref();
      },
    );
  }

  return {
    send(to, subject, text) {
      if (waiting >= maxWaiting) {
        log(`${logPrefix}: ${maxWaiting} e-mails wait already; "${subject}" to ${to} is not sent.`);
        return false;
      }
      waiting++;
      attempt(
        {
          from,
          to: { name: '', address: to },
          envelope: { from: from.address, to },
          subject: subject.replace(/\s+/g, ' ').trim(),
          text,
          messageId: `<${options.messageTag}-${randomUUID()}@${domain}>`,
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
