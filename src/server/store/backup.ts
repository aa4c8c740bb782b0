/**
 * Backups of the quote database, and putting one back.
 *
 * A backup is taken with SQLite's online backup API (better-sqlite3's `db.backup`) while the server keeps taking
 * requests: the copy is one consistent snapshot, with every request committed before it started. It is written
 * to a temporary name beside the output, turned into a single self-contained file (no -wal file needed), checked
 * with `PRAGMA integrity_check`, and only then renamed to the name asked for.
 *
 * A restore checks the copy's integrity first, refuses while a server holds the data folder, keeps the database
 * it replaces, and holds the folder's lock while it works so that no server starts halfway through.
 */
import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { databaseFileIn } from '../quotes/quoteDatabase.ts';
import { acquireDataDirLock, type DataDirLock, isDataDirInUse } from './dataDirLock.ts';

/** A backup or restore that cannot go ahead, said in words for the person who ran it. */
export class BackupRefused extends Error {}

export interface BackupSummary {
  file: string;
  quoteRequests: number;
  bytes: number;
}

const quoteTable = 'quote_requests';

/** Checks an SQLite file that should hold quote requests; returns how many it holds. */
export function checkQuoteDatabase(file: string): number {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new BackupRefused(`${file} does not exist or cannot be read.`);
  }
  try {
    let problems: string[];
    try {
      problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    } catch (error) {
      throw new BackupRefused(`${file} is not a readable SQLite database (${(error as Error).message}).`);
    }
    if (problems.join() !== 'ok') {
      throw new BackupRefused(
        `${file} is damaged: SQLite's integrity check found ${problems.length} problem(s), first: ${problems[0]}`,
      );
    }
    const table = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?`).get(quoteTable);
    if (!table)
      throw new BackupRefused(
        `${file} is an SQLite database, but not one of quote requests (it has no ${quoteTable} table).`,
      );
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${quoteTable}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Copies the live database in `dataDir` to `outputFile` (replacing it), consistently, while the server runs. */
export async function backupQuoteDatabase(dataDir: string, outputFile: string): Promise<BackupSummary> {
  const source = databaseFileIn(dataDir);
  if (!existsSync(source))
    throw new BackupRefused(
      `There is no quote database in ${dataDir} (no ${path.basename(source)}): nothing to back up.`,
    );
  const folder = path.dirname(path.resolve(outputFile));
  if (!existsSync(folder)) throw new BackupRefused(`The folder ${folder} does not exist: create it first.`);
  const partial = `${outputFile}.partial-${process.pid}`;
  rmSync(partial, { force: true });

  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: SQLite starts over when another connection writes between steps, so copying in small
    // steps could start over and over while requests keep arriving. One step reads a single snapshot.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }

  try {
    // The copy inherits WAL mode; a backup file is better as one file that needs nothing beside it.
    const copy = new Database(partial);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const quoteRequests = checkQuoteDatabase(partial);
    renameSync(partial, outputFile);
    return { file: outputFile, quoteRequests, bytes: statSync(outputFile).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export interface RestoreSummary {
  quoteRequests: number;
  /** Where the database that was replaced was kept, if there was one. */
  keptPrevious?: string;
}

/**
 * Puts a backup in place as the database of `dataDir`. The copy is checked first; the database it replaces is
 * kept beside it as quotes-before-restore-<time>.sqlite. Refused while a server uses the folder.
 */
export function restoreQuoteDatabase(backupFile: string, dataDir: string, now = new Date()): RestoreSummary {
  if (isDataDirInUse(dataDir)) {
    throw new BackupRefused(
      `A quote server is running on the data folder ${dataDir}. Stop it first (for a systemd service, ` +
        'sudo systemctl stop <service>), restore, then start it again: replacing the database under a running server ' +
        'would lose requests.',
    );
  }
  checkQuoteDatabase(backupFile);

  // Held until the restore is done: a server started meanwhile refuses to start rather than open half a restore.
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    throw new BackupRefused((error as Error).message);
  }
  try {
    const target = databaseFileIn(dataDir);
    const incoming = `${target}.restoring`;
    rmSync(incoming, { force: true });
    const source = new Database(backupFile, { readonly: true, fileMustExist: true });
    try {
      source.exec(`VACUUM INTO '${incoming.replaceAll("'", "''")}'`);
    } finally {
      source.close();
    }

    let keptPrevious: string | undefined;
    if (existsSync(target)) {
      // Fold the old database's -wal file into it, so that the kept copy is whole and no stale -wal file is left
      // for the restored database to pick up.
      const old = new Database(target, { fileMustExist: true });
      old.pragma('wal_checkpoint(TRUNCATE)');
      old.pragma('journal_mode = DELETE');
      old.close();
      keptPrevious = path.join(dataDir, `quotes-before-restore-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`);
      renameSync(target, keptPrevious);
    }
    for (const leftover of [`${target}-wal`, `${target}-shm`, `${target}-journal`]) rmSync(leftover, { force: true });
    renameSync(incoming, target);
    return { quoteRequests: checkQuoteDatabase(target), keptPrevious };
  } finally {
    lock.release();
  }
}
