/**
 * The statuses the office moves a request through, in order, with the words shown for each: site.yaml's
 * inbox.statuses, or the defaults below. Plain data and the shapes of the inbox's answers: the server checks
 * against it and the inbox page (src/editor/inbox/) shows it.
 */
import type { StoredField } from './storedField.ts';

export interface StatusDefinition {
  id: string;
  label: string;
}

/** The statuses of a site.yaml without inbox.statuses. A new request gets the first. */
export const defaultStatuses: readonly StatusDefinition[] = [
  { id: 'new', label: 'New' },
  { id: 'contacted', label: 'Contacted' },
  { id: 'offer-sent', label: 'Offer sent' },
  { id: 'won', label: 'Won' },
  { id: 'lost', label: 'Lost' },
];

/** A status id as stored; one no longer declared stays as it is. */
export type RequestStatus = string;

export const isRequestStatus = (value: unknown, statuses: readonly StatusDefinition[]): boolean =>
  statuses.some((status) => status.id === value);

/** The words for a status: its declared label, or its id when site.yaml no longer lists it. */
export const statusLabel = (status: string, statuses: readonly StatusDefinition[]): string =>
  statuses.find((each) => each.id === status)?.label ?? status;

/**
 * The class that colours a status's badge: by its place in the list (the inbox has a colour for each of the first
 * five), so any site's statuses get the same sequence of colours; one no longer declared is plain.
 */
export function statusClass(status: string, statuses: readonly StatusDefinition[]): string {
  const index = statuses.findIndex((each) => each.id === status);
  return index < 0 ? 'status-undeclared' : `status-step-${index % 5}`;
}

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
  /** Every field of its form in order, with the label the form showed. */
  fields: StoredField[];
  spam: boolean;
  emailedAt: string;
  /** The mail server's last refusal while the office e-mail is not sent. */
  mailError: string;
  /** The fields exactly as received (name → value); empty for requests stored before it was kept. */
  raw: Record<string, unknown>;
  source: { page: string; utmSource: string; utmMedium: string; utmCampaign: string; gclid: string };
  history: StatusChange[];
  /** What became of the office e-mail, in one word: every answer that holds a request sets it (officeMailState). */
  mailState?: OfficeMailState;
  /** The reply to the visitor, when one was queued (a real request with an e-mail address). */
  acknowledgement?: MessageState;
  /** The copy sent to another tool, on a server that forwards requests (FORWARD_URL). */
  forwarding?: MessageState;
}

/** What became of a message a request sends besides the office e-mail (`at`: ms since 1970). */
export type MessageState =
  | { state: 'done'; at: number }
  | { state: 'waiting'; attempts: number; lastError: string }
  | { state: 'givenUp'; reason: string };

/** The office e-mail's fate as the inbox tells it: each request is in exactly one of these. */
export type OfficeMailState = 'spam' | 'sent' | 'undeliverable' | 'off' | 'waiting';

/**
 * The one place that decides what the inbox says of the office e-mail: held as spam, sent, failed for good, not sent
 * because this server sends no e-mail (SMTP_URL is not set), or waiting for the next try. A request is in one only,
 * so "not e-mailed: no mail server" and "waiting to be sent" are never said of the same request.
 */
export function officeMailState(detail: Pick<RequestDetail, 'spam' | 'mailStatus'>, mailOn: boolean): OfficeMailState {
  if (detail.spam) return 'spam';
  if (detail.mailStatus === 'sent') return 'sent';
  if (detail.mailStatus === 'undeliverable') return 'undeliverable';
  return mailOn ? 'waiting' : 'off';
}

export interface RequestPage {
  /** The inbox's heading in the office's words (site.yaml's inbox.title). */
  title: string;
  requests: RequestSummary[];
  /** The statuses in order (site.yaml's inbox.statuses); a new request gets the first. */
  statuses: StatusDefinition[];
  /** How many requests the filter matches in all. */
  total: number;
  counts: InboxCounts;
}

export interface InboxCounts {
  /** Requests in the inbox still at the first status. */
  new: number;
  spam: number;
}
