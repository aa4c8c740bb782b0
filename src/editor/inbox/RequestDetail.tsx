/**
 * One request in full: how to reach them, every field of their form under its label, the office e-mail's fate, where they came from, the
 * status with a note and the history of changes, the submission as received, "Not spam" for a held one, and
 * deleting it (with a confirmation) when a visitor asks to be forgotten.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type RequestDetail as Detail,
  type RequestStatus,
  type StatusDefinition,
  statusClass,
  statusLabel,
} from '../../editorApi/requestStatuses';
import type { StoredField } from '../../editorApi/storedField';
import { answerText } from '../../quotes/formFields';
import { Dialog } from '../Dialog';
import { inboxApi } from './inboxApi';
import { EmailLink, PhoneLink } from './ContactLink';
import { messageStateText, receivedText } from './requestText';
import { RequestSource } from './RequestSource';
import { RequestPhotos } from './RequestPhotos';
import './statusBadges.css';
import './requestDetail.css';

/** A field's answer as the office reads it: yes/no in words, an empty field said to be empty. */
function shownValue(field: StoredField): string {
  return field.value ? answerText(field.kind, field.value) : 'Not given';
}

/** The office e-mail's fate, as the server decided it (officeMailState): one of five, never two at once. */
function MailState({ detail }: { detail: Detail }) {
  switch (detail.mailState) {
    case 'spam':
      return <p className="mail-state">Not e-mailed to the office (held as spam).</p>;
    case 'sent':
      return <p className="mail-state">E-mailed to the office {receivedText(detail.emailedAt).toLowerCase()}.</p>;
    case 'undeliverable':
      return (
        <p className="mail-state mail-state-failed">
          The e-mail to the office failed: {detail.mailError || 'the mail server refused it'}. Nothing is lost: the
          request is here.
        </p>
      );
    case 'off':
      return (
        <p className="mail-state">
          Not e-mailed: this server sends no e-mail (no mail server is set up). The request is kept here, and is
          e-mailed once a mail server is set (SMTP_URL, see docs/quotes.md).
        </p>
      );
    case 'waiting':
      return (
        <p className="mail-state">
          The e-mail to the office is waiting to be sent{detail.mailError ? ` (last try: ${detail.mailError})` : ''}.
        </p>
      );
    default:
      return null;
  }
}

/** What became of the reply to the visitor and of the forwarded copy, in the words the office reads. */
function MessageStates({ detail }: { detail: Detail }) {
  const { acknowledgement, forwarding } = detail;
  return (
    <>
      {acknowledgement ? <p className="mail-state">{messageStateText('acknowledgement', acknowledgement)}</p> : null}
      {forwarding ? (
        <p className={`mail-state${forwarding.state === 'givenUp' ? ' mail-state-failed' : ''}`}>
          {messageStateText('forward', forwarding)}
        </p>
      ) : null}
    </>
  );
}

