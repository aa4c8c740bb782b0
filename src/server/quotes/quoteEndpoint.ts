/**
 * POST /api/quote: reads a quote request (JSON from the script, or the plain form), checks it, stores it and
 * answers. Nothing a client sends can cause a 5xx; only a failure to store the request does, and then the
 * request is not acknowledged.
 *
 * JSON answers: 201 {"id"}, 400 {"errors": {field: message}}, 403, 405, 413, 415, 429, 503 {"error"}.
 * Browsers without JavaScript (Accept: text/html): 303 to /thank-you, or a readable HTML page.
 * OPTIONS is the CORS preflight, answered for ALLOWED_ORIGINS only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompanyFacts } from '../mail/companyFacts.ts';
import {
  acceptsQuality,
  closeAfterAnswer,
  declaredTooLarge,
  parseContentType,
  readBody,
  utf8Text,
} from '../http/requestBody.ts';
import type { RateLimiter } from '../http/rateLimiter.ts';
import { rateLimitKey } from '../http/clientAddress.ts';
import { checkOrigin, type OriginPolicy } from '../http/originCheck.ts';
import { requestMessages } from '../../quotes/quoteMessages.ts';
import { quotePageStyleHash, quoteErrorsPage, quoteProblemPage } from './quotePages.ts';
import { maxBodyBytes } from '../../quotes/quoteRules.ts';
import { storedBytesOf, type QuoteStore } from './quoteStore.ts';
import { checkQuoteRequest, quoteValidator } from '../../quotes/validateQuoteRequest.ts';
import { formType, jsonType, parseBody, type Parsed } from './quoteBody.ts';
import { requestSource } from './requestSource.ts';
import { defaultSpamRules, quoteFingerprint, spamReason, type SpamRules } from './spamChecks.ts';
import { createDailyBudget } from './dailyBudget.ts';
import { createSaveQueue } from './saveQueue.ts';

export const quotePath = '/api/quote';
export const thankYouPath = '/thank-you';

export interface QuoteEndpointOptions {
  store: QuoteStore;
  company: CompanyFacts;
  rateLimiter: RateLimiter;
  /** The address a request counts against for the rate limit. */
  clientAddress: (request: IncomingMessage) => string;
  /** Called after a request that should be e-mailed was stored. */
  onStored: () => void;
  /** The policy for HTML answers: the default one plus the hash of the pages' own style. */
  htmlPolicy: (styleHash: string) => string;
  /** Which other sites' pages may post here (see originCheck.ts). */
  origins: OriginPolicy;
  /** The most bytes of visitors' text stored in 24 hours; beyond it requests are refused with 503 (0 = no cap). */
  maxStoredBytesPerDay: number;
  spamRules?: SpamRules;
  log?: (message: string) => void;
}

