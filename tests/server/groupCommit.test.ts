// @vitest-environment node
/**
 * Group commit (src/server/quotes/saveQueue.ts): the requests that arrive while the disk syncs are stored together,
 * one transaction and one sync for the lot, each answered only once it is committed; a batch the database refuses is
 * tried one request at a time.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { createSaveQueue } from '../../src/server/quotes/saveQueue';
import { type NewQuote, openQuoteStore, type QuoteStore } from '../../src/server/quotes/quoteStore';
import { cleanupAfterEach, removeDir, sleep, startTestApp, tempDir, type TestApp } from './helpers';

const cleanup = cleanupAfterEach();

const quote = (firstName: string, fingerprint = firstName): NewQuote => ({
  request: { firstName, email: `${firstName.toLowerCase()}@example.com` },
  spam: false,
  fingerprint,
  clientAddress: '127.0.0.1',
  messageIdDomain: 'example.com',
});

/** The real store, with the size of each transaction it commits. */
function countingStore(dataDir: string) {
  const store = openQuoteStore(dataDir);
  const transactions: number[] = [];
  const counted: QuoteStore = {
    ...store,
    save(quote) {
      transactions.push(1);
      return store.save(quote);
    },
    saveAll(quotes) {
      transactions.push(quotes.length);
      return store.saveAll(quotes);
    },
  };
  return { store: counted, transactions };
}

/**
 * POSTs on `count` connections opened first, then written all at once: the requests reach the server together, as
 * they do from many visitors while it is busy syncing. The answers' status lines and bodies.
 */
async function postAtOnce(
  server: TestApp,
  count: number,
  request = (index: number) => ({ firstName: `Person${index}`, email: `person${index}@example.com` }),
): Promise<{ status: number; body: string }[]> {
  const { port } = server;
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  // Accepted by the server, so that what is written next reaches it in one turn of its event loop.
  const connections = () =>
    new Promise<number>((resolve) => server.app.server.getConnections((_, count) => resolve(count)));
  for (let tries = 0; (await connections()) < count && tries < 100; tries += 1) await sleep(10);
  const answers = sockets.map(
    (socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
      }),
  );
  sockets.forEach((socket, index) => {
    const body = JSON.stringify(request(index));
    socket.write(
      `POST /api/quote HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return (await Promise.all(answers)).map((text) => ({
    status: Number(text.split(' ')[1]),
    // The JSON of the body, whether it came chunked or not.
    body: text.slice(text.indexOf('\r\n\r\n') + 4).match(/\{.*\}/s)?.[0] ?? '',
  }));
}

describe('group commit', () => {
  it('stores 30 requests sent at once in a few transactions, and answers each once it is stored', async () => {
    let counted: ReturnType<typeof countingStore> | undefined;
    const server = await startTestApp({
      openStore: (dir) => {
        counted = countingStore(dir);
        return counted.store;
      },
    });
    cleanup(async () => {
      await server.close();
      removeDir(server.dataDir);
    });
    const answers = await postAtOnce(server, 30);
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    const stored = readQuotes(server.dataDir, { includeSpam: true })!;
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(answers.map((answer) => JSON.parse(answer.body).id)));
    expect(stored.every((row) => !row.spam)).toBe(true);
    const transactions = counted!.transactions;
    expect(transactions.reduce((sum, size) => sum + size, 0)).toBe(30);
    // One transaction (one sync) a request would be 30.
    expect(transactions.length).toBeLessThanOrEqual(10);
  });

  it('recognises the same request sent twice at once as a repeat, though both are written together', async () => {
    const server = await startTestApp();
    cleanup(async () => {
      await server.close();
      removeDir(server.dataDir);
    });
    const answers = await postAtOnce(server, 2, () => ({ firstName: 'Twice', email: 'twice@example.com' }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const stored = readQuotes(server.dataDir, { includeSpam: true })!;
    expect(stored.map((row) => row.spamReason).sort()).toEqual(['', 'the same as a request in the last 60 minutes']);
  });

  it('tries a refused batch one request at a time, so only the bad one fails', async () => {
    const dataDir = tempDir('group-commit');
    const store = openQuoteStore(dataDir);
    cleanup(() => {
      store.close();
      removeDir(dataDir);
    });
    const refusing: QuoteStore = {
      ...store,
      save: (quote) => {
        if (quote.request.firstName === 'Bad') throw new Error('SQLITE_CONSTRAINT');
        return store.save(quote);
      },
      saveAll: (quotes) => {
        if (quotes.some((quote) => quote.request.firstName === 'Bad')) throw new Error('SQLITE_CONSTRAINT');
        return store.saveAll(quotes);
      },
    };
    const queue = createSaveQueue(refusing);
    const results = await Promise.allSettled(['Ann', 'Bad', 'Cy'].map((name) => queue.save(quote(name))));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.list({ includeSpam: true }).map((row) => row.firstName)).toEqual(['Cy', 'Ann']);
  });

  it('knows a request waiting to be written, so the same one sent again at once is recognised as a repeat', async () => {
    const dataDir = tempDir('group-commit');
    const store = openQuoteStore(dataDir);
    cleanup(() => {
      store.close();
      removeDir(dataDir);
    });
    const queue = createSaveQueue(store);
    const saving = queue.save(quote('Ann', 'fingerprint-of-ann'));
    expect(queue.isWaiting('fingerprint-of-ann')).toBe(true);
    expect(queue.isWaiting('fingerprint-of-cy')).toBe(false);
    await saving;
    expect(queue.isWaiting('fingerprint-of-ann')).toBe(false);
    expect(store.hasFingerprintSince('fingerprint-of-ann', Date.now() - 1000)).toBe(true);
  });
});
