/** The editor's calls for publishing (src/server/publish/publishRoutes.ts). */
import { Refused, SignedOut } from '../api';

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

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/edit/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Refused('The site cannot be reached: check the connection and try again.', 0);
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.status === 401) throw new SignedOut(answer.error ?? 'Sign in to edit the site.');
  if (response.status === 404 && path === 'publish') throw new Refused('Publishing is not set up on this server.', 404);
  if (!response.ok) throw new Refused(answer.error ?? 'The site refused this.', response.status);
  return answer as T;
}

export const publishApi = {
  status: () => call<PublishStatus>('publish'),
  publish: (description: string) => call<{ published: PublishEntry; message: string }>('publish', { description }),
  history: () => call<{ entries: PublishEntry[] }>('history'),
  changesOf: (id: number) => call<{ changes: FileChange[] }>(`history/changes?id=${id}`),
  undo: (id: number) => call<{ published: PublishEntry; message: string }>('undo', { id }),
};
