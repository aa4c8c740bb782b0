// @vitest-environment node
/**
 * What an attacker can send: posts from other sites, spoofed and sprayed addresses, bodies built to be slow to
 * parse or to provoke huge answers, control characters, and paths built to be cached wrongly.
 */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from '../../src/server/http/clientAddress';
import { createRateLimiter } from '../../src/server/http/rateLimiter';
import { parseFormFields } from '../../src/server/http/requestBody';
import { trustedProxies } from '../../src/server/http/trustedProxies';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { removeDir, startTestApp, type TestApp } from './helpers';
import { postForm, postJson, send } from './rawHttp';

const valid = { firstName: 'Ann', email: 'ann@example.com', description: 'Roof leak' };
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({
    company: {
      name: 'Summit Ridge',
      email: 'office@summitridgenw.com',
      phone: '(503) 555-0147',
      siteUrl: 'https://www.summitridgenw.com',
    },
  });
});
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
});

describe('posts from other sites', () => {
  it('are refused with 403 when the browser says cross-site, or the Origin is not the site’s own', async () => {
    expect((await postJson(server.port, valid, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const foreign = await postJson(server.port, valid, { Origin: 'https://cheap-roofs.example' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.text).error).toMatch(/came from a page of another website/);
    const plainForm = await postForm(server.port, valid, {
      Origin: 'https://cheap-roofs.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(plainForm.status).toBe(403);
    expect(plainForm.text).toContain('<h1>Not sent from our site</h1>');
    expect((await postJson(server.port, valid, { Origin: 'null' })).status).toBe(403);
    expect(readQuotes(server.dataDir, { includeSpam: true })!.some((quote) => quote.firstName === 'Ann')).toBe(false);
  });

  it('are taken from the site’s own origin, from the server’s own address on this machine, and from tools', async () => {
    expect(
      (await postJson(server.port, valid, { Origin: 'https://www.summitridgenw.com', 'Sec-Fetch-Site': 'same-site' }))
        .status,
    ).toBe(201);
    expect(
      (
        await postJson(server.port, valid, {
          Origin: `http://127.0.0.1:${server.port}`,
          Host: `127.0.0.1:${server.port}`,
          'Sec-Fetch-Site': 'same-origin',
        })
      ).status,
    ).toBe(201);
    expect((await postJson(server.port, valid)).status).toBe(201);
  });
});

/** A request as Node hands it to us, from `peer`, with these headers. */
function requestFrom(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const request = new IncomingMessage(socket);
  request.headers = headers;
  return request;
}

describe('the address a request is counted under', () => {
  const proxies = trustedProxies(['10.0.0.0/8', '127.0.0.1']);

  it('reads X-Forwarded-For from the right, skipping only our own proxies', () => {
    // The visitor wrote 1.2.3.4 themselves; our proxies saw 198.51.100.7.
    const chained = requestFrom('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.1.2.3' });
    expect(clientAddress(chained, proxies)).toBe('198.51.100.7');
    expect(clientAddress(requestFrom('10.9.9.9', { 'x-forwarded-for': '198.51.100.8' }), proxies)).toBe('198.51.100.8');
  });

  it('ignores X-Forwarded-For from anyone but our proxies', () => {
    expect(clientAddress(requestFrom('203.0.113.5', { 'x-forwarded-for': '1.2.3.4' }), proxies)).toBe('203.0.113.5');
    expect(clientAddress(requestFrom('::ffff:203.0.113.5', { 'x-forwarded-for': '1.2.3.4' }), trustedProxies([]))).toBe(
      '203.0.113.5',
    );
  });

  it('counts IPv6 visitors by their /64 network', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'));
    expect(rateLimitKey('203.0.113.5')).toBe('203.0.113.5');
    const limiter = createRateLimiter(2);
    const spray = ['2001:db8::1', '2001:db8::2', '2001:db8::3:4'].map(
      (address) => limiter.take(rateLimitKey(address), 0).allowed,
    );
    expect(spray).toEqual([true, true, false]);
  });

  it('keeps a bounded table: a spray of addresses pushes the oldest out', () => {
    const limiter = createRateLimiter(1, 1000);
    expect(limiter.take('198.51.100.1', 0).allowed).toBe(true);
    expect(limiter.take('198.51.100.1', 1).allowed).toBe(false);
    for (let index = 0; index < 20_000; index += 1)
      limiter.take(`10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`, 2);
    expect(limiter.size).toBeLessThanOrEqual(1000);
    // The first address was the least recently seen, so it went first.
    expect(limiter.take('198.51.100.1', 3).allowed).toBe(true);
  });
});

describe('bodies built to hurt', () => {
  it('16,000 repeated form pairs are refused at once, in a few milliseconds', async () => {
    const body = 'a&'.repeat(16_000);
    const started = performance.now();
    const parsed = parseFormFields(body);
    const elapsed = performance.now() - started;
    expect(parsed).toEqual({ ok: false, reason: 'tooManyFields' });
    expect(elapsed).toBeLessThan(50);
    const answer = await send(server.port, {
      method: 'POST',
      path: '/api/quote',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'Content-Length': body.length,
      },
      body,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors.body).toMatch(/more than 50 fields/);
  });

  it('appends the values of a repeated name in place: 20,000 of them parse in linear time', () => {
    // With the pair limit out of the way, a copy of the list on every repeat (quadratic) takes seconds here;
    // appending takes a few milliseconds. At the real limit of 50 pairs neither could be told apart by timing.
    const body = Array.from({ length: 20_000 }, (_, index) => `a=${'roof+leak+'.repeat(5)}${index}`).join('&');
    // CPU time, not wall time: the other work on a busy machine does not count.
    const started = process.cpuUsage();
    const parsed = parseFormFields(body, Number.POSITIVE_INFINITY);
    const { user, system } = process.cpuUsage(started);
    const cpuMs = (user + system) / 1000;
    if (!parsed.ok) throw new Error(`refused: ${parsed.reason}`);
    const values = parsed.fields.get('a')!;
    expect(values).toHaveLength(20_000);
    expect(values[19_999]).toBe(`${'roof leak '.repeat(5)}19999`);
    expect(cpuMs).toBeLessThan(500);
  });

  it('a JSON body with thousands of unknown keys gets a short answer naming the first few', async () => {
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, 'x'])));
    const answer = await postJson(server.port, body);
    expect(answer.status).toBe(400);
    expect(answer.body.length).toBeLessThan(3000);
    const { errors } = JSON.parse(answer.text);
    expect(Object.keys(errors)).toHaveLength(9);
    expect(errors.body).toMatch(/There are \d+ more problems/);
  });
});

