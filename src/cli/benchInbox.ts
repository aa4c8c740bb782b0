/**
 * `npm run bench:inbox`: how fast the office's inbox (/edit/requests) answers with many stored requests. Fills a
 * temporary DATA_DIR with generated requests (50,000 by default, --requests), then times what the inbox's API does
 * for each answer (open the database, query, close): the list's first page, the first page of New requests, a
 * search by name, by phone digits and by a word of the description, the header's count, and the CSV export of a
 * search. Prints the median of 7 runs each, in milliseconds, on one line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportRows, inboxCounts, requestPage, withInboxDatabase } from '../server/inbox/inboxQueries.ts';
import type { RequestFilter } from '../server/inbox/requestStatuses.ts';
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
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
