/**
 * The public routes of requests, beside the site's pages: the form's post, the health check, the signed links of
 * the office e-mail to a request's photos, and nothing else under /api/ (404 in JSON).
 */
import { maxBodyBytes } from '../quotes/quoteRules.ts';
import { healthPath, healthReport } from './health.ts';
import { HttpError } from './http/httpError.ts';
import type { Route } from './http/routeTable.ts';
import { answerPhotoLink, photoLinkPrefix } from './quotes/photoLinks.ts';
import { quotePath, type createQuoteEndpoint } from './quotes/quoteEndpoint.ts';
import type { QuoteStore } from './quotes/quoteStore.ts';

export function requestRoutes({
  handleQuote,
  store,
  photoKey,
}: {
  handleQuote: ReturnType<typeof createQuoteEndpoint>;
  store: QuoteStore;
  /** The key of the photos' signed links (requestMail.ts). */
  photoKey: Buffer;
}): Route[] {
  return [
    {
      method: 'ANY',
      path: quotePath,
      access: 'public',
      bodyLimit: maxBodyBytes,
      handle: ({ request, response, facts }) => handleQuote(request, response, facts, maxBodyBytes),
    },
    {
      method: 'ANY',
      path: healthPath,
      access: 'public',
      bodyLimit: 0,
      handle: ({ request, response }) => healthReport(request, response, store),
    },
    {
      method: 'GET',
      path: `${photoLinkPrefix}*`,
      access: 'public',
      bodyLimit: 0,
      handle: ({ request, response, facts }) =>
        answerPhotoLink(photoKey, store.inbox.photos, facts.url, request.method, response),
    },
    {
      method: 'ANY',
      path: '/api/*',
      access: 'public',
      bodyLimit: 0,
      handle: () => {
        throw new HttpError(404, 'There is nothing at this address.');
      },
    },
  ];
}
