/**
 * One quote server per DATA_DIR. Two servers on one folder would both send every e-mail in the outbox and race
 * the database migration, so the server takes this lock at start and keeps it until it stops.
 *
 * The lock is an exclusive SQLite lock on `DATA_DIR/server.lock` (an otherwise empty database file), held by an
 * open transaction that is never committed. The operating system drops such a lock the moment its process ends,
 * however it ends (kill -9, power cut), so a lock left by a dead process is never in the way: the next server
 * simply takes it. `server.pid` beside it names the holder, for the message a second server prints.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const lockFileName = 'server.lock';
export const pidFileName = 'server.pid';

export interface DataDirLock {
  /** Lets the folder go (the server calls it when it stops). */
  release(): void;
}

/** SQLite's answer when another connection holds the lock. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/** Opens the lock database and takes its exclusive lock, or returns undefined when someone else holds it. */
function tryLock(file: string, waitMs: number): Database.Database | undefined {
  const db = new Database(file);
  try {
    db.pragma(`busy_timeout = ${waitMs}`);
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    if (isBusy(error)) return undefined;
    throw error;
  }
}

function holderOf(dataDir: string): string {
  try {
    const [pid, startedAt] = readFileSync(path.join(dataDir, pidFileName), 'utf8').trim().split(' ');
    if (/^\d+$/.test(pid)) return `process ${pid}${startedAt ? `, started ${startedAt}` : ''}`;
  } catch {
    // No pid file: the holder is named less precisely.
  }
  return 'another process';
}

/**
 * Takes the DATA_DIR lock (creating the folder, readable by its owner only, on first start). Throws an error in
 * plain words when another live process holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // A short wait covers a tool that only looks (isDataDirInUse) at the same moment.
  const db = tryLock(path.join(dataDir, lockFileName), 500);
  if (!db) {
    throw new Error(
      `Another quote server (${holderOf(dataDir)}) is already using the data folder ${dataDir}. ` +
        'Stop that one first, or give this one a different DATA_DIR: two servers on one folder would both e-mail every request.',
    );
  }
  try {
    writeFileSync(path.join(dataDir, pidFileName), `${process.pid} ${new Date().toISOString()}\n`, { mode: 0o600 });
  } catch {
    // The pid file only improves a message; the lock itself is held.
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        db.exec('ROLLBACK');
      } finally {
        db.close();
      }
    },
  };
}

/** Whether a live server holds the DATA_DIR lock now (for tools that must not run beside one, like a restore). */
export function isDataDirInUse(dataDir: string): boolean {
  const file = path.join(dataDir, lockFileName);
  if (!existsSync(file)) return false;
  const db = tryLock(file, 0);
  if (!db) return true;
  db.exec('ROLLBACK');
  db.close();
  return false;
}
