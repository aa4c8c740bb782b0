/**
 * What leaves the server about a request, started with it: the office's e-mail (the mail outbox's worker, with signed
 * links to the request's photos), the reply to the visitor and the forwarded copy (the request outbox's worker, each
 * only when the server can send it), and the review's e-mails to the editors. Without SMTP_URL nothing is e-mailed;
 * the requests are kept all the same.
 */
import type { AppOptions } from './appOptions.ts';
import type { CompanyFacts } from './mail/companyFacts.ts';
import { acknowledgementDeliverer } from './mail/acknowledgementEmail.ts';
import { startMailWorker, type MailWorker, type SendMail } from './mail/mailWorker.ts';
import { systemClock } from './outbox/sendingLoop.ts';
import { smtpSender } from './mail/smtpTransport.ts';
import { forwardDeliverer } from './forward/forwardRequest.ts';
import { startOutboxWorker, type Deliverer, type OutboxWorker } from './outbox/outboxWorker.ts';
import type { OutboxKind } from './outbox/requestOutbox.ts';
import { photoLinkKey, photoLinkPath } from './quotes/photoLinks.ts';
import type { QuoteStore } from './quotes/quoteStore.ts';
import type { SiteForms } from './quotes/siteForms.ts';
import { createEditorMail, type EditorMail } from './mail/editorMail.ts';

export interface RequestMail {
  send: SendMail | undefined;
  /** The key of the photos' signed links. */
  photoKey: Buffer;
  mailWorker: MailWorker | undefined;
  outboxWorker: OutboxWorker | undefined;
  notices: EditorMail | undefined;
}

export function startRequestMail({
  options,
  store,
  company,
  forms,
  photoLinkOrigin,
  smtpHost,
  log,
}: {
  options: AppOptions;
  store: QuoteStore;
  company: CompanyFacts;
  /** The forms of the build being served (they change with each publish). */
  forms: () => SiteForms;
  /** Where the e-mail's links to photos lead: this server, at the form's own address when the site is elsewhere. */
  photoLinkOrigin: string;
  smtpHost: string | undefined;
  log: (message: string) => void;
}): RequestMail {
  const send =
    options.sendMail ??
    (options.smtpUrl ? smtpSender(options.smtpUrl, { requireTls: options.smtpRequireTls }) : undefined);
  const photoKey = photoLinkKey(options.dataDir);
  let mailWorker: MailWorker | undefined;
  if (send) {
    log(`E-mail is on: quote requests go to ${company.email}${smtpHost ? ` through ${smtpHost}` : ''}.`);
    mailWorker = startMailWorker({
      store,
      send,
      company,
      mailFrom: options.mailFrom,
      retry: options.mailRetry,
      clock: options.mailClock,
      maxPerHour: options.maxMailPerHour ?? 20,
      emailWords: (formId) => forms().find(formId),
      photoLinks: (quote) =>
        store.inbox.photos
          .list(quote.id)
          .map((photo) => `${photoLinkOrigin}${photoLinkPath(photoKey, quote.id, photo.number, Date.now())}`),
      log,
    });
  } else log(`E-mail is off (SMTP_URL is not set): quote requests are stored in ${options.dataDir} but not e-mailed.`);
  // The reply to the visitor (when their form declares one) and the forwarded copy, each only when the server can.
  const deliverers: Partial<Record<OutboxKind, Deliverer>> = {};
  const outboxClock = options.mailClock ?? systemClock;
  if (send)
    deliverers.acknowledgement = acknowledgementDeliverer({
      send,
      company,
      mailFrom: options.mailFrom,
      words: (formId) => forms().find(formId)?.acknowledgement,
      outbox: store.outbox,
      clock: outboxClock,
      bounds: options.acknowledgementBounds,
    });
  if (options.forward) {
    log(`Forwarding is on: every real request is also sent to ${new URL(options.forward.url).origin}.`);
    deliverers.forward = forwardDeliverer({ target: options.forward, now: () => outboxClock.now() });
  }
  const outboxWorker: OutboxWorker | undefined =
    Object.keys(deliverers).length > 0
      ? startOutboxWorker({ outbox: store.outbox, deliverers, retry: options.mailRetry, clock: outboxClock, log })
      : undefined;
  // The review's e-mails to the editors and the writer (mail/editorMail.ts).
  const notices = send
    ? createEditorMail({
        send,
        company,
        mailFrom: options.mailFrom,
        retry: options.mailRetry,
        log,
        logPrefix: 'Review',
        messageTag: 'editor-review',
        maxWaiting: 100,
      })
    : undefined;
  return { send, photoKey, mailWorker, outboxWorker, notices };
}
