/**
 * Made-up requests in bulk, for measuring the inbox (`npm run bench:inbox`): varied names, phone numbers,
 * towns and messages, one in twenty held as spam, statuses spread over the office's steps, received over the
 * last two years. Written straight into the table in one transaction (the search index follows by its triggers).
 */
import { randomUUID } from 'node:crypto';
import { withInboxDatabase } from './inboxQueries.ts';
import { defaultStatuses } from '../../editorApi/requestStatuses.ts';

const firstNames = ['Ann', 'José', 'Maria', 'Tom', 'Priya', 'Wei', 'Sam', 'Olga', 'Liam', 'Noor', 'Kate', 'Ben'];
const lastNames = ['Lee', 'Ramírez', 'Novak', 'Smith', 'Patel', 'Chen', 'Okafor', 'Berg', 'Walsh', 'Haddad'];
const towns = ['Springfield', 'Riverside', 'Fairview', 'Greenville', 'Madison', 'Clinton', 'Franklin', 'Salem'];
const jobs = [
  'Could you call me back about an appointment next week?',
  'I would like a price for the work we talked about on the phone',
  'Is there a waiting list for new customers this month?',
  'Please send me the opening hours over the holidays',
  'We are moving in March and need help before then',
  'Following up on my visit last Tuesday, a question about the invoice',
  'The armchair in the waiting room was mentioned, is it still available',
  'Do you offer a discount for a second booking?',
];

/** Returns words that occur in the data, for searching it. */
export function fillWithSampleRequests(dataDir: string, count: number) {
  const now = Date.now();
  const twoYears = 2 * 365 * 24 * 60 * 60_000;
  withInboxDatabase(dataDir, (db) => {
    const insert = db.prepare(
      `INSERT INTO quote_requests (id, received_at, first_name, last_name, email, phone, address, description, spam,
         spam_reason, status, raw_submission, source_page, utm_source)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const first = firstNames[index % firstNames.length];
        const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length];
        const phone = `(503) ${String(200 + (index % 800)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`;
        const description = `${jobs[index % jobs.length]}. Request number ${index}.`;
        const spam = index % 20 === 19;
        const received = new Date(now - twoYears + Math.floor((twoYears * index) / count)).toISOString();
        insert.run(
          randomUUID(),
          received,
          first,
          `${last}${index}`,
          `${first.toLowerCase()}.${index}@example.com`,
          phone,
          `${100 + (index % 9000)} Main St, ${towns[index % towns.length]}`,
          description,
          spam ? 1 : 0,
          spam ? '3 links (more than 2)' : '',
          defaultStatuses[index % defaultStatuses.length].id,
          JSON.stringify({ firstName: first, description }),
          '/contact',
          index % 3 === 0 ? 'google' : '',
        );
      }
    })();
  });
  const probe = Math.floor(count / 2);
  return {
    name: `${lastNames[Math.floor(probe / firstNames.length) % lastNames.length]}${probe}`,
    phoneDigits: `${String(200 + (probe % 800)).padStart(3, '0')}${String(probe % 10_000).padStart(4, '0')}`,
    word: 'armchair',
  };
}
