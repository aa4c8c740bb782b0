/**
 * History: past publishes (when, who, what, page by page), each one's changes, and undoing one, whole or only one of
 * its pages (itself a publish). Before an undo, a confirmation says in sentences what goes back, as the server
 * works it out.
 */
import { type FormEvent, type MouseEvent, useCallback, useEffect, useState } from 'react';
import { SignedOut } from '../api';
import { busyButtonProps } from '../busyButton';
import { ChangeGroupList } from './ChangeGroupList';
import { changeWords } from './ChangeList';
import { Dialog } from '../Dialog';
import type { ChangeGroup, ChangeGroupWithDiffs, PublishEntry } from '../../editorApi/publishing';
import { publishApi } from './publishApi';

const when = (iso: string) => new Date(iso).toLocaleString();

/** A button that does `action` when pressed, and says it is unavailable (keeping the focus) while `unavailable`. */
function actionButtonProps(unavailable: boolean, action: () => void) {
  const busy = busyButtonProps(unavailable);
  return {
    ...busy,
    onClick(event: MouseEvent<HTMLButtonElement>) {
      busy.onClick(event);
      if (!unavailable) action();
    },
  };
}

interface UndoQuestion {
  entry: PublishEntry;
  /** Only this group of the publish; the whole publish when absent. */
  group?: ChangeGroup;
  sentences: string[];
  refusal?: string;
}

/** The confirmation of an undo: what goes back, in the server's sentences, then Undo or Cancel. */
function UndoConfirmation({
  question,
  busy,
  problem,
  onUndo,
  onCancel,
}: {
  question: UndoQuestion;
  busy: boolean;
  problem?: string;
  onUndo(): void;
  onCancel(): void;
}) {
  const { entry, group, sentences, refusal } = question;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onUndo();
  };
  return (
    <Dialog
      title={group ? `Undo ${group.name}?` : `Undo “${entry.description}”?`}
      onClose={busy ? () => undefined : onCancel}
    >
      <form onSubmit={submit}>
        {refusal ? (
          <p className="publish-problem publish-message" role="alert">
            {refusal}
          </p>
        ) : (
          <p className="dialog-help">
            {group
              ? `What goes back to how it was before “${entry.description}”; everything else stays as visitors see it:`
              : `What goes back to how it was before “${entry.description}”:`}
          </p>
        )}
        <ul className="publish-sentences">
          {sentences.map((sentence, index) => (
            <li key={`${index} ${sentence}`}>{sentence}</li>
          ))}
        </ul>
        {busy ? (
          <p className="dialog-help" role="status">
            Publishing the undo… visitors see the current site until it is ready.
          </p>
        ) : null}
        {problem ? (
          <p className="publish-problem publish-message" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" {...actionButtonProps(busy, onCancel)}>
            {refusal ? 'Close' : 'Cancel'}
          </button>
          {refusal ? null : (
            <button type="submit" className="button button-primary" {...busyButtonProps(busy)}>
              {busy ? 'Undoing…' : 'Undo'}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

export function HistoryDialog({ onClose, onSignedOut }: { onClose(): void; onSignedOut(): void }) {
  const [entries, setEntries] = useState<PublishEntry[]>();
  const [shown, setShown] = useState<{ id: number; groups?: ChangeGroupWithDiffs[] }>();
  /** The undo button whose sentences are being fetched ("7", or "7 pages/gallery.yaml"). */
  const [asking, setAsking] = useState<string>();
  const [question, setQuestion] = useState<UndoQuestion>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
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
      setShown({ id, groups: (await publishApi.changesOf(id)).groups });
    } catch (caught) {
      fail(caught);
    }
  }

  async function ask(entry: PublishEntry, group?: ChangeGroup) {
    setAsking(group ? `${entry.id} ${group.key}` : String(entry.id));
    setMessage(undefined);
    setProblem(undefined);
    try {
      setQuestion({ entry, group, ...(await publishApi.undoPreview(entry.id, group?.key)) });
    } catch (caught) {
      fail(caught);
    } finally {
      setAsking(undefined);
    }
  }

  async function undo({ entry, group }: UndoQuestion) {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await publishApi.undo(entry.id, group?.key);
      setMessage({
        ok: true,
        text: group
          ? `${answer.message} ${group.name}: back as it was before “${entry.description}”; the rest stays as it was.`
          : `${answer.message} Visitors now see the site as it was before “${entry.description}”.`,
      });
      setQuestion(undefined);
      await load();
    } catch (caught) {
      if (caught instanceof SignedOut) onSignedOut();
      else setProblem(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  const waiting = asking !== undefined || busy;
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
      {asking !== undefined ? (
        <p className="dialog-help" role="status">
          Working out what goes back…
        </p>
      ) : null}
      {entries === undefined ? <p className="dialog-help">Loading…</p> : null}
      {entries?.length === 0 ? <p className="dialog-help">Nothing has been published from the editor yet.</p> : null}
      <ol className="publish-history">
        {entries?.map((entry) => (
          <li key={entry.id} className="publish-entry">
            <h3 className="publish-entry-title">{entry.description}</h3>
            <p className="dialog-help">
              {when(entry.at)} ·{' '}
              {entry.review ? `written by ${entry.review.writer}, approved by ${entry.review.approver}` : entry.author}
              {entry.groups ? null : ` · ${entry.files.join(', ')}`}
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
              <button
                type="button"
                className="button button-small"
                {...actionButtonProps(waiting, () => void ask(entry))}
              >
                Undo this publish<span className="visually-hidden"> “{entry.description}”</span>
              </button>
            </div>
            {entry.groups ? (
              <ul className="publish-entry-groups">
                {entry.groups.map((group) => (
                  <li key={group.key}>
                    <span className="publish-group-name">{group.label}</span>{' '}
                    <span className={`publish-change publish-change-${group.change}`}>{changeWords[group.change]}</span>
                    {entry.groups!.length > 1 ? (
                      <button
                        type="button"
                        className="button button-small"
                        {...actionButtonProps(waiting, () => void ask(entry, group))}
                      >
                        Undo only {group.name}
                        <span className="visually-hidden"> from “{entry.description}”</span>
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {entry.leftOut ? (
              <p className="dialog-help">Left out of this publish: {entry.leftOut.join(', ')}.</p>
            ) : null}
            {shown?.id === entry.id ? (
              shown.groups ? (
                <ChangeGroupList groups={shown.groups} headingLevel={4} />
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
      {question ? (
        <UndoConfirmation
          question={question}
          busy={busy}
          problem={problem}
          onUndo={() => void undo(question)}
          onCancel={() => setQuestion(undefined)}
        />
      ) : null}
    </Dialog>
  );
}
