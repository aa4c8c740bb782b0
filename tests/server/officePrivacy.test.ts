// @vitest-environment node
/**
 * The visitors' data kept private and the office's tools safe to use: deleting a request, forgetting old addresses,
 * a data folder and files only the owner reads, the leads command's errors and output, and a health endpoint that
 * tells counts only.
 */
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFileIn } from '../../src/server/quotes/quoteDatabase';
import { openQuoteStore, type QuoteStore } from '../../src/server/quotes/quoteStore';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { removeDir, startTestApp, tempDir, type TestApp } from './helpers';
import { send } from './rawHttp';
import { idOf, leads, person, projectRoot, safeguardServers } from './officeSafeguardHelpers';

const { cleanup, app } = safeguardServers();

describe('privacy', () => {
  it('deletes one request with --delete, and says so in words for an unknown id', async () => {
    const server = await app();
    const keep = await idOf(server.port, person(1));
    const forget = await idOf(server.port, person(2));
    const deleted = leads(server.dataDir, '--delete', forget);
    expect(deleted).toMatchObject({ code: 0 });
    expect(deleted.stdout).toMatch(new RegExp(`Deleted quote request ${forget} \\(Person2, p2@example.com\\)`));
    expect(readQuotes(server.dataDir, { includeSpam: true })!.map((quote) => quote.id)).toEqual([keep]);
    expect(server.app.store.dueMail(Date.now() + 1e9, 10).map((mail) => mail.quote.id)).not.toContain(forget);
    expect(leads(server.dataDir, '--delete', forget)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/There is no quote request with the id/),
    });
  });

  it('forgets visitors’ addresses after 30 days', async () => {
    const dataDir = tempDir('privacy');
    cleanup(() => removeDir(dataDir));
    const store = openQuoteStore(dataDir);
    const { id: old } = store.save({
      request: person(1),
      spam: false,
      clientAddress: '198.51.100.7',
      messageIdDomain: 'x',
    });
    const { id: recent } = store.save({
      request: person(2),
      spam: false,
      clientAddress: '198.51.100.8',
      messageIdDomain: 'x',
    });
    store.close();
    const db = new Database(databaseFileIn(dataDir));
    db.prepare('UPDATE quote_requests SET received_at = ? WHERE id = ?').run(
      new Date(Date.now() - 31 * 86_400_000).toISOString(),
      old,
    );
    db.close();
    const server = await startTestApp({ dataDir });
    await server.close();
    const check = new Database(databaseFileIn(dataDir), { readonly: true });
    const addresses = Object.fromEntries(
      (
        check.prepare('SELECT id, client_address FROM quote_requests').all() as { id: string; client_address: string }[]
      ).map((row) => [row.id, row.client_address]),
    );
    check.close();
    expect(addresses).toEqual({ [old]: '', [recent]: '198.51.100.8' });
  });

  it('keeps the data folder, the database and --output files readable by the owner only', async () => {
    // A folder the server makes itself, under a parent anyone may read, with the usual umask: a folder made
    // without care would be 0755 here (mkdtemp's folders are 0700 already, so they would prove nothing).
    const parent = tempDir('data-parent');
    cleanup(() => removeDir(parent));
    chmodSync(parent, 0o755);
    const dataDir = path.join(parent, 'not-yet', 'data');
    const umask = process.umask(0o022);
    let server: TestApp;
    try {
      server = await app({ dataDir });
    } finally {
      process.umask(umask);
    }
    await idOf(server.port, person(1));
    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(databaseFileIn(server.dataDir)).mode & 0o777).toBe(0o600);
    expect(statSync(`${databaseFileIn(server.dataDir)}-wal`).mode & 0o777).toBe(0o600);
    const file = path.join(server.dataDir, 'export.csv');
    expect(leads(server.dataDir, '--format', 'csv', '--output', file).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('npm run leads', () => {
  it('says "No quote requests yet" only when there is no database, and fails loudly on a damaged one', () => {
    const dataDir = tempDir('leads-errors');
    cleanup(() => removeDir(dataDir));
    const none = leads(dataDir, '--format', 'csv');
    expect(none.code).toBe(0);
    expect(none.stderr).toMatch(/No quote requests yet/);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      databaseFileIn(dataDir),
      'this is not a database, it is a text file that got in the way '.repeat(100),
    );
    const damaged = leads(dataDir, '--format', 'csv');
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).not.toMatch(/No quote requests yet/);
    expect(damaged.stderr).toMatch(/not a database/);
  });

  it('lists only the undelivered with --undelivered, and writes CSV for Excel with --excel', async () => {
    const server = await app();
    await idOf(server.port, { ...person(1), firstName: 'José' });
    const undelivered = JSON.parse(leads(server.dataDir, '--format', 'json', '--undelivered').stdout);
    expect(
      undelivered.map((quote: { firstName: string; mailStatus: string }) => [quote.firstName, quote.mailStatus]),
    ).toEqual([['José', 'pending']]);
    const excel = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/leads.ts', '--format', 'csv', '--excel'],
      {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: server.dataDir },
      },
    );
    expect([...excel.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(excel.toString('utf8')).toContain('José');
    expect(leads(server.dataDir, '--format', 'json', '--excel')).toMatchObject({ code: 2 });
  });

  it('shows old rows with control characters harmlessly', async () => {
    const dataDir = tempDir('leads-control');
    cleanup(() => removeDir(dataDir));
    const store: QuoteStore = openQuoteStore(dataDir);
    store.save({
      request: { firstName: 'Eve\u001b[2J\u009b2J\u202e', email: 'eve@example.com' },
      spam: false,
      clientAddress: '',
      messageIdDomain: 'x',
    });
    store.close();
    const csv = leads(dataDir, '--format', 'csv').stdout;
    expect(csv).not.toContain('\u001b');
    expect(csv).toContain('Eve\ufffd[2J\ufffd2J\ufffd');
    const json = leads(dataDir, '--format', 'json').stdout;
    for (const character of ['\u001b', '\u009b', '\u202e']) expect(json).not.toContain(character);
    expect(JSON.parse(json)[0].firstName).toBe('Eve\u001b[2J\u009b2J\u202e');
  });
});

describe('GET /healthz', () => {
  it('answers 200 with counts only, and 503 when the database cannot be written', async () => {
    const server = await app();
    await idOf(server.port, person(1));
    const healthy = await send(server.port, { path: '/healthz' });
    expect(healthy.status).toBe(200);
    expect(JSON.parse(healthy.text)).toEqual({
      database: 'ok',
      mailPending: 1,
      oldestPendingMinutes: 0,
      undeliverable: 0,
    });
    expect(healthy.text).not.toMatch(/Person1|example\.com|127\.0\.0\.1/);

    const readOnly = (store: QuoteStore): QuoteStore => ({
      ...store,
      checkWritable: () => {
        throw Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' });
      },
    });
    const broken = await app({ openStore: (dir) => readOnly(openQuoteStore(dir)) });
    const sick = await send(broken.port, { path: '/healthz' });
    expect(sick.status).toBe(503);
    expect(JSON.parse(sick.text).database).toMatch(/cannot write: SQLITE_READONLY/);
  });
});
