/**
 * Which requests are spam, and why. A suspected request is answered like any other (robots learn nothing), kept
 * with its reason, never e-mailed and never deleted: the office can look through them (`npm run leads -- --spam`)
 * and let a real one through (`npm run leads -- --not-spam ID`), which sends its e-mail then.
 */
import { createHash } from 'node:crypto';
import { fillTimeField, honeypotField, spamCheckFields } from '../../quotes/quoteRules.ts';
import type { QuoteRequest } from '../../quotes/validateQuoteRequest.ts';

export interface SpamRules {
  /** Sent sooner than this after the form appeared (the form's script says when): nobody types that fast. */
  minFillTimeMs: number;
  /** More links than this in the request. */
  maxLinks: number;
  /** The same request again within this time is a repeat (a robot, or a double press). */
  duplicateWindowMs: number;
}

export const defaultSpamRules: SpamRules = { minFillTimeMs: 3000, maxLinks: 2, duplicateWindowMs: 60 * 60_000 };

/** Characters that show nothing (zero-width spaces and joiners, soft hyphens): they can hide a link in plain sight. */
const invisible = /\p{Cf}/gu;

/**
 * A field as the checks judge it: NFKC turns look-alike forms into the plain letters they stand for (full-width
 * "ｈｔｔｐｓ：／／" is "https://", "ﬁ" is "fi"), and invisible characters go, so a robot cannot dodge a check by
 * writing the same text in other code points.
 */
function judged(value: string | undefined): string {
  return (value ?? '').normalize('NFKC').replace(invisible, '');
}

/** The fields the visitor wrote (not the spam checks'), by name in a fixed order whatever order they came in. */
function visitorFields(request: QuoteRequest): string[] {
  return Object.keys(request)
    .filter((field) => !(spamCheckFields as readonly string[]).includes(field))
    .sort();
}

/** The same words in the same fields, whatever the case, the spacing and the forms of the letters. */
export function quoteFingerprint(request: QuoteRequest): string {
  let text = '';
  for (const field of visitorFields(request))
    text += `${field}\u0000${judged(request[field]).toLowerCase().replace(/\s+/g, ' ').trim()}\u0000`;
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

const linkPattern = /\b(?:https?:\/\/|www\.)[^\s]+|\[url[=\]]/gi;

export function countLinks(request: QuoteRequest): number {
  let links = 0;
  for (const field of visitorFields(request)) links += judged(request[field]).match(linkPattern)?.length ?? 0;
  return links;
}

/**
 * Why this request looks like spam, in words, or undefined when it does not. `seenRecently` says whether the
 * same fingerprint came in within the duplicate window.
 */
export function spamReason(request: QuoteRequest, rules: SpamRules, seenRecently: () => boolean): string | undefined {
  if (request[honeypotField]) return 'spam trap filled in';
  const fillTime = request[fillTimeField];
  if (fillTime !== undefined && Number(fillTime) < rules.minFillTimeMs) {
    return `sent ${(Number(fillTime) / 1000).toFixed(1)} s after the form appeared (faster than a person can type)`;
  }
  const links = countLinks(request);
  if (links > rules.maxLinks) return `${links} links (more than ${rules.maxLinks})`;
  if (seenRecently())
    return `the same as a request in the last ${Math.round(rules.duplicateWindowMs / 60_000)} minutes`;
  return undefined;
}
