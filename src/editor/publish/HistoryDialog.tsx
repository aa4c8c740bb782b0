/** History: past publishes (when, who, what, which files), each one's changes, and undoing one (itself a publish). */
import { useCallback, useEffect, useState } from 'react';
import { SignedOut } from '../api';
import { ChangeList } from './ChangeList';
import { Dialog } from '../Dialog';
import { publishApi, type FileChange, type PublishEntry } from './publishApi';

const when = (iso: string) => new Date(iso).toLocaleString();

export function HistoryDialog({ onClose, onSignedOut }: { onClose(): void; onSignedOut(): void }) {
  const [entries, setEntries] = useState<PublishEntry[]>();
  const [shown, setShown] = useState<{ id: number; changes?: FileChange[] }>();
  const [confirming, setConfirming] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  const fail = useCallback(
    (caught: unknown) => {
      if (caught instanceof SignedOut) onSignedOut();
      else setMessage({ ok: false, text: caught instanceof Error ? caught.message : String(caught) });
    },
    [onSignedOut],
  );
  const load = useCallback(() => publishApi.history().then((answer) => setEntries(answer.entries), fail), [fail]);
  useEffect(() => {
    void load();
  }, [load]);

  async function show(id: number) {
    if (shown?.id === id) return setShown(undefined);
    setShown({ id });
    try {
      setShown({ id, changes: (await publishApi.changesOf(id)).changes });
    } catch (caught) {
      fail(caught);
    }
  }

  async function undo(entry: PublishEntry) {
    setBusy(true);
    setMessage(undefined);
    try {
      const answer = await publishApi.undo(entry.id);
      setMessage({
        ok: true,
        text: `${answer.message} Visitors now see the site as it was before “${entry.description}”.`,
      });
      setConfirming(undefined);
      await load();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog wide title="History of publishes" onClose={onClose}>
      {message ? (
        <p
          className={message.ok ? 'publish-done' : 'publish-problem publish-message'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
      {busy ? (
        <p className="dialog-help" role="status">
          Publishing the undo… visitors see the current site until it is ready.
        </p>
      ) : null}
      {entries === undefined ? <p className="dialog-help">Loading…</p> : null}
      {entries?.length === 0 ? <p className="dialog-help">Nothing has been published from the editor yet.</p> : null}
      <ol className="publish-history">
        {entries?.map((entry) => (
          <li key={entry.id} className="publish-entry">
            <p className="publish-entry-title">
              <strong>{entry.description}</strong>
            </p>
            <p className="dialog-help">
              {when(entry.at)} · {entry.author} · {entry.files.length} {entry.files.length === 1 ? 'file' : 'files'}:{' '}
              {entry.files.join(', ')}
            </p>
            <div className="publish-entry-actions">
              <button
                type="button"
                className="button button-small"
                aria-expanded={shown?.id === entry.id}
                onClick={() => void show(entry.id)}
              >
                {shown?.id === entry.id ? 'Hide changes' : 'Show changes'}
                <span className="visually-hidden"> of “{entry.description}”</span>
              </button>
              {confirming === entry.id ? (
                <>
                  <span>Publish the files as they were before this?</span>
                  <button
                    type="button"
                    className="button button-small button-primary"
                    disabled={busy}
                    onClick={() => void undo(entry)}
                  >
                    Yes, undo it
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    onClick={() => setConfirming(undefined)}
                  >
                    Keep it
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy}
                  onClick={() => setConfirming(entry.id)}
                >
                  Undo<span className="visually-hidden"> “{entry.description}”</span>
                </button>
              )}
            </div>
            {shown?.id === entry.id ? (
              shown.changes ? (
                <ChangeList changes={shown.changes} />
              ) : (
                <p className="dialog-help">Loading…</p>
              )
            ) : null}
          </li>
        ))}
      </ol>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
