/**
 * Publish: what changed since the site visitors see, a one-line description, and the publish itself. Visitors keep
 * the current site until the new one is completely built; a failed build changes nothing and is shown here.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Refused, SignedOut } from '../api';
import { ChangeList } from './ChangeList';
import { Dialog } from '../Dialog';
import { busyButtonProps } from '../busyButton';
import { publishApi, type PublishStatus } from './publishApi';

export function PublishDialog({ onClose, onSignedOut }: { onClose(): void; onSignedOut(): void }) {
  const [status, setStatus] = useState<PublishStatus>();
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  useEffect(() => {
    publishApi.status().then(setStatus, (caught: unknown) => {
      if (caught instanceof SignedOut) onSignedOut();
      else setError(caught instanceof Error ? caught.message : String(caught));
    });
  }, [onSignedOut]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await publishApi.publish(description);
      setDone(answer.message);
      setStatus(await publishApi.status());
    } catch (caught) {
      if (caught instanceof SignedOut) return onSignedOut();
      setError(caught instanceof Refused || caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  const nothing = status && status.changes.length === 0;
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
              Saved since the site visitors see: {status.changes.length}{' '}
              {status.changes.length === 1 ? 'file' : 'files'}.
            </p>
            <ChangeList changes={status.changes} />
          </>
        )
      ) : null}
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
            Publishing… building the whole site; visitors see the current one until the new one is ready.
          </p>
        ) : null}
        {error ? (
          <p className="publish-problem publish-message" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          {!done && !nothing ? (
            <button
              type="submit"
              className="button button-primary"
              {...busyButtonProps(busy || !status || Boolean(status.underWay))}
            >
              {busy ? 'Publishing…' : 'Publish'}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
