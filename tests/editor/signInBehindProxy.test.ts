/**
 * Behind the site's own proxy (TRUST_PROXY), the sign-in throttle counts the address the proxy saw, read from the
 * right of X-Forwarded-For as for the quote form. Whatever a visitor writes at the left of that header must not
 * make each guess look like it came from someone new.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { type App, createApp } from '../../src/server/main';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';

let app: App;
let base: string;
// The minimal fixture site and its company: signing in does not depend on what the office wrote.
const contentRoot = copyOfFixture('minimal-site');
const dataDir = tempDir('editor-data-behind-proxy');
const distDir = fakeEditorDist();

beforeAll(async () => {
  await openAccountStore(dataDir).add('maria', 'correct horse battery staple');
  app = await createApp({
    distDir,
    dataDir,
    rateLimitPerMinute: 0,
    // The proxy runs on this machine, as Caddy does in docs/deploy.md.
    trustProxy: ['127.0.0.1', '::1'],
    editor: { contentRoot },
    company: {
      name: 'Test Roofing Company',
      email: 'office@example.com',
      phone: '(503) 555-0100',
    } as never,
    log: () => {},
  });
  base = `http://127.0.0.1:${(await app.listen(0)).port}`;
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

it('slows down guesses from one visitor who writes a new forged address into X-Forwarded-For each time', async () => {
  const guess = (index: number) =>
    fetch(`${base}/edit/api/sign-in`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: base,
        // The visitor's own text first, then the address the proxy appended: the visitor is always 198.51.100.7.
        'X-Forwarded-For': `203.0.113.${index}, 198.51.100.7`,
      },
      // A different (unknown) name each time, so only the per-address count can stop them.
      body: JSON.stringify({ name: `guess${index}`, password: 'not a password' }),
    });
  const statuses: number[] = [];
  for (let index = 1; index <= 6; index += 1) statuses.push((await guess(index)).status);
  expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);
});
