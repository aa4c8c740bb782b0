/** The inbox's calls to its server (src/server/inbox/inboxRoutes.ts). */
import type {
  InboxCounts,
  RequestDetail,
  RequestFilter,
  RequestPage,
  RequestStatus,
} from '../../server/inbox/requestStatuses';
import { Refused, SignedOut } from '../api';

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/edit/api/inbox/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Refused('The site cannot be reached: check the connection and try again.', 0);
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.status === 401) throw new SignedOut(answer.error ?? 'Sign in to see the requests.');
  if (!response.ok) throw new Refused(answer.error ?? 'The site refused this.', response.status);
  return answer as T;
}

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
