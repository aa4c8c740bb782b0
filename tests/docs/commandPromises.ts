/**
 * What each command shown in README.md and docs/*.md promises, checked by running it exactly as written in a copy of
 * the project (tests/docs/documentedCommands.test.ts).
 *
 * To document a new command, add one entry here: a `pattern` for the whole command line as the docs show it, the
 * `promise` in words, and a `judge` that runs it (`context.run()`, verbatim) and checks what the docs say: exit
 * code, the file it writes, the words it prints. A long-running server is started with `context.serve()` and
 * probed over HTTP. A command that cannot run here at all, or that takes minutes by design, is not listed here but in
 * the one list of exemptions, `commandsNotRun` in tests/docs/documentedCommands.test.ts, with its reason. Entries run
 * in the order of this list (so `npm run new-page` comes before `npm run check`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import Database from 'better-sqlite3';
import { openAccountStore } from '../../src/server/editor/accounts';
import { databaseFileIn } from '../../src/server/quotes/quoteDatabase';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { checkQuoteDatabase } from '../../src/server/store/backup';
import { pagesOfEachKindIn } from '../../src/cli/shared/pagesOfEachKind';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { formsOfPages } from '../../src/quotes/formCatalogue';
import type { FormDefinition } from '../../src/quotes/formFields';
import { type CommandResult, freePort, type RunningServer } from './projectCopy';

export interface JudgeContext {
  /** The command line exactly as the docs show it. */
  command: string;
  /** `pattern` matched against the command line: the parts a judge needs (an address, a file name). */
  match: RegExpExecArray;
  /** The copy of the project the command runs in. */
  dir: string;
  /**
   * Runs the command as written, in the copy; `env` adds variables the docs name (PORT, HOST), `input` is piped to
   * its standard input.
   */
  run(options?: { env?: Record<string, string>; input?: string; timeoutMs?: number }): Promise<CommandResult>;
  /** Starts the command as written and waits until the address it prints (first group of `address`) answers. */
  serve(options: { address: RegExp; env?: Record<string, string>; timeoutMs?: number }): Promise<RunningServer>;
  /** Runs `npm run build` in the copy unless dist/ is already built there. */
  ensureBuilt(): Promise<void>;
}

export interface CommandPromise {
  /** The whole command line, anchored: /^npm run check$/. */
  pattern: RegExp;
  /** What the docs promise, in words (the test's title). */
  promise: string;
  judge: (context: JudgeContext) => Promise<void>;
  timeoutMs?: number;
}

/** Exit code 0, or a failure that shows what the command printed. */
export function expectSuccess(result: CommandResult, command: string) {
  expect(result.code, `${command} exited with ${result.code}:\n${result.stdout}\n${result.stderr}`).toBe(0);
}

/** Leaves `file` (relative to the copy) with text that is not its own, so a judge can see the command rewrite it. */
function spoil(dir: string, file: string): string {
  const original = readFileSync(path.join(dir, file), 'utf8');
  writeFileSync(path.join(dir, file), 'not yet written\n');
  return original;
}

/**
 * Puts a quote request sent with the contact form, with the id "ID", in the copy's ./data (docs/quotes.md writes
 * `--not-spam ID`, `--delete ID`: run as written, the id is the word ID).
 */
function seedRequestWithIdID(dir: string, spam: boolean) {
  const dataDir = path.join(dir, 'data');
  const form = contactFormIn(dir);
  const store = openQuoteStore(dataDir);
  const { id } = store.save({
    request: { email: 'seeded@example.com', description: 'seeded', ...(spam ? { subject: 'robot' } : {}) },
    form: { id: form.id, fields: form.fields },
    spam,
    spamReason: spam ? 'spam trap filled in' : undefined,
    clientAddress: '127.0.0.1',
    messageIdDomain: 'example.com',
  });
  store.close();
  const db = new Database(databaseFileIn(dataDir));
  db.prepare(`DELETE FROM mail_outbox WHERE request_id IN ('ID', ?)`).run(id);
  db.prepare(`DELETE FROM request_outbox WHERE request_id IN ('ID', ?)`).run(id);
  db.prepare(`DELETE FROM quote_requests WHERE id = 'ID'`).run();
  db.prepare(`UPDATE quote_requests SET id = 'ID' WHERE id = ?`).run(id);
  if (!spam)
    db.prepare(
      `INSERT INTO mail_outbox (request_id, message_id, next_attempt_at) VALUES ('ID', '<quote-ID@example.com>', 0)`,
    ).run();
  db.close();
}

