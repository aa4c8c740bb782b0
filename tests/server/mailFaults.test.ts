// @vitest-environment node
/**
 * The mail worker when the database or the mail server misbehaves: no e-mail storm when a send cannot be recorded,
 * a message refused for good is marked undeliverable after a few tries (and said so once), and STARTTLS is
 * required when the mail server is not on this machine.
 */
import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { isLoopback } from '../../src/server/http/loopback';
import { startMailWorker } from '../../src/server/mail/mailWorker';
import { defaultRetryDelays, retryDelay } from '../../src/server/outbox/sendingLoop';
import { smtpTransportOptions } from '../../src/server/mail/smtpTransport';
import { openQuoteStore, type QuoteStore } from '../../src/server/quotes/quoteStore';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import {
  annsRequest,
  cleanupAfterEach,
  company,
  removeDir,
  startSmtp,
  startTestApp,
  tempDir,
  waitFor,
  type TestApp,
} from './helpers';
import { postJson, send } from './rawHttp';
import { testMailClock } from './mailClock';

const request = annsRequest;
const cleanup = cleanupAfterEach();

function storeWithOneRequest(): QuoteStore {
  const dir = tempDir('mail-faults');
  const store = openQuoteStore(dir);
  cleanup(() => {
    store.close();
    removeDir(dir);
  });
  store.save({ request, spam: false, clientAddress: '127.0.0.1', messageIdDomain: 'summitridgenw.com' });
  return store;
}

const diskFull = () => {
  throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
};

describe('when the database refuses to record an e-mail', () => {
  it('sends a message at most once in a second when marking it sent fails', async () => {
    const store = storeWithOneRequest();
    const broken: QuoteStore = { ...store, markMailSent: diskFull, markMailSentInDigest: diskFull };
    let sends = 0;
    const clock = testMailClock();
    const worker = startMailWorker({
      store: broken,
      send: async () => {
        sends += 1;
      },
      company,
      retry: { firstMs: 50, maxMs: 200 },
      log: () => {},
      clock,
    });
    await clock.advance(1000);
    await worker.stop();
    expect(sends).toBe(1);
  });

  it('backs off instead of retrying at once when recording a failed attempt fails', async () => {
    const store = storeWithOneRequest();
    const broken: QuoteStore = { ...store, markMailFailed: diskFull, markMailUndeliverable: diskFull };
    let sends = 0;
    const refuse = async () => {
      sends += 1;
      throw Object.assign(new Error('451 try later'), { responseCode: 451 });
    };
    const clock = testMailClock();
    const worker = startMailWorker({
      store: broken,
      send: refuse,
      company,
      retry: { firstMs: 200, maxMs: 1000 },
      log: () => {},
      clock,
    });
    await clock.advance(1000);
    await worker.stop();
    // 0 ms, then after 200 ms and 400 ms of waiting: never a storm.
    expect(sends).toBeGreaterThanOrEqual(1);
    expect(sends).toBeLessThanOrEqual(3);
  });
});

describe('a message the mail server refuses for good', () => {
  it('is marked undeliverable after three 5xx answers, logged once, listed and counted', async () => {
    let attempts = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        attempts += 1;
        callback(Object.assign(new Error('Mailbox unknown'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanup(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as { port: number }).port;

    const clock = testMailClock();
    const app: TestApp = await startTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailRetry: { firstMs: 20, maxMs: 50 },
      mailClock: clock,
    });
    cleanup(async () => {
      await app.close();
      removeDir(app.dataDir);
    });
    const id = JSON.parse((await postJson(app.port, request)).text).id as string;
    await clock.advanceUntil(() => app.logs.some((line) => line.includes('E-MAIL UNDELIVERABLE')), 50);
    await clock.advance(500);
    expect(attempts).toBe(3);
    expect(app.logs.filter((line) => line.includes('E-MAIL UNDELIVERABLE'))).toHaveLength(1);
    expect(app.logs.find((line) => line.includes('E-MAIL UNDELIVERABLE'))).toContain(id);

    const [quote] = readQuotes(app.dataDir, { includeSpam: false, onlyUndelivered: true })!;
    expect(quote).toMatchObject({ id, mailStatus: 'undeliverable', emailedAt: '' });
    expect(quote.mailError).toMatch(/550/);
    const health = JSON.parse((await send(app.port, { path: '/healthz' })).text);
    expect(health).toMatchObject({ database: 'ok', mailPending: 0, undeliverable: 1 });
  });

  it('is retried when the failure is temporary, with waits doubling up to 30 minutes', () => {
    expect([1, 2, 3, 11, 12, 100].map((attempt) => retryDelay(attempt, defaultRetryDelays))).toEqual([
      1000, 2000, 4000, 1_024_000, 1_800_000, 1_800_000,
    ]);
  });
});

describe('mail without TLS', () => {
  it('requires STARTTLS on smtp:// unless the mail server is on this machine', () => {
    expect(smtpTransportOptions('smtp://user:pass@mail.example.com:587').requireTLS).toBe(true);
    expect(smtpTransportOptions('smtp://user:pass@203.0.113.5:587').requireTLS).toBe(true);
    expect(smtpTransportOptions('smtp://127.0.0.1:2525').requireTLS).toBe(false);
    expect(['localhost', '127.0.0.1', '::1', '[::1]', 'mail.example.com'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('sends nothing to a mail server that does not offer STARTTLS, and keeps the e-mail pending', async () => {
    const mail = await startSmtp();
    cleanup(() => mail.close());
    const app = await startTestApp({ smtpUrl: mail.url, smtpRequireTls: true, mailRetry: { firstMs: 50, maxMs: 100 } });
    cleanup(async () => {
      await app.close();
      removeDir(app.dataDir);
    });
    const id = JSON.parse((await postJson(app.port, request)).text).id as string;
    await waitFor(() => app.logs.some((line) => line.includes('attempt 2 failed')), 10_000, 'failed attempts');
    expect(app.logs.find((line) => line.includes('attempt 1 failed'))).toMatch(/STARTTLS/i);
    expect(mail.messages).toEqual([]);
    expect(readQuotes(app.dataDir, { includeSpam: false })![0]).toMatchObject({ id, mailStatus: 'pending' });
  });
});
