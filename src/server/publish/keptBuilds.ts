/**
 * The builds kept under DATA_DIR/publish/builds/: one folder per publish, the last few kept besides the live one
 * for an instant undo, the rest removed. Their hashed files (assets/, img/: a changed file gets a new name, so an
 * old name always means the same bytes) are still answered after a publish for visitors whose page came from an
 * earlier build: following a link there asks for page data and code by the names that build gave them.
 *
 * An old build is first moved into DATA_DIR/publish/builds-removed/ (a rename: at once, and nothing looks there),
 * then deleted in the background, after the publish has answered: a build of a big site is thousands of files, half
 * a second to delete. So no publish ever finds a build half deleted among the kept ones, and what a stopped server
 * left in builds-removed/ is deleted at the next start.
 */
import { createReadStream, type Dirent, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf } from '../static/contentTypes.ts';

export const buildName = (id: number) => `publish-${String(id).padStart(5, '0')}`;

const hashedFolders = ['assets', 'img'];

/** The files under dir's hashed folders, as paths with forward slashes, relative to dir. */
function hashedFilesOf(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const name = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) found.push(name);
    }
  };
  for (const folder of hashedFolders) walk(folder);
  return found;
}

export interface KeptBuilds {
  dirOf(id: number): string;
  /**
   * Moves every build but `keep` and the one being built out of the kept ones, and deletes them in the background
   * (a failure is logged, and tried again with the next publish).
   */
  removeAllBut(keep: string[], building: string | undefined): void;
  /** Resolves when the builds moved out so far are deleted. */
  removed(): Promise<void>;
  /** Lists again which hashed files only earlier builds have, after the live build changed or old ones went. */
  refresh(liveDir: string): void;
  serveEarlierAsset(request: IncomingMessage, response: ServerResponse, pathname: string): boolean;
}

/** `initialDir` (DIST_DIR) counts as an earlier build: it was live before the first publish. */
export function keptBuilds(
  buildsDir: string,
  initialDir: string,
  log: (message: string) => void = console.log,
): KeptBuilds {
  /** 'assets/App-x.js' → the file in an earlier build, for names the live build lacks. */
  let earlier = new Map<string, string>();
  const removedDir = `${buildsDir}-removed`;
  let moved = 0;
  let removal: Promise<void> = Promise.resolve();
  const builds = () => (existsSync(buildsDir) ? readdirSync(buildsDir).map((name) => path.join(buildsDir, name)) : []);

  /** Deletes what builds-removed/ holds; one deletion at a time, by the thread pool, not the server's thread. */
  function deleteRemoved() {
    removal = removal.then(async () => {
      const left = existsSync(removedDir) ? readdirSync(removedDir) : [];
      const failed = await Promise.all(
        left.map((name) =>
          rm(path.join(removedDir, name), { recursive: true, force: true }).then(
            () => undefined,
            (error: unknown) => String(error),
          ),
        ),
      );
      const problem = failed.find(Boolean);
      if (problem) log(`Publish: could not delete an old build in ${removedDir}: ${problem}`);
    });
  }

  return {
    dirOf: (id) => path.join(buildsDir, buildName(id)),
    removeAllBut(keep, building) {
      const old = builds().filter((dir) => !keep.includes(dir) && dir !== building);
      for (const dir of old) {
        try {
          mkdirSync(removedDir, { recursive: true });
          renameSync(dir, path.join(removedDir, `${path.basename(dir)}-${process.pid}-${++moved}`));
        } catch (error) {
          log(`Publish: could not move the old build ${dir} away: ${String(error)}`);
        }
      }
      deleteRemoved();
    },
    removed: () => removal,
    refresh(liveDir) {
      const live = new Set(hashedFilesOf(liveDir));
      const found = new Map<string, string>();
      for (const dir of [initialDir, ...builds()]) {
        if (path.resolve(dir) === path.resolve(liveDir) || !existsSync(path.join(dir, 'index.html'))) continue;
        for (const file of hashedFilesOf(dir)) if (!live.has(file)) found.set(file, path.join(dir, file));
      }
      earlier = found;
    },
    serveEarlierAsset(request, response, pathname) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const file = earlier.get(pathname.slice(1));
      if (!file) return false;
      let size: number;
      try {
        size = statSync(file).size;
      } catch {
        return false;
      }
      response.writeHead(200, {
        'Content-Type': contentTypeOf(file),
        'Content-Length': size,
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      if (request.method === 'HEAD') response.end();
      else
        createReadStream(file)
          .on('error', () => response.destroy())
          .pipe(response);
      return true;
    },
  };
}