/** The contact page's form as the copy's pages declare it: what the build writes to dist/.forms.json. */
function contactFormIn(dir: string): FormDefinition {
  const { content, errors } = loadContent(contentFilesIn(dir));
  if (!content) throw new Error(`The copy's content does not load: ${JSON.stringify(errors)}`);
  const form = formsOfPages(content.pages).forms.find((each) => each.page === '/contact');
  if (!form) throw new Error('The copy has no form on /contact.');
  return form;
}

/** A request as a visitor fills in the contact form. */
const contactRequest = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana.reyes@example.com',
  phone: '(503) 555-0182',
  address: '1200 SE Ash St, Portland',
  description: 'Gutters overflow at the back of the house',
};

/**
 * Puts a request sent with the contact form in the copy's ./data, as the server stores it (once): what the listings
 * list, under the form's labels.
 */
function seedContactRequest(dir: string) {
  const dataDir = path.join(dir, 'data');
  if (readQuotes(dataDir, { includeSpam: true })?.some((quote) => quote.email === contactRequest.email)) return;
  const form = contactFormIn(dir);
  const store = openQuoteStore(dataDir);
  store.save({
    request: contactRequest,
    form: { id: form.id, fields: form.fields },
    spam: false,
    clientAddress: '127.0.0.1',
    messageIdDomain: 'example.com',
  });
  store.close();
}

/**
 * The CSV header of the quote requests, as docs/quotes.md describes it: when a request came, a column for each field
 * of the form it was sent with (the contact form here) under the label the form shows (its photos apart), then what
 * became of it; with --spam, the spam columns.
 */
function leadsCsvHeader(dir: string, options: { spam?: boolean } = {}): string {
  // A photos field has no column of its own: its photos are links in the Photos column.
  const labels = contactFormIn(dir)
    .fields.filter((field) => field.kind !== 'photos')
    .map((field) => field.label);
  const spam = options.spam ? ['Spam', 'Spam reason'] : [];
  const office = ['Status', 'Office notes', 'E-mail to the office', 'Acknowledgement', 'Forwarded', 'Photos', 'Id'];
  return ['Received', ...labels, ...office, ...spam].join(',');
}

function expectLeadsCsvHeader(text: string, dir: string, options: { spam?: boolean } = {}) {
  expect(text.split('\r\n')[0]).toBe(leadsCsvHeader(dir, options));
}

