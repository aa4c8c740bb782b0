/**
 * What a dialog that sends its form to the server does when it is sent (New page, New post, New project): the page
 * stays, the button says it is busy and a second press does nothing, and a refusal is said in the server's own
 * words with the content's mistakes after them, under the form (DialogFormEnd.tsx). A session that ended goes to
 * the sign-in form instead. The dialog's own work is one async function; any error it throws is said the same way,
 * so a dialog's own words ("Choose a photo first.") need no path of their own.
 */
import { type FormEvent, useRef, useState } from 'react';
import { SignedOut } from './api';

/** A refusal in words: its message, then each mistake the check found. */
export function refusalInWords(caught: unknown): string {
  const errors = (caught as { errors?: { message: string }[] }).errors ?? [];
  return [caught instanceof Error ? caught.message : String(caught), ...errors.map((each) => each.message)].join(' ');
}

export function useDialogSubmit(onSignedOut: () => void) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The state is one render late: a second Enter pressed at once must see the first one under way.
  const sending = useRef(false);

  /** The form's onSubmit, running `work`. */
  const submitWith = (work: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (caught) {
      if (caught instanceof SignedOut) onSignedOut();
      else setError(refusalInWords(caught));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return { error, busy, submitWith };
}
