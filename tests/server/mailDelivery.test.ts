// @vitest-environment node
import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';
import { parseMailFrom } from '../../src/server/mail/mailSender';
import { retryDelay } from '../../src/server/outbox/sendingLoop';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import {
  annsRequest,
  cleanupAfterEach,
  company,
  freePort,
  removeDir,
  startSmtp,
  startTestApp,
  tempDir,
  waitFor,
  type TestApp,
  type TestSmtp,
} from './helpers';
import { postJson } from './rawHttp';
import { testMailClock } from './mailClock';

const fastRetry = { firstMs: 50, maxMs: 200 };
const request = annsRequest;

const cleanup = cleanupAfterEach();

async function app(options: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
  const started = await startTestApp({ mailRetry: fastRetry, mailClock: testMailClock(), ...options });
  cleanup(() => started.close());
  return started;
}
async function smtp(port?: number, options?: { refuseFirst?: number }): Promise<TestSmtp> {
  const started = await startSmtp(port, options);
  cleanup(() => started.close());
  return started;
}
function dataDir(): string {
  const dir = tempDir('mail-data');
  cleanup(() => removeDir(dir));
  return dir;
}

/** A header of a raw message, its folded lines joined. */
const headerOf = (raw: string, name: string) =>
  raw.replace(/\r\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';

async function postQuote(port: number, body: object = request): Promise<string> {
  const response = await postJson(port, body);
  expect(response.status).toBe(201);
  return JSON.parse(response.text).id;
}

describe('the office e-mail', () => {
  it('goes to the company address, with the visitor as Reply-To and a stable Message-ID', async () => {
    const mail = await smtp();
    const server = await app({ smtpUrl: mail.url, dataDir: dataDir(), mailFrom: '"Website" <web@summitridgenw.com>' });
    const id = await postQuote(server.port);
    await waitFor(() => mail.messages.length === 1, 10_000, 'the e-mail');
    const [message] = mail.messages;
    expect(message.to).toEqual([company.email]);
    expect(message.mailFrom).toBe('web@summitridgenw.com');
    expect(message.messageId).toBe(`<quote-${id}@summitridgenw.com>`);
    expect(message.raw).toMatch(/^From: "?Website"? <web@summitridgenw\.com>/m);
    expect(message.raw).toMatch(/^Reply-To: "?Ann Lee"? <ann@example\.com>/m);
    expect(message.raw).toMatch(/^Subject: Quote request from Ann Lee/m);
    expect(message.raw).toContain('Roof leak');
    expect(message.raw).toMatch(new RegExp(`^X-Quote-Request-Id: ${id}$`, 'im'));
    await waitFor(() => readQuotes(server.dataDir, { includeSpam: false })![0].emailedAt !== '', 5000, 'the sent mark');
  });

  it('comes from the company’s own address whatever its name holds: quotes, <, > and commas stay in the name', async () => {
    const mail = await smtp();
    const name = 'Evil" <attacker@evil.example>, "Summit <Ridge>';
    const server = await app({ smtpUrl: mail.url, dataDir: dataDir(), company: { ...company, name } });
    await postQuote(server.port);
    await waitFor(() => mail.messages.length === 1, 10_000, 'the e-mail');
    const [message] = mail.messages;
    expect(addressparser(headerOf(message.raw, 'From'))).toEqual([{ name: `${name} website`, address: company.email }]);
    expect(message.mailFrom).toBe(company.email);
    expect(message.to).toEqual([company.email]);
  });

  it('takes MAIL_FROM as one address, with or without a name, and nothing else', () => {
    expect(parseMailFrom('"Summit Ridge website" <web@summitridgenw.com>')).toEqual({
      name: 'Summit Ridge website',
      address: 'web@summitridgenw.com',
    });
    expect(parseMailFrom('web@summitridgenw.com')).toEqual({ name: '', address: 'web@summitridgenw.com' });
    for (const wrong of [
      'Website',
      'a@example.com, b@example.com',
      'Team: a@example.com;',
      'web@x.com\r\nBcc: b@x.com',
    ])
      expect(() => parseMailFrom(wrong)).toThrow(/^MAIL_FROM must be one e-mail address, written like /);
  });

  it('keeps a visitor’s line breaks out of the headers: a name with one is refused, and nothing is sent', async () => {
    const mail = await smtp();
    const clock = testMailClock();
    const server = await app({ smtpUrl: mail.url, dataDir: dataDir(), mailClock: clock });
    const response = await postJson(server.port, { firstName: 'Eve\r\nBcc: victim@example.com', phone: '5035550147' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors.firstName).toMatch(/First name contains an invisible control character/);
    await clock.advance(300);
    expect(mail.messages).toEqual([]);
  });

  it('arrives exactly once when the SMTP server is down at first and comes back', async () => {
    const port = await freePort();
    const clock = testMailClock();
    const server = await app({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: dataDir(), mailClock: clock });
    const id = await postQuote(server.port);
    // A few failed attempts, with growing waits between them.
    await clock.advanceUntil(() => server.logs.filter((line) => line.includes('attempt')).length >= 3, 50);
    expect(readQuotes(server.dataDir, { includeSpam: false })![0]).toMatchObject({ id, emailedAt: '' });

    const mail = await smtp(port);
    await clock.advanceUntil(() => mail.messages.length >= 1, 50);
    await clock.advance(600); // several more retry periods: nothing else may arrive
    expect(mail.messages.map((message) => message.messageId)).toEqual([`<quote-${id}@summitridgenw.com>`]);
  });

  it('is tried again after the SMTP server refuses it for a while, and accepted once', async () => {
    const mail = await smtp(0, { refuseFirst: 2 });
    const clock = testMailClock();
    const server = await app({ smtpUrl: mail.url, dataDir: dataDir(), mailClock: clock });
    const id = await postQuote(server.port);
    await clock.advanceUntil(() => mail.messages.length >= 1, 50);
    await clock.advance(500);
    expect(mail.messages.map((message) => message.messageId)).toEqual([`<quote-${id}@summitridgenw.com>`]);
    expect(server.logs.filter((line) => line.includes('failed')).length).toBe(2);
  });

  it('waiting in the outbox is sent after a restart, and only once', async () => {
    const port = await freePort();
    const folder = dataDir();
    const first = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: folder, mailRetry: fastRetry });
    const id = await postQuote(first.port);
    await waitFor(() => first.logs.some((line) => line.includes('attempt 1 failed')), 10_000, 'a failed attempt');
    await first.close();

    const mail = await smtp(port);
    const second = await startTestApp({ smtpUrl: mail.url, dataDir: folder, mailRetry: { firstMs: 50, maxMs: 50 } });
    await waitFor(() => mail.messages.length >= 1, 10_000, 'the e-mail after the restart');
    await second.close();

    // Once marked as sent, another restart sends nothing.
    const clock = testMailClock();
    const third = await app({ smtpUrl: mail.url, dataDir: folder, mailClock: clock });
    await clock.advance(400);
    await third.close();
    expect(mail.messages.map((message) => message.messageId)).toEqual([`<quote-${id}@summitridgenw.com>`]);
  });

  it('is never sent for spam, and not at all without SMTP_URL (the request is still stored)', async () => {
    const mail = await smtp();
    const clock = testMailClock();
    const server = await app({ smtpUrl: mail.url, dataDir: dataDir(), mailClock: clock });
    await postQuote(server.port, { ...request, subject: 'https://spam.example' });
    await clock.advance(400);
    expect(mail.messages).toEqual([]);

    const noMail = await app({ dataDir: dataDir() });
    expect(noMail.app.mailEnabled).toBe(false);
    expect(noMail.logs.join('\n')).toMatch(/E-mail is off/);
    const id = await postQuote(noMail.port);
    expect(readQuotes(noMail.dataDir, { includeSpam: false })!.map((quote) => quote.id)).toEqual([id]);
  });

  it('waits 1 s, 2 s, 4 s … between attempts, doubling up to the cap it is given', () => {
    const production = { firstMs: 1000, maxMs: 300_000 };
    expect([1, 2, 3, 4, 9, 10, 100, 10_000].map((attempt) => retryDelay(attempt, production))).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000, 300_000,
    ]);
  });
});
