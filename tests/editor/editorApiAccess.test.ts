/**
 * Who may use the editor's HTTP API on the production server, against a throw-away copy of the content: no /edit at
 * all without an account, the accounts file kept private, the editor page's strict policy, 401 without a session, the
 * session cookie and its name over HTTPS, wrong passwords answered alike and throttled, and sessions ended at sign-out
 * or by a new password.
 */
import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import {
  base,
  dataDir,
  logged,
  password,
  post,
  restartApp,
  serveCopyOfContent,
  signIn,
  startApp,
} from './editorApiServer';
import { removeDir, tempDir } from './helpers';

serveCopyOfContent();

describe('without any editor account', () => {
  it('has no /edit at all: the page and the API answer 404', async () => {
    expect((await fetch(`${base}/edit`)).status).toBe(404);
    expect((await fetch(`${base}/edit/api/session`)).status).toBe(404);
    expect((await post('/edit/api/sign-in', { name: 'maria', password })).status).toBe(404);
  });
});

describe('with an account', () => {
  beforeAll(async () => {
    await openAccountStore(dataDir).add('maria', password);
  });

  it('keeps the accounts file readable by the server user only, without the password in it', () => {
    const file = path.join(dataDir, 'editors.json');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(file, 'utf8')).not.toContain(password);
  });

  it('serves the editor page with a strict policy: scripts only from the site, no inline script, no worker', async () => {
    const response = await fetch(`${base}/edit`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toContain("worker-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/edit/assets/main-abc.js"></script>');
    expect((await fetch(`${base}/edit/assets/main-abc.js`)).status).toBe(200);
    // The site's own file server never hands out the editor's folder.
    expect((await fetch(`${base}/.editor/assets/main-abc.js`)).status).toBe(404);
    expect((await fetch(`${base}/.editor/.vite/manifest.json`)).status).toBe(404);
    expect(html).not.toMatch(/<script>|<script type="module">/);
  });

  it('answers 401 on every editor API without a session', async () => {
    const gets = ['session', 'pages', 'schema', 'file?path=pages/about.yaml'];
    for (const route of gets) expect((await fetch(`${base}/edit/api/${route}`)).status, route).toBe(401);
    const posts = ['sign-out', 'check', 'save', 'new-page'];
    for (const route of posts)
      expect((await post(`/edit/api/${route}`, { path: 'pages/about.yaml', text: 'x' })).status, route).toBe(401);
    const photo = await fetch(`${base}/edit/api/photos?name=a.jpg`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', Origin: base },
      body: 'x',
    });
    expect(photo.status).toBe(401);
    expect((await fetch(`${base}/edit/preview`)).status).toBe(401);
    expect((await fetch(`${base}/edit/media/images/services/roofing.svg`)).status).toBe(401);
  });

  it('signs in with a session cookie that scripts cannot read and other sites never send', async () => {
    const response = await post('/edit/api/sign-in', { name: 'maria', password });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^editor-session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
    const session = await fetch(`${base}/edit/api/session`, { headers: { Cookie: cookie.split(';')[0] } });
    expect(await session.json()).toEqual({ name: 'maria', role: 'owner', signIn: true, publishing: false });
    expect(logged).toContain('Editor: maria signed in.');
  });

  it('names the cookie __Host-… and marks it Secure over HTTPS (behind the trusted proxy)', async () => {
    const proxiedData = tempDir('editor-data-proxied');
    await openAccountStore(proxiedData).add('maria', password);
    const proxied = await startApp({ trustProxy: true, dataDir: proxiedData });
    try {
      // fetch cannot set Host: the request as the proxy forwards it, byte for byte.
      const { status, headers } = await new Promise<{ status: number; headers: IncomingHttpHeaders }>(
        (resolve, reject) => {
          const body = JSON.stringify({ name: 'maria', password });
          const request = httpRequest(`${proxied.base}/edit/api/sign-in`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Origin: 'https://www.example.com',
              Host: 'www.example.com',
              'X-Forwarded-Proto': 'https',
            },
          });
          request.on('response', (response) => {
            response.resume();
            resolve({ status: response.statusCode!, headers: response.headers });
          });
          request.on('error', reject);
          request.end(body);
        },
      );
      expect(status).toBe(200);
      const cookie = headers['set-cookie']![0];
      expect(cookie).toMatch(/^__Host-editor-session=/);
      expect(cookie).toContain('; Secure');
    } finally {
      await proxied.app.close();
      removeDir(proxiedData);
    }
  });

  it('gives the same answer for an unknown name and a wrong password, then makes the next tries wait', async () => {
    const headers = { 'X-Test': 'throttle' };
    const unknown = await post('/edit/api/sign-in', { name: 'nobody', password }, headers);
    const wrong = await post('/edit/api/sign-in', { name: 'maria', password: 'not the password at all' }, headers);
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    // Two more failures for maria (four in all), then even the right password has to wait.
    await post('/edit/api/sign-in', { name: 'maria', password: 'wrong again, still' });
    await post('/edit/api/sign-in', { name: 'maria', password: 'and wrong once more' });
    await post('/edit/api/sign-in', { name: 'maria', password: 'wrong for the fourth time' });
    const throttled = await post('/edit/api/sign-in', { name: 'maria', password });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await throttled.json()).error).toMatch(/wait \d+ seconds? before trying again/);
  });

  it('throttles 30 wrong passwords sent at once like 30 in a row: four are checked, the rest wait', async () => {
    const burstData = tempDir('editor-data-burst');
    await openAccountStore(burstData).add('maria', password);
    // The throttle's clock, moved on by the test instead of waiting out the throttle.
    let later = 0;
    const burst = await startApp({ dataDir: burstData, now: () => Date.now() + later });
    const refusedBefore = logged.filter((line) => line.includes('a sign-in as "maria" was refused')).length;
    const attempt = (secret: string) =>
      fetch(`${burst.base}/edit/api/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: burst.base },
        body: JSON.stringify({ name: 'maria', password: secret }),
      });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, each) => attempt(`wrong guess number ${each}`)));
      const statuses = answers.map((answer) => answer.status);
      const checked = logged.filter((line) => line.includes('a sign-in as "maria" was refused')).length - refusedBefore;
      expect(checked).toBeLessThanOrEqual(4);
      expect(statuses.filter((status) => status === 401)).toHaveLength(checked);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
      // The right password right after the burst waits too, and is let in once the wait is over.
      const right = await attempt(password);
      expect(right.status).toBe(429);
      const wait = Number(right.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(2);
      later += wait * 1000 + 100;
      expect((await attempt(password)).status).toBe(200);
    } finally {
      await burst.app.close();
      removeDir(burstData);
    }
  });
});

describe('signed in', () => {
  beforeAll(async () => {
    // A fresh server: the sign-in throttle of the tests above is in memory.
    await restartApp();
  });

  it('ends the session on the server at sign-out: the same cookie no longer works', async () => {
    const session = await signIn();
    expect((await fetch(`${base}/edit/api/pages`, { headers: { Cookie: session } })).status).toBe(200);
    const out = await post('/edit/api/sign-out', {}, { Cookie: session });
    expect(out.status).toBe(204);
    expect((await fetch(`${base}/edit/api/pages`, { headers: { Cookie: session } })).status).toBe(401);
  });

  it('ends the sessions of an account given a new password', async () => {
    const session = await signIn();
    // The new password set a moment after the sign-in, on a fake clock rather than after a wait.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await openAccountStore(dataDir).reset('maria', `${password} renewed`);
    expect((await fetch(`${base}/edit/api/pages`, { headers: { Cookie: session } })).status).toBe(401);
    await openAccountStore(dataDir).reset('maria', password);
  });
});
