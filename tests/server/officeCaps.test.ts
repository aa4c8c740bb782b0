// @vitest-environment node
/**
 * What keeps the office's inbox and the server's disk from filling up: the hourly cap on e-mails with its digest,
 * and the daily cap on the bytes of visitors' text stored, which counts everything a request keeps.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFileIn } from '../../src/server/quotes/quoteDatabase';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { company, waitFor } from './helpers';
import { postForm, postJson } from './rawHttp';
import { testMailClock } from './mailClock';
import { idOf, person, safeguardServers } from './officeSafeguardHelpers';

const { app, smtp } = safeguardServers();

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
