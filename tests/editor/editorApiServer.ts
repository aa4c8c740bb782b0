/**
 * What the tests of the editor's HTTP API share: the production server on a throw-away copy of the content, with a
 * fake editor build and its own data folder, started before a file's tests and removed after them; what it logs,
 * kept in a list; a request as the editor page makes it; and a sign-in. The server, its address and its folders are
 * read by the tests as they are at the moment, since a test may start the server again. Not a test file itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { parse } from 'yaml';
import { createApp, type App } from '../../src/server/main';
import { copyOfContent, fakeEditorDist, removeDir, tempDir } from './helpers';

export const password = 'correct horse battery staple';

export let app: App;
export let base: string;
export let contentRoot: string;
export let dataDir: string;
let distDir: string;
export const logged: string[] = [];

export async function startApp(options: { trustProxy?: boolean; dataDir?: string; now?: () => number } = {}) {
  const started = await createApp({
    distDir,
    dataDir: options.dataDir ?? dataDir,
    rateLimitPerMinute: 0,
    trustProxy: options.trustProxy,
    editor: { contentRoot, now: options.now },
    // The company details of the copy, as the server reads them from its site.yaml.
    company: parse(readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8')).company,
    log: (message) => logged.push(message),
  });
  const address = await started.listen(0);
  return { app: started, base: `http://127.0.0.1:${address.port}` };
}

/** A request as the editor page makes it: same origin, JSON. */
export function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(base + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

export async function signIn(name = 'maria', secret = password): Promise<string> {
  const response = await post('/edit/api/sign-in', { name, password: secret });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0];
}

/** The server started again, with nothing in memory from the tests before (the sign-in throttle). */
export async function restartApp() {
  await app.close();
  ({ app, base } = await startApp());
}

/** The server on a fresh copy of the content for the tests of the file that calls this, removed after them. */
export function serveCopyOfContent() {
  beforeAll(async () => {
    contentRoot = copyOfContent();
    dataDir = tempDir('editor-data');
    distDir = fakeEditorDist();
    ({ app, base } = await startApp());
  });

  afterAll(async () => {
    await app?.close();
    [contentRoot, dataDir, distDir].forEach(removeDir);
  });
}
