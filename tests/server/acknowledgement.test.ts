// @vitest-environment node
/**
 * The reply to the visitor a form may declare (acknowledgementEmail.ts, sent through the request outbox): caught by
 * a real SMTP server on 127.0.0.1. The clock is one the test moves forward by hand (a day passes in an instant);
 * "nothing was sent" is read from the outbox's record of each message, never guessed after a sleep.
 */
import { describe, expect, it } from 'vitest';
import addressparser from 'nodemailer/lib/addressparser';
import { checkedContent } from '../../src/cli/shared/checkedContent';
import { projectRoot } from '../../src/content/projectFiles';
import { formsOfPages } from '../../src/quotes/formCatalogue';
import type { FormDefinition } from '../../src/quotes/formFields';
import { systemClock, type MailClock } from '../../src/server/outbox/sendingLoop';
import {
  annsRequest,
  cleanupAfterEach,
  company,
  contactForm,
  removeDir,
  startSmtp,
  startTestApp,
  tempDir,
  type TestApp,
  type TestSmtp,
  waitFor,
  writeFakeDist,
} from './helpers';
import { postJson } from './rawHttp';

const cleanup = cleanupAfterEach();

/** The contact form as the build writes it: the facts in double braces are filled in already. */
const formWithReply: FormDefinition = {
  ...contactForm,
  acknowledgement: {
    subject: 'We received your request, {firstName}',
    body: 'Hello {firstName},\n\nThank you for your request: we reply within 24 hours.\n\nSummit Ridge',
  },
};

/** A clock whose days pass when the test says, with the system's timers. */
function movableClock(): MailClock & { moveOn(ms: number): void } {
  let offset = 0;
  return {
    ...systemClock,
    now: () => Date.now() + offset,
    moveOn(ms) {
      offset += ms;
    },
  };
}

async function setUp(forms: FormDefinition[] = [formWithReply]) {
  const mail: TestSmtp = await startSmtp();
  cleanup(() => mail.close());
  const distDir = writeFakeDist({ forms });
  const dataDir = tempDir('reply-data');
  cleanup(() => removeDir(distDir));
  cleanup(() => removeDir(dataDir));
  const clock = movableClock();
  const server: TestApp = await startTestApp({
    smtpUrl: mail.url,
    distDir,
    dataDir,
    mailClock: clock,
    mailRetry: { firstMs: 50, maxMs: 200 },
  });
  cleanup(() => server.close());
  const replies = () => mail.messages.filter((message) => message.messageId.startsWith('<reply-'));
  return { mail, server, clock, replies };
}

async function postQuote(port: number, body: object): Promise<string> {
  const response = await postJson(port, body);
  expect(response.status).toBe(201);
  return JSON.parse(response.text).id;
}

const headerOf = (raw: string, name: string) =>
  raw.replace(/\r\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';

describe('the reply to the visitor', () => {
  it('reaches the visitor once, with their first name and the reply time, from the company, answered to the office', async () => {
    const { server, replies } = await setUp();
    const id = await postQuote(server.port, annsRequest);
    await waitFor(() => server.app.store.outbox.statesOf(id).acknowledgement?.state === 'done', 10_000, 'the reply');
    expect(replies()).toHaveLength(1);
    const [reply] = replies();
    expect(reply.to).toEqual(['ann@example.com']);
    expect(reply.messageId).toBe(`<reply-${id}@summitridgenw.com>`);
    expect(addressparser(headerOf(reply.raw, 'From'))).toEqual([{ name: company.name, address: company.email }]);
    expect(addressparser(headerOf(reply.raw, 'Reply-To'))).toEqual([{ name: company.name, address: company.email }]);
    expect(headerOf(reply.raw, 'Subject')).toBe('We received your request, Ann');
    expect(headerOf(reply.raw, 'Auto-Submitted')).toBe('auto-replied');
    expect(reply.raw).toContain('Hello Ann,');
    expect(reply.raw).toContain('we reply within 24 hours');
    expect(reply.raw).not.toMatch(/Content-Type: text\/html/i);
  });

  it('is never sent for a request held as spam, and is sent once the office says it is not spam', async () => {
    const { server, replies } = await setUp();
    const spamId = await postQuote(server.port, { ...annsRequest, subject: 'http://cheap-pills.example' });
    expect(server.app.store.outbox.statesOf(spamId)).toEqual({});
    // A real request after it is answered; by then the spam, queued first if at all, would have had its turn.
    const realId = await postQuote(server.port, { ...annsRequest, email: 'tom@example.com', description: 'Gutters' });
    await waitFor(() => server.app.store.outbox.statesOf(realId).acknowledgement?.state === 'done', 10_000, 'a reply');
    expect(replies().map((reply) => reply.to)).toEqual([['tom@example.com']]);

    server.app.store.inbox.moveOutOfSpam(spamId, 'maria', 'summitridgenw.com', 'new');
    // The next request wakes the outbox, as the inbox's Not spam does.
    await postQuote(server.port, { ...annsRequest, email: 'ida@example.com', description: 'Siding' });
    await waitFor(
      () => server.app.store.outbox.statesOf(spamId).acknowledgement?.state === 'done',
      10_000,
      'its reply',
    );
    expect(replies().filter((reply) => reply.to[0] === 'ann@example.com')).toHaveLength(1);
  });

  it('goes to one address at most 3 times in 24 hours, and again the next day', async () => {
    const { server, clock, replies } = await setUp();
    const ids: string[] = [];
    for (const description of ['Roof leak', 'Gutters', 'Siding', 'Windows']) {
      // Another description each time: the same request again would be held as a repeat.
      ids.push(await postQuote(server.port, { ...annsRequest, description }));
      await waitFor(() => server.app.store.outbox.statesOf(ids.at(-1)!).acknowledgement?.state !== 'waiting', 10_000);
    }
    expect(ids.map((id) => server.app.store.outbox.statesOf(id).acknowledgement)).toEqual([
      { state: 'done', at: expect.any(Number) },
      { state: 'done', at: expect.any(Number) },
      { state: 'done', at: expect.any(Number) },
      { state: 'givenUp', reason: '3 replies went to this address in the last 24 hours' },
    ]);
    expect(replies()).toHaveLength(3);

    clock.moveOn(24 * 60 * 60_000 + 60_000);
    const nextDay = await postQuote(server.port, { ...annsRequest, description: 'Skylight' });
    await waitFor(() => server.app.store.outbox.statesOf(nextDay).acknowledgement?.state === 'done', 10_000);
    expect(replies()).toHaveLength(4);
  });

  it('is not sent for a form that declares none', async () => {
    const { server, replies } = await setUp([contactForm]);
    const id = await postQuote(server.port, annsRequest);
    await waitFor(() => server.app.store.outbox.statesOf(id).acknowledgement?.state === 'givenUp', 10_000);
    expect(server.app.store.outbox.statesOf(id).acknowledgement).toEqual({
      state: 'givenUp',
      reason: 'its form sends no reply',
    });
    expect(replies()).toEqual([]);
  });
});

describe('the contact form of the site', () => {
  it('declares a reply with the first name and the reply time site.yaml promises', () => {
    const { forms } = formsOfPages(checkedContent(projectRoot).pages);
    const contact = forms.find((form) => form.page === '/contact');
    expect(contact?.acknowledgement?.subject).toContain('{firstName}');
    expect(contact?.acknowledgement?.body).toContain('{firstName}');
    expect(contact?.acknowledgement?.body).toContain('within 24 hours');
    expect(contact?.acknowledgement?.body).not.toContain('{{');
  });
});
