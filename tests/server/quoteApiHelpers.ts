/**
 * What the tests of POST /api/quote share: a valid request, the messages a visitor reads for the contact form's
 * e-mail and phone fields, and one app for a whole test file with the requests it stored.
 */
import { afterAll, beforeAll } from 'vitest';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { removeDir, startTestApp, type TestApp } from './helpers';

/** The messages a visitor reads for the contact form's e-mail and phone fields (either one gives a way to reply). */
export const emailFormat =
  'Please enter an e-mail address like name@example.com, or leave it empty and give a phone number.';
export const phoneDigits =
  'Please enter a phone number with at least 10 digits, area code included, or leave it empty and give an e-mail address.';
export const needContact = 'Please enter an e-mail address or a phone number, so we can reply to you.';

export const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(503) 555-0147',
  address: '1 Main St, Tigard, OR',
  description: 'Our roof leaks over the garage.',
  subject: '',
};

/**
 * For a test file's top level: one app started before its tests and closed (its data folder removed) after them,
 * since the tests only add requests and look for their own. `stored` reads what it kept, spam included on request.
 */
export function quoteServerOfTheFile() {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp();
  });
  afterAll(async () => {
    if (!started) return;
    await started.close();
    removeDir(started.dataDir);
  });
  const current = (): TestApp => {
    if (!started) throw new Error('The app starts before the tests of the file (beforeAll).');
    return started;
  };
  const server: Pick<TestApp, 'app' | 'port' | 'dataDir'> = {
    get app() {
      return current().app;
    },
    get port() {
      return current().port;
    },
    get dataDir() {
      return current().dataDir;
    },
  };
  const stored = (includeSpam = false) => readQuotes(server.dataDir, { includeSpam }) ?? [];
  return { server, stored };
}
