/**
 * Remembers, between runs, the data of every file that passed its schema, by the hash of the file's path and
 * text. The same text against the same schemas always gives the same data and the same verdict, so a check only
 * parses and validates the files that changed since the last run; the rules across files and the company facts
 * are still checked every time. A file with any error is never remembered: its messages are always worked out
 * afresh, with their positions.
 *
 * The cache lives in the project's node_modules/.cache/site-content, named by the schemas' fingerprint (a changed
 * schema starts afresh). A project without node_modules (a test fixture) or a read-only one simply runs without.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CheckedFileCache {
  /** The data of this file as it was when it last passed, or undefined. */
  get(file: string, source: string): unknown;
  /** Remembers the data of a file that passed. */
  set(file: string, source: string, data: unknown): void;
  /** Writes what this run used and learned; entries of files that changed or went away are dropped. */
  save(): void;
}

const noCache: CheckedFileCache = { get: () => undefined, set: () => {}, save: () => {} };

const keyOf = (file: string, source: string) =>
  createHash('sha256').update(file).update('\0').update(source).digest('base64url');

export function openCheckedFileCache(root: string, fingerprint: string): CheckedFileCache {
  const modules = path.join(root, 'node_modules');
  if (!existsSync(modules)) return noCache;
  const cacheFile = path.join(modules, '.cache', 'site-content', `checked-${fingerprint}.json`);
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, unknown>;
  } catch {
    // No cache yet, or an unreadable one: everything is checked in full.
  }
  // Entries as JSON text: a file's data is frozen the moment it passes (the later steps copy rather than change
  // it, so the data handed out by get() stays as stored too).
  const used = new Map<string, () => string>();
  let learned = false;
  return {
    get(file, source) {
      const key = keyOf(file, source);
      if (!Object.hasOwn(stored, key)) return undefined;
      used.set(key, () => JSON.stringify(stored[key]));
      return stored[key];
    },
    set(file, source, data) {
      const text = JSON.stringify(data);
      used.set(keyOf(file, source), () => text);
      learned = true;
    },
    save() {
      if (!learned && used.size === Object.keys(stored).length) return;
      const entries = [...used].map(([key, json]) => `${JSON.stringify(key)}:${json()}`);
      try {
        mkdirSync(path.dirname(cacheFile), { recursive: true });
        // Written aside and renamed, so a check running at the same moment never reads half a file.
        const partial = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(partial, `{${entries.join(',')}}`);
        renameSync(partial, cacheFile);
      } catch {
        // A read-only checkout still checks; it only does the full work again next time.
      }
    },
  };
}
