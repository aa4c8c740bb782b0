// @vitest-environment node
/**
 * The inbox's queries on a real SQLite file: requests stored by the server's own store (with what was received and
 * where from), listed newest first, found by name, phone digits and words, filtered by status and dates, moved
 * through the office's statuses with a kept history, taken out of spam with their e-mail put in the outbox, and
 * deleted with everything that belongs to them.
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changeStatus,
  deleteRequest,
  exportRows,
  inboxCounts,
  moveOutOfSpam,
  requestDetail,
  requestPage,
  withInboxDatabase,
} from '../../src/server/inbox/inboxQueries';
import type { RequestFilter } from '../../src/editorApi/requestStatuses';
import { fillWithSampleRequests } from '../../src/server/inbox/sampleRequests';
import { databaseFileIn, migrations } from '../../src/server/quotes/quoteDatabase';
import { openQuoteStore, type NewQuote } from '../../src/server/quotes/quoteStore';
import { removeDir, tempDir } from './helpers';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

function dataDir() {
  const dir = tempDir('inbox-queries');
  dirs.push(dir);
  return dir;
}

const inbox: RequestFilter = { list: 'inbox', search: '', status: '', from: '', to: '' };

function quote(request: NewQuote['request'], more: Partial<NewQuote> = {}): NewQuote {
  return { request, spam: false, clientAddress: '127.0.0.1', messageIdDomain: 'summitridgenw.com', ...more };
}

/** Three requests a few milliseconds apart: Ann (from an ad), José, and a spam one. */
function storeThree(dir: string) {
  const store = openQuoteStore(dir);
  const ids = {
    ann: store.save(
      quote(
        { firstName: 'Ann', lastName: 'Lee', phone: '(503) 555-0147', description: 'Roof leak over the kitchen' },
        {
          raw: '{"firstName":"Ann","lastName":"Lee","roofColour":"grey"}',
          source: { page: '/contact', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', gclid: 'abc' },
        },
      ),
    ).id,
    jose: store.save(
      quote({ firstName: 'José', lastName: 'Ramírez', email: 'jose@example.com', description: 'Gutters' }),
    ).id,
    spam: store.save(
      quote(
        { firstName: 'Bot', email: 'bot@example.com', description: 'http://a http://b http://c' },
        {
          spam: true,
          spamReason: '3 links (more than 2)',
        },
      ),
    ).id,
  };
  store.close();
  return ids;
}

describe('the inbox list', () => {
  it('lists the requests newest first, spam apart with its reason, and counts the new ones', () => {
    const dir = dataDir();
    const ids = storeThree(dir);
    withInboxDatabase(dir, (db) => {
      const page = requestPage(db, inbox, 0);
      expect(page.requests.map((request) => request.name)).toEqual(['José Ramírez', 'Ann Lee']);
      expect(page.total).toBe(2);
      expect(page.counts).toEqual({ new: 2, spam: 1 });
      const spam = requestPage(db, { ...inbox, list: 'spam' }, 0);
      expect(spam.requests).toMatchObject([{ id: ids.spam, spamReason: '3 links (more than 2)', mailStatus: 'none' }]);
    });
  });

  it('finds a request by phone digits however they are typed, by a name without its accents, and by a short word', () => {
    const dir = dataDir();
    const ids = storeThree(dir);
    withInboxDatabase(dir, (db) => {
      const found = (search: string) => requestPage(db, { ...inbox, search }, 0).requests.map((each) => each.id);
      expect(found('5550147')).toEqual([ids.ann]);
      expect(found('555-0147')).toEqual([ids.ann]);
      expect(found('(503) 555')).toEqual([ids.ann]);
      expect(found('jose ramirez')).toEqual([ids.jose]);
      expect(found('KITCHEN')).toEqual([ids.ann]);
      expect(found('jose@example')).toEqual([ids.jose]);
      expect(found('ee')).toEqual([ids.ann]);
      expect(found('kitchen gutters')).toEqual([]);
    });
  });

  it('filters by status and by the day received', () => {
    const dir = dataDir();
    const ids = storeThree(dir);
    withInboxDatabase(dir, (db) => {
      changeStatus(db, ids.ann, 'contacted', '', 'maria');
      expect(requestPage(db, { ...inbox, status: 'contacted' }, 0).requests.map((each) => each.id)).toEqual([ids.ann]);
      expect(inboxCounts(db).new).toBe(1);
      const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
      expect(requestPage(db, { ...inbox, from: tomorrow }, 0).total).toBe(0);
      expect(requestPage(db, { ...inbox, to: tomorrow }, 0).total).toBe(2);
    });
  });
});

describe('one request', () => {
  it('keeps the submission as received and the page and campaign it came from', () => {
    const dir = dataDir();
    const ids = storeThree(dir);
    withInboxDatabase(dir, (db) => {
      const ann = requestDetail(db, ids.ann)!;
      expect(ann.raw).toEqual({ firstName: 'Ann', lastName: 'Lee', roofColour: 'grey' });
      expect(ann.source).toEqual({
        page: '/contact',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        gclid: 'abc',
      });
      expect(ann.mailStatus).toBe('pending');
    });
  });

  it('moves through the statuses with a note, keeping who changed it and when', () => {
    const dir = dataDir();
    const ids = storeThree(dir);
    withInboxDatabase(dir, (db) => {
      changeStatus(db, ids.ann, 'contacted', 'Called, visit on Tuesday', 'maria');
      const after = changeStatus(db, ids.ann, 'estimate-sent', 'Sent $12,400', 'tom')!;
      expect(after.status).toBe('estimate-sent');
      expect(after.history.map(({ by, status, note }) => ({ by, status, note }))).toEqual([
        { by: 'maria', status: 'contacted', note: 'Called, visit on Tuesday' },
        { by: 'tom', status: 'estimate-sent', note: 'Sent $12,400' },
      ]);
      expect(Date.parse(after.history[0].at)).toBeGreaterThan(Date.now() - 60_000);
      expect(changeStatus(db, 'no-such-id', 'won', '', 'maria')).toBeUndefined();
    });
  });

  it('takes a request out of spam: New in the inbox, its e-mail waiting, the reason it was held in its history', () => {
    const dir = dataDir();
    const ids = storeThree(dir);
    withInboxDatabase(dir, (db) => {
      const moved = moveOutOfSpam(db, ids.spam, 'maria', 'summitridgenw.com');
      expect(moved.ok && moved.request).toMatchObject({ spam: false, status: 'new', mailStatus: 'pending' });
      expect(moved.ok && moved.request.history[0].note).toBe('Not spam (it was held as: 3 links (more than 2)).');
      expect(moveOutOfSpam(db, ids.ann, 'maria', 'summitridgenw.com')).toEqual({ ok: false, reason: 'notSpam' });
      expect(requestPage(db, inbox, 0).total).toBe(3);
    });
  });

  it('is deleted with its e-mail, its history and its place in the search', () => {
    const dir = dataDir();
    const ids = storeThree(dir);
    withInboxDatabase(dir, (db) => {
      changeStatus(db, ids.ann, 'contacted', 'Called', 'maria');
      expect(deleteRequest(db, ids.ann)).toBe(true);
      expect(deleteRequest(db, ids.ann)).toBe(false);
      expect(requestDetail(db, ids.ann)).toBeUndefined();
      expect(requestPage(db, { ...inbox, search: '5550147' }, 0).total).toBe(0);
      expect(db.prepare('SELECT COUNT(*) FROM quote_status_changes').pluck().get()).toBe(0);
      expect(db.prepare('SELECT COUNT(*) FROM mail_outbox WHERE request_id = ?').pluck().get(ids.ann)).toBe(0);
      expect(exportRows(db, inbox).map((row) => row.id)).toEqual([ids.jose]);
    });
  });
});

it('says on the request when the office e-mail could not be delivered, with the mail server’s answer', () => {
  const dir = dataDir();
  const ids = storeThree(dir);
  const store = openQuoteStore(dir);
  store.markMailUndeliverable(ids.jose, new Date(), '550 5.1.1 mailbox unknown');
  store.close();
  withInboxDatabase(dir, (db) => {
    expect(requestDetail(db, ids.jose)).toMatchObject({
      mailStatus: 'undeliverable',
      mailError: '550 5.1.1 mailbox unknown',
    });
    expect(requestPage(db, inbox, 0).requests.find((each) => each.id === ids.jose)?.mailStatus).toBe('undeliverable');
  });
});

it('pages through a long list 50 at a time, newest first, without repeating one', () => {
  const dir = dataDir();
  fillWithSampleRequests(dir, 120);
  withInboxDatabase(dir, (db) => {
    const first = requestPage(db, inbox, 0);
    const second = requestPage(db, inbox, 50);
    const third = requestPage(db, inbox, 100);
    expect(first.total).toBe(114);
    expect([first.requests.length, second.requests.length, third.requests.length]).toEqual([50, 50, 14]);
    const all = [...first.requests, ...second.requests, ...third.requests];
    expect(new Set(all.map((each) => each.id)).size).toBe(114);
    const times = all.map((each) => each.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

it('makes the requests of an older database searchable when it brings it up to date', () => {
  const dir = dataDir();
  const old = new Database(databaseFileIn(dir));
  for (const step of migrations.slice(0, 3)) old.exec(step);
  old.pragma('user_version = 3');
  old
    .prepare(
      `INSERT INTO quote_requests (id, received_at, first_name, last_name, phone, description) VALUES ('old-1', ?, 'Kate', 'Berg', '503.555.0199', 'Moss')`,
    )
    .run(new Date().toISOString());
  old.close();
  withInboxDatabase(dir, (db) => {
    const found = requestPage(db, { ...inbox, search: '5550199' }, 0);
    expect(found.requests).toMatchObject([{ id: 'old-1', name: 'Kate Berg', status: 'new' }]);
    expect(requestDetail(db, 'old-1')!.raw).toEqual({});
  });
});
