/**
 * `npm run bench:inbox`: how fast the office's inbox (/edit/requests) answers with many stored requests. Fills a
 * temporary DATA_DIR with generated requests (50,000 by default, --requests), then times what the inbox's API does
 * for each answer (open the database, query, close): the list's first page, the first page of New requests, a
 * search by name, by phone digits and by a word of the description, the header's count, and the CSV export of a
 * search; then the same answers over HTTP from the production server (signed in, as the inbox page asks). Prints
 * the median of 7 runs each, in milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app.ts';
import { openAccountStore } from '../server/editor/accounts.ts';
import { exportRows, inboxCounts, requestPage, withInboxDatabase } from '../server/inbox/inboxQueries.ts';
import type { RequestFilter } from '../editorApi/requestStatuses.ts';
import { fillWithSampleRequests } from '../server/inbox/sampleRequests.ts';
import { readCommandLine } from './shared/commandLine.ts';

const { values } = readCommandLine({
  command: 'npm run bench:inbox --',
  summary:
    'Measures the inbox at /edit/requests over a generated set of quote requests in a temporary folder: the first ' +
    'page of the list, searches, the count of new requests and a CSV export (medians of 7 runs, in ms).',
  options: {
    requests: { type: 'string', value: 'N', default: '50000', help: 'how many requests to generate' },
  },
  examples: ['npm run bench:inbox', 'npm run bench:inbox -- --requests 50000'],
});

const count = Number(values.requests);
if (!Number.isInteger(count) || count < 1) {
  console.error(
    `--requests must be a whole number above 0, not "${values.requests}".\nSee npm run bench:inbox -- --help for what this command accepts.`,
  );
  process.exit(2);
}

const inbox: RequestFilter = { list: 'inbox', search: '', status: '', from: '', to: '' };

function medianMs(work: () => unknown): number {
  const times: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[3];
}

async function medianHttpMs(address: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    const response = await fetch(address, { headers: { Cookie: cookie } });
    if (!response.ok) throw new Error(`${address} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[3];
}

/** The production server on the generated data, an account signed in: the inbox's answers as the page gets them. */
async function overHttp(dataDir: string, sample: { phoneDigits: string; word: string }): Promise<[string, number][]> {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-site-'));
  const app = await createApp({ distDir: siteDir, dataDir, editor: { contentRoot: siteDir }, log: () => {} });
  try {
    const base = `http://127.0.0.1:${(await app.listen(0)).port}`;
    const password = 'a password for the bench only';
    await openAccountStore(dataDir).add('bench', password);
    const signIn = await fetch(`${base}/edit/api/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ name: 'bench', password }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const api = `${base}/edit/api/inbox`;
    return [
      ['first page', await medianHttpMs(`${api}/requests`, cookie)],
      ['search phone digits', await medianHttpMs(`${api}/requests?search=${sample.phoneDigits}`, cookie)],
      ['search word', await medianHttpMs(`${api}/requests?search=${sample.word}`, cookie)],
    ];
  } finally {
    await app.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'));
try {
  const filled = performance.now();
  const sample = fillWithSampleRequests(dataDir, count);
  const fillSeconds = (performance.now() - filled) / 1000;
  const page = (filter: Partial<RequestFilter>) => () =>
    withInboxDatabase(dataDir, (db) => requestPage(db, { ...inbox, ...filter }, 0));
  const results: [string, number][] = [
    ['first page', medianMs(page({}))],
    ['New only', medianMs(page({ status: 'new' }))],
    ['search name', medianMs(page({ search: sample.name }))],
    ['search phone digits', medianMs(page({ search: sample.phoneDigits }))],
    ['search word', medianMs(page({ search: sample.word }))],
    ['spam list', medianMs(page({ list: 'spam' }))],
    ['new count', medianMs(() => withInboxDatabase(dataDir, inboxCounts))],
    [
      'CSV of a search',
      medianMs(() => withInboxDatabase(dataDir, (db) => exportRows(db, { ...inbox, search: sample.word }))),
    ],
  ];
  console.log(
    `Inbox with ${count.toLocaleString('en-US')} requests (generated in ${fillSeconds.toFixed(1)} s), median of 7, ms: ` +
      results.map(([what, ms]) => `${what} ${ms.toFixed(1)}`).join(' · '),
  );
  const http = await overHttp(dataDir, sample);
  console.log(
    `Over HTTP, signed in, median of 7, ms: ${http.map(([what, ms]) => `${what} ${ms.toFixed(1)}`).join(' · ')}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
