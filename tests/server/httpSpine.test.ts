/**
 * The server's one way through for a request (src/server/http/): what it believes about the request, how it reads a
 * body, how it finds a route and how it answers an error. Every route relies on these, so each promise is checked
 * here once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendError } from '../../src/server/http/answers';
import { HttpError } from '../../src/server/http/httpError';
import { textForLog } from '../../src/server/http/logText';
import { readJson } from '../../src/server/http/requestBody';
import { requestFacts } from '../../src/server/http/requestFacts';
import { routeFor, writing, type Route } from '../../src/server/http/routeTable';
import { trustedProxies } from '../../src/server/http/trustedProxies';

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
let handler: Handler = async () => {};
const logged: string[] = [];
const server = createServer((request, response) => {
  handler(request, response).catch((error) =>
    sendError(request, response, error, { json: true, log: (line) => logged.push(line) }),
  );
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('what the server believes about a request', () => {
  const behindProxy = trustedProxies(['127.0.0.1']);
  const facts = (headers: Record<string, string>, proxies = behindProxy) =>
    new Promise<ReturnType<typeof requestFacts>>((resolve) => {
      handler = async (request, response) => {
        resolve(requestFacts(request, proxies));
        response.end();
      };
      void fetch(`${base}/edit/api/file?path=site.yaml`, { headers });
    });

  it('takes HTTPS and the visitor from the right of the headers our own proxy appended to', async () => {
    const seen = await facts({ 'X-Forwarded-Proto': 'https, http', 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' });
    expect(seen.https).toBe(false);
    expect(seen.address).toBe('203.0.113.9');
    expect((await facts({ 'X-Forwarded-Proto': 'http, https' })).https).toBe(true);
    expect(seen.pathname).toBe('/edit/api/file');
    expect(seen.url.searchParams.get('path')).toBe('site.yaml');
  });

  it('believes none of it from a client that is not our proxy', async () => {
    const seen = await facts({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.1' }, trustedProxies([]));
    expect(seen).toMatchObject({ https: false, address: '127.0.0.1' });
  });
});

describe('answering an error', () => {
  it('answers a refusal with its status, its words and its headers', async () => {
    handler = async () => {
      throw new HttpError(429, 'Too many attempts.', { 'Retry-After': '4' });
    };
    const response = await fetch(base);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('4');
    expect(await response.json()).toEqual({ error: 'Too many attempts.' });
  });

  it('answers a mistake of ours with 500 and plain words: no message, stack or server path reaches the client', async () => {
    handler = async () => {
      throw new Error(`ENOENT: no such file, open '${process.cwd()}/secret.txt'`);
    };
    const response = await fetch(base);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: 'Something went wrong on our side.' });
    expect(body).not.toContain(process.cwd());
    expect(logged.at(-1)).toContain('secret.txt');
  });
});

describe('reading a JSON body', () => {
  const post = (body: string, type = 'application/json') =>
    new Promise<{ status: number; error?: string; value?: unknown }>((resolve) => {
      handler = async (request, response) => {
        const value = await readJson(request, 64);
        response.end(JSON.stringify(value));
      };
      void fetch(base, { method: 'POST', headers: { 'Content-Type': type }, body }).then(async (response) => {
        const text = await response.text();
        resolve(
          response.ok
            ? { status: response.status, value: JSON.parse(text) }
            : { status: response.status, ...JSON.parse(text) },
        );
      });
    });

  it('reads one JSON object within its limit', async () => {
    expect(await post('{"id":"a"}')).toEqual({ status: 200, value: { id: 'a' } });
  });

  it('refuses another type (415), a body past the limit (413), and anything that is not one object (400)', async () => {
    expect(await post('id=a', 'application/x-www-form-urlencoded')).toEqual({ status: 415, error: 'Send JSON.' });
    expect(await post(JSON.stringify({ name: 'x'.repeat(100) }))).toEqual({
      status: 413,
      error: 'That is too large to send here.',
    });
    expect(await post('[1, 2]')).toEqual({ status: 400, error: 'The request is not readable JSON.' });
    expect(await post('{"id": ')).toEqual({ status: 400, error: 'The request is not readable JSON.' });
  });
});

describe('the route table', () => {
  const routes: Route<string>[] = [
    { method: 'GET', path: 'file', access: 'editor', bodyLimit: 0, handle: () => {} },
    { method: 'POST', path: 'save', access: 'editor', bodyLimit: 0, handle: () => {} },
  ];

  it('finds a route by method and path, and answers HEAD with the GET route', () => {
    expect(routeFor(routes, 'GET', 'file')).toBe(routes[0]);
    expect(routeFor(routes, 'HEAD', 'file')).toBe(routes[0]);
  });

  it('says 404 for an unknown path and 405 with Allow for a method the path does not take', () => {
    expect(() => routeFor(routes, 'GET', 'nothing')).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => routeFor(routes, 'DELETE', 'save')).toThrow(
      expect.objectContaining({ status: 405, headers: { Allow: 'POST' } }),
    );
  });

  it('holds a writing route in the write gate until it has answered, and not a moment longer', async () => {
    const events: string[] = [];
    const gate = {
      startWrite: () => {
        events.push('gate taken');
        return () => events.push('gate given back');
      },
    };
    const route = writing<string>(gate, {
      method: 'POST',
      path: 'save',
      access: 'editor',
      bodyLimit: 0,
      handle: async () => {
        events.push('written');
      },
    });
    await route.handle('');
    expect(events).toEqual(['gate taken', 'written', 'gate given back']);
    const failing = writing<string>(gate, { ...route, handle: () => Promise.reject(new HttpError(422, 'no')) });
    await expect(failing.handle('')).rejects.toMatchObject({ status: 422 });
    expect(events.at(-1)).toBe('gate given back');
  });
});

describe('text on its way into the log', () => {
  it('escapes line breaks and other control characters, and cuts long text short', () => {
    expect(textForLog('zz\nEditor: tester signed in.')).toBe('zz\\nEditor: tester signed in.');
    expect(textForLog('a\r\u001b[31mred\u2028')).toBe('a\\r\\u001b[31mred\\u2028');
    expect(textForLog('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
