/**
 * The checker's messages the form holds back for new list items not yet left (waitingItems.tsx), counted for the top
 * bar: it does not call them mistakes either, and says a new item is to be filled in instead. One count per item
 * waiting, gone when the item is judged, removed, or its form closed. One editor per page, so one tally.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

export interface HeldBack {
  /** The messages held back. */
  messages: number;
  /** The new items they are in. */
  items: number;
}

const counts = new Map<symbol, number>();
const listeners = new Set<() => void>();
let tally: HeldBack = { messages: 0, items: 0 };

function recount() {
  tally = { messages: [...counts.values()].reduce((sum, count) => sum + count, 0), items: counts.size };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const nothingHeld: HeldBack = { messages: 0, items: 0 };

/** Holds back `count` messages of one new item while it is drawn; before paint, so the top bar never shows them. */
export function useHoldBack(count: number) {
  useLayoutEffect(() => {
    if (count === 0) return;
    const item = Symbol('new item');
    counts.set(item, count);
    recount();
    return () => {
      counts.delete(item);
      recount();
    };
  }, [count]);
}

/** What the open form holds back now. */
export function useHeldBack(): HeldBack {
  return useSyncExternalStore(
    subscribe,
    () => tally,
    () => nothingHeld,
  );
}
