/**
 * Words said to a screen reader after a button did something out of sight ("Review 2 moved to position 1"): a
 * polite live region, hidden from the eye, and the hook that fills it. Used by the form and by the panel.
 */
import { useCallback, useState } from 'react';

export interface Spoken {
  text: string;
  /** How many times words were said: the same words twice in a row are said again. */
  count: number;
}

export function useSpoken(): { spoken: Spoken; say(text: string): void } {
  const [spoken, setSpoken] = useState<Spoken>({ text: '', count: 0 });
  const say = useCallback((text: string) => setSpoken((last) => ({ text, count: last.count + 1 })), []);
  return { spoken, say };
}

export function SpokenWords({ spoken }: { spoken: Spoken }) {
  return (
    // The same words twice in a row are still said: a space that is not there the first time makes them new.
    <p className="visually-hidden" aria-live="polite">
      {spoken.text}
      {spoken.count % 2 ? '\u00a0' : ''}
    </p>
  );
}
