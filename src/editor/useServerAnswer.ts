/**
 * What a dialog asks the server for as it opens (the pages that list an entry, the links to a page): asked once per
 * `key`, however often the editor draws the dialog with new callbacks, and forgotten with its key. It gives the
 * answer, or what went wrong in words; a session that ended sends the person to sign in.
 */
import { useEffect, useRef, useState } from 'react';
import { SignedOut } from './api';

export function useServerAnswer<T>(
  ask: () => Promise<T>,
  key: string,
  onSignedOut: () => void,
): { answer?: T; error?: string } {
  const [said, setSaid] = useState<{ key: string; answer?: T; error?: string }>();
  const latest = useRef({ ask, onSignedOut });
  useEffect(() => {
    latest.current = { ask, onSignedOut };
  });
  useEffect(() => {
    let current = true;
    latest.current.ask().then(
      (answer) => current && setSaid({ key, answer }),
      (caught) => {
        if (!current) return;
        if (caught instanceof SignedOut) latest.current.onSignedOut();
        else setSaid({ key, error: caught instanceof Error ? caught.message : String(caught) });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return said?.key === key ? said : {};
}
