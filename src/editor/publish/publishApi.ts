/** The editor's calls for publishing (src/server/publish/publishRoutes.ts). */
import { callEditorApi, Refused } from '../api';

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  line: number;
}

export interface FileChange {
  path: string;
  change: 'added' | 'changed' | 'removed';
  hunks?: { startsAt: number; lines: DiffLine[] }[];
  note?: string;
}

/** A page, the company details or a photo, with the files that go with it (src/server/publish/changeGroups.ts). */
export interface ChangeGroup {
  key: string;
  /** "Gallery page" */
  name: string;
  /** "Gallery page, with 1 new photo" */
  label: string;
  kind: 'page' | 'settings' | 'photo' | 'file';
  change: FileChange['change'];
  files: string[];
}

export interface ChangeGroupWithDiffs extends ChangeGroup {
  changes: FileChange[];
}

export interface PublishEntry {
  id: number;
  at: string;
  author: string;
  description: string;
  files: string[];
  groups?: ChangeGroup[];
  leftOut?: string[];
  undoOf?: number;
  undoGroup?: string;
  pushProblem?: string;
}

export interface UndoPreview {
  sentences: string[];
  /** Why the undo would be refused now, in plain words. */
  refusal?: string;
}

export interface PublishStatus {
  mode: 'git' | 'snapshots';
  push: boolean;
  underWay?: { author: string; description: string; started: string };
  last?: { ok: boolean; message: string; at: string };
  changes: FileChange[];
  groups: ChangeGroupWithDiffs[];
}

/** A publishing call; a server without publishing set up answers 404, which is said in words. */
async function call<T>(path: string, json?: unknown): Promise<T> {
  try {
    return await callEditorApi<T>(path, { json, refusal: 'The site refused this.' });
  } catch (error) {
    if (error instanceof Refused && error.status === 404 && path === 'publish')
      throw new Refused('Publishing is not set up on this server.', 404);
    throw error;
  }
}

export const publishApi = {
  status: () => call<PublishStatus>('publish'),
  publish: (description: string, leaveOut: string[]) =>
    call<{ published: PublishEntry; message: string }>('publish', { description, leaveOut }),
  history: () => call<{ entries: PublishEntry[] }>('history'),
  changesOf: (id: number) => call<{ groups: ChangeGroupWithDiffs[] }>(`history/changes?id=${id}`),
  undoPreview: (id: number, group?: string) =>
    call<UndoPreview>(`history/undo?id=${id}${group === undefined ? '' : `&group=${encodeURIComponent(group)}`}`),
  undo: (id: number, group?: string) => call<{ published: PublishEntry; message: string }>('undo', { id, group }),
};
