/**
 * Two editors on one file: Ana opens the About page, Maria opens it too and saves; Ana's save is refused with
 * Maria's name and what Maria changed, and the file keeps Maria's text. A save from the text on disk goes through.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { createApp, type App } from '../../src/server/main';
import { copyOfContent, fakeEditorDist, removeDir, tempDir } from '../editor/helpers';

const password = 'correct horse battery staple';
const file = 'pages/about.yaml';
let app: App;
let base: string;
let contentRoot: string;
let dataDir: string;
let distDir: string;

async function signIn(name: string) {
  const response = await fetch(`${base}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name, password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')!.split(';')[0];
  return async (route: string, body?: unknown) => {
    const answer = await fetch(`${base}/edit/api/${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the JSON answers of several routes
    return { status: answer.status, body: (await answer.json()) as Record<string, any> };
  };
}

beforeAll(async () => {
  contentRoot = copyOfContent();
  dataDir = tempDir('save-conflict-data');
  distDir = fakeEditorDist();
  const accounts = openAccountStore(dataDir);
  await accounts.add('maria', password);
  await accounts.add('ana', password);
  app = await createApp({ distDir, dataDir, rateLimitPerMinute: 0, editor: { contentRoot }, log: () => undefined });
  base = `http://127.0.0.1:${(await app.listen(0)).port}`;
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

describe('saving over a file someone saved since it was opened', () => {
  it('is refused with the other editor’s name and their change, and keeps their text', async () => {
    const maria = await signIn('maria');
    const ana = await signIn('ana');
    const opened = (await ana(`file?path=${file}`)).body.text as string;
    const mariaText = opened.replace(/^ {4}heading: .*$/m, '    heading: "Maria’s Heading"');
    expect((await maria(`file?path=${file}`)).body.text).toBe(opened);
    const mariaSave = await maria('save', { path: file, text: mariaText, base: opened });
    expect(mariaSave.status).toBe(200);

    const anaText = opened.replace(/^ {4}tagline: .*$/m, '    tagline: "Ana’s tagline"');
    const refused = await ana('save', { path: file, text: anaText, base: opened });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Not saved: maria saved pages\/about\.yaml at .+, after you opened it\./);
    expect(refused.body.error).toContain('+     heading: "Maria’s Heading"');
    const lines = refused.body.conflict.hunks.flatMap(
      (hunk: { lines: { kind: string; text: string }[] }) => hunk.lines,
    );
    expect(
      lines.filter((line: { kind: string }) => line.kind === 'added').map((line: { text: string }) => line.text),
    ).toEqual(['    heading: "Maria’s Heading"']);
    expect(readFileSync(path.join(contentRoot, file), 'utf8')).toBe(mariaText);

    // Starting again from Maria's text, Ana's change goes through.
    const again = await ana('save', {
      path: file,
      text: mariaText.replace(/^ {4}tagline: .*$/m, '    tagline: "Ana’s tagline"'),
      base: mariaText,
    });
    expect(again.status).toBe(200);
    expect(readFileSync(path.join(contentRoot, file), 'utf8')).toContain('Ana’s tagline');
  });
});
