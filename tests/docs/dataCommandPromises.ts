/**
 * What the commands that look after the server's data promise (README.md, docs/*.md): the backup and its restore,
 * the listings of quote requests and what the office does with one, and the editor accounts.
 * Part of the list in commandPromises.ts, which says how to add an entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { databaseFileIn } from '../../src/server/quotes/quoteDatabase';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { checkQuoteDatabase } from '../../src/server/store/backup';
import { type CommandPromise, expectSuccess } from './commandJudge';
import {
  contactRequest,
  expectLeadsCsvHeader,
  leadsCsvHeader,
  seedContactRequest,
  seedRequestWithIdID,
} from './seededRequests';

export const dataCommandPromises: CommandPromise[] = [
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
