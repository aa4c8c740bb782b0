// @vitest-environment node
/**
 * 2,400 random and malformed requests to POST /api/quote: random bytes, wrong types, huge strings, deep nesting,
 * broken JSON, broken encodings, odd content types and methods. None may get a 5xx, and the server must keep
 * answering afterwards.
 */
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { removeDir, startTestApp, type TestApp } from './helpers';
import { postForm, postJson, send } from './rawHttp';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ rateLimitPerMinute: 0 });
});
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
});

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => int(256)));
  const text = (length: number) =>
    Array.from({ length }, () =>
      pick([
        'a',
        'Z',
        '0',
        ' ',
        '"',
        '\\',
        '{',
        '}',
        '[',
        ']',
        ',',
        ':',
        '&',
        '=',
        '%',
        '+',
        '\n',
        'é',
        '😀',
        '\u0000',
        '\ud800',
        '<',
      ]),
    ).join('');
  return { next, int, pick, bytes, text };
}

const fields = ['firstName', 'lastName', 'email', 'phone', 'address', 'description', 'subject'];
const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=UTF-8',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/JSON',
  '*/*',
  ';;;',
  'application/json; charset',
  'application/x-www-form-urlencoded; charset="utf-8"',
  '',
];

type Case = { method: string; headers: Record<string, string>; body: Buffer };

function makeCase(random: ReturnType<typeof randomSource>): Case {
  const anyValue = (depth = 0): unknown => {
    switch (random.int(depth > 3 ? 5 : 8)) {
      case 0:
        return random.text(random.int(40));
      case 1:
        return random.int(2) ? random.next() * 1e12 : -random.int(100);
      case 2:
        return null;
      case 3:
        return random.int(2) === 0;
      case 4:
        return 'x'.repeat(random.pick([99, 100, 101, 254, 255, 300, 301, 4999, 5000, 5001, 20_000]));
      case 5:
        return Array.from({ length: random.int(4) }, () => anyValue(depth + 1));
      default:
        return Object.fromEntries(
          Array.from({ length: random.int(4) }, () => [
            random.pick([...fields, '__proto__', 'constructor', random.text(5)]),
            anyValue(depth + 1),
          ]),
        );
    }
  };
  const jsonObject = () => Object.fromEntries(fields.filter(() => random.int(2)).map((field) => [field, anyValue()]));
  const kind = random.int(12);
  let body: Buffer;
  let contentType = random.pick(contentTypes);
  switch (kind) {
    case 0: // random bytes
      body = random.bytes(random.int(3000));
      break;
    case 1: // JSON with wrong types and odd values
      body = Buffer.from(JSON.stringify(jsonObject()));
      contentType = 'application/json';
      break;
    case 2: // broken JSON: cut short, or with a stray character
      {
        const text = JSON.stringify(jsonObject());
        body = Buffer.from(
          random.int(2)
            ? text.slice(0, random.int(text.length))
            : text.replace(/[,:]/, random.pick(['', ';', '}}', '\u0000'])),
        );
      }
      contentType = 'application/json';
      break;
    case 3: // deeply nested
      {
        const depth = random.int(8000);
        body = Buffer.from(`${'{"description":'.repeat(depth)}"x"${'}'.repeat(random.int(2) ? depth : 0)}`);
      }
      contentType = 'application/json';
      break;
    case 4: // huge strings, around and over the body limit
      body = Buffer.from(
        JSON.stringify({
          email: 'a@example.com',
          description: 'd'.repeat(random.pick([30_000, 32_700, 32_768, 33_000, 100_000, 1_000_000])),
        }),
      );
      contentType = random.pick(['application/json', 'text/plain']);
      break;
    case 5: // form data with random fields and broken escapes
      body = Buffer.from(
        Array.from(
          { length: random.int(10) },
          () =>
            `${random.pick([...fields, random.text(4)])}=${random.pick(['%', '%zz', '%E9', '%C3%28', '+', random.text(10), '%F0%9F%98%80'])}`,
        ).join(random.pick(['&', '&&', ';'])),
      );
      contentType = 'application/x-www-form-urlencoded';
      break;
    case 6: // invalid UTF-8 inside otherwise good JSON
      body = Buffer.concat([
        Buffer.from('{"email":"a@example.com","firstName":"'),
        random.bytes(1 + random.int(6)).map((byte) => byte | 0x80),
        Buffer.from('"}'),
      ]);
      contentType = 'application/json';
      break;
    case 7: // JSON roots that are not objects
      body = Buffer.from(
        random.pick(['[]', '"text"', '42', 'null', 'true', '[{"email":"a@example.com"}]', '', ' ', '\ufeff{}', '{}']),
      );
      contentType = 'application/json';
      break;
    case 8: // UTF-16 or a byte-order mark
      body = Buffer.from(
        JSON.stringify({ email: 'a@example.com' }),
        random.pick(['utf16le', 'latin1', 'utf8'] as const),
      );
      if (random.int(2)) body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]);
      break;
    case 9: // valid requests, so some pass through the whole path
      body = Buffer.from(JSON.stringify({ email: `fuzz${random.int(1e6)}@example.com`, description: random.text(50) }));
      contentType = 'application/json';
      break;
    case 10: // prototype games
      body = Buffer.from(
        random.pick([
          '{"__proto__":{"email":"a@example.com"}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '{"email":"a@example.com","__proto__":null}',
        ]),
      );
      contentType = 'application/json';
      break;
    default: // random text with a random content type
      body = Buffer.from(random.text(random.int(500)));
  }
  const headers: Record<string, string> = {};
  if (contentType) headers['Content-Type'] = contentType;
  if (random.int(10) === 0) headers['Content-Encoding'] = random.pick(['gzip', 'br', 'identity', 'x']);
  if (random.int(4) === 0)
    headers.Accept = random.pick(['text/html', 'application/json', '*/*', 'text/html;q=0', 'nonsense']);
  const method = random.int(15) === 0 ? random.pick(['PUT', 'PATCH', 'DELETE', 'GET', 'OPTIONS']) : 'POST';
  return { method, headers, body };
}

