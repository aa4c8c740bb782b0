/** The inbox's calls to its server (src/server/inbox/inboxRoutes.ts). */
import type {
  InboxCounts,
  RequestDetail,
  RequestFilter,
  RequestPage,
  RequestStatus,
} from '../../server/inbox/requestStatuses';
import { callEditorApi } from '../api';

const call = <T>(path: string, body?: unknown) =>
  callEditorApi<T>(`inbox/${path}`, {
    json: body,
    refusal: 'The site refused this.',
    signedOut: 'Sign in to see the requests.',
  });

/** The filter as the query of the list and of its CSV export. */
export function filterQuery(filter: RequestFilter, offset = 0): string {
  const query = new URLSearchParams();
  if (filter.list === 'spam') query.set('list', 'spam');
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.status) query.set('status', filter.status);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (offset) query.set('offset', String(offset));
  return query.toString();
}

export const exportAddress = (filter: RequestFilter) => `/edit/api/inbox/export.csv?${filterQuery(filter)}`;

export const inboxApi = {
  page: (filter: RequestFilter, offset = 0) => call<RequestPage>(`requests?${filterQuery(filter, offset)}`),
  counts: () => call<InboxCounts>('counts'),
  request: (id: string) => call<RequestDetail>(`request?id=${encodeURIComponent(id)}`),
  setStatus: (id: string, status: RequestStatus, note: string) => call<RequestDetail>('status', { id, status, note }),
  notSpam: (id: string) => call<RequestDetail>('not-spam', { id }),
  remove: (id: string) => call<{ deleted: string }>('delete', { id }),
};
