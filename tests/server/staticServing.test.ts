// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptsFile } from '../../src/prerender/inlineScripts';
import { formsFileName } from '../../src/quotes/formCatalogue';
import { cspHash, emptyStyleHash } from '../../src/server/http/securityHeaders';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import {
  appScript,
  contactForm,
  emotionStyle,
  removeDir,
  startTestApp,
  tempDir,
  writeFakeDist,
  type TestApp,
} from './helpers';
import { postJson, send, type RawResponse } from './rawHttp';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
});

const get = (requestPath: string, headers: Record<string, string> = {}) =>
  send(server.port, { path: requestPath, headers });

function expectSecurityHeaders(response: RawResponse) {
  const csp = response.headers['content-security-policy'] as string;
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("font-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('serving dist/', () => {
  it('answers a route with its prerendered page', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.text).toContain('<title>Home</title>');
    const about = await get('/about?from=menu');
    expect(about.status).toBe(200);
    expect(about.text).toContain('<title>About us</title>');
    expect((await get('/about/')).text).toContain('<title>About us</title>');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const requestPath of ['/no-such-page', '/about/index.html', '/404.html', '/assets/missing.js']) {
      const response = await get(requestPath);
      expect(response.status, requestPath).toBe(404);
      expect(response.text).toContain('<title>Page not found</title>');
      expectSecurityHeaders(response);
    }
  });

  it('never serves a file outside dist/', async () => {
    for (const requestPath of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fsite.yaml',
      '/..%5c..%5cpackage.json',
      '/%00index.html',
      '/%E0%A4%A',
      '//etc/passwd',
    ]) {
      const response = await get(requestPath);
      expect(response.status, requestPath).toBe(404);
      expect(response.text).toContain('<title>Page not found</title>');
    }
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await get('/assets/index-Ab12cd34.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/assets/index-Bc12de34.css')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses text with brotli or gzip, as the browser asks', async () => {
    const br = await get('/assets/index-Ab12cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(appScript);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gzip = await get('/assets/index-Ab12cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(appScript);

    const preferGzip = await get('/', { 'Accept-Encoding': 'br;q=0.5, gzip;q=1' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-Ab12cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.text).toBe(appScript);

    const refused = await get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leaves pictures uncompressed', async () => {
    const png = await get('/images/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(readFileSync(path.join(server.distDir, 'images/logo.png')))).toBe(true);
  });

  it('answers 304 when the browser’s copy is current (ETag, then Last-Modified)', async () => {
    for (const [requestPath, encoding] of [
      ['/', 'br'],
      ['/', ''],
      ['/assets/index-Bc12de34.css', 'gzip'],
      ['/images/logo.png', ''],
    ]) {
      const first = await get(requestPath, { 'Accept-Encoding': encoding });
      const etag = first.headers.etag!;
      expect(etag).toBeTruthy();
      const again = await get(requestPath, { 'Accept-Encoding': encoding, 'If-None-Match': etag });
      expect(again.status, `${requestPath} ${encoding}`).toBe(304);
      expect(again.body.length).toBe(0);
      expectSecurityHeaders(again);
      const changed = await get(requestPath, { 'Accept-Encoding': encoding, 'If-None-Match': '"something-else"' });
      expect(changed.status).toBe(200);
      const byDate = await get(requestPath, {
        'Accept-Encoding': encoding,
        'If-Modified-Since': first.headers['last-modified']!,
      });
      expect(byDate.status).toBe(304);
      const older = await get(requestPath, {
        'If-Modified-Since': new Date(Date.now() - 86_400_000 * 365 * 10).toUTCString(),
      });
      expect(older.status).toBe(200);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await send(server.port, {
      method: 'HEAD',
      path: '/assets/index-Ab12cd34.js',
      headers: { 'Accept-Encoding': 'br' },
    });
    const getResponse = await get('/assets/index-Ab12cd34.js', { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(getResponse.headers['content-length']);
    expect(head.headers.etag).toBe(getResponse.headers.etag);
    expect((await send(server.port, { method: 'HEAD', path: '/nowhere' })).status).toBe(404);
  });

  it('answers 405 to other methods on static paths', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await send(server.port, { method, path: '/about' });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(response);
    }
  });
});

describe('security headers', () => {
  it('are on pages, files, API answers, 404s and errors', async () => {
    const responses = [
      await get('/'),
      await get('/assets/index-Ab12cd34.js'),
      await get('/missing'),
      await get('/api/nothing-here'),
      await postJson(server.port, { email: 'a@example.com' }),
      await postJson(server.port, { email: 'nope' }),
      await send(server.port, { method: 'GET', path: '/api/quote' }),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 200, 404, 404, 201, 400, 405]);
    for (const response of responses) expectSecurityHeaders(response);
  });

  it('allow exactly the page’s own inline styles by hash, plus the empty sheet Emotion fills with insertRule', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    const styleSrc = csp.split('; ').find((directive) => directive.startsWith('style-src '))!;
    expect(styleSrc).toContain(cspHash(emotionStyle));
    expect(styleSrc).toContain(emptyStyleHash);
    // The heading's inline style attribute (style="opacity:1;transform:none"), by hash only.
    expect(styleSrc).toContain("'unsafe-hashes'");
    expect(styleSrc).toContain(cspHash('opacity:1;transform:none'));
    // The JSON data block is not a script that runs, so it needs no hash.
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src '))).toBe("script-src 'self'");
    // Files other than pages get no page hashes.
    const fileCsp = (await get('/robots.txt')).headers['content-security-policy'] as string;
    expect(fileCsp).not.toContain(cspHash(emotionStyle));
  });

  it('allow only the inline scripts the build lists, never one found in a page', async () => {
    const distDir = writeFakeDist();
    const about = path.join(distDir, 'about/index.html');
    const injected = '<script>alert(1)</script>';
    writeFileSync(about, readFileSync(about, 'utf8').replace('</main>', `${injected}</main>`));
    writeFileSync(path.join(distDir, inlineScriptsFile), JSON.stringify([cspHash('startPage()')]));
    const listed = await startTestApp({ distDir });
    try {
      const csp = (await send(listed.port, { path: '/about' })).headers['content-security-policy'] as string;
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${cspHash('startPage()')}`);
      expect(csp).not.toContain(cspHash('alert(1)'));
      // A build without the list (the one of the other tests) runs no inline script, and the start says so.
      expect(server.logs.join('\n')).toContain(`lists no inline scripts (no ${inlineScriptsFile})`);
      expect(listed.logs.join('\n')).not.toContain('lists no inline scripts');
    } finally {
      await listed.close();
      removeDir(distDir);
      removeDir(listed.dataDir);
    }
  });

  it('allow a hosted form service the pages post to', async () => {
    const distDir = writeFakeDist({ formAction: 'https://forms.example.com/f/roof' });
    const hosted = await startTestApp({ distDir });
    try {
      const csp = (await send(hosted.port, { path: '/about' })).headers['content-security-policy'] as string;
      expect(csp).toContain("connect-src 'self' https://forms.example.com");
      expect(csp).toContain("form-action 'self' https://forms.example.com");
    } finally {
      await hosted.close();
      removeDir(distDir);
      removeDir(hosted.dataDir);
    }
  });

  it('send Strict-Transport-Security only over HTTPS, as said by a trusted proxy', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https' };
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send that header.
    expect((await get('/', forwarded)).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await startTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const viaHttps = await send(behindProxy.port, { path: '/', headers: forwarded });
      expect(viaHttps.headers['strict-transport-security']).toBe('max-age=31536000');
      const viaHttp = await send(behindProxy.port, { path: '/', headers: { 'X-Forwarded-Proto': 'http' } });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
      const api = await send(behindProxy.port, { path: '/api/quote', headers: forwarded });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await behindProxy.close();
      removeDir(behindProxy.dataDir);
    }
  });

  it('are on the answer to a request too broken to parse', async () => {
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (data) => (received += data.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('X-Content-Type-Options: nosniff');
    expect(raw).toContain("frame-ancestors 'none'");
    expect(raw).toContain('Cross-Origin-Opener-Policy: same-origin');
  });
});

describe('without a dist/ folder', () => {
  it('answers 404 to pages, and refuses quote requests in words, having said at start that it has no forms', async () => {
    const empty = await startTestApp({ distDir: path.join(server.dataDir, 'no-dist-here') });
    try {
      expect((await send(empty.port, { path: '/' })).status).toBe(404);
      // Without a build there is no form to check a request against: the log says so before any request comes.
      expect(empty.logs).toContain(`The site has no forms (no ${formsFileName} in its build): form posts are refused.`);
      const refused = await postJson(empty.port, { form: contactForm.id, email: 'a@example.com' });
      // The server's setup, not the visitor's mistake: a 503 that offers the phone number.
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.text).error).toContain('Our site cannot take requests just now');
      expect(readQuotes(empty.dataDir, { includeSpam: true }) ?? []).toEqual([]);
    } finally {
      await empty.close();
      removeDir(empty.dataDir);
    }
  });

  it('takes quote requests with only the forms of a build (a quote server for pages hosted elsewhere)', async () => {
    const formsOnly = tempDir('forms-only');
    writeFileSync(path.join(formsOnly, formsFileName), JSON.stringify({ forms: [contactForm] }));
    const quotes = await startTestApp({ distDir: formsOnly });
    try {
      expect((await send(quotes.port, { path: '/' })).status).toBe(404);
      expect((await postJson(quotes.port, { form: contactForm.id, email: 'a@example.com' })).status).toBe(201);
      expect(readQuotes(quotes.dataDir, { includeSpam: true })!.map((quote) => quote.email)).toEqual(['a@example.com']);
    } finally {
      await quotes.close();
      [quotes.dataDir, formsOnly].forEach(removeDir);
    }
  });
});
