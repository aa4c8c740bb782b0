/** The requests as a list, newest first: who, how to reach them, where, what, when, and their status. */
import {
  type RequestList as ListName,
  type RequestPage,
  type RequestSummary,
  type StatusDefinition,
  statusClass,
  statusLabel,
} from '../../editorApi/requestStatuses';
import { EmailLink, PhoneLink } from './ContactLink';
import { plural, receivedText } from './requestText';
import './statusBadges.css';
import './requestList.css';

function RequestItem({
  request,
  statuses,
  open,
  onOpen,
}: {
  request: RequestSummary;
  statuses: readonly StatusDefinition[];
  open: boolean;
  onOpen(): void;
}) {
  // A new request has the first status until the office moves it on.
  const isNew = request.status === statuses[0]?.id && !request.spamReason;
  return (
    <li className={`request-item${isNew ? ' request-new' : ''}${open ? ' request-open' : ''}`}>
      <div className="request-top">
        <button
          type="button"
          id={`request-${request.id}`}
          className="request-name"
          aria-current={open ? 'true' : undefined}
          onClick={onOpen}
        >
          {request.name || request.email || request.phone || 'No name given'}
        </button>
        <span className={`status-badge ${request.spamReason ? 'status-spam' : statusClass(request.status, statuses)}`}>
          {request.spamReason ? 'Spam' : statusLabel(request.status, statuses)}
        </span>
      </div>
      <p className="request-when">
        <time dateTime={request.receivedAt}>{receivedText(request.receivedAt)}</time>
        {request.mailStatus === 'undeliverable' ? <span className="mail-failed"> · e-mail failed</span> : null}
      </p>
      {request.phone || request.email ? (
        <p className="request-contact">
          {request.phone ? <PhoneLink phone={request.phone} /> : null}
          {request.email ? <EmailLink address={request.email} /> : null}
        </p>
      ) : null}
      {request.address ? <p className="request-address">{request.address}</p> : null}
      {request.excerpt ? <p className="request-excerpt">{request.excerpt}</p> : null}
      {request.spamReason ? <p className="request-reason">Held because: {request.spamReason}</p> : null}
    </li>
  );
}

export function RequestList({
  page,
  statuses,
  loading,
  list,
  openId,
  onOpen,
  onMore,
}: {
  page: RequestPage | undefined;
  statuses: readonly StatusDefinition[];
  loading: boolean;
  list: ListName;
  openId: string | undefined;
  onOpen(id: string): void;
  onMore(): void;
}) {
  if (!page) return <p className="inbox-empty">Loading…</p>;
  if (page.total === 0) {
    return (
      <p className="inbox-empty">
        {list === 'spam' ? 'No spam held back.' : 'No requests match.'}
        {loading ? ' Looking…' : ''}
      </p>
    );
  }
  return (
    <>
      <p className="inbox-total" aria-busy={loading}>
        {plural(
          page.total,
          list === 'spam' ? 'request held as spam' : 'request',
          list === 'spam' ? 'requests held as spam' : 'requests',
        )}
      </p>
      <ul className="request-list" aria-label={list === 'spam' ? 'Spam' : 'Requests'}>
        {page.requests.map((request) => (
          <RequestItem
            statuses={statuses}
            key={request.id}
            request={request}
            open={request.id === openId}
            onOpen={() => onOpen(request.id)}
          />
        ))}
      </ul>
      {page.requests.length < page.total ? (
        <button type="button" className="button inbox-more" onClick={onMore} disabled={loading}>
          Show more ({(page.total - page.requests.length).toLocaleString()} left)
        </button>
      ) : null}
    </>
  );
}