export const commandPromises: CommandPromise[] = [
  {
    pattern: /^npm run bench:publish$/,
    promise:
      'times a first publish (every page built), then three publishes of a one-page change (commit, build of the ' +
      'changed page, switch), and prints each and the median',
    async judge({ run, command }) {
      const result = await run({ timeoutMs: 240_000 });
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/^First publish \(every page built\): [\d.]+ s/m);
      expect(result.stdout).toMatch(/^Publish 3: [\d.]+ s \(then compressed for visitors in [\d.]+ s\)$/m);
      expect(result.stdout).toMatch(
        /^Publish \(edit one page, commit, build the changed page, switch\): median [\d.]+ s over 3 runs; load average [\d.]+\.$/m,
      );
    },
    timeoutMs: 300_000,
  },
  {
    pattern: /^npm run bench:inbox$/,
    promise: 'times the inbox over 50,000 generated requests and prints the first page and search times in ms',
    async judge({ run, command }) {
      const result = await run({ timeoutMs: 240_000 });
      expectSuccess(result, command);
      expect(result.stdout).toMatch(
        /^Inbox with 50,000 requests .*first page [\d.]+ · New only [\d.]+ · search name [\d.]+ · search phone digits [\d.]+ · search word [\d.]+/m,
      );
      expect(result.stdout).toMatch(/^Over HTTP, signed in, .*first page [\d.]+ · search phone digits [\d.]+/m);
    },
    timeoutMs: 300_000,
  },
  {
    pattern: /^npm run new-page -- (\/[a-z0-9/-]+)$/,
    promise: 'creates pages/<address>.yaml, a valid page, and says so',
    async judge({ run, dir, match, command }) {
      const file = `pages${match[1]}.yaml`;
      expect(existsSync(path.join(dir, file)), `${file} exists before ${command}`).toBe(false);
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toContain(`Created ${file} for the page ${match[1]}.`);
      expect(readFileSync(path.join(dir, file), 'utf8')).toMatch(new RegExp(`^route: ${match[1]}$`, 'm'));
    },
  },
  {
    pattern: /^npm run check$/,
    promise: 'checks site.yaml and pages/ (new pages included) and says Content OK',
    async judge({ run, command }) {
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/Content OK: site\.yaml and \d+ pages checked/);
    },
  },
  {
    pattern: /^npm run lint$/,
    promise: 'passes on the project as it is, and fails naming a file whose formatting is off',
    async judge({ run, dir, command }) {
      expectSuccess(await run(), command);
      const file = 'src/app/App.tsx';
      const original = readFileSync(path.join(dir, file), 'utf8');
      writeFileSync(path.join(dir, file), original.replace("from 'react';", 'from "react"'));
      const spoiled = await run();
      writeFileSync(path.join(dir, file), original);
      expect(spoiled.code, `${command} with badly formatted ${file}`).toBe(1);
      expect(spoiled.stdout + spoiled.stderr).toContain(file);
    },
  },
  {
    pattern: /^npm run docs:blocks$/,
    promise: 'rewrites docs/blocks.md from schema/, as it is in git',
    async judge({ run, dir, command }) {
      const original = spoil(dir, 'docs/blocks.md');
      const result = await run();
      expectSuccess(result, command);
      expect(readFileSync(path.join(dir, 'docs/blocks.md'), 'utf8'), 'docs/blocks.md is out of date: run it').toBe(
        original,
      );
    },
  },
  {
    pattern: /^npm run types$/,
    promise: 'rewrites the content types src/content/*.generated.ts from schema/',
    async judge({ run, dir, command }) {
      const generated = readdirSync(path.join(dir, 'src/content')).filter((name) => name.endsWith('.generated.ts'));
      expect(generated.length).toBeGreaterThan(0);
      const originals = generated.map((name) => spoil(dir, `src/content/${name}`));
      const result = await run();
      expectSuccess(result, command);
      generated.forEach((name, index) => {
        expect(readFileSync(path.join(dir, 'src/content', name), 'utf8'), `${name} is stale`).toBe(originals[index]);
      });
    },
  },
  {
    pattern: /^npm run build$/,
    promise: 'checks the content and prerenders every route into dist/',
    timeoutMs: 180_000,
    async judge({ run, dir, command }) {
      const result = await run({ timeoutMs: 170_000 });
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/Built \d+ pages into dist\//);
      for (const file of ['index.html', '404.html', 'about/index.html', 'sitemap.xml']) {
        expect(existsSync(path.join(dir, 'dist', file)), `dist/${file}`).toBe(true);
      }
    },
  },
  {
    pattern: /^npm run screenshots$/,
    promise: 'writes full-page pictures of one page of each kind at 375, 768 and 1280 px into screenshots/',
    timeoutMs: 300_000,
    async judge({ run, dir, command, ensureBuilt }) {
      await ensureBuilt();
      const result = await run({ timeoutMs: 280_000 });
      expectSuccess(result, command);
      const pictures = readdirSync(path.join(dir, 'screenshots')).sort();
      const kinds = pagesOfEachKindIn(dir);
      expect(kinds).toContain('/');
      expect(pictures).toHaveLength(kinds.length * 3);
      for (const width of [375, 768, 1280]) expect(pictures).toContain(`home-${width}.png`);
    },
  },
  {
    pattern: /^npm run dev$/,
    promise:
      'serves the site for editing, each page rendered on the server as the build renders it, with every block at /_blocks',
    timeoutMs: 90_000,
    async judge({ serve }) {
      const server = await serve({ address: /Local:\s+(http:\/\/\S+)/, timeoutMs: 80_000 });
      try {
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        const html = await home.text();
        // Rendered on the server: the page's main heading is in the HTML, and its start script loads the entry.
        expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain('src="/src/app/pageStart.ts" data-entry="/src/entry-client.tsx"');
        // The entry compiles: the dev server can read the project's code and its dependencies.
        expect((await fetch(`${server.url}/src/entry-client.tsx`)).status).toBe(200);
        expect((await fetch(`${server.url}/_blocks`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  },
  {
    // `npm start`, also with the settings docs/quotes.md shows in front of it (SMTP_URL=… MAIL_FROM=… npm start).
    pattern: /^((?:[A-Z_]+=(?:'[^']*'|"[^"]*"|\S+)\s+)*)npm start$/,
    promise: 'builds, then serves the production site on PORT',
    timeoutMs: 240_000,
    async judge({ serve }) {
      const port = await freePort();
      const server = await serve({
        address: new RegExp(`on (http://\\S+:${port})`),
        env: { PORT: String(port), HOST: '127.0.0.1' },
        timeoutMs: 220_000,
      });
      try {
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toMatch(/<h1[\s>]/);
        expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
      } finally {
        await server.stop();
      }
    },
  },
  {
    // docs/deploy.md: FILE stands for the file a person names; written as shown, it is a file called FILE. Before the
    // listings, which add requests of their own: the backup holds the one request put here.
    pattern: /^npm run backup -- --output (\S+)$/,
    promise: 'copies the quote database of ./data into the file named, checked',
    async judge({ run, dir, match, command }) {
      const store = openQuoteStore(path.join(dir, 'data'));
      store.save({
        request: { email: 'backup@example.com', description: 'kept' },
        spam: false,
        clientAddress: '127.0.0.1',
        messageIdDomain: 'example.com',
      });
      store.close();
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/^Backed up 1 quote requests to .* \(\d+ KB, integrity ok\)/m);
      expect(checkQuoteDatabase(path.join(dir, match[1]))).toBe(1);
    },
  },
  {
    pattern: /^npm run restore -- (\S+)$/,
    promise: 'makes the backup file named the quote database in ./data, keeping the one it replaces',
    async judge({ run, dir, command }) {
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toContain('Restored 1 quote requests');
      expect(result.stdout).toMatch(/The database it replaced is kept as .*quotes-before-restore-/);
      expect(checkQuoteDatabase(path.join(dir, 'data', 'quotes.sqlite'))).toBe(1);
    },
  },
  {
    pattern: /^npm run --silent leads -- --format csv > (\S+)$/,
    promise: 'writes the quote requests as CSV into the file named',
    async judge({ run, dir, match, command }) {
      seedContactRequest(dir);
      const result = await run();
      expectSuccess(result, command);
      const csv = readFileSync(path.join(dir, match[1]), 'utf8');
      expectLeadsCsvHeader(csv, dir);
      expect(csv).toContain(contactRequest.description);
    },
  },
  {
    pattern: /^npm run leads -- --format csv --output (\S+)$/,
    promise: 'writes the quote requests as CSV into the file named',
    async judge({ run, dir, match, command }) {
      seedContactRequest(dir);
      const result = await run();
      expectSuccess(result, command);
      const csv = readFileSync(path.join(dir, match[1]), 'utf8');
      expectLeadsCsvHeader(csv, dir);
      expect(csv).toContain(contactRequest.description);
    },
  },
  {
    pattern: /^npm run --silent leads -- --format csv --spam$/,
    promise: 'prints the quote requests as CSV, spam included, with a spam column',
    async judge({ run, dir, command }) {
      seedContactRequest(dir);
      const result = await run();
      expectSuccess(result, command);
      expectLeadsCsvHeader(result.stdout, dir, { spam: true });
    },
  },
  {
    pattern: /^npm run --silent leads -- --format json$/,
    promise: 'prints the quote requests as JSON',
    async judge({ run, dir, command }) {
      seedContactRequest(dir);
      const result = await run();
      expectSuccess(result, command);
      expect(JSON.parse(result.stdout)).toContainEqual(expect.objectContaining({ email: contactRequest.email }));
    },
  },
  {
    pattern: /^npm run leads$/,
    promise: 'prints the quote requests as CSV, after npm names the script',
    async judge({ run, dir, command }) {
      seedContactRequest(dir);
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout.split('\n').map((line) => line.replace(/\r$/, ''))).toContain(leadsCsvHeader(dir));
    },
  },
  {
    pattern: /^npm run --silent leads -- --format csv$/,
    promise: 'prints the quote requests as CSV',
    async judge({ run, dir, command }) {
      seedContactRequest(dir);
      const result = await run();
      expectSuccess(result, command);
      expectLeadsCsvHeader(result.stdout, dir);
      expect(result.stdout).toContain(contactRequest.description);
    },
  },
  {
    pattern: /^npm run --silent leads -- --format csv --excel > (\S+)$/,
    promise: 'writes the quote requests as CSV that starts with a UTF-8 byte-order mark, for Excel',
    async judge({ run, dir, match, command }) {
      seedContactRequest(dir);
      const result = await run();
      expectSuccess(result, command);
      const bytes = readFileSync(path.join(dir, match[1]));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expectLeadsCsvHeader(bytes.subarray(3).toString('utf8'), dir);
    },
  },
  {
    pattern: /^npm run --silent leads -- --undelivered$/,
    promise: 'prints, as CSV, only the quote requests whose e-mail has not gone out, with their e-mail status',
    async judge({ run, dir, command }) {
      seedRequestWithIdID(dir, false);
      const result = await run();
      expectSuccess(result, command);
      expectLeadsCsvHeader(result.stdout, dir);
      // Its e-mail to the office waits; no reply or forwarded copy was queued for the seeded row.
      expect(result.stdout).toMatch(/,waiting,,,,ID\r\n/);
    },
  },
  {
    pattern: /^npm run leads -- --retry-undelivered$/,
    promise: 'puts the e-mails refused for good back in line and says how many',
    async judge({ run, dir, command }) {
      seedRequestWithIdID(dir, false);
      const db = new Database(databaseFileIn(path.join(dir, 'data')));
      db.prepare(
        `UPDATE mail_outbox SET undeliverable_at = '2026-01-01T00:00:00.000Z', last_error = '550 no such mailbox' WHERE request_id = 'ID'`,
      ).run();
      db.close();
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/^1 e-mails refused before are waiting to be sent again/m);
    },
  },
  {
    pattern: /^npm run leads -- --not-spam ID$/,
    promise: 'lets the request ID through from the spam: no longer spam, its e-mail waiting to be sent',
    async judge({ run, dir, command }) {
      seedRequestWithIdID(dir, true);
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toContain('Quote request ID is no longer spam.');
      const quote = readQuotes(path.join(dir, 'data'), { includeSpam: true })!.find((each) => each.id === 'ID');
      expect(quote).toMatchObject({ spam: false, mailStatus: 'pending' });
    },
  },
  {
    pattern: /^npm run leads -- --delete ID$/,
    promise: 'deletes the request ID and says whose it was',
    async judge({ run, dir, command }) {
      seedRequestWithIdID(dir, false);
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/^Deleted quote request ID \(seeded@example\.com\)/m);
      expect(readQuotes(path.join(dir, 'data'), { includeSpam: true })!.some((each) => each.id === 'ID')).toBe(false);
    },
  },
  {
    pattern: /^npm run editors -- list$/,
    promise: 'lists the editor accounts (none in a fresh copy, and says how to add one)',
    async judge({ run, command }) {
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/^No editor accounts yet .*Add one with: npm run editors -- add NAME$/m);
    },
  },
  {
    // After `list`, which promises a fresh copy has no account yet.
    pattern: /^npm run editors -- add (\w+)$/,
    promise: 'adds the editor account named, with the password typed twice or piped on standard input',
    async judge({ run, dir, match, command }) {
      const accounts = () => openAccountStore(path.join(dir, 'data'));
      expect(accounts().has(match[1]), `${match[1]} has an account before ${command}`).toBe(false);
      const result = await run({ input: 'a long enough password\n' });
      expectSuccess(result, command);
      expect(result.stdout).toContain(`Added ${match[1]}.`);
      expect(accounts().has(match[1])).toBe(true);
    },
  },
];
