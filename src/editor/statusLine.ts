/** What the editor's top bar says about the open file: checking, saving, its mistakes, or whether it is saved. */

export type Status = { kind: 'idle' | 'checking' | 'saving' | 'saved' | 'refused' | 'failed'; message?: string };

/**
 * `mistakes` counts the check's messages but those of new list items not yet left (waitingItems.tsx): `newItems`
 * counts those items, which are not called mistakes while the person fills them in.
 */
export function statusLine(
  status: Status,
  fileOpen: boolean,
  mistakes: number,
  unsaved: boolean,
  newItems = 0,
): string {
  if (status.message) return status.message;
  if (status.kind === 'checking') return 'Checking…';
  if (status.kind === 'saving') return 'Saving…';
  if (!fileOpen) return '';
  if (mistakes) return `${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'}`;
  if (newItems) return `Unsaved changes: fill in the new ${newItems === 1 ? 'item' : 'items'}`;
  return unsaved ? 'Unsaved changes, no mistakes' : 'Saved, no mistakes';
}
