import { useRef } from 'react';

/**
 * A key for each item that follows it when it moves: what is open and where focus goes stay with the item, not
 * with its place. The form's own edits change the keys at once; until the value comes back with another length,
 * the keys are left as they are. A value changed elsewhere (the text edited by hand) adds or drops keys at
 * the end.
 */
export function useItemKeys(length: number) {
  const made = useRef(0);
  const keys = useRef<string[]>([]);
  // The length the value had when the form's edit left: any other length means the value has come back.
  const awaited = useRef<number | null>(null);
  const fresh = () => `item-${made.current++}`;
  if (awaited.current !== null && awaited.current !== length) awaited.current = null;
  if (awaited.current === null) {
    while (keys.current.length < length) keys.current.push(fresh());
    if (keys.current.length > length) keys.current.length = length;
  }
  const shown = Array.from({ length }, (_, index) => keys.current[index] ?? `waiting-${index}`);
  return {
    keys: shown,
    insert(index: number) {
      const key = fresh();
      keys.current.splice(index, 0, key);
      awaited.current = length;
      return key;
    },
    remove(index: number) {
      keys.current.splice(index, 1);
      awaited.current = length;
    },
    move(from: number, to: number) {
      const [key] = keys.current.splice(from, 1);
      keys.current.splice(to, 0, key);
    },
  };
}
