/**
 * What publishing keeps on disk under DATA_DIR/publish/: state.json (which build is live, the history, the last
 * outcome), replaced by a rename, so the moment it is renamed is the moment of publishing; and publishing.json,
 * written when a publish starts and removed when it ends, so a server killed in the middle finds it at the next
 * start, with the files set aside meanwhile (set-aside/) to put back.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishEntry, PublishNotice } from '../../editorApi/publishing.ts';
import { type SetAsideFile, setAsideFolder } from './setAside.ts';

export interface State {
  live: { version: string; dir?: string };
  history: PublishEntry[];
  last?: PublishNotice;
}

export interface UnderWay {
  author: string;
  description: string;
  started: string;
  pid: number;
  /** The commit this publish made (git), while it is not live yet. */
  commit?: string;
  buildPid?: number;
  buildDir?: string;
  /** Files whose saved bytes wait in set-aside/ while this publish runs (setAside.ts): put back at the next start. */
  setAside?: SetAsideFile[];
}

function writeJsonAtomically(file: string, value: unknown) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(partial, file);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const builtAt = (dir: string) => {
  try {
    return statSync(path.join(dir, 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
};

export interface PublishRecords {
  folder: string;
  buildsDir: string;
  setAsideDir: string;
  /** The state as read at start, with a missing or outdated live build dropped. */
  readState(initialDir: string, log: (message: string) => void): State;
  saveState(state: State): void;
  /** The publish left by a server that stopped in the middle, if any. */
  leftUnderWay(): UnderWay | undefined;
  recordUnderWay(running: UnderWay): void;
  clearUnderWay(): void;
}

export function publishRecords(dataDir: string): PublishRecords {
  const folder = path.join(dataDir, 'publish');
  const buildsDir = path.join(folder, 'builds');
  const setAsideDir = setAsideFolder(folder);
  const stateFile = path.join(folder, 'state.json');
  const underWayFile = path.join(folder, 'publishing.json');
  return {
    folder,
    buildsDir,
    setAsideDir,
    readState(initialDir, log) {
      const state = readJson<State>(stateFile) ?? { live: { version: '' }, history: [] };
      // A live build that is gone (removed by hand) is not served: DIST_DIR is.
      if (state.live.dir && !existsSync(path.join(state.live.dir, 'index.html'))) state.live.dir = undefined;
      // A build of DIST_DIR made after the last publish (an update of the code: git pull, npm run build, restart)
      // wins: it is served, and the content it was built from counts as published.
      if (state.live.dir && builtAt(initialDir) > builtAt(state.live.dir)) {
        log(`Publish: ${initialDir} was built after the last publish, so it is served.`);
        state.live = { version: '' };
      }
      return state;
    },
    saveState(state) {
      mkdirSync(buildsDir, { recursive: true, mode: 0o700 });
      writeJsonAtomically(stateFile, state);
    },
    leftUnderWay: () => readJson<UnderWay>(underWayFile),
    recordUnderWay(running) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      writeJsonAtomically(underWayFile, running);
    },
    clearUnderWay: () => rmSync(underWayFile, { force: true }),
  };
}