export function RequestDetail({
  detail,
  statuses,
  narrow,
  onBack,
  onChanged,
  onFailed,
}: {
  detail: Detail | undefined;
  statuses: readonly StatusDefinition[];
  narrow: boolean;
  onBack(): void;
  onChanged(next: Detail | undefined, message: string): void;
  onFailed(error: unknown): void;
}) {
  const [status, setStatus] = useState<RequestStatus>(statuses[0]?.id ?? '');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (detail) setStatus(detail.status);
  }, [detail]);
  // On a phone the request takes the whole screen: focus goes to its heading, so a screen reader starts there.
  const loaded = Boolean(detail);
  useEffect(() => {
    if (loaded && narrow) heading.current?.focus();
  }, [loaded, narrow]);

  if (!detail) return <section className="request-detail inbox-empty">Loading the request…</section>;

  async function act(work: () => Promise<Detail | undefined>, message: string) {
    setBusy(true);
    try {
      const next = await work();
      onChanged(next, message);
      // The button pressed may be gone (Not spam): focus goes to the request's heading rather than the page.
      setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
      });
      return true;
    } catch (error) {
      onFailed(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveStatus(event: FormEvent) {
    event.preventDefault();
    if (!detail) return;
    if (await act(() => inboxApi.setStatus(detail.id, status, note), `Saved: ${statusLabel(status, statuses)}.`))
      setNote('');
  }

  // Focus goes back to Delete once the modal dialog is gone (while it is open, the page behind it takes no focus).
  const closeConfirmation = () => {
    setConfirming(false);
    setTimeout(() => deleteButton.current?.focus());
  };

  const name = detail.name || 'No name given';
  const rawEntries = Object.entries(detail.raw);
  return (
    <article className="request-detail" aria-labelledby="request-heading">
      {narrow ? (
        <button type="button" className="button button-small back-button" onClick={onBack}>
          ← All requests
        </button>
      ) : null}
      <h2 id="request-heading" ref={heading} tabIndex={-1}>
        {name}
      </h2>
      <p className="request-when">
        Received <time dateTime={detail.receivedAt}>{receivedText(detail.receivedAt).toLowerCase()}</time> ·{' '}
        <span className={`status-badge ${detail.spam ? 'status-spam' : statusClass(detail.status, statuses)}`}>
          {detail.spam ? 'Spam' : statusLabel(detail.status, statuses)}
        </span>
      </p>
      {detail.spam ? (
        <div className="spam-box">
          <p>Held as spam because: {detail.spamReason}.</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() =>
              void act(() => inboxApi.notSpam(detail.id), 'Moved to the inbox. Its e-mail to the office is sent now.')
            }
          >
            Not spam
          </button>
        </div>
      ) : null}
      <dl className="detail-facts">
        {detail.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <PhoneLink phone={detail.phone} />
            </dd>
          </>
        ) : null}
        {detail.email ? (
          <>
            <dt>E-mail</dt>
            <dd>
              <EmailLink address={detail.email} />
            </dd>
          </>
        ) : null}
      </dl>
      <h3>Their request</h3>
      <dl className="detail-fields">
        {detail.fields.map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd className={field.kind === 'longText' ? 'detail-long' : undefined}>{shownValue(field)}</dd>
          </div>
        ))}
      </dl>
      <RequestPhotos requestId={detail.id} />
      <MailState detail={detail} />
      <MessageStates detail={detail} />
      {detail.spam ? null : (
        <form className="status-form" onSubmit={(event) => void saveStatus(event)}>
          <h3>Follow-up</h3>
          <label htmlFor="request-status">Status</label>
          <select
            id="request-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as RequestStatus)}
          >
            {/* A status site.yaml no longer lists stays choosable for the request that has it. */}
            {(statuses.some((each) => each.id === detail.status)
              ? statuses
              : [...statuses, { id: detail.status, label: detail.status }]
            ).map((each) => (
              <option key={each.id} value={each.id}>
                {each.label}
              </option>
            ))}
          </select>
          <label htmlFor="request-note">Note</label>
          <textarea id="request-note" rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save status'}
          </button>
        </form>
      )}
      {detail.history.length ? (
        <>
          <h3>History</h3>
          <ol className="history-list">
            {[...detail.history].reverse().map((change, index) => (
              <li key={index}>
                <strong>{statusLabel(change.status, statuses)}</strong>, by {change.by},{' '}
                <time dateTime={change.at}>{receivedText(change.at).toLowerCase()}</time>
                {change.note ? <p className="history-note">{change.note}</p> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <RequestSource source={detail.source} />
      <details className="raw-submission">
        <summary>As received</summary>
        {rawEntries.length ? (
          <dl>
            {rawEntries.map(([field, value]) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Not kept: this request came in before submissions were kept as received.</p>
        )}
      </details>
      <div className="detail-end">
        <button ref={deleteButton} type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          Delete this request…
        </button>
      </div>
      {confirming ? (
        <Dialog
          title={`Delete the request from ${name}?`}
          onClose={() => {
            closeConfirmation();
          }}
        >
          <p className="dialog-help">
            The request, its e-mail and its history are removed from the database for good. Copies in backups and in the
            office's mailbox stay. Do this when the visitor asks to be forgotten.
          </p>
          <div className="dialog-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                closeConfirmation();
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await inboxApi.remove(detail.id);
                  return undefined;
                }, `Deleted the request from ${name}.`)
              }
            >
              Delete
            </button>
          </div>
        </Dialog>
      ) : null}
    </article>
  );
}
