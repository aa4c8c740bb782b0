/**
 * POST /api/quote: reads a quote request (JSON from the script, or the plain form), checks it, stores it and
 * answers. Nothing a client sends can cause a 5xx; only a failure to store the request does, and then the
 * request is not acknowledged.
 *
 * A request goes through the steps in order, each a function below: where it was posted from (refuseOtherSites),
 * how often its address posts (limitRate), what it is (acceptedType), its body (readQuoteBody), the rules of the
 * form (checkRules) and the database (storeRequest). A step that refuses throws, and the refusal is answered in one
 * place, as JSON or as a page for the plain form.
 *
 * JSON answers: 201 {"id"}, 400 {"errors": {field: message}}, 403, 405, 413, 415, 429, 503 {"error"}.
 * Browsers without JavaScript (Accept: text/html): 303 to /thank-you, or a readable HTML page.
 * OPTIONS is the CORS preflight, answered for ALLOWED_ORIGINS only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompanyFacts } from '../mail/companyFacts.ts';
import { sendJson } from '../http/answers.ts';
import { HttpError } from '../http/httpError.ts';
import { textForLog } from '../http/logText.ts';
import type { RequestFacts } from '../http/requestFacts.ts';
import { allowSlowBody } from '../http/requestTime.ts';
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
import { checkOrigin, type OriginDecision, type OriginPolicy } from '../http/originCheck.ts';
import { refusalMessages, requestMessages, type Refusal } from '../../quotes/quoteMessages.ts';
import { quotePageStyleHash, quoteErrorsPage, quoteProblemPage } from './quotePages.ts';
import type { FormDefinition } from '../../quotes/formFields.ts';
import { storedBytesOf, type QuoteStore } from './quoteStore.ts';
import { checkQuoteRequest, type FieldErrors, type QuoteRequest } from '../../quotes/validateQuoteRequest.ts';
import { fieldsForForm, formNameOf, formType, jsonType, parseBody, type Parsed } from './quoteBody.ts';
import { multipartFields, multipartType } from './multipartBody.ts';
import { formPhotosOf, withPhotoValues } from './formPhotos.ts';
import { PhotoMistake, photoLimits, photoRequests, reencodePhotos } from './requestPhotos.ts';
import type { ReencodedPhoto, SentPhoto } from './requestPhotos.ts';
import type { SiteForms } from './siteForms.ts';
import { requestSource } from './requestSource.ts';
import { defaultSpamRules, quoteFingerprint, spamReason, type SpamRules } from './spamChecks.ts';
import { createDailyBudget } from './dailyBudget.ts';
import { createSaveQueue } from './saveQueue.ts';

export const quotePath = '/api/quote';
export const thankYouPath = '/thank-you';

export interface QuoteEndpointOptions {
  store: QuoteStore;
  company: CompanyFacts;
  /** The forms of the site being served (its build's), read on each request: a publish brings new ones. */
  forms: () => SiteForms;
  rateLimiter: RateLimiter;
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

/**
 * A refusal of the request as a whole, with the title of the page the plain form shows for it, and the route of the
 * form's page when it is known (the page links back there).
 */
class QuoteRefusal extends HttpError {
  constructor(
    status: number,
    readonly refusal: Refusal,
    headers: Record<string, string> = {},
    readonly formPage?: string,
  ) {
    super(status, refusal.message, headers);
  }
}

/**
 * A request with mistakes (400): a message per field, and what the visitor typed, to show the form again (when it
 * is known which form it was).
 */
class QuoteMistakes extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    readonly values: Record<string, string> = {},
    readonly form?: FormDefinition,
  ) {
    super(400, Object.values(errors).join(' '));
  }
}

/** A request that passed the rules of its form. */
interface CheckedQuote {
  form: FormDefinition;
  request: QuoteRequest;
  raw: string;
  photos: ReencodedPhoto[];
}

