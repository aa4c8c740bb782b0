/**
 * The reply to the visitor a form may declare (its page's `acknowledgement`): plain text, from the company's name,
 * with the office as Reply-To, their answers filled in ({firstName}). It goes through the request outbox
 * (outbox/outboxWorker.ts), and only within bounds, so that the form cannot be used to mail strangers: at most
 * `perAddressPerDay` to one address and `perDay` in all in 24 hours, counted in the database (a restart does not
 * start the count again). Spam never has one queued (outbox/requestOutbox.ts).
 */
import { fillAnswers } from '../../quotes/acknowledgementWords.ts';
import type { Acknowledgement } from '../../quotes/formFields.ts';
import type { StoredQuote } from '../quotes/quoteRows.ts';
import type { Deliverer } from '../outbox/outboxWorker.ts';
import { PermanentDeliveryError } from '../outbox/outboxWorker.ts';
import type { RequestOutbox } from '../outbox/requestOutbox.ts';
import type { CompanyFacts } from './companyFacts.ts';
import { officeMailSender } from './mailSender.ts';
import { isPermanentFailure, type SendMail } from './mailWorker.ts';
import type { MailClock } from '../outbox/sendingLoop.ts';
import type { QuoteEmail } from './quoteEmail.ts';

export interface AcknowledgementBounds {
  perAddressPerDay: number;
  perDay: number;
}

/** Three replies a day to one address is plenty for a person; two hundred a day is far above a small business's requests. */
export const defaultAcknowledgementBounds: AcknowledgementBounds = { perAddressPerDay: 3, perDay: 200 };

const dayMs = 24 * 60 * 60_000;

/** Header values are one line: an answer cannot add headers of its own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The visitor's answers by field name; a request stored before forms declared fields answers from its columns. */
function answersOf(quote: StoredQuote): Record<string, string> {
  const answers: Record<string, string> = {
    firstName: quote.firstName,
    lastName: quote.lastName,
    email: quote.email,
    phone: quote.phone,
  };
  for (const field of quote.fields) answers[field.name] = field.value;
  return answers;
}

export function acknowledgementEmail(
  quote: StoredQuote,
  words: Acknowledgement,
  company: CompanyFacts,
  mailFrom: string | undefined,
  domain: string,
): QuoteEmail {
  const answers = answersOf(quote);
  // The company's own name, not "… website": the visitor is answered by the business they wrote to.
  const from = { name: oneLine(company.name), address: officeMailSender(company, mailFrom).address };
  return {
    from,
    to: { name: oneLine(`${quote.firstName} ${quote.lastName}`), address: quote.email },
    envelope: { from: from.address, to: quote.email },
    replyTo: { name: oneLine(company.name), address: company.email },
    subject: oneLine(fillAnswers(words.subject, answers)),
    text: fillAnswers(words.body, answers),
    // The same on every attempt, so a duplicate after a crash can be recognised.
    messageId: `<reply-${quote.id}@${domain}>`,
    date: new Date(),
    // RFC 3834: an automatic reply, so the visitor's own auto-responder does not answer it back.
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Quote-Request-Id': quote.id },
  };
}

export interface AcknowledgementOptions {
  send: SendMail;
  company: CompanyFacts;
  mailFrom?: string;
  /** The reply the form of a request declares (by its id), if any. */
  words: (formId: string) => Acknowledgement | undefined;
  outbox: RequestOutbox;
  clock: MailClock;
  bounds?: AcknowledgementBounds;
}

/** The outbox's deliverer of replies: skips a form that declares none, and any past the bounds. */
export function acknowledgementDeliverer(options: AcknowledgementOptions): Deliverer {
  const { send, company, outbox, clock, bounds = defaultAcknowledgementBounds } = options;
  const domain = company.email.split('@').pop() || 'localhost';
  return {
    name: 'reply to the visitor',
    // A reply that cannot go out within a few hours has lost its point; 12 attempts span about an hour.
    maxAttempts: 12,
    async deliver({ quote }) {
      const words = options.words(quote.formId);
      if (!words) return { skipped: 'its form sends no reply' };
      if (!quote.email) return { skipped: 'no e-mail address was given' };
      const since = clock.now() - dayMs;
      if (outbox.doneSince('acknowledgement', since, quote.email) >= bounds.perAddressPerDay)
        return { skipped: `${bounds.perAddressPerDay} replies went to this address in the last 24 hours` };
      if (outbox.doneSince('acknowledgement', since) >= bounds.perDay)
        return { skipped: `the day's ${bounds.perDay} replies to visitors were sent` };
      try {
        await send(acknowledgementEmail(quote, words, company, options.mailFrom, domain));
      } catch (error) {
        // A 5xx is the visitor's address refused (mistyped, no such mailbox): asking again changes nothing.
        if (isPermanentFailure(error))
          throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error));
        throw error;
      }
      return { accepted: true };
    },
  };
}
