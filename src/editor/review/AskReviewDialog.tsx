/**
 * Ask for review: what changed since the site visitors see, page by page, each with "Include in the review" (untick
 * a page to leave it out: it stays saved), a note for the reviewer, and the request. The editors and the owner are
 * e-mailed a link to it; nothing goes live until one of them approves.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Refused, SignedOut } from '../api';
import { Dialog } from '../Dialog';
import { ChangeGroupList } from '../publish/ChangeGroupList';
import { SendActions, useChangeChoice, useWaitingChanges } from '../publish/changeChoice';
import { reviewApi } from './reviewApi';

export function AskReviewDialog({
  onClose,
  onSignedOut,
  onAsked,
}: {
  onClose(): void;
  onSignedOut(): void;
  onAsked(): void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [status] = useWaitingChanges(onSignedOut, setError);
  const { leftOut, includeBox } = useChangeChoice(busy, 'Include in the review');

  // The Ask button goes once the request is made: the focus goes to Close rather than to nowhere.
  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await reviewApi.ask(note, [...leftOut]);
      setDone(answer.message);
      onAsked();
    } catch (caught) {
      if (caught instanceof SignedOut) return onSignedOut();
      setError(caught instanceof Refused || caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  const nothing = status && status.groups.length === 0;
  const included = status ? status.groups.length - leftOut.size : 0;
  return (
    <Dialog wide title="Ask for review" onClose={onClose}>
      {done ? (
        <p className="publish-done" role="status">
          {done} You see here when it is published or sent back.
        </p>
      ) : null}
      {!status && !error ? <p className="dialog-help">Looking for changes…</p> : null}
      {status && !done ? (
        nothing ? (
          <p className="dialog-help">Nothing to review: visitors already see everything that was saved.</p>
        ) : (
          <>
            <p className="dialog-help">
              An editor looks at each page before and after, then publishes it or sends it back with a note. Saved since
              the site visitors see: {status.groups.length} {status.groups.length === 1 ? 'change' : 'changes'}.
            </p>
            <ChangeGroupList groups={status.groups} control={includeBox} leftOut={leftOut} />
            <p className="dialog-help" aria-live="polite">
              {included === 0 ? 'Nothing is ticked: tick “Include in the review” for at least one change.' : null}
            </p>
          </>
        )
      ) : null}
      <form onSubmit={(event) => void submit(event)}>
        {!done && !nothing ? (
          <>
            <label htmlFor="review-note">Note for the reviewer (optional)</label>
            <textarea
              id="review-note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={1000}
              rows={3}
              readOnly={busy}
            />
          </>
        ) : null}
        <SendActions
          error={error}
          closeButton={closeButton}
          onClose={onClose}
          send={
            done || nothing
              ? undefined
              : { label: 'Ask for review', busyLabel: 'Asking…', busy, unavailable: !status || included === 0 }
          }
        />
      </form>
    </Dialog>
  );
}
