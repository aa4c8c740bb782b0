/**
 * `npm run backup` while the server keeps taking requests, and `npm run restore` into a fresh folder: every
 * request acknowledged before the backup started is in the restored database, and SQLite finds it intact. A
 * restore is refused while a server uses the folder, and a damaged copy is refused before anything is replaced.
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, openSync, writeSync, closeSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServerProcess, tempDir, writeFakeDist, type ServerProcess } from '../server/helpers';

const projectRoot = path.resolve(__dirname, '../..');
const work = tempDir('backup-test');
const serverDataDir = path.join(work, 'live-data');
const backupFile = path.join(work, 'quotes-backup.sqlite');
const distDir = writeFakeDist();
let server: ServerProcess;

/** `npm run <script> -- <args>` in the project, as a person types it, with DATA_DIR set. */
function npmRun(script: string, args: string[], dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** One quote request; resolves with its id once the server has answered 201 (it is then on disk). */
function sendQuote(port: number, marker: string): Promise<string> {
  const body = JSON.stringify({ firstName: 'Backup', email: 'backup@example.com', description: marker });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/quote',
        agent,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode === 201) resolve((JSON.parse(text) as { id: string }).id);
          else reject(new Error(`${response.statusCode}: ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function idsIn(databaseFile: string): Set<string> {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return new Set((db.prepare('SELECT id FROM quote_requests').all() as { id: string }[]).map((row) => row.id));
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: serverDataDir, DIST_DIR: distDir });
});

afterAll(async () => {
  agent.destroy();
  server?.child.kill('SIGTERM');
  await server?.exited;
  removeDir(work);
  removeDir(distDir);
});

describe('npm run backup and npm run restore', () => {
  it('back up mid-stream and restore every request acknowledged before the backup started, intact', async () => {
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let writing = true;
    let sent = 0;
    // Four visitors sending one request after another until told to stop (and at most 3,000 in all).
    const writers = Array.from({ length: 4 }, async () => {
      while (writing && sent < 3000 && !failures.length) {
        sent += 1;
        await sendQuote(server.port, `request ${sent}`).then(
          (id) => acknowledged.push(id),
          (error: Error) => failures.push(error.message),
        );
      }
    });

    while (acknowledged.length < 100 && !failures.length) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failures, server.output()).toEqual([]);
    const beforeBackup = [...acknowledged];
    const backup = await npmRun('backup', ['--output', backupFile], serverDataDir);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await Promise.all(writers);
    expect(failures, server.output()).toEqual([]);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ quote requests to .*quotes-backup\.sqlite \(\d+ KB, integrity ok\)/);
    // The server kept answering while the copy was made.
    expect(duringBackup).toBeGreaterThan(0);

    const freshDataDir = path.join(work, 'fresh-data');
    const restore = await npmRun('restore', [backupFile], freshDataDir);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const restored = idsIn(path.join(freshDataDir, 'quotes.sqlite'));
    expect(beforeBackup.filter((id) => !restored.has(id))).toEqual([]);
    // Nothing the server never acknowledged, and nothing twice.
    const everything = new Set(acknowledged);
    expect([...restored].filter((id) => !everything.has(id))).toEqual([]);
    expect(restore.stdout).toContain(`Restored ${restored.size} quote requests`);

    // The restored folder is one a server starts on and serves from.
    const restoredServer = await startServerProcess({ DATA_DIR: freshDataDir, DIST_DIR: distDir });
    try {
      const id = await sendQuote(restoredServer.port, 'after the restore');
      restoredServer.child.kill('SIGTERM');
      await restoredServer.exited;
      expect(idsIn(path.join(freshDataDir, 'quotes.sqlite'))).toEqual(new Set([...restored, id]));
    } finally {
      restoredServer.child.kill('SIGTERM');
    }
  });

  it('refuses to restore while a server holds the data folder, and leaves its database alone', async () => {
    const before = idsIn(path.join(serverDataDir, 'quotes.sqlite'));
    const restore = await npmRun('restore', [backupFile], serverDataDir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`A quote server is running on the data folder ${serverDataDir}. Stop it first`);
    expect(idsIn(path.join(serverDataDir, 'quotes.sqlite'))).toEqual(before);
  });

  it('refuses a damaged copy before replacing anything', async () => {
    const damaged = path.join(work, 'damaged.sqlite');
    copyFileSync(backupFile, damaged);
    // Scribble over a page of the requests' table, as a bad disk or an interrupted copy would. The page is the table's
    // own (its root), not just one in the middle of the file: that one may be a free page, which holds nothing to
    // damage, and then the copy is sound.
    const copy = new Database(damaged, { readonly: true, fileMustExist: true });
    const pageSize = copy.pragma('page_size', { simple: true }) as number;
    const { rootpage } = copy.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'quote_requests'").get() as {
      rootpage: number;
    };
    copy.close();
    const file = openSync(damaged, 'r+');
    writeSync(file, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (rootpage - 1) * pageSize);
    closeSync(file);

    const freshDataDir = path.join(work, 'fresh-for-damaged');
    const restore = await npmRun('restore', [damaged], freshDataDir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/damaged\.sqlite (is damaged|is not a readable SQLite database)/);
    expect(existsSync(path.join(freshDataDir, 'quotes.sqlite'))).toBe(false);
  });
});
