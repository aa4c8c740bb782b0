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

export interface PublishEntry {
  id: number;
  at: string;
  author: string;
  description: string;
  files: string[];
  undoOf?: number;
  pushProblem?: string;
}

export interface PublishStatus {
  mode: 'git' | 'snapshots';
  push: boolean;
  underWay?: { author: string; description: string; started: string };
  last?: { ok: boolean; message: string; at: string };
  changes: FileChange[];
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
  publish: (description: string) => call<{ published: PublishEntry; message: string }>('publish', { description }),
  history: () => call<{ entries: PublishEntry[] }>('history'),
  changesOf: (id: number) => call<{ changes: FileChange[] }>(`history/changes?id=${id}`),
  undo: (id: number) => call<{ published: PublishEntry; message: string }>('undo', { id }),
};
