/** What the editor's top bar says about the open file: checking, saving, its mistakes, or whether it is saved. */

export type Status = { kind: 'idle' | 'checking' | 'saving' | 'saved' | 'refused' | 'failed'; message?: string };

export function statusLine(status: Status, fileOpen: boolean, mistakes: number, unsaved: boolean): string {
  if (status.message) return status.message;
  if (status.kind === 'checking') return 'Checking…';
  if (status.kind === 'saving') return 'Saving…';
  if (!fileOpen) return '';
  if (mistakes) return `${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'}`;
  return unsaved ? 'Unsaved changes, no mistakes' : 'Saved, no mistakes';
}
