// @vitest-environment node
/**
 * Two processes opening a new data folder at the same moment (a tool and the server, or two servers started by
 * mistake): the second waits for the first one's migration instead of applying the same steps again and failing.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { databaseFileIn, migrations } from '../../src/server/quotes/quoteDatabase';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { removeDir, tempDir, waitFor } from './helpers';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = tempDir('migration-race');
afterAll(() => removeDir(dataDir));

it('waits for a migration under way in another process, then finds the database up to date', async () => {
  // This process is the first: it is in the middle of migrating, holding the write lock.
  const first = new Database(databaseFileIn(dataDir));
  first.pragma('journal_mode = WAL');
  first.exec('BEGIN IMMEDIATE');
  for (const step of migrations) first.exec(step);
  first.pragma(`user_version = ${migrations.length}`);

  const script = `
    import { openQuoteStore } from './src/server/quotes/quoteStore.ts';
    console.log('opening');
    openQuoteStore(${JSON.stringify(dataDir)}).close();
    console.log('opened');`;
  const second = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => second.once('exit', resolve));
  await waitFor(() => output.includes('opening'), 20_000, 'the second process');
  // The first commits once the second sleeps in SQLite's wait for the lock: its only sleep after 'opening' (Node's
  // own waits are on epoll). The kernel tells where a process sleeps on Linux; elsewhere the first commits at once.
  const wchan = `/proc/${second.pid}/wchan`;
  const sleeping = () => !existsSync(wchan) || readFileSync(wchan, 'utf8').includes('nanosleep');
  await waitFor(sleeping, 20_000, 'the second process waiting for the lock');
  first.exec('COMMIT');
  first.close();

  expect(await exited, output).toBe(0);
  expect(output).toContain('opened');
  expect(readQuotes(dataDir, { includeSpam: true })).toEqual([]);
}, 40_000);
