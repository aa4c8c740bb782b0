/**
 * "Send visitors to…" of Missed addresses through the editor's API, against a throw-away copy of the second fixture
 * site: an address visitors missed is sent to a page by a redirect in site.yaml, written only when the site passes
 * the check so (never from an address that is a live page, never to one with no page), by a signed-in editor from the
 * editor's own page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { App } from '../../src/server/main';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';
import { startSignedIn } from './signedIn';

const password = 'correct horse battery staple';
let app: App;
let base: string;
let cookie: string;
const contentRoot = copyOfFixture('second-site');
const dataDir = tempDir('editor-data');
const distDir = fakeEditorDist();

const siteText = () => readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8');
const addRedirect = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${base}/edit/api/add-redirect`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  ({ app, base, cookie } = await startSignedIn({ contentRoot, dataDir, distDir, password }));
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

describe('sending the visitors of a missed address to a page', () => {
  it('writes the redirect in site.yaml, its comments kept', async () => {
    const before = siteText();
    const response = await addRedirect({ from: '/our-fees', to: '/fees' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ added: true, errors: [], from: '/our-fees', to: '/fees' });
    expect(parse(siteText()).redirects).toEqual([{ from: '/our-fees', to: '/fees' }]);
    const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'));
    expect(comments(siteText())).toEqual(comments(before));
  });

  it('refuses (422) an address that is a live page, in the check’s words, and writes nothing', async () => {
    const before = siteText();
    const response = await addRedirect({ from: '/about', to: '/fees' });
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.added).toBe(false);
    expect(answer.error).toContain('/about');
    expect(answer.errors.length).toBeGreaterThan(0);
    expect(siteText()).toBe(before);
  });

  it('refuses (422) a page that does not exist, and (400) what is not an address', async () => {
    const nowhere = await addRedirect({ from: '/old-blog', to: '/blog' });
    expect(nowhere.status).toBe(422);
    const notAnAddress = await addRedirect({ from: 'old blog', to: '/fees' });
    expect(notAnAddress.status).toBe(400);
    expect((await notAnAddress.json()).error).toContain('starts with /');
    const itself = await addRedirect({ from: '/fees', to: '/fees' });
    expect(itself.status).toBe(400);
  });

  it('asks who is sending (401) and from where (403 from another site)', async () => {
    expect((await addRedirect({ from: '/x', to: '/fees' }, { Cookie: '' })).status).toBe(401);
    const elsewhere = await addRedirect(
      { from: '/x', to: '/fees' },
      { Cookie: cookie, Origin: 'https://evil.example' },
    );
    expect(elsewhere.status).toBe(403);
  });
});