export function createQuoteEndpoint(options: QuoteEndpointOptions) {
  const { store, company, rateLimiter, log = console.error, spamRules = defaultSpamRules } = options;
  const htmlPolicy = options.htmlPolicy(quotePageStyleHash);
  quoteValidator();
  const saveQueue = createSaveQueue(store);
  // Worked out once rather than on every request.
  const messageIdDomain = domainOf(company.email);
  const ownOrigins = [options.origins.siteOrigin, ...options.origins.allowedOrigins].filter(Boolean) as string[];
  const storedToday = createDailyBudget(options.maxStoredBytesPerDay, (since) => store.bytesStoredSince(since));
  let capLoggedAt = 0;

  return async function handleQuote(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A browser posting the plain form asks for HTML; the page's script asks for JSON.
    const accept = request.headers.accept;
    const wantsHtml = acceptsQuality(accept, 'text/html') > 0 && acceptsQuality(accept, jsonType) === 0;

    // With its length, an answer goes out in one piece rather than chunked.
    const answerJson = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
        'Cache-Control': 'no-store',
        ...headers,
      });
      response.end(text);
    };
    const answerHtml = (status: number, html: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(html),
        'Cache-Control': 'no-store',
        'Content-Security-Policy': htmlPolicy,
        ...headers,
      });
      response.end(html);
    };
    /** A problem that is not about a field: JSON {"error"} or, for the plain form, a short page. */
    // Pages hosted on an allowed other origin (site.yaml's quoteEndpoint): links and the thank-you page lead back there.
    const origin = checkOrigin(request, options.origins);
    const pagesOrigin = origin.allowed && origin.corsOrigin ? origin.corsOrigin : '';
    const answerProblem = (status: number, title: string, message: string, headers: Record<string, string> = {}) => {
      if (wantsHtml) answerHtml(status, quoteProblemPage(title, message, company, pagesOrigin), headers);
      else answerJson(status, { error: message }, headers);
    };
    /** Answering before the body was read: the connection closes afterwards (see closeAfterAnswer). */
    const refuseEarly = (status: number, title: string, message: string, headers: Record<string, string> = {}) => {
      closeAfterAnswer(request, response);
      answerProblem(status, title, message, headers);
    };

    if (origin.allowed && origin.corsOrigin) {
      response.setHeader('Access-Control-Allow-Origin', origin.corsOrigin);
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS' && request.headers.origin !== undefined) {
      if (origin.allowed && origin.corsOrigin) {
        closeAfterAnswer(request, response);
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
          'Access-Control-Max-Age': '7200',
          'Cache-Control': 'no-store',
        });
        response.end();
      } else refuseEarly(403, 'Not allowed', `${quotePath} takes requests from this site's own pages only.`);
      return;
    }
    if (request.method !== 'POST') {
      refuseEarly(405, 'Method not allowed', `${quotePath} only accepts POST.`, { Allow: 'POST' });
      return;
    }
    if (!origin.allowed) {
      refuseEarly(
        403,
        'Not sent from our site',
        `This request came from a page of another website, so it was not accepted. Please use the form on our own site, or call us at ${company.phone}.`,
      );
      return;
    }

    const address = options.clientAddress(request);
    const limit = rateLimiter.take(rateLimitKey(address));
    if (!limit.allowed) {
      refuseEarly(
        429,
        'Too many requests',
        `Too many requests from your address in the last minute. Please try again in ${limit.retryAfterSeconds} seconds.`,
        { 'Retry-After': String(limit.retryAfterSeconds) },
      );
      return;
    }

    const contentType = parseContentType(request.headers['content-type']);
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    const supported =
      (contentType?.mediaType === jsonType || contentType?.mediaType === formType) &&
      (!contentType.charset || contentType.charset === 'utf-8' || contentType.charset === 'utf8') &&
      (!encoding || encoding === 'identity');
    if (!supported) {
      refuseEarly(
        415,
        'Unsupported request',
        `Please send the request as ${jsonType} or ${formType}, in UTF-8, uncompressed.`,
      );
      return;
    }

    const tooLarge = () =>
      refuseEarly(
        413,
        'Request too large',
        `The request is larger than ${maxBodyBytes / 1024} KB. Please shorten the project description and send it again.`,
      );
    if (declaredTooLarge(request, maxBodyBytes)) {
      tooLarge();
      return;
    }
    const body = await readBody(request, maxBodyBytes);
    if (!body.ok) {
      if (body.reason === 'tooLarge') tooLarge();
      else response.destroy();
      return;
    }

    const text = utf8Text(body.bytes);
    const parsed: Parsed =
      text === undefined
        ? { ok: false, errors: { body: requestMessages.notUtf8 } }
        : parseBody(contentType.mediaType, text);
    const check = parsed.ok ? checkQuoteRequest(parsed.input) : parsed;
    if (!check.ok) {
      if (wantsHtml) answerHtml(400, quoteErrorsPage(check.errors, parsed.values ?? {}, company, pagesOrigin));
      else answerJson(400, { errors: check.errors });
      return;
    }

    const fingerprint = quoteFingerprint(check.request);
    const storedBytes = storedBytesOf(check.request);
    let id: string;
    let spam: boolean;
    try {
      if (!storedToday.allows(Date.now())) {
        if (Date.now() - capLoggedAt > 60 * 60_000) {
          capLoggedAt = Date.now();
          log(
            `STORAGE CAP: over ${options.maxStoredBytesPerDay} bytes of quote requests in 24 hours; new ones are refused (503) until it passes.`,
          );
        }
        answerProblem(
          503,
          'Your request was not sent',
          `We are receiving an unusual number of requests and cannot take more just now, so yours has not reached us. Please call us at ${company.phone}, or try again later.`,
          { 'Retry-After': '3600' },
        );
        return;
      }
      // A suspected request is answered like any other, so robots learn nothing; it is kept with its reason, never e-mailed.
      const reason = spamReason(
        check.request,
        spamRules,
        () =>
          store.hasFingerprintSince(fingerprint, Date.now() - spamRules.duplicateWindowMs) ||
          saveQueue.isWaiting(fingerprint),
      );
      spam = reason !== undefined;
      // Answered only once committed to disk, together with the requests that came in meanwhile (saveQueue.ts).
      ({ id } = await saveQueue.save({
        request: check.request,
        spam,
        spamReason: reason,
        fingerprint,
        clientAddress: address,
        raw: parsed.ok ? parsed.raw : '',
        source: requestSource(request, ownOrigins),
        messageIdDomain,
        storedBytes,
      }));
      storedToday.add(Date.now(), storedBytes);
    } catch (error) {
      log(`Quote request NOT saved: ${error instanceof Error ? error.message : String(error)}`);
      answerProblem(
        503,
        'Your request was not sent',
        'We could not save your request just now, so it has not reached us. Please try again in a few minutes.',
        { 'Retry-After': '60' },
      );
      return;
    }
    if (!spam) options.onStored();

    if (wantsHtml) {
      const thankYou = `${pagesOrigin}${thankYouPath}`;
      response.writeHead(303, {
        Location: thankYou,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(`Thank you: your request has been received. See ${thankYou}\n`);
    } else answerJson(201, { id });
  };
}

function domainOf(email: string): string {
  return email.split('@').pop() || 'localhost';
}