export function createQuoteEndpoint(options: QuoteEndpointOptions) {
  const { store, company, rateLimiter, log = console.error, spamRules = defaultSpamRules } = options;
  const htmlPolicy = options.htmlPolicy(quotePageStyleHash);
  const saveQueue = createSaveQueue(store);
  // Worked out once rather than on every request.
  const messageIdDomain = domainOf(company.email);
  const ownOrigins = [options.origins.siteOrigin, ...options.origins.allowedOrigins].filter(Boolean) as string[];
  const storedToday = createDailyBudget(options.maxStoredBytesPerDay, (since) => store.bytesStoredSince(since));
  let capLoggedAt = 0;

  /** A post from a page of another website is refused, whatever it holds. */
  function refuseOtherSites(origin: OriginDecision): void {
    if (!origin.allowed) throw new QuoteRefusal(403, refusalMessages.otherSite(company.phone));
  }

  /** At most RATE_LIMIT_PER_MINUTE posts a minute from one address (one /64 network for IPv6). */
  function limitRate(address: string): void {
    const limit = rateLimiter.take(rateLimitKey(address));
    if (!limit.allowed)
      throw new QuoteRefusal(429, refusalMessages.rate(limit.retryAfterSeconds), {
        'Retry-After': String(limit.retryAfterSeconds),
      });
  }

  /** JSON, the plain form or a form with photos, in UTF-8, uncompressed: the media type, or a refusal. */
  function acceptedType(request: IncomingMessage): string {
    const contentType = parseContentType(request.headers['content-type']);
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    const supported =
      (contentType?.mediaType === jsonType ||
        contentType?.mediaType === formType ||
        contentType?.mediaType === multipartType) &&
      (!contentType.charset || contentType.charset === 'utf-8' || contentType.charset === 'utf8') &&
      (!encoding || encoding === 'identity');
    if (!supported) throw new QuoteRefusal(415, refusalMessages.type);
    return contentType.mediaType;
  }

  /**
   * The body's bytes, within the route's limit: refused by its declared length before a byte is read, or at the
   * first byte over the limit. Undefined when the visitor went away before sending all of it.
   */
  async function readQuoteBody(request: IncomingMessage, bodyLimit: number): Promise<Buffer | undefined> {
    const tooLarge = () => new QuoteRefusal(413, refusalMessages.tooLarge(bodyLimit / 1024));
    if (declaredTooLarge(request, bodyLimit)) throw tooLarge();
    const body = await readBody(request, bodyLimit);
    if (body.ok) return body.bytes;
    if (body.reason === 'tooLarge') throw tooLarge();
    return undefined;
  }

  /**
   * The fields, checked against the rules of the form the request names (as the build declared it): the form, the
   * request and its submission as received; or a refusal of a form the site does not have; or its mistakes.
   */
  async function checkRules(request: IncomingMessage, mediaType: string, bytes: Buffer): Promise<CheckedQuote> {
    let parsed: Parsed;
    let sentPhotos = { photos: [] as SentPhoto[], errors: {} as Record<string, string> };
    if (mediaType === multipartType) {
      const body = await multipartFields(request.headers['content-type']!, bytes);
      if (!body.ok) throw new QuoteMistakes(body.errors);
      parsed = body.parsed;
      sentPhotos = { photos: body.photos, errors: body.photoErrors };
    } else {
      const text = utf8Text(bytes);
      if (text === undefined) throw new QuoteMistakes({ body: requestMessages.notUtf8 });
      parsed = parseBody(mediaType, text);
    }
    if (!parsed.ok) throw new QuoteMistakes(parsed.errors);
    const name = formNameOf(parsed.input);
    const forms = options.forms();
    // No forms at all is the server's setup (no build beside it), not the visitor's mistake: told as such.
    if (forms.count === 0) throw new QuoteRefusal(503, refusalMessages.noForms(company.phone));
    const form = forms.find(name);
    if (!form) throw new QuoteRefusal(400, refusalMessages.unknownForm(name));
    const fields = fieldsForForm(form, parsed);
    const photos = formPhotosOf(form, sentPhotos.photos, sentPhotos.errors);
    if (Object.keys(fields.errors).length) throw new QuoteMistakes(fields.errors, fields.values, form);
    // The photos' mistakes come with the other fields' own, so the visitor sees them all at once.
    const check = checkQuoteRequest(form, withPhotoValues(fields.input, photos.values));
    const mistakes = { ...(check.ok ? {} : check.errors), ...photos.errors };
    if (!check.ok || Object.keys(mistakes).length) throw new QuoteMistakes(mistakes, fields.values, form);
    // Re-encoded only once everything else is right: a request with a mistake costs no decoding.
    try {
      return { form, request: check.request, raw: parsed.raw, photos: await reencodePhotos(photos.photos) };
    } catch (error) {
      if (error instanceof PhotoMistake) throw new QuoteMistakes({ [error.field]: error.message }, fields.values, form);
      throw error;
    }
  }

  /**
   * Kept in the database, committed to disk, unless the day's storage is used up; judged for spam on the way. Every
   * failure is a refusal: the visitor is never told a request arrived that was not kept.
   */
  async function storeRequest(
    request: IncomingMessage,
    facts: RequestFacts,
    quote: CheckedQuote,
  ): Promise<{ id: string; spam: boolean }> {
    if (!storedToday.allows(Date.now())) {
      if (Date.now() - capLoggedAt > 60 * 60_000) {
        capLoggedAt = Date.now();
        log(
          `STORAGE CAP: over ${options.maxStoredBytesPerDay} bytes of quote requests in 24 hours; new ones are refused (503) until it passes.`,
        );
      }
      throw new QuoteRefusal(503, refusalMessages.cap(company.phone), { 'Retry-After': '3600' }, quote.form.page);
    }
    const fingerprint = quoteFingerprint(quote.request);
    const source = requestSource(request, facts.url, ownOrigins);
    const form = { id: quote.form.id, fields: quote.form.fields };
    const storedBytes = storedBytesOf({ request: quote.request, form, raw: quote.raw, source, photos: quote.photos });
    try {
      // A suspected request is answered like any other, so robots learn nothing; it is kept with its reason, never e-mailed.
      const reason = spamReason(
        quote.request,
        spamRules,
        () =>
          store.hasFingerprintSince(fingerprint, Date.now() - spamRules.duplicateWindowMs) ||
          saveQueue.isWaiting(fingerprint),
      );
      // Answered only once committed to disk, together with the requests that came in meanwhile (saveQueue.ts).
      const { id } = await saveQueue.save({
        request: quote.request,
        form,
        spam: reason !== undefined,
        spamReason: reason,
        fingerprint,
        clientAddress: facts.address,
        raw: quote.raw,
        source,
        messageIdDomain,
        storedBytes,
        photos: quote.photos,
      });
      storedToday.add(Date.now(), storedBytes);
      return { id, spam: reason !== undefined };
    } catch (error) {
      log(`Quote request NOT saved: ${textForLog(error instanceof Error ? error.message : String(error), 500)}`);
      throw new QuoteRefusal(503, refusalMessages.notSaved, { 'Retry-After': '60' }, quote.form.page);
    }
  }

  return async function handleQuote(
    request: IncomingMessage,
    response: ServerResponse,
    facts: RequestFacts,
    /** The route table's limit for a quote request (`maxBodyBytes` of src/quotes/quoteRules.ts). */
    bodyLimit: number,
  ): Promise<void> {
    // A browser posting the plain form asks for HTML; the page's script asks for JSON.
    const accept = request.headers.accept;
    const wantsHtml = acceptsQuality(accept, 'text/html') > 0 && acceptsQuality(accept, jsonType) === 0;
    const origin = checkOrigin(request, options.origins);
    // Pages hosted on an allowed other origin (site.yaml's quoteEndpoint): links and the thank-you page lead back there.
    const pagesOrigin = origin.allowed && origin.corsOrigin ? origin.corsOrigin : '';
    if (origin.allowed && origin.corsOrigin) {
      response.setHeader('Access-Control-Allow-Origin', origin.corsOrigin);
      response.setHeader('Vary', 'Origin');
    }
    const answerHtml = (status: number, html: string, headers: Readonly<Record<string, string>> = {}) => {
      response.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(html),
        'Cache-Control': 'no-store',
        'Content-Security-Policy': htmlPolicy,
        ...headers,
      });
      response.end(html);
    };

    let releasePhotoSlot: (() => void) | undefined;
    try {
      if (request.method === 'OPTIONS' && request.headers.origin !== undefined) {
        if (!origin.allowed || !origin.corsOrigin) throw new QuoteRefusal(403, refusalMessages.preflight(quotePath));
        closeAfterAnswer(request, response);
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
          'Access-Control-Max-Age': '7200',
          'Cache-Control': 'no-store',
        });
        response.end();
        return;
      }
      if (request.method !== 'POST') throw new QuoteRefusal(405, refusalMessages.method(quotePath), { Allow: 'POST' });
      refuseOtherSites(origin);
      limitRate(facts.address);
      const mediaType = acceptedType(request);
      // A request with photos is read whole and decoded: a few at once, server-wide (requestPhotos.ts); being few,
      // they may come at a slow phone's pace (http/requestTime.ts).
      const withPhotos = mediaType === multipartType;
      releasePhotoSlot = withPhotos ? photoRequests.take() : undefined;
      if (withPhotos) allowSlowBody(request);
      const bytes = await readQuoteBody(request, withPhotos ? photoLimits.bodyBytes : bodyLimit);
      if (!bytes) {
        // Nobody is left to answer.
        response.destroy();
        return;
      }
      const quote = await checkRules(request, mediaType, bytes);
      const { id, spam } = await storeRequest(request, facts, quote);
      if (!spam) options.onStored();
      if (wantsHtml) {
        const thankYou = `${pagesOrigin}${thankYouPath}`;
        response.writeHead(303, {
          Location: thankYou,
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        response.end(`Thank you: your request has been received. See ${thankYou}\n`);
      } else sendJson(response, 201, { id });
    } catch (thrown) {
      // Too many requests with photos at once: asked to come again, in the visitor's words.
      const busy = thrown instanceof HttpError && thrown.status === 503 && !(thrown instanceof QuoteRefusal);
      const error = busy
        ? new QuoteRefusal(503, { ...refusalMessages.notSaved, message: thrown.message }, thrown.headers)
        : thrown;
      // Anything else is a mistake of ours, answered 500 by the server (sendError).
      if (!(error instanceof QuoteRefusal || error instanceof QuoteMistakes)) throw error;
      // Answered before the body was read: the connection closes afterwards (see closeAfterAnswer).
      if (!request.complete) closeAfterAnswer(request, response);
      if (error instanceof QuoteMistakes) {
        if (wantsHtml && error.form)
          answerHtml(400, quoteErrorsPage(error.form, error.errors, error.values, company, pagesOrigin));
        else if (wantsHtml)
          answerHtml(400, quoteProblemPage(refusalMessages.unreadable(error.message), company, pagesOrigin));
        else sendJson(response, 400, { errors: error.errors });
      } else if (wantsHtml) {
        const page = quoteProblemPage(error.refusal, company, pagesOrigin, error.formPage);
        answerHtml(error.status, page, error.headers);
      } else sendJson(response, error.status, { error: error.message }, error.headers);
    } finally {
      releasePhotoSlot?.();
    }
  };
}

function domainOf(email: string): string {
  return email.split('@').pop() || 'localhost';
}
