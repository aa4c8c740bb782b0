/**
 * What createApp (app.ts) is given: the folders it serves and keeps its data in, the mail server, the bounds on
 * visitors' requests, and what tests put in place of the real store, clock and mail. main.ts fills it from the
 * environment (config.ts); tests hand in their own.
 */
import type { EditorOptions } from './editor/editorRoutes.ts';
import type { ForwardTarget } from './forward/forwardRequest.ts';
import type { RequestTimeLimits } from './http/requestTime.ts';
import type { AcknowledgementBounds } from './mail/acknowledgementEmail.ts';
import type { CompanyFacts } from './mail/companyFacts.ts';
import type { SendMail } from './mail/mailWorker.ts';
import type { MailClock, RetryDelays } from './outbox/sendingLoop.ts';
import type { QuoteStore, QuoteStoreOptions } from './quotes/quoteStore.ts';

export interface AppOptions {
  /** The built site (dist/). A missing folder is served as an empty site. */
  distDir: string;
  /** Where the SQLite database lives; created on first start. */
  dataDir: string;
  /** smtp://user:pass@host:port (or smtps://); without it requests are stored but not e-mailed. */
  smtpUrl?: string;
  /** The From of the office e-mails; default: "<company name> website" <company e-mail>. */
  mailFrom?: string;
  /** POSTs to /api/quote per address per minute; 0 turns the limit off. Default 10. */
  rateLimitPerMinute?: number;
  /**
   * The addresses (or CIDR ranges) of our own proxies, whose X-Forwarded-For / -Proto are believed. Default none;
   * `true` is a proxy on this machine (127.0.0.1 and ::1).
   */
  trustProxy?: string[] | boolean;
  /** Other origins whose pages may post the form here, with CORS. Default: site.yaml's siteUrl when quoteEndpoint is set. */
  allowedOrigins?: string[];
  /** Office e-mails an hour; past it, one digest an hour sums up the rest. Default 20; 0 = no limit. */
  maxMailPerHour?: number;
  /** Bytes of visitors' text stored in 24 hours before new requests are refused. Default 50 MB; 0 = no limit. */
  maxStoredBytesPerDay?: number;
  /** Require STARTTLS on smtp://. Default: yes, except for a mail server on this machine. */
  smtpRequireTls?: boolean;
  /** Connections open at once; more are refused by the operating system's queue. Default 1000. */
  maxConnections?: number;
  /** How long each request may take to arrive (http/requestTime.ts); tests shorten it. Default: the production bounds. */
  requestTimeLimits?: RequestTimeLimits;
  /** Instead of the SQLite store (tests inject faults with it). */
  openStore?: (dataDir: string, options: QuoteStoreOptions) => QuoteStore;
  /** The company facts; default: read from `siteFile`. */
  company?: CompanyFacts;
  /** Default: site.yaml at the project root. */
  siteFile?: string;
  /** Tests use short delays; production waits 1 s, 2 s, 4 s … up to 5 min. */
  mailRetry?: RetryDelays;
  /** The mail worker's time and timer; tests hand in one they move on themselves. Default: the system's. */
  mailClock?: MailClock;
  /** Instead of SMTP (for tests of the worker itself). */
  sendMail?: SendMail;
  log?: (message: string) => void;
  /** The browser editor at /edit (src/server/editor/): where the content is, by default the project. */
  editor?: Partial<Pick<EditorOptions, 'contentRoot' | 'now'>>;
  /** Whether a publish pushes its commit to the content's git remote. Default no. */
  publishPush?: boolean;
  /** Where every real request is also sent as signed JSON (FORWARD_URL, FORWARD_SECRET). Default: nowhere. */
  forward?: ForwardTarget;
  /** The replies to visitors a day, per address and in all. Default 3 and 200. */
  acknowledgementBounds?: AcknowledgementBounds;
}
