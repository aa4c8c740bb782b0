// @vitest-environment node
/**
 * The requests' spreadsheet (leadsExport.ts) says what the office did: the status and the notes, each time in the
 * office's own time zone (site.yaml's company.timeZone), and what became of the e-mail to the office, the reply to
 * the visitor and the forwarded copy, and signed links to its photos, under column names in words. The words are
 * the project's own site.yaml's (America/Los_Angeles, the statuses' labels).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { projectRoot } from '../../src/content/projectFiles';
import { leadsCsv, localTime } from '../../src/server/quotes/leadsExport';
import { spreadsheetWordsOf } from '../../src/server/quotes/officeRecords';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { contactForm, removeDir, tempDir } from './helpers';

const inboxList = { list: 'inbox', search: '', status: '', from: '', to: '' } as const;

/** CSV rows as cells: a cell is quoted (its quotes doubled, commas and line breaks inside) or plain. */
function parseCsv(text: string): string[][] {
  return text
    .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
        cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
      ),
    );
}

afterEach(() => vi.useRealTimers());

describe('the exported spreadsheet', () => {
  it('of a request marked Contacted with a note shows both, in local time', () => {
    const dataDir = tempDir('spreadsheet');
    // Only Date is faked: the request comes in at 22:05 UTC, 14:05 in Portland, and is called back at 23:30 UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T22:05:00Z'));
    const store = openQuoteStore(dataDir);
    try {
      const { id } = store.save({
        request: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', description: 'Roof leak' },
        form: contactForm,
        spam: false,
        clientAddress: '127.0.0.1',
        messageIdDomain: 'example.com',
        photos: [1, 2].map((number) => ({
          field: 'photos',
          number,
          width: 1,
          height: 1,
          photo: Buffer.from('jpeg'),
          thumbnail: Buffer.from('jpeg'),
        })),
      });
      vi.setSystemTime(new Date('2026-11-28T23:30:00Z'));
      store.inbox.changeStatus(id, 'contacted', 'Called back; visit on Tuesday', 'maria');
      store.outbox.markDone(id, 'acknowledgement', Date.parse('2026-11-28T22:06:00Z'));
      store.outbox.giveUp(id, 'forward', Date.parse('2026-11-28T22:07:00Z'), 'the receiver answered 400 Bad Request');

      const csv = leadsCsv(store.inbox.exportRows(inboxList), false, {
        ...spreadsheetWordsOf(path.join(projectRoot, 'site.yaml'), dataDir),
        records: store.inbox.officeRecords,
      });
      const [header, row] = parseCsv(csv);
      const cell = (name: string) => row[header.indexOf(name)];
      expect(header.slice(-7)).toEqual([
        'Status',
        'Office notes',
        'E-mail to the office',
        'Acknowledgement',
        'Forwarded',
        'Photos',
        'Id',
      ]);
      expect(cell('Received')).toBe('2026-11-28 14:05 (America/Los_Angeles)');
      expect(cell('First name')).toBe('Ann');
      expect(cell('Status')).toBe('Contacted');
      expect(cell('Office notes')).toBe('2026-11-28 15:30 maria: Called back; visit on Tuesday');
      expect(cell('E-mail to the office')).toBe('waiting');
      expect(cell('Acknowledgement')).toBe('sent 2026-11-28 14:06');
      expect(cell('Forwarded')).toBe('not forwarded: the receiver answered 400 Bad Request');
      expect(cell('Id')).toBe(id);
      // A signed link to each photo, on the site's own server, as the office e-mail has.
      expect(cell('Photos').split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(`^https://www\\.summitridgenw\\.com/request-photos/${id}/1\\?expires=\\d+&sig=[0-9a-f]{64}$`),
        ),
        expect.stringMatching(new RegExp(`^https://www\\.summitridgenw\\.com/request-photos/${id}/2\\?`)),
      ]);
    } finally {
      store.close();
      removeDir(dataDir);
    }
  });

  it('gives times in UTC when the site names no time zone, and a day on the office’s side of midnight', () => {
    expect(localTime('2026-11-28T22:05:00Z', 'UTC')).toBe('2026-11-28 22:05');
    expect(localTime('2026-11-29T03:00:00Z', 'America/Los_Angeles')).toBe('2026-11-28 19:00');
    expect(localTime('2026-11-28T23:30:00Z', 'Europe/Paris')).toBe('2026-11-29 00:30');
  });
});
