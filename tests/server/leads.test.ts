// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csvCell, leadsCsv } from '../../src/server/quotes/leadsExport';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import type { StoredQuote } from '../../src/server/quotes/quoteRows';
import { removeDir, tempDir } from './helpers';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = tempDir('leads-data');

/** RFC 4180, enough to read our own output back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}

/**
 * The cells a spreadsheet sees when it splits each line at `separator` instead of the comma: a quote opens a
 * quoted cell only at the start of a cell there, so the quotes around our cells do not hold it together.
 */
const cellsSplitAt = (text: string, separator: string) =>
  text.split('\r\n').flatMap((line) => line.split(separator).map((cell) => cell.replace(/^"/, '')));
const startsLikeFormula = (cell: string) => /^[=+\-@]/.test(cell);

function leads(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/leads.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
}

beforeAll(() => {
  // The store stamps each request with the time it is saved: a fake clock moved on between them orders them.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const store = openQuoteStore(dataDir);
  const save = (request: Record<string, string>, spam = false) =>
    store.save({
      request,
      spam,
      spamReason: spam ? 'spam trap filled in' : undefined,
      clientAddress: '127.0.0.1',
      messageIdDomain: 'summitridgenw.com',
    });
  save({ firstName: 'Oldest', lastName: 'Smith;=HYPERLINK(A1);', email: 'old@example.com' });
  vi.advanceTimersByTime(5);
  save({ firstName: 'Spammy', email: 'spam@example.com', subject: 'http://spam.example' }, true);
  vi.advanceTimersByTime(5);
  save({
    firstName: 'Newest, Jr.',
    lastName: 'O"Hara',
    phone: '+1 503 555 0147',
    address: '1 Main St\nApt 2',
    description: '=HYPERLINK("http://evil.example")',
  });
  store.close();
  vi.useRealTimers();
});
afterAll(() => removeDir(dataDir));

describe('npm run leads', () => {
  it('prints CSV newest first, without spam, that reads back exactly', () => {
    const rows = parseCsv(leads('--format', 'csv'));
    expect(rows[0]).toEqual([
      'Received',
      'First name',
      'Last name',
      'E-mail address',
      'Phone number',
      'Address',
      'Description',
      'Status',
      'Office notes',
      'E-mail to the office',
      'Acknowledgement',
      'Forwarded',
      'Photos',
      'Id',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Newest, Jr.', 'Oldest']);
    expect(rows[1].slice(1, 7)).toEqual([
      'Newest, Jr.',
      'O"Hara',
      '',
      '+1 503 555 0147',
      '1 Main St\nApt 2',
      `'=HYPERLINK("http://evil.example")`,
    ]);
    expect(rows[2][2]).toBe(`Smith;'=HYPERLINK(A1);`);
  });

  it('leaves no formula for a spreadsheet that splits the lines at ";" (most of Europe) or at tabs', () => {
    const text = leads('--format', 'csv');
    expect(text).toContain(`,"Smith;'=HYPERLINK(A1);",`);
    expect(cellsSplitAt(text, ';').filter(startsLikeFormula)).toEqual([]);
    expect(cellsSplitAt(text, '\t').filter(startsLikeFormula)).toEqual([]);
  });

  it('includes spam, marked, with the reason, with --spam', () => {
    const rows = parseCsv(leads('--format', 'csv', '--spam'));
    expect(rows[0].slice(-2)).toEqual(['Spam', 'Spam reason']);
    expect(rows.slice(1).map((row) => [row[1], ...row.slice(-2)])).toEqual([
      ['Newest, Jr.', 'no', ''],
      ['Spammy', 'yes', 'spam trap filled in'],
      ['Oldest', 'no', ''],
    ]);
  });

  it('prints JSON newest first', () => {
    const quotes = JSON.parse(leads('--format', 'json')) as StoredQuote[];
    expect(quotes.map((quote) => quote.firstName)).toEqual(['Newest, Jr.', 'Oldest']);
    expect(quotes[0]).toMatchObject({ lastName: 'O"Hara', address: '1 Main St\nApt 2', emailedAt: '' });
    expect(quotes[0]).not.toHaveProperty('spam');
    const withSpam = JSON.parse(leads('--format', 'json', '--spam')) as StoredQuote[];
    expect(withSpam.map((quote) => [quote.firstName, quote.spam])).toEqual([
      ['Newest, Jr.', false],
      ['Spammy', true],
      ['Oldest', false],
    ]);
  });

  it('writes a file with --output', () => {
    const file = path.join(dataDir, 'leads.csv');
    leads('--format', 'csv', '--output', file);
    expect(parseCsv(readFileSync(file, 'utf8'))).toHaveLength(3);
  });
});

describe('CSV cells', () => {
  it('quote commas, semicolons, tabs, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
  });

  it('keep formulas from running in a spreadsheet, but leave phone numbers alone', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+1 (503) 555-0147')).toBe('+1 (503) 555-0147');
    expect(csvCell('Smith;=HYPERLINK(A1);')).toBe(`"Smith;'=HYPERLINK(A1);"`);
    expect(csvCell('Smith\t@SUM(A1)')).toBe(`"Smith\t'@SUM(A1)"`);
    expect(csvCell('Call;+1 503 555 0147')).toBe('"Call;+1 503 555 0147"');
  });

  it('make an empty list a header line only, with no field columns (there is no form to take them from)', () => {
    expect(leadsCsv([], false)).toBe(
      'Received,Status,Office notes,E-mail to the office,Acknowledgement,Forwarded,Photos,Id\r\n',
    );
  });
});
