/**
 * The build's redirects (dist/redirects.json) on the production server: an old address answers 301 or 302 with
 * where the page went and the visitor's query, with or without its trailing slash, instead of the meta-refresh page
 * the build writes for other hosts; a malformed file leaves the site served without redirects.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectLocation } from '../../src/server/static/siteRedirects';
import { cleanupAfterEach, removeDir, startTestApp, type TestApp, writeFakeDist } from './helpers';
import { send } from './rawHttp';

const redirects = [
  { from: '/old-roofing', to: '/about', status: 301 },
  { from: '/spring-offer', to: '/about?utm_source=flyer', status: 302 },
  { from: '/blog/', to: 'https://blog.example.com/news', status: 301 },
];

/** A fake dist with a redirects file and the meta-refresh page the build writes for /old-roofing. */
function distWithRedirects(file: string): string {
  const dist = writeFakeDist();
  writeFileSync(path.join(dist, 'redirects.json'), file);
  mkdirSync(path.join(dist, 'old-roofing'), { recursive: true });
  writeFileSync(
    path.join(dist, 'old-roofing/index.html'),
    '<!doctype html><meta http-equiv="refresh" content="0; url=/about"><title>Moved</title>',
  );
  return dist;
}

describe('a redirect of the site', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ distDir: distWithRedirects(JSON.stringify({ redirects })) });
  });
  afterAll(async () => {
    await server.close();
    removeDir(server.distDir);
  });

  it('sends a visitor of an old address to the new one with 301, keeping their query', async () => {
    const response = await send(server.port, { path: '/old-roofing?utm_source=google&gclid=abc' });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/about?utm_source=google&gclid=abc');
    expect(response.text).toContain('<a href="/about?utm_source=google&#38;gclid=abc">');
  });

  it('answers 302 for a temporary redirect, the office’s own query kept beside the visitor’s', async () => {
    const response = await send(server.port, { path: '/spring-offer?utm_source=google&page=2' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/about?utm_source=flyer&page=2');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('redirects the old address with or without its trailing slash, and a HEAD too', async () => {
    expect((await send(server.port, { path: '/old-roofing/' })).headers.location).toBe('/about');
    expect((await send(server.port, { path: '/blog' })).headers.location).toBe('https://blog.example.com/news');
    const head = await send(server.port, { method: 'HEAD', path: '/blog/' });
    expect([head.status, head.headers.location, head.text]).toEqual([301, 'https://blog.example.com/news', '']);
  });

  it('answers the redirect, never the meta-refresh page the build wrote at the old address', async () => {
    const response = await send(server.port, { path: '/old-roofing' });
    expect(response.status).toBe(301);
    expect(response.text).not.toContain('http-equiv="refresh"');
  });

  it('leaves the other pages, the not-found page and the editor’s API as they were', async () => {
    expect((await send(server.port, { path: '/about' })).status).toBe(200);
    expect((await send(server.port, { path: '/old-roofing-2' })).status).toBe(404);
    expect((await send(server.port, { path: '/edit/api/session' })).headers.location).toBeUndefined();
  });
});

describe('a redirects file that is not right', () => {
  const cleanup = cleanupAfterEach();

  it('does not stop the server: the site is served, without redirects, and the log says why', async () => {
    for (const file of ['{"redirects": [', '{"redirects": 7}', 'null', 'x'.repeat(1024 * 1024 + 1)]) {
      const server = await startTestApp({ distDir: distWithRedirects(file) });
      cleanup(() => removeDir(server.distDir));
      cleanup(() => server.close());
      expect((await send(server.port, { path: '/about' })).status, file.slice(0, 20)).toBe(200);
      expect((await send(server.port, { path: '/old-roofing' })).status).toBe(200);
      expect(server.logs.join('\n')).toMatch(/redirects\.json.*no redirects are served/);
    }
  });

  it('serves the good entries and leaves out, in the log, one that could send visitors off the site', async () => {
    const entries = [
      { from: '/old-roofing', to: '//evil.example/', status: 301 },
      { from: 'no-slash', to: '/about', status: 301 },
      { from: '/gutters', to: '/about', status: 307 },
      { from: '/spring-offer', to: '/about', status: 302 },
    ];
    const server = await startTestApp({ distDir: distWithRedirects(JSON.stringify({ redirects: entries })) });
    cleanup(() => removeDir(server.distDir));
    cleanup(() => server.close());
    expect((await send(server.port, { path: '/old-roofing' })).status).toBe(200);
    expect((await send(server.port, { path: '/spring-offer' })).status).toBe(302);
    expect(server.logs.filter((line) => line.includes('is left out'))).toHaveLength(3);
  });
});

describe('where a visitor is sent', () => {
  it('keeps the redirect’s own fragment after the visitor’s query', () => {
    expect(redirectLocation('/about#team', 'ref=1')).toBe('/about?ref=1#team');
    expect(redirectLocation('/about', '')).toBe('/about');
  });
});
