/**
 * POST /api/quote: reads a quote request (JSON from the script, or the plain form), checks it, stores it and
 * answers. Nothing a client sends can cause a 5xx; only a failure to store the request does, and then the
 * request is not acknowledged.
 *
 * JSON answers: 201 {"id"}, 400 {"errors": {field: message}}, 405, 413, 415, 429, 503 {"error"}.
 * Browsers without JavaScript (Accept: text/html): 303 to /thank-you, or a readable HTML page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompanyFacts } from '../mail/companyFacts.ts';
import {
  acceptsQuality,
  closeAfterAnswer,
  declaredTooLarge,
  parseContentType,
  parseFormFields,
  readBody,
  utf8Text,
} from '../http/requestBody.ts';
import type { RateLimiter } from '../http/rateLimiter.ts';
import { requestMessages } from '../../quotes/quoteMessages.ts';
import { quotePageStyleHash, quoteErrorsPage, quoteProblemPage } from './quotePages.ts';
import { honeypotField, maxBodyBytes, quoteFields } from '../../quotes/quoteRules.ts';
import type { QuoteStore } from './quoteStore.ts';
import { checkQuoteRequest, onlyKnownFields, quoteValidator, type FieldErrors } from '../../quotes/validateQuoteRequest.ts';

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
  log?: (message: string) => void;
}

const jsonType = 'application/json';
const formType = 'application/x-www-form-urlencoded';

/** `values` are what the visitor typed, to show again on the plain form's error page. */
type Parsed = { ok: true; input: unknown; values: Record<string, string> } | { ok: false; errors: FieldErrors; values?: Record<string, string> };

/** The body's fields, or the reason they could not be read. Form posts keep only this form's fields. */
function parseBody(mediaType: string, text: string): Parsed {
  if (mediaType === jsonType) {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return { ok: false, errors: { body: requestMessages.invalidJson } };
    }
    const values: Record<string, string> = {};
    if (input && typeof input === 'object' && !Array.isArray(input)) {
      for (const field of quoteFields) {
        const value = (input as Record<string, unknown>)[field];
        if (typeof value === 'string' && Object.hasOwn(input, field)) values[field] = value;
      }
    }
    return { ok: true, input, values };
  }
  const form = parseFormFields(text);
  if (!form.ok) return { ok: false, errors: { body: requestMessages.notUtf8 } };
  const known = onlyKnownFields(Object.fromEntries(form.fields));
  const input: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [name, values] of Object.entries(known) as [string, string[]][]) {
    // Two values for one field would leave us guessing which one the visitor meant.
    if (values.filter((value) => value.trim()).length > 1) errors[name] = requestMessages.repeatedField(name);
    input[name] = values.find((value) => value.trim()) ?? '';
  }
  const values = Object.fromEntries(quoteFields.filter((field) => field in input).map((field) => [field, input[field]]));
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return { ok: true, input, values };
}

export function createQuoteEndpoint(options: QuoteEndpointOptions) {
  const { store, company, rateLimiter, log = console.error } = options;
  const htmlPolicy = options.htmlPolicy(quotePageStyleHash);
  quoteValidator();

  return async function handleQuote(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A browser posting the plain form asks for HTML; the page's script asks for JSON.
    const accept = request.headers.accept;
    const wantsHtml = acceptsQuality(accept, 'text/html') > 0 && acceptsQuality(accept, jsonType) === 0;

    const answerJson = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      response.end(JSON.stringify(body));
    };
    const answerHtml = (status: number, html: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': htmlPolicy,
        ...headers,
      });
      response.end(html);
    };
    /** A problem that is not about a field: JSON {"error"} or, for the plain form, a short page. */
    const answerProblem = (status: number, title: string, message: string, headers: Record<string, string> = {}) => {
      if (wantsHtml) answerHtml(status, quoteProblemPage(title, message, company), headers);
      else answerJson(status, { error: message }, headers);
    };
    /** Answering before the body was read: the connection closes afterwards (see closeAfterAnswer). */
    const refuseEarly = (status: number, title: string, message: string, headers: Record<string, string> = {}) => {
      closeAfterAnswer(request, response);
      answerProblem(status, title, message, headers);
    };

    if (request.method !== 'POST') {
      refuseEarly(405, 'Method not allowed', `${quotePath} only accepts POST.`, { Allow: 'POST' });
      return;
    }

    const limit = rateLimiter.take(options.clientAddress(request));
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
      refuseEarly(415, 'Unsupported request', `Please send the request as ${jsonType} or ${formType}, in UTF-8, uncompressed.`);
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
    const parsed: Parsed = text === undefined ? { ok: false, errors: { body: requestMessages.notUtf8 } } : parseBody(contentType.mediaType, text);
    const check = parsed.ok ? checkQuoteRequest(parsed.input) : parsed;
    if (!check.ok) {
      if (wantsHtml) answerHtml(400, quoteErrorsPage(check.errors, parsed.values ?? {}, company));
      else answerJson(400, { errors: check.errors });
      return;
    }

    // A filled-in spam trap is answered like any request, so robots learn nothing; it is kept, but never e-mailed.
    const spam = Boolean(check.request[honeypotField]);
    let id: string;
    try {
      ({ id } = store.save({ request: check.request, spam, clientAddress: options.clientAddress(request), messageIdDomain: domainOf(company.email) }));
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
      response.writeHead(303, { Location: thankYouPath, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(`Thank you: your request has been received. See ${thankYouPath}\n`);
    } else answerJson(201, { id });
  };
}

function domainOf(email: string): string {
  return email.split('@').pop() || 'localhost';
}
