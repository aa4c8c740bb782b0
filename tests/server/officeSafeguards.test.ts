// @vitest-environment node
/**
 * What keeps the office's inbox and disk safe, and the visitors' data private: the hourly e-mail cap with its
 * digest, the daily storage cap, the spam checks and how the office reviews them, deleting a request, forgetting
 * old addresses, the health endpoint, and the leads command's errors and file permissions.
 */
import Database from 'better-sqlite3';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseFileIn } from '../../src/server/quotes/quoteDatabase';
import { openQuoteStore, type QuoteStore } from '../../src/server/quotes/quoteStore';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import {
  cleanupAfterEach,
  company,
  removeDir,
  startSmtp,
  startTestApp,
  tempDir,
  waitFor,
  type TestApp,
  type TestSmtp,
} from './helpers';
import { postForm, postJson, send } from './rawHttp';
import { testMailClock } from './mailClock';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const cleanup = cleanupAfterEach();

async function app(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const started = await startTestApp({ mailRetry: { firstMs: 20, maxMs: 100 }, ...options });
  cleanup(async () => {
    await started.close();
    removeDir(started.dataDir);
  });
  return started;
}
async function smtp(): Promise<TestSmtp> {
  const started = await startSmtp();
  cleanup(() => started.close());
  return started;
}

