// @vitest-environment node
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessages, requestMessages } from '../../src/quotes/quoteMessages';

/** The messages a visitor reads for the contact form's e-mail and phone fields (either one gives a way to reply). */
const emailFormat = 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.';
const phoneDigits =
  'Please enter a phone number with at least 10 digits, area code included, or leave it empty and give an e-mail address.';
const needContact = 'Please enter an e-mail address or a phone number, so we can reply to you.';
import { quotePageStyleHash } from '../../src/server/quotes/quotePages';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { company, removeDir, startTestApp, type TestApp } from './helpers';
import { postForm, postJson, send } from './rawHttp';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(503) 555-0147',
  address: '1 Main St, Tigard, OR',
  description: 'Our roof leaks over the garage.',
  subject: '',
};

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
});

const stored = (includeSpam = false) => readQuotes(server.dataDir, { includeSpam }) ?? [];

describe('POST /api/quote with JSON', () => {
  it('stores a valid request and answers 201 with its id', async () => {
    const response = await postJson(server.port, valid);
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { id } = JSON.parse(response.text);
    const row = stored().find((quote) => quote.id === id);
    expect(row).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '(503) 555-0147',
      spam: false,
    });
  });

  it('stores the values trimmed, and empty fields as empty', async () => {
    const response = await postJson(server.port, { firstName: '  Bo ', phone: ' 503 555 0147 ', email: '' });
    expect(response.status).toBe(201);
    const row = stored().find((quote) => quote.id === JSON.parse(response.text).id)!;
    expect(row).toMatchObject({ firstName: 'Bo', phone: '503 555 0147', email: '', lastName: '' });
  });

  it('answers 400 with a message per field', async () => {
    const response = await postJson(server.port, {
      firstName: 'x'.repeat(101),
      lastName: 'y'.repeat(101),
      email: 'not-an-address',
      phone: '555-0147',
      address: 'z'.repeat(301),
      description: 'w'.repeat(5001),
    });
    expect(response.status).toBe(400);
    const { errors } = JSON.parse(response.text);
    expect(errors).toEqual({
      firstName: 'Please shorten “First name” to 100 characters or fewer.',
      lastName: 'Please shorten “Last name” to 100 characters or fewer.',
      email: 'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.',
      phone: phoneDigits,
      address: 'Please shorten “Project address” to 300 characters or fewer.',
      description: expect.stringContaining('5,000 characters or fewer'),
    });
  });

  it('answers 400 on both contact fields when there is no way to reply', async () => {
    const response = await postJson(server.port, { firstName: 'Ann', description: 'Gutters' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors).toEqual({
      email: needContact,
      phone: needContact,
    });
  });

  it('refuses an e-mail address that would write to others from a link, and keeps nothing', async () => {
    const email = 'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example';
    const response = await postJson(server.port, { ...valid, firstName: 'Mallory', email });
    expect([response.status, JSON.parse(response.text)]).toEqual([400, { errors: { email: emailFormat } }]);
    const page = await postForm(server.port, { ...valid, firstName: 'Mallory', email });
    expect(page.status).toBe(400);
    expect(page.text).toContain(emailFormat);
    expect(stored(true).some((quote) => quote.firstName === 'Mallory')).toBe(false);
  });

  it('answers 400 for malformed JSON, a body that is not an object, and invalid UTF-8', async () => {
    const broken = await postJson(server.port, '{"email": "a@example.com",');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text).errors).toEqual({ body: requestMessages.invalidJson });

    const array = await postJson(server.port, '[{"email": "a@example.com"}]');
    expect(array.status).toBe(400);
    expect(JSON.parse(array.text).errors).toEqual({ body: requestMessages.notAnObject });

    const bytes = Buffer.concat([
      Buffer.from('{"email":"a@example.com","firstName":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const badUtf8 = await send(server.port, {
      method: 'POST',
      path: '/api/quote',
      headers: { 'Content-Type': 'application/json', 'Content-Length': bytes.length },
      body: bytes,
    });
    expect(badUtf8.status).toBe(400);
    expect(JSON.parse(badUtf8.text).errors).toEqual({ body: requestMessages.notUtf8 });
  });

  it('answers 400 for a field the form does not have (JSON is strict)', async () => {
    const response = await postJson(server.port, { ...valid, budget: '10000' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors.budget).toMatch(/no field called "budget"/);
  });

  it('answers 405 with Allow: POST for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      const response = await send(server.port, { method, path: '/api/quote' });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('POST');
    }
  });

  it('answers 413 for a body over 32 KB, by its declared length or while reading it', async () => {
    const big = JSON.stringify({ email: 'a@example.com', description: 'x'.repeat(33 * 1024) });
    const declared = await postJson(server.port, big);
    expect(declared.status).toBe(413);

    // Chunked, without a Content-Length: the server counts as it reads and stops at the limit.
    const chunked = await send(server.port, {
      method: 'POST',
      path: '/api/quote',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text).error).toMatch(/32 KB/);
  });

  it('stops reading a huge upload early instead of taking it all in', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/quote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        );
        const chunk = `8000\r\n${'x'.repeat(0x8000)}\r\n`;
        // Up to 64 MB, unless the server hangs up first.
        let sent = 0;
        const pump = () => {
          while (sent < 2048 && socket.writable) {
            sent += 1;
            if (!socket.write(chunk)) return void socket.once('drain', pump);
          }
        };
        pump();
      });
      let received = '';
      socket.on('data', (data) => (received += data.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', () => resolve(received));
      setTimeout(() => reject(new Error('the server kept reading')), 15_000).unref();
    });
    expect(response).toMatch(/^HTTP\/1\.1 413/);
  });

  // multipart/form-data is a form with photos (tests/server/requestPhotos.test.ts).
  it('answers 415 for anything but JSON or form data in UTF-8', async () => {
    const cases: Record<string, string>[] = [
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/xml' },
      {},
      { 'Content-Type': 'application/json; charset=latin1' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    ];
    for (const headers of cases) {
      const response = await send(server.port, {
        method: 'POST',
        path: '/api/quote',
        headers,
        body: JSON.stringify(valid),
      });
      expect(response.status, JSON.stringify(headers)).toBe(415);
    }
  });

  it('answers a filled-in spam trap like a success, but keeps it as spam and out of the outbox', async () => {
    const response = await postJson(server.port, { ...valid, subject: 'http://cheap-pills.example' });
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.text);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored().some((quote) => quote.id === id)).toBe(false);
    const spam = stored(true).find((quote) => quote.id === id);
    expect(spam).toMatchObject({ spam: true, emailedAt: '' });
    expect(server.app.store.dueMail(Date.now() + 1e9, 1000).some((mail) => mail.quote.id === id)).toBe(false);
  });
});

