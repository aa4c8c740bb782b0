/**
 * The inbox of a server without a quote store of its own (the development server, a test of the inbox alone): the
 * data folder's database is opened the first time the inbox is looked at after it exists, then kept open. Before the
 * first request ever came there is no database, and looking at the inbox creates none.
 */
import { existsSync } from 'node:fs';
import { databaseFileIn } from '../quotes/quoteDatabase.ts';
import { openQuoteStore, type QuoteStore } from '../quotes/quoteStore.ts';
import type { InboxQueries } from './inboxQueries.ts';

export interface InboxOfDataDir {
  /** The inbox's queries, or undefined while there is no database. */
  inbox(): InboxQueries | undefined;
  close(): void;
}

export function inboxOfDataDir(dataDir: string): InboxOfDataDir {
  let store: QuoteStore | undefined;
  return {
    inbox() {
      if (!store && existsSync(databaseFileIn(dataDir))) store = openQuoteStore(dataDir);
      return store?.inbox;
    },
    close: () => store?.close(),
  };
}
