/**
 * Forwarding each real request to another tool (a CRM, an automation service) as JSON: FORWARD_URL and
 * FORWARD_SECRET are the server's settings, never the content's, so the address and its secret stay out of git and
 * out of the editor. Every request of every form is forwarded when they are set; none when they are not.
 *
 * The receiver can trust what it gets: the body is signed like Stripe's and Standard Webhooks' events,
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`, and it carries
 * `Idempotency-Key: <request id>`, the same on every attempt, since delivery is at least once (docs/quotes.md shows
 * how to check both). Each attempt waits at most `timeoutMs`; a redirect is never followed (it would take the body
 * somewhere the server was not told about), and counts as a refusal.
 */
import { createHmac } from 'node:crypto';
import type { StoredQuote } from '../quotes/quoteRows.ts';
import { type Deliverer, PermanentDeliveryError } from '../outbox/outboxWorker.ts';

export interface ForwardTarget {
  url: string;
  secret: string;
}

/** The body sent for a request: what the office e-mail says, as data. */
export function forwardedBody(quote: StoredQuote): string {
  return JSON.stringify({
    type: 'quote_request',
    id: quote.id,
    receivedAt: quote.receivedAt,
    form: quote.formId,
    name: `${quote.firstName} ${quote.lastName}`.trim(),
    email: quote.email,
    phone: quote.phone,
    fields: quote.fields.map(({ name, label, kind, value }) => ({ name, label, kind, value })),
  });
}

/** The X-Signature header's value for a body sent at `unixSeconds`. */
export function forwardSignature(body: string, secret: string, unixSeconds: number): string {
  const hmac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hmac}`;
}

/** Checks FORWARD_URL and FORWARD_SECRET at start: words saying how to write them, or the target (none when unset). */
export function parseForwardTarget(url: string | undefined, secret: string | undefined): ForwardTarget | undefined {
  if (!url) {
    if (secret) throw new Error('FORWARD_SECRET is set but FORWARD_URL is not: set both, or neither.');
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      `FORWARD_URL must be a web address such as https://hooks.example.com/quotes, not "${url.slice(0, 200)}".`,
    );
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local))
    throw new Error(
      `FORWARD_URL must start with https:// (http:// only for this machine), not "${url.slice(0, 200)}": the requests hold the visitors' names and addresses.`,
    );
  if (!secret || secret.length < 16)
    throw new Error(
      'FORWARD_SECRET must be set with FORWARD_URL, at least 16 characters (for example the output of openssl rand -hex 32): the receiver checks the signature with it.',
    );
  return { url: parsed.href, secret };
}

export interface ForwardOptions {
  target: ForwardTarget;
  /** The time the signature is made at (ms since 1970). */
  now: () => number;
  /** Default 10 s. */
  timeoutMs?: number;
}

/** A 408 or 429 or 5xx is the receiver busy or away: tried again. Any other answer but 2xx is a refusal for good. */
const isTemporary = (status: number) => status === 408 || status === 429 || status >= 500;

export function forwardDeliverer({ target, now, timeoutMs = 10_000 }: ForwardOptions): Deliverer {
  return {
    name: 'forwarded copy',
    // 1 s, 2 s … then every 30 minutes: 15 attempts span about two and a half hours.
    maxAttempts: 15,
    async deliver({ quote }) {
      const body = forwardedBody(quote);
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': quote.id,
          'X-Signature': forwardSignature(body, target.secret, Math.floor(now() / 1000)),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's words are not needed; reading them would let a slow receiver hold the worker.
      await response.body?.cancel();
      if (response.ok) return { accepted: true };
      const answer = `the receiver answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      if (response.status >= 300 && response.status < 400)
        throw new PermanentDeliveryError(
          `${answer}, a redirect, which is not followed: set FORWARD_URL to the address it names`,
        );
      if (isTemporary(response.status)) throw new Error(answer);
      throw new PermanentDeliveryError(answer);
    },
  };
}
