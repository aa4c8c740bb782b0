// @vitest-environment node
/**
 * POST /api/quote with JSON, as the form's script sends it: a valid request stored and answered with its id, the
 * messages per field, and what is refused (malformed or strict-JSON bodies, other methods, bodies too large or of
 * another type) and how a filled-in spam trap is answered.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { requestMessages } from '../../src/quotes/quoteMessages';
import { postForm, postJson, send } from './rawHttp';
import { emailFormat, needContact, phoneDigits, quoteServerOfTheFile, valid } from './quoteApiHelpers';

const { server, stored } = quoteServerOfTheFile();

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
