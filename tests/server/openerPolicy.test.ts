// @vitest-environment node
/**
 * Cross-Origin-Opener-Policy on every answer of the editor at /edit (its page, its files, its API, a refused sign-in)
 * and of the public site: a page of another site that opened one of them keeps no handle on its window, and cannot
 * send it to a look-alike sign-in later.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { removeDir, startTestApp, type TestApp, writeFakeDist } from './helpers';
import { send } from './rawHttp';

const contentRoot = path.resolve(__dirname, '../fixtures/minimal-site');
const password = 'correct horse battery staple';

let server: TestApp;
beforeAll(async () => {
  const distDir = writeFakeDist();
  // A stand-in for the editor's build: its manifest and one file.
  const editorDir = path.join(distDir, '.editor');
  mkdirSync(path.join(editorDir, '.vite'), { recursive: true });
  mkdirSync(path.join(editorDir, 'assets'));
  writeFileSync(path.join(editorDir, 'assets/main-abc.js'), 'console.log("editor");\n');
  writeFileSync(
    path.join(editorDir, '.vite/manifest.json'),
    JSON.stringify({ 'src/editor/main.tsx': { file: 'assets/main-abc.js', isEntry: true } }),
  );
  server = await startTestApp({ distDir, editor: { contentRoot } });
  await openAccountStore(server.dataDir).add('maria', password);
});
afterAll(async () => {
  await server.close();
  removeDir(server.distDir);
  removeDir(server.dataDir);
});

describe('Cross-Origin-Opener-Policy', () => {
  it('is same-origin on every answer of the editor, whatever its status', async () => {
    const origin = `http://127.0.0.1:${server.port}`;
    const signIn = (name: string, secret: string) =>
      send(server.port, {
        method: 'POST',
        path: '/edit/api/sign-in',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ name, password: secret }),
      });
    const answers = {
      'the editor': await send(server.port, { path: '/edit' }),
      'the inbox': await send(server.port, { path: '/edit/requests' }),
      'its script': await send(server.port, { path: '/edit/assets/main-abc.js' }),
      'a file it does not have': await send(server.port, { path: '/edit/assets/none.js' }),
      'the preview, signed out': await send(server.port, { path: '/edit/preview' }),
      'the session, signed out': await send(server.port, { path: '/edit/api/session' }),
      'a refused sign-in': await signIn('maria', 'not the password at all'),
      'a sign-in': await signIn('maria', password),
    };
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 200, 200, 404, 401, 401, 401, 200]);
    for (const [what, answer] of Object.entries(answers))
      expect(answer.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  });

  it('is same-origin on the public site’s pages too', async () => {
    for (const page of ['/', '/about', '/no-such-page'])
      expect((await send(server.port, { path: page })).headers['cross-origin-opener-policy'], page).toBe('same-origin');
  });
});
