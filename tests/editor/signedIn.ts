/**
 * The start of every test of the editor's API: the production server on a copy of the content, signed in. Apart from
 * helpers.ts, which the tests of the editor's page import in a browser-like environment that cannot load the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { openAccountStore } from '../../src/server/editor/accounts';
import type { RequestTimeLimits } from '../../src/server/http/requestTime';
import { type App, createApp } from '../../src/server/main';

/**
 * The production server on a copy of the content, with one editor account (`maria`), signed in as the editor's own
 * page signs in: the start of every test of the editor's API.
 */
export async function startSignedIn(options: {
  contentRoot: string;
  dataDir: string;
  distDir: string;
  password: string;
  log?: (message: string) => void;
  /** Shorter bounds on each request's arrival than production's, to watch them at work. */
  requestTimeLimits?: RequestTimeLimits;
}): Promise<{ app: App; base: string; cookie: string }> {
  const { contentRoot, dataDir, distDir, password } = options;
  await openAccountStore(dataDir).add('maria', password);
  const app = await createApp({
    distDir,
    dataDir,
    rateLimitPerMinute: 0,
    editor: { contentRoot },
    company: parse(readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8')).company,
    log: options.log ?? (() => undefined),
    requestTimeLimits: options.requestTimeLimits,
  });
  const base = `http://127.0.0.1:${(await app.listen(0)).port}`;
  const signedIn = await fetch(`${base}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name: 'maria', password }),
  });
  if (signedIn.status !== 200) throw new Error(`Sign-in refused: ${signedIn.status} ${await signedIn.text()}`);
  return { app, base, cookie: signedIn.headers.get('set-cookie')!.split(';')[0] };
}
