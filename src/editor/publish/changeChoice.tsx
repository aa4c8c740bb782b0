/**
 * What Publish and Ask for review share: the changes saved since the site visitors see, as the server tells them, the
 * choice of which of them go, and the dialog's foot. Every change is ticked at first; unticking one leaves it out (it
 * stays saved for later). While the request is under way the boxes keep their state, marked unavailable rather than
 * disabled, so that focus stays on them.
 */
import { type RefObject, useEffect, useState } from 'react';
import { SignedOut } from '../api';
import { busyButtonProps } from '../busyButton';
import type { ChangeGroupWithDiffs, PublishStatus } from '../../editorApi/publishing';
import { publishApi } from './publishApi';

/** The changes waiting, asked for once; a signed-out answer goes to `onSignedOut`, any other failure to `onError`. */
export function useWaitingChanges(onSignedOut: () => void, onError: (message: string) => void) {
  const [status, setStatus] = useState<PublishStatus>();
  useEffect(() => {
    publishApi.status().then(setStatus, (caught: unknown) => {
      if (caught instanceof SignedOut) onSignedOut();
      else onError(caught instanceof Error ? caught.message : String(caught));
    });
  }, [onSignedOut, onError]);
  return [status, setStatus] as const;
}

/** The keys of the changes left out, and a change's "`label`" checkbox (its name says which change it is). */
export function useChangeChoice(busy: boolean, label: string) {
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const toggle = (group: ChangeGroupWithDiffs) => {
    if (busy) return;
    const next = new Set(leftOut);
    if (next.has(group.key)) next.delete(group.key);
    else next.add(group.key);
    setLeftOut(next);
  };
  const includeBox = (group: ChangeGroupWithDiffs) => (
    <label className="publish-include">
      <input
        type="checkbox"
        checked={!leftOut.has(group.key)}
        aria-label={`${label}: ${group.name}`}
        aria-disabled={busy || undefined}
        onChange={() => toggle(group)}
      />
      {label}
    </label>
  );
  return { leftOut, includeBox, tickAll: () => setLeftOut(new Set()) };
}

/** The dialog's foot: a refusal as an alert, Close, and the button that sends while there is something to send. */
export function SendActions({
  error,
  closeButton,
  onClose,
  send,
}: {
  error?: string;
  closeButton: RefObject<HTMLButtonElement | null>;
  onClose(): void;
  send?: { label: string; busyLabel: string; busy: boolean; unavailable: boolean };
}) {
  return (
    <>
      {error ? (
        <p className="publish-problem publish-message" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button ref={closeButton} type="button" className="button" onClick={onClose}>
          Close
        </button>
        {send ? (
          <button type="submit" className="button button-primary" {...busyButtonProps(send.busy || send.unavailable)}>
            {send.busy ? send.busyLabel : send.label}
          </button>
        ) : null}
      </div>
    </>
  );
}
