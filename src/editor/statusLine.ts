/** What the editor's top bar says about the open file: checking, saving, its mistakes, or whether it is saved. */
import type { HeldBack } from './form/heldBackErrors';

export type Status = { kind: 'idle' | 'checking' | 'saving' | 'saved' | 'refused' | 'failed'; message?: string };

/**
 * `mistakes` counts the check's messages; those of new list items not yet left (`newItems`, waitingItems.tsx) are
 * not called mistakes: the person is filling them in.
 */
export function statusLine(
  status: Status,
  fileOpen: boolean,
  mistakes: number,
  unsaved: boolean,
  newItems: HeldBack = { messages: 0, items: 0 },
): string {
  if (status.message) return status.message;
  if (status.kind === 'checking') return 'Checking…';
  if (status.kind === 'saving') return 'Saving…';
  if (!fileOpen) return '';
  const shown = Math.max(0, mistakes - newItems.messages);
  if (shown) return `${shown} ${shown === 1 ? 'mistake' : 'mistakes'}`;
  if (mistakes) return `Unsaved changes: fill in the new ${newItems.items === 1 ? 'item' : 'items'}`;
  return unsaved ? 'Unsaved changes, no mistakes' : 'Saved, no mistakes';
}
