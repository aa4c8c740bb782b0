/**
 * Publish: what changed since the site visitors see, page by page, each with "Publish this" (untick a page to leave
 * it out: it stays saved for a later publish), a one-line description, and the publish itself. Visitors keep the
 * current site until the new one is completely built; a failed build changes nothing and is shown here.
 *
 * A page ticked that still holds words a new page or block came with ("New heading") is named before Publish is
 * pressed, in the words the server would refuse it with (`sampleWords` of the status), in a polite live region that
 * is there from the start, so that it is read out when it appears; the focus stays where it is. A refusal after
 * Publish is the alert under the form, as every refusal is.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Refused, SignedOut } from '../api';
import { ChangeGroupList } from './ChangeGroupList';
import { SendActions, useChangeChoice, useWaitingChanges } from './changeChoice';
import { Dialog } from '../Dialog';
import { publishApi } from './publishApi';

export function PublishDialog({
  onClose,
  onSignedOut,
  onPublished,
}: {
  onClose(): void;
  onSignedOut(): void;
  /** A publish was done (the dialog says so until it is closed). */
  onPublished?(): void;
}) {
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useWaitingChanges(onSignedOut, setError);
  const { leftOut, includeBox, tickAll } = useChangeChoice(busy, 'Publish this');

  // The Publish button goes once the publish is done: the focus goes to Close rather than to nowhere.
  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await publishApi.publish(
        description,
        (status?.groups ?? []).filter((group) => leftOut.has(group.key)).map((group) => group.key),
      );
      setDone(answer.message);
      onPublished?.();
      tickAll();
      setStatus(await publishApi.status());
    } catch (caught) {
      if (caught instanceof SignedOut) return onSignedOut();
      setError(caught instanceof Refused || caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  const nothing = status && status.groups.length === 0;
  const publishing = status ? status.groups.length - status.groups.filter((group) => leftOut.has(group.key)).length : 0;
  // The refusal's alert says the same once Publish was pressed: the warning gives way to it.
  const sampleWords =
    done || error || !status ? [] : (status.sampleWords ?? []).filter((each) => !leftOut.has(each.key));
  return (
    <Dialog wide title="Publish" onClose={onClose}>
      {status?.last && !status.last.ok && !done ? (
        <div className="publish-problem" role="alert">
          <strong>The last publish did not go through.</strong>
          <p className="publish-message">{status.last.message}</p>
        </div>
      ) : null}
      {status?.underWay ? (
        <p className="dialog-help">
          {status.underWay.author} is publishing “{status.underWay.description}” right now: wait until it is done.
        </p>
      ) : null}
      {done ? (
        <p className="publish-done" role="status">
          {done} Visitors now see it:{' '}
          <a href="/" target="_blank" rel="noreferrer">
            open the site
          </a>
          .
        </p>
      ) : null}
      {!status && !error ? <p className="dialog-help">Looking for changes…</p> : null}
      {status && !done ? (
        nothing ? (
          <p className="dialog-help">Nothing to publish: visitors already see everything that was saved.</p>
        ) : (
          <>
            <p className="dialog-help">
              Saved since the site visitors see: {status.groups.length}{' '}
              {status.groups.length === 1 ? 'change' : 'changes'}. Untick “Publish this” to leave one out: it stays
              saved for a later publish.
            </p>
            <ChangeGroupList groups={status.groups} control={includeBox} leftOut={leftOut} />
            <p className="dialog-help" aria-live="polite">
              {publishing === 0
                ? 'Nothing is ticked: tick “Publish this” for at least one change.'
                : leftOut.size > 0
                  ? `Publishing ${publishing} of ${status.groups.length} changes; the rest stays saved.`
                  : null}
            </p>
          </>
        )
      ) : null}
      <div className="publish-sample-words" aria-live="polite">
        {sampleWords.length > 0 ? (
          <div className="publish-problem">
            <strong>Not ready to publish: words that came with a new page or block are still there.</strong>
            {sampleWords.map((each) => (
              <p key={each.key} className="publish-message">
                {each.message}
              </p>
            ))}
            <p>
              Write your own words there and save, or untick “Publish this” for{' '}
              {sampleWords.length === 1 ? 'that page' : 'those pages'}:{' '}
              {sampleWords.length === 1 ? 'it stays' : 'they stay'} saved for a later publish.
            </p>
          </div>
        ) : null}
      </div>
      <form onSubmit={(event) => void submit(event)}>
        {!done && !nothing ? (
          <>
            <label htmlFor="publish-description">What changed, in one line</label>
            <input
              id="publish-description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="New team page"
              maxLength={200}
              required
              readOnly={busy}
            />
          </>
        ) : null}
        {busy ? (
          <p className="dialog-help" role="status">
            Publishing… visitors see the site as it is until the new one is completely built.
          </p>
        ) : null}
        <SendActions
          error={error}
          closeButton={closeButton}
          onClose={onClose}
          send={
            done || nothing
              ? undefined
              : {
                  label: 'Publish',
                  busyLabel: 'Publishing…',
                  busy,
                  unavailable: !status || Boolean(status.underWay) || publishing === 0,
                }
          }
        />
      </form>
    </Dialog>
  );
}
