/**
 * The statuses the office moves a quote request through, in order, with the words shown for each. Plain data:
 * the server checks against it and the inbox page (src/editor/inbox/) shows it.
 */
export const requestStatuses = [
  { id: 'new', label: 'New' },
  { id: 'contacted', label: 'Contacted' },
  { id: 'estimate-sent', label: 'Estimate sent' },
  { id: 'won', label: 'Won' },
  { id: 'lost', label: 'Lost' },
] as const;

export type RequestStatus = (typeof requestStatuses)[number]['id'];

export const isRequestStatus = (value: unknown): value is RequestStatus =>
  requestStatuses.some((status) => status.id === value);

export const statusLabel = (status: string): string =>
  requestStatuses.find((each) => each.id === status)?.label ?? status;

/** The inbox's lists: the requests, and what the spam checks held back. */
export type RequestList = 'inbox' | 'spam';

/** What the office narrows a list to; `from` and `to` are instants (ISO 8601), `to` excluded. */
export interface RequestFilter {
  list: RequestList;
  search: string;
  status: RequestStatus | '';
  from: string;
  to: string;
}

/** A request as one line of the list. */
export interface RequestSummary {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The first words of the description. */
  excerpt: string;
  status: RequestStatus;
  spamReason: string;
  mailStatus: 'sent' | 'pending' | 'undeliverable' | 'none';
}

export interface StatusChange {
  at: string;
  by: string;
  status: RequestStatus;
  note: string;
}

/** A request in full, as the office opens it. */
export interface RequestDetail extends RequestSummary {
  firstName: string;
  lastName: string;
  description: string;
  spam: boolean;
  emailedAt: string;
  /** The mail server's last refusal while the office e-mail is not sent. */
  mailError: string;
  /** The fields exactly as received (name → value); empty for requests stored before it was kept. */
  raw: Record<string, unknown>;
  source: { page: string; utmSource: string; utmMedium: string; utmCampaign: string; gclid: string };
  history: StatusChange[];
}

export interface RequestPage {
  requests: RequestSummary[];
  /** How many requests the filter matches in all. */
  total: number;
  counts: InboxCounts;
}

export interface InboxCounts {
  /** Requests in the inbox still New. */
  new: number;
  spam: number;
}
