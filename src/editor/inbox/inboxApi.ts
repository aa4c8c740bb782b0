/** The inbox's calls to its server (src/server/inbox/inboxRoutes.ts), typed by src/editorApi/endpoints.ts. */
import { endpointAddress, type FilterQuery, inboxEndpoints } from '../../editorApi/endpoints';
import type { RequestFilter, RequestStatus } from '../../editorApi/requestStatuses';
import { callEndpoint } from '../api';

const words = { refusal: 'The site refused this.', signedOut: 'Sign in to see the requests.' };

/** The filter as the parameters of the list and of its CSV export: only what narrows the list is sent. */
function filterParameters(filter: RequestFilter): FilterQuery {
  const search = filter.search.trim();
  return {
    list: filter.list === 'spam' ? 'spam' : undefined,
    search: search || undefined,
    status: filter.status || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
  };
}

/** The address of the list as filtered, as a CSV file (the browser downloads it). */
export const exportAddress = (filter: RequestFilter) =>
  endpointAddress(inboxEndpoints.exportCsv, filterParameters(filter));

const { requests, counts, request, notSpam, remove } = inboxEndpoints;

export const inboxApi = {
  page: (filter: RequestFilter, offset = 0) =>
    callEndpoint(requests, { query: { ...filterParameters(filter), offset: offset || undefined }, ...words }),
  counts: () => callEndpoint(counts, words),
  request: (id: string) => callEndpoint(request, { query: { id }, ...words }),
  setStatus: (id: string, status: RequestStatus, note: string) =>
    callEndpoint(inboxEndpoints.status, { json: { id, status, note }, ...words }),
  notSpam: (id: string) => callEndpoint(notSpam, { json: { id }, ...words }),
  remove: (id: string) => callEndpoint(remove, { json: { id }, ...words }),
};