describe('control characters', () => {
  it('are refused in every field, and line breaks and tabs only outside the address and description', async () => {
    for (const [field, value] of [
      ['firstName', 'Ann\u001b]0;pwned\u0007'],
      ['lastName', 'Lee\u009b2J'],
      ['description', 'Invoice \u202egpj.exe'],
      ['address', '1 Main St\u0000'],
      ['email', 'ann\u2066@example.com'],
      ['firstName', 'Ann\nBcc: x@example.com'],
      ['phone', '503\t555 0147'],
    ]) {
      const answer = await postJson(server.port, { ...valid, [field]: value });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(JSON.parse(answer.text).errors[field]).toMatch(/invisible control character/);
    }
    const ok = await postJson(server.port, {
      ...valid,
      firstName: 'José',
      address: '1 Main St\r\nApt 2',
      description: 'Two\tcolumns\nand lines',
    });
    expect(ok.status).toBe(201);
    const stored = readQuotes(server.dataDir, { includeSpam: true })!.find((quote) => quote.firstName === 'José')!;
    expect(stored.address).toBe('1 Main St\nApt 2');
  });
});

describe('caching', () => {
  it('is decided by the file served, not by the path as typed', async () => {
    const sneaky = await send(server.port, { path: '/assets/..%2fabout' });
    expect(sneaky.headers['cache-control']).not.toMatch(/immutable/);
    expect((await send(server.port, { path: '/assets/index-Ab12cd34.js' })).headers['cache-control']).toMatch(
      /immutable/,
    );
  });
});