/** `npm run leads -- ARGS` for the database in `dataDir`: exit code, standard output and error. */
function leads(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/leads.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const person = (index: number) => ({
  firstName: `Person${index}`,
  email: `p${index}@example.com`,
  description: `Roof job number ${index}`,
});
const idOf = async (port: number, body: object, headers: Record<string, string> = {}) => {
  const answer = await postJson(port, body, headers);
  expect(answer.status).toBe(201);
  return JSON.parse(answer.text).id as string;
};

describe('the hourly cap on e-mails', () => {
  it('sends the first requests one by one, then one digest that sums up the rest; every request is stored', async () => {
    const mail = await smtp();
    const clock = testMailClock();
    const server = await app({ smtpUrl: mail.url, maxMailPerHour: 2, mailClock: clock });
    for (let index = 0; index < 6; index += 1) await idOf(server.port, person(index));
    await waitFor(() => mail.messages.length >= 3, 10_000, 'two e-mails and a digest');
    await clock.advance(500);
    expect(mail.messages).toHaveLength(3);
    const digest = mail.messages.find((message) => /^Subject: 4 more requests/m.test(message.raw))!;
    expect(digest).toBeDefined();
    for (const index of [2, 3, 4, 5]) expect(digest.raw).toContain(`Person${index}`);
    const stored = readQuotes(server.dataDir, { includeSpam: false })!;
    expect(stored).toHaveLength(6);
    expect(stored.every((quote) => quote.mailStatus === 'sent')).toBe(true);
  });
});

/** The bytes the rows of `dataDir` keep of what visitors sent: every field, the submission as received, the source. */
function bytesKept(dataDir: string): { requests: number; bytes: number; largest: number } {
  const db = new Database(databaseFileIn(dataDir), { readonly: true });
  try {
    const columns = [
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'description',
      'spam_trap',
      'raw_submission',
      'source_page',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'gclid',
    ];
    const rowBytes = columns.map((column) => `length(CAST(${column} AS BLOB))`).join(' + ');
    return db
      .prepare(`SELECT COUNT(*) AS requests, COALESCE(SUM(${rowBytes}), 0) AS bytes, COALESCE(MAX(${rowBytes}), 0) AS largest
        FROM quote_requests`)
      .get() as { requests: number; bytes: number; largest: number };
  } finally {
    db.close();
  }
}

describe('the daily cap on stored bytes', () => {
  const capMessage = `We are receiving an unusual number of requests and cannot take more just now, so yours has not reached us. Please call us at ${company.phone}, or try again later.`;

  it('refuses new requests with 503 and the phone number once the day’s bytes are used up', async () => {
    // The first request (its fields with their labels, its summary, the submission as received) is about 1,000
    // bytes, the second about 650: the cap lets the first in whole and is used up by the second.
    const server = await app({ maxStoredBytesPerDay: 1200 });
    await idOf(server.port, { ...person(1), description: 'x'.repeat(150) });
    await idOf(server.port, { ...person(2), description: 'y'.repeat(40) });
    const refused = await postJson(server.port, person(3));
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.text).error).toBe(capMessage);
    expect(server.logs.filter((line) => line.includes('STORAGE CAP'))).toHaveLength(1);
  });

  it('counts everything a request keeps: padding in a field the form does not have fills the day’s bytes too', async () => {
    const cap = 1024 * 1024;
    const server = await app({ maxStoredBytesPerDay: cap });
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const answer = await postForm(
        server.port,
        { ...person(index), notes: 'x'.repeat(31_000) },
        { Accept: 'application/json' },
      );
      statuses.push(answer.status);
      if (answer.status === 503) expect(JSON.parse(answer.text).error).toBe(capMessage);
    }
    const accepted = statuses.filter((status) => status === 201).length;
    // About 33 requests of 31 KB make 1 MB; every later one is refused.
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(statuses).toEqual([...Array(accepted).fill(201), ...Array(60 - accepted).fill(503)]);
    const kept = bytesKept(server.dataDir);
    expect(kept.requests).toBe(accepted);
    expect(kept.bytes).toBeLessThanOrEqual(cap + kept.largest);
  });

  it('keeps a JSON request without the spacing around its fields, so padding there costs no storage', async () => {
    const server = await app({ maxStoredBytesPerDay: 1024 * 1024 });
    const padding = ' \n'.repeat(5_000);
    for (let index = 0; index < 40; index += 1) {
      const fields = Object.entries(person(index)).map(([name, value]) => `"${name}": ${JSON.stringify(value)}`);
      expect((await postJson(server.port, `{${padding}${fields.join(`,${padding}`)}}`)).status).toBe(201);
    }
    const kept = bytesKept(server.dataDir);
    expect(kept.requests).toBe(40);
    expect(kept.largest).toBeLessThan(300);
    const db = new Database(databaseFileIn(server.dataDir), { readonly: true });
    const raw = db.prepare(`SELECT raw_submission FROM quote_requests WHERE first_name = 'Person7'`).pluck().get();
    db.close();
    expect(raw).toBe('{"firstName":"Person7","email":"p7@example.com","description":"Roof job number 7"}');
  });

  it('gives the spam trap a length limit of 200 characters', async () => {
    const server = await app();
    // Up to the limit the trap only marks the request as spam; past it the trap field itself is refused.
    expect((await postJson(server.port, { ...person(1), subject: 'x'.repeat(200) })).status).toBe(201);
    const answer = await postJson(server.port, { ...person(2), subject: 'x'.repeat(201) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors).toEqual({ subject: 'This field must be left empty.' });
  });
});

