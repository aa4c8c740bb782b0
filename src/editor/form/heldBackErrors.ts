/**
 * The checker's messages the form holds back for new list items not yet left (waitingItems.tsx), for the rest of the
 * editor: the top bar does not call them mistakes and says a new item is to be filled in instead, and the text
 * view's list of mistakes leaves them out. One entry per item waiting, gone when the item is judged, removed, or its
 * form closed. One editor per page, so one tally.
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { type FormError, pathKey } from './formEdit';

export interface HeldBack {
  /** The new items whose messages are held back. */
  items: number;
  /** The checker's messages held back, as the check gave them (the same objects). */
  origins: ReadonlySet<object>;
}

const held = new Map<symbol, readonly FormError[]>();
const listeners = new Set<() => void>();
const nothingHeld: HeldBack = { items: 0, origins: new Set() };
let tally = nothingHeld;

function recount() {
  const origins = new Set([...held.values()].flatMap((errors) => errors.flatMap(({ origin }) => origin ?? [])));
  tally = { items: held.size, origins };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sameError = (a: FormError, b: FormError) =>
  a.origin === b.origin && a.message === b.message && pathKey(a.path) === pathKey(b.path);

/**
 * Holds back one new item's messages while it is drawn, before paint, so nothing shows them meanwhile. The item's
 * fields are drawn again at every keystroke: the tally changes only when its messages do.
 */
export function useHoldBack(errors: readonly FormError[]) {
  const [item] = useState(() => Symbol('new item'));
  useLayoutEffect(() => {
    const before = held.get(item) ?? [];
    if (before.length === errors.length && before.every((error, index) => sameError(error, errors[index]))) return;
    if (errors.length) held.set(item, errors);
    else held.delete(item);
    recount();
  });
  useLayoutEffect(
    () => () => {
      if (held.delete(item)) recount();
    },
    [item],
  );
}

/** What the open form holds back now. */
export function useHeldBack(): HeldBack {
  return useSyncExternalStore(
    subscribe,
    () => tally,
    () => nothingHeld,
  );
}

/** `errors` without those held back. */
export const notHeldBack = <T extends object>(errors: readonly T[], heldBack: HeldBack): T[] =>
  errors.filter((error) => !heldBack.origins.has(error));
