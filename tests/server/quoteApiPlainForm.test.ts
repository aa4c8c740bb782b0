// @vitest-environment node
/**
 * POST /api/quote from the plain form, without JavaScript: the redirect to the thank-you page, the page with every
 * message and the visitor's words, broken encodings; and a request refused as a whole, which tells the same words
 * as JSON and on a page of its own.
 */
import { describe, expect, it } from 'vitest';
import { refusalMessages, requestMessages } from '../../src/quotes/quoteMessages';
import { quotePageStyleHash } from '../../src/server/quotes/quotePages';
import { company } from './helpers';
import { postForm, send } from './rawHttp';
import { emailFormat, needContact, quoteServerOfTheFile, valid } from './quoteApiHelpers';

const { server, stored } = quoteServerOfTheFile();

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
