/**
 * The production server on a copy of the content for the tests of people and links: an owner (`maria`), a writer
 * (`sam`, with an e-mail address) and an editor (`lee`); e-mails caught in a list; the editor's clock moved by the
 * test (`later`), never by waiting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { openAccountStore } from '../../src/server/editor/accounts';
import { type App, createApp } from '../../src/server/main';
import type { QuoteEmail } from '../../src/server/mail/quoteEmail';
import { copyOfContent, fakeEditorDist, removeDir, tempDir } from './helpers';

export const people = {
  maria: { name: 'maria', password: 'gutters and downspouts 42' },
  sam: { name: 'sam', password: 'a helper who writes 42' },
  lee: { name: 'lee', password: 'an editor who publishes 42' },
};

export interface PeopleServer {
  app: App;
  base: string;
  contentRoot: string;
  dataDir: string;
  mails: QuoteEmail[];
  logged: string[];
  /** Moves the editor's clock on by `ms`. */
  later(ms: number): void;
  /** Signs in and answers the session cookie. */
  signIn(account: { name: string; password: string }): Promise<string>;
  /** A GET or a POST (with JSON) as the editor's page makes it, with this cookie. */
  call(cookie: string, endpoint: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

export async function startPeopleServer(): Promise<PeopleServer> {
  const contentRoot = copyOfContent();
  const dataDir = tempDir('people-data');
  const distDir = fakeEditorDist();
  const accounts = openAccountStore(dataDir);
  await accounts.add(people.maria.name, people.maria.password);
  await accounts.add(people.sam.name, people.sam.password, { role: 'writer', email: 'sam@example.com' });
  await accounts.add(people.lee.name, people.lee.password, { role: 'editor' });
  const mails: QuoteEmail[] = [];
  const logged: string[] = [];
  // Ahead of the real clock, so that an account made now counts as older than a session started by this clock.
  let shift = 1000;
  const app = await createApp({
    distDir,
    dataDir,
    rateLimitPerMinute: 0,
    editor: { contentRoot, now: () => Date.now() + shift },
    company: parse(readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8')).company,
    sendMail: async (mail) => {
      mails.push(mail);
    },
    log: (message) => logged.push(message),
  });
  const base = `http://127.0.0.1:${(await app.listen(0)).port}`;
  const call = (cookie: string, endpoint: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/edit/api/${endpoint}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    app,
    base,
    contentRoot,
    dataDir,
    mails,
    logged,
    later: (ms) => {
      shift += ms;
    },
    async signIn(account) {
      const response = await call('', 'sign-in', account);
      if (response.status !== 200) throw new Error(`Sign-in refused: ${response.status} ${await response.text()}`);
      return response.headers.get('set-cookie')!.split(';')[0];
    },
    call,
    async stop() {
      await app.close({ mailGraceMs: 0 });
      [contentRoot, dataDir, distDir].forEach(removeDir);
    },
  };
}

/** The token of a link answered or e-mailed: what follows #token=. */
export const tokenOf = (link: string) => /#token=([A-Za-z0-9_-]+)/.exec(link)![1];