describe('POST /api/quote from the plain form (no JavaScript)', () => {
  it('redirects to /thank-you with 303 after storing the request', async () => {
    const response = await postForm(server.port, { ...valid, firstName: 'Form', submit: 'Send' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/thank-you');
    expect(stored().some((quote) => quote.firstName === 'Form')).toBe(true);
  });

  it('ignores fields the form does not have', async () => {
    const response = await postForm(server.port, { email: 'extra@example.com', utm_source: 'flyer' });
    expect(response.status).toBe(303);
  });

  it('answers 201 JSON to a script that sends form data', async () => {
    const response = await postForm(server.port, { phone: '503-555-0147' }, { Accept: 'application/json' });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.text).id).toBeTruthy();
  });

  it('shows a page with every message and the visitor’s words still in the form', async () => {
    const typed = {
      firstName: 'Zoë <b>',
      lastName: 'O"Brien',
      email: 'zoe@',
      phone: '',
      address: '12 Elm St',
      description: 'Moss on the roof & a leak\nnear the chimney.',
      subject: '',
    };
    const response = await postForm(server.port, typed);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('role="alert"');
    expect(html).toContain(emailFormat);
    expect(html).toContain('href="/contact"');
    expect(html).toContain(`href="tel:+15035550147"`);
    expect(html).toContain(company.phone);
    // Every typed value is back in its field, escaped.
    expect(html).toContain('value="Zo\u00eb &#60;b&#62;"');
    expect(html).toContain('value="O&#34;Brien"');
    expect(html).toContain('value="zoe@" maxlength="254" aria-invalid="true" aria-describedby="email-error"');
    expect(html).toMatch(/<textarea id="address"[^>]*>12 Elm St<\/textarea>/);
    expect(html).toContain('>Moss on the roof &#38; a leak\nnear the chimney.</textarea>');
    expect(html).not.toContain('<b>');
    // Its own style is allowed by hash; nothing else inline is.
    expect(response.headers['content-security-policy']).toContain(quotePageStyleHash);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('lists the missing way to reply once, for both fields', async () => {
    const response = await postForm(server.port, { firstName: 'Ann', email: '', phone: '' });
    expect(response.status).toBe(400);
    expect(response.text.split(needContact).length - 1).toBe(3); // the list, and under each field
    expect(response.text).toContain('<a href="#email">E-mail address</a>, <a href="#phone">Phone number</a>:');
  });

  it('answers a broken form encoding with 400', async () => {
    const body = 'email=a%40example.com&firstName=%E9%ZZ';
    const response = await send(server.port, {
      method: 'POST',
      path: '/api/quote',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': body.length },
      body,
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors).toEqual({ body: requestMessages.notUtf8 });
  });

  it('refuses a field sent twice with different values', async () => {
    const body = 'email=a%40example.com&email=b%40example.com';
    const response = await send(server.port, {
      method: 'POST',
      path: '/api/quote',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': body.length },
      body,
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors.email).toMatch(/more than once/);
  });
});

describe('a request refused as a whole', () => {
  /** What a browser without JavaScript sends with the plain form. */
  const asPage = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const refusals: {
    status: number;
    refusal: { title: string; message: string };
    request: { method?: string; headers?: Record<string, string>; body?: string };
  }[] = [
    { status: 405, refusal: refusalMessages.method('/api/quote'), request: { method: 'GET' } },
    {
      status: 403,
      refusal: refusalMessages.otherSite(company.phone),
      request: { headers: { Origin: 'https://cheap-roofs.example' } },
    },
    {
      status: 403,
      refusal: refusalMessages.preflight('/api/quote'),
      request: { method: 'OPTIONS', headers: { Origin: 'https://cheap-roofs.example' } },
    },
    { status: 415, refusal: refusalMessages.type, request: { headers: { 'Content-Type': 'text/plain' } } },
    {
      status: 413,
      refusal: refusalMessages.tooLarge(32),
      request: { body: JSON.stringify({ ...valid, description: 'x'.repeat(33 * 1024) }) },
    },
  ];

  it.each(refusals)(
    '$status: the same words as JSON, and on a page with its title for the plain form',
    async (refused) => {
      const body = refused.request.body ?? JSON.stringify(valid);
      const ask = (accept: Record<string, string>) =>
        send(server.port, {
          method: refused.request.method ?? 'POST',
          path: '/api/quote',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            ...accept,
            ...refused.request.headers,
          },
          body,
        });
      const json = await ask({ Accept: 'application/json' });
      expect([json.status, JSON.parse(json.text)]).toEqual([refused.status, { error: refused.refusal.message }]);
      expect(json.headers['content-length']).toBe(String(json.body.length));
      expect(json.headers['cache-control']).toBe('no-store');
      // Answered before the body was read: the connection is not kept for another request.
      expect(json.headers.connection).toBe('close');
      const page = await ask(asPage);
      expect(page.status).toBe(refused.status);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain(`<h1>${refused.refusal.title}</h1>`);
      expect(page.text).toContain(refused.refusal.message.replace(/'/g, '&#39;'));
    },
  );
});

describe('limits and failures', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_PER_MINUTE requests from one address', async () => {
    const limited = await startTestApp({ rateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${address}` });
      for (let i = 0; i < 3; i += 1)
        expect((await postJson(limited.port, valid, from('198.51.100.1'))).status).toBe(201);
      const refused = await postJson(limited.port, valid, from('198.51.100.1'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(JSON.parse(refused.text).error).toMatch(/Too many requests/);
      // Another address is not affected.
      expect((await postJson(limited.port, valid, from('198.51.100.2'))).status).toBe(201);
      // The plain form gets a page.
      const page = await postForm(limited.port, valid, from('198.51.100.1'));
      expect(page.status).toBe(429);
      expect(page.text).toContain('<h1>Too many requests</h1>');
    } finally {
      await limited.close();
      removeDir(limited.dataDir);
    }
  });

  it('answers 503, never 201, when the request cannot be stored', async () => {
    const broken = await startTestApp();
    try {
      broken.app.store.close();
      const response = await postJson(broken.port, valid);
      expect(response.status).toBe(503);
      expect(JSON.parse(response.text)).toEqual({ error: expect.stringMatching(/could not save/) });
      expect(broken.logs.some((line) => line.includes('NOT saved'))).toBe(true);
    } finally {
      await broken.close();
      removeDir(broken.dataDir);
    }
  });

  it('logs why a request was not saved on one line, whatever the database said', async () => {
    const failing = await startTestApp({
      openStore: (dir) => {
        const store = openQuoteStore(dir);
        const refuse = () => {
          throw new Error('disk I/O error\nEditor: maria signed in.');
        };
        return { ...store, save: refuse, saveAll: refuse };
      },
    });
    try {
      const response = await postJson(failing.port, valid);
      expect([response.status, JSON.parse(response.text)]).toEqual([503, { error: refusalMessages.notSaved.message }]);
      expect(response.headers['retry-after']).toBe('60');
      const page = await postForm(failing.port, valid);
      expect(page.text).toContain('<h1>Your request was not sent</h1>');
      expect(
        failing.logs
          .join('\n')
          .split('\n')
          .filter((line) => line.includes('signed in')),
      ).toEqual([
        'Quote request NOT saved: disk I/O error\\nEditor: maria signed in.',
        'Quote request NOT saved: disk I/O error\\nEditor: maria signed in.',
      ]);
    } finally {
      await failing.close();
      removeDir(failing.dataDir);
    }
  });
});
