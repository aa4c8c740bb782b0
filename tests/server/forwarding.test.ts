// @vitest-environment node
/**
 * Forwarding each real request to another tool (forward/forwardRequest.ts, through the request outbox), received by
 * a real HTTP server on 127.0.0.1: the signature verifies with the shared secret, the idempotency key is the
 * request's id, a receiver that is away gets the request once it is back, and the attempts are bounded. The worker's
 * clock moves only when the test moves it, so "nothing more arrived" is a fact about its timers, not a sleep.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseForwardTarget } from '../../src/server/forward/forwardRequest';
import { annsRequest, cleanupAfterEach, freePort, removeDir, startTestApp, tempDir, type TestApp } from './helpers';
import { postJson } from './rawHttp';
import { testMailClock, type TestMailClock } from './mailClock';

const cleanup = cleanupAfterEach();
const secret = 'a-shared-secret-of-the-office-crm';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1 that keeps what it gets and answers with `status(path)`. */
async function startReceiver(port = 0, status: (path: string) => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const code = status(request.url ?? '');
      response.writeHead(code, code === 302 ? { Location: '/elsewhere' } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as { port: number }).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  cleanup(close);
  return { received, url: `http://127.0.0.1:${actual}/hooks/quotes`, port: actual };
}

async function serverForwardingTo(url: string, clock: TestMailClock): Promise<TestApp> {
  const dataDir = tempDir('forward-data');
  cleanup(() => removeDir(dataDir));
  const server = await startTestApp({
    dataDir,
    forward: parseForwardTarget(url, secret),
    mailClock: clock,
    mailRetry: { firstMs: 50, maxMs: 200 },
  });
  cleanup(() => server.close());
  return server;
}

async function postQuote(port: number, body: object = annsRequest): Promise<string> {
  const response = await postJson(port, body);
  expect(response.status).toBe(201);
  return JSON.parse(response.text).id;
}

/** What a receiver does with X-Signature (as docs/quotes.md shows): the HMAC of "t.body", compared in constant time. */
function signatureVerifies(header: string, body: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('forwarding a request', () => {
  it('sends it as signed JSON with its id as the idempotency key, and the inbox says it was forwarded', async () => {
    const receiver = await startReceiver();
    const clock = testMailClock();
    const server = await serverForwardingTo(receiver.url, clock);
    const id = await postQuote(server.port);
    await clock.advanceUntil(() => receiver.received.length >= 1, 50);
    await clock.advance(600);
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body, path }] = receiver.received;
    expect(path).toBe('/hooks/quotes');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['idempotency-key']).toBe(id);
    const signature = String(headers['x-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureVerifies(signature, body)).toBe(true);
    expect(signatureVerifies(signature, body.replace('Ann', 'Eve'))).toBe(false);
    const sentAt = Number(/t=(\d+)/.exec(signature)![1]);
    expect(Math.abs(sentAt - clock.now() / 1000)).toBeLessThan(5);
    expect(JSON.parse(body)).toMatchObject({
      type: 'quote_request',
      id,
      form: '/contact',
      name: 'Ann Lee',
      email: 'ann@example.com',
      fields: expect.arrayContaining([
        { name: 'description', label: 'Project description', kind: 'longText', value: 'Roof leak' },
      ]),
    });
    expect(server.app.store.outbox.statesOf(id).forward).toEqual({ state: 'done', at: expect.any(Number) });
  });

  it('never forwards a request held as spam', async () => {
    const receiver = await startReceiver();
    const clock = testMailClock();
    const server = await serverForwardingTo(receiver.url, clock);
    const spamId = await postQuote(server.port, { ...annsRequest, subject: 'http://cheap-pills.example' });
    const realId = await postQuote(server.port, { ...annsRequest, description: 'Gutters' });
    await clock.advanceUntil(() => receiver.received.length >= 1, 50);
    await clock.advance(600);
    expect(receiver.received.map((request) => request.headers['idempotency-key'])).toEqual([realId]);
    expect(server.app.store.outbox.statesOf(spamId)).toEqual({});
  });

  it('waits while the receiver is away and delivers once it is back, exactly once', async () => {
    const port = await freePort();
    const clock = testMailClock();
    const server = await serverForwardingTo(`http://127.0.0.1:${port}/hooks/quotes`, clock);
    const id = await postQuote(server.port);
    await clock.advanceUntil(
      () => (server.app.store.outbox.statesOf(id).forward as { attempts?: number }).attempts === 2,
      50,
    );
    expect(server.app.store.outbox.statesOf(id).forward).toMatchObject({ state: 'waiting', attempts: 2 });

    const receiver = await startReceiver(port);
    await clock.advanceUntil(() => receiver.received.length >= 1, 50);
    await clock.advance(600);
    expect(receiver.received.map((request) => request.headers['idempotency-key'])).toEqual([id]);
    expect(server.app.store.outbox.statesOf(id).forward).toMatchObject({ state: 'done' });
  });

  it('gives up after 15 attempts on a receiver that keeps failing, and at once on a refusal or a redirect', async () => {
    const receiver = await startReceiver(0, (path) => (path === '/hooks/quotes' ? 503 : 200));
    const clock = testMailClock();
    const server = await serverForwardingTo(receiver.url, clock);
    const id = await postQuote(server.port);
    await clock.advanceUntil(() => server.app.store.outbox.statesOf(id).forward?.state === 'givenUp', 50);
    expect(server.app.store.outbox.statesOf(id).forward).toEqual({
      state: 'givenUp',
      reason: '15 attempts failed; the last: the receiver answered 503 Service Unavailable',
    });
    expect(receiver.received).toHaveLength(15);

    for (const [status, reason] of [
      [400, 'the receiver answered 400 Bad Request'],
      [
        302,
        'the receiver answered 302 Found, a redirect, which is not followed: set FORWARD_URL to the address it names',
      ],
    ] as const) {
      const refusing = await startReceiver(0, () => status);
      const other = await serverForwardingTo(refusing.url, testMailClock());
      const refused = await postQuote(other.port);
      await new Promise<void>((resolve) => {
        const look = () =>
          other.app.store.outbox.statesOf(refused).forward?.state === 'givenUp' ? resolve() : setImmediate(look);
        look();
      });
      expect(other.app.store.outbox.statesOf(refused).forward).toEqual({ state: 'givenUp', reason });
      expect(refusing.received.map((request) => request.path)).toEqual(['/hooks/quotes']);
    }
  });

  it('takes only an https address (http on this machine) and a secret of 16 characters or more', () => {
    expect(parseForwardTarget(undefined, undefined)).toBeUndefined();
    expect(parseForwardTarget('https://hooks.example.com/q', secret)).toEqual({
      url: 'https://hooks.example.com/q',
      secret,
    });
    expect(() => parseForwardTarget('http://hooks.example.com/q', secret)).toThrow(/must start with https:\/\//);
    expect(() => parseForwardTarget('ftp://127.0.0.1/q', secret)).toThrow(/must start with https:\/\//);
    expect(() => parseForwardTarget('not an address', secret)).toThrow(/must be a web address/);
    expect(() => parseForwardTarget('https://hooks.example.com/q', 'short')).toThrow(/at least 16 characters/);
    expect(() => parseForwardTarget(undefined, secret)).toThrow(/FORWARD_URL is not/);
  });
});