describe('spam', () => {
  it('is stored with its reason, never e-mailed, shown by --spam, and sent once marked not spam', async () => {
    const mail = await smtp();
    const clock = testMailClock();
    const server = await app({ smtpUrl: mail.url, mailClock: clock });
    const trapped = await idOf(server.port, { ...person(1), subject: 'Buy now' });
    const tooFast = await idOf(server.port, { ...person(2), fillTimeMs: '900' });
    const links = await idOf(server.port, {
      ...person(3),
      description: 'see http://a.example http://b.example www.c.example',
    });
    const original = await idOf(server.port, { ...person(4), fillTimeMs: '45000' });
    const repeat = await idOf(server.port, { ...person(4), firstName: ' PERSON4 ' });
    await waitFor(() => mail.messages.length >= 1, 10_000, 'the real request’s e-mail');
    await clock.advance(400);
    expect(mail.messages.map((message) => message.messageId)).toEqual([`<quote-${original}@summitridgenw.com>`]);

    const caught = JSON.parse(leads(server.dataDir, '--format', 'json', '--spam').stdout) as {
      id: string;
      spam: boolean;
      spamReason: string;
    }[];
    const reasonOf = (id: string) => caught.find((quote) => quote.id === id)?.spamReason;
    expect(reasonOf(trapped)).toBe('spam trap filled in');
    expect(reasonOf(tooFast)).toMatch(/^sent 0\.9 s after the form appeared/);
    expect(reasonOf(links)).toBe('3 links (more than 2)');
    expect(reasonOf(repeat)).toMatch(/the same as a request in the last 60 minutes/);
    expect(reasonOf(original)).toBe('');
    const csv = leads(server.dataDir, '--format', 'csv', '--spam').stdout;
    expect(csv.split('\r\n')[0]).toMatch(/,Spam,Spam reason$/);
    expect(csv).toContain('spam trap filled in');

    const released = leads(server.dataDir, '--not-spam', tooFast);
    expect(released.code).toBe(0);
    expect(released.stdout).toMatch(/is no longer spam/);
    await clock.advanceUntil(() => mail.messages.length >= 2, 100);
    expect(mail.messages[1].messageId).toBe(`<quote-${tooFast}@summitridgenw.com>`);
    expect(leads(server.dataDir, '--not-spam', original)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/is not marked as spam/),
    });
  });

  it('reads letters in any of their forms: full-width links count, and a repeat in full-width letters is a repeat', async () => {
    const server = await app();
    const fullWidthLinks = await idOf(server.port, {
      ...person(1),
      description: 'ｈｔｔｐｓ：／／ａ．ｅｘａｍｐｌｅ ｈｔｔｐ：／／ｂ．ｅｘａｍｐｌｅ ｗｗｗ．ｃ．ｅｘａｍｐｌｅ',
    });
    const hiddenLinks = await idOf(server.port, {
      ...person(2),
      description: 'ht\u200btps://a.example htt\u00adp://b.example w\u200dww.c.example',
    });
    const original = await idOf(server.port, { ...person(3), firstName: 'Same', description: 'Roof leak' });
    const repeat = await idOf(server.port, { ...person(3), firstName: 'Ｓａｍｅ', description: 'Ｒｏｏｆ\u200b leak' });
    const reasonOf = (id: string) =>
      readQuotes(server.dataDir, { includeSpam: true })!.find((quote) => quote.id === id)?.spamReason;
    expect(reasonOf(fullWidthLinks)).toBe('3 links (more than 2)');
    expect(reasonOf(hiddenLinks)).toBe('3 links (more than 2)');
    expect(reasonOf(original)).toBe('');
    expect(reasonOf(repeat)).toBe('the same as a request in the last 60 minutes');
  });

  it('recognises a repeat of a request that came in before a restart', () => {
    const dataDir = tempDir('repeat-restart');
    cleanup(() => removeDir(dataDir));
    const before = openQuoteStore(dataDir);
    before.save({
      request: person(1),
      spam: false,
      fingerprint: 'same-words',
      clientAddress: '',
      messageIdDomain: 'x',
    });
    before.close();
    const after = openQuoteStore(dataDir);
    try {
      expect(after.hasFingerprintSince('same-words', Date.now() - 60 * 60_000)).toBe(true);
      expect(after.hasFingerprintSince('same-words', Date.now() + 1000)).toBe(false);
      expect(after.hasFingerprintSince('other-words', 0)).toBe(false);
    } finally {
      after.close();
    }
  });

  it('has a trap whose name password managers do not fill in', async () => {
    const server = await app();
    const page = await postForm(server.port, { firstName: 'Ann' });
    expect(page.text).toMatch(/<input id="subject" name="subject" type="text" tabindex="-1" autocomplete="off"/);
    expect(page.text).not.toMatch(/name="(website|url|company)"/);
  });
});

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