function sendCase(port: number, agent: Agent, { method, headers, body }: Case): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: '/api/quote',
        agent,
        headers: { ...headers, 'Content-Length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
        response.on('error', () => resolve(response.statusCode!));
      },
    );
    // The server may hang up on a body it refuses (413) before it is all sent; that is not a failure.
    request.on('error', (error) => resolve(`connection: ${error.message}`));
    request.end(body);
  });
}

it('answers 2,400 random and malformed requests without a 5xx, and keeps serving', async () => {
  const random = randomSource(20261122);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const cases = Array.from({ length: 2400 }, () => makeCase(random));
  const statuses: (number | string)[] = [];
  for (let start = 0; start < cases.length; start += 64) {
    statuses.push(
      ...(await Promise.all(cases.slice(start, start + 64).map((item) => sendCase(server.port, agent, item)))),
    );
  }
  agent.destroy();

  const counts = new Map<number | string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const serverErrors = statuses.filter((status) => typeof status === 'number' && status >= 500);
  expect(serverErrors, JSON.stringify([...counts])).toEqual([]);
  for (const status of counts.keys()) {
    if (typeof status === 'number') expect([201, 303, 400, 405, 413, 415]).toContain(status);
  }
  // Only refused large bodies may end with a hang-up; everything else got its answer.
  const hungUp = statuses.filter((status) => typeof status === 'string').length;
  expect(hungUp).toBeLessThan(cases.filter((item) => item.body.length > 32 * 1024).length + 1);
  expect(counts.get(201)).toBeGreaterThan(50);
  expect(counts.get(400)).toBeGreaterThan(500);

  // Still up, and still right.
  expect((await postJson(server.port, { email: 'after-fuzz@example.com' })).status).toBe(201);
  expect((await postForm(server.port, { email: 'nope' })).status).toBe(400);
  expect((await send(server.port, { path: '/' })).status).toBe(200);
  expect(server.logs.filter((line) => line.startsWith('Error answering'))).toEqual([]);
});
