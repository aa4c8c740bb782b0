// @vitest-environment node
/**
 * Stopping and overload: on SIGTERM the server stops taking connections, finishes the requests under way, gives
 * an e-mail being sent about 3 s (it then stays pending, as after a crash) and exits; a second signal exits at
 * once. No error event, and no error that escapes every handler, can end the process.
 */
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import {
  removeDir,
  startServerProcess,
  startTestApp,
  tempDir,
  waitFor,
  writeFakeDist,
  type ServerProcess,
} from './helpers';
import { send } from './rawHttp';

const distDir = writeFakeDist();
const folders: string[] = [];
const processes: ServerProcess[] = [];
afterAll(() => {
  for (const server of processes) server.child.kill('SIGKILL');
  for (const folder of [distDir, ...folders]) removeDir(folder);
});

function dataDir(): string {
  const folder = tempDir('shutdown-data');
  folders.push(folder);
  return folder;
}

/** An SMTP server that takes the message but never answers it: the send hangs. `sends` counts those begun. */
async function stallingSmtp(): Promise<{ port: number; sends(): number; close(): void }> {
  let sends = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream) {
      sends += 1;
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    sends: () => sends,
    close: () => server.close(),
  };
}

const body = JSON.stringify({ firstName: 'Late', email: 'late@example.com', description: 'Sent while stopping' });

it('finishes a request under way after SIGTERM, refuses new connections, and exits 0', async () => {
  const folder = dataDir();
  const server = await startServerProcess({ DATA_DIR: folder, DIST_DIR: distDir });
  processes.push(server);
  // Headers and half the body now; the rest after the signal.
  const socket = connect(server.port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  await new Promise((resolve) => socket.once('connect', resolve));
  // "Expect: 100-continue" makes the server say "100 Continue" once it has read the headers: the sign that the
  // request is under way there, and not still in the queue of connections the signal would close.
  socket.write(
    `POST /api/quote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
  );
  await waitFor(() => answer.includes('100 Continue\r\n\r\n'), 5000, 'the request under way');
  // The final answer cannot come before the rest of the body: what came so far is the interim answer alone.
  answer = '';
  server.child.kill('SIGTERM');
  await waitFor(() => server.output().includes('SIGTERM: finishing'), 5000, 'the stop message');
  await expect(send(server.port, { path: '/' })).rejects.toThrow();
  socket.end(body.slice(20));
  await waitFor(() => answer.includes('\r\n\r\n'), 5000, 'the answer');
  expect(answer).toMatch(/^HTTP\/1\.1 201/);
  expect(await server.exited).toBe(0);
  expect(readQuotes(folder, { includeSpam: false })!.map((quote) => quote.firstName)).toEqual(['Late']);
}, 30_000);

it('gives a hanging e-mail about 3 s, keeps it pending, and stops at once on a second signal', async () => {
  const smtp = await stallingSmtp();
  try {
    const folder = dataDir();
    const server = await startServerProcess({
      DATA_DIR: folder,
      DIST_DIR: distDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    processes.push(server);
    const posted = await send(server.port, {
      method: 'POST',
      path: '/api/quote',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Content-Length': body.length },
      body,
    });
    expect(posted.status).toBe(201);
    await waitFor(() => smtp.sends() === 1, 5000, 'the e-mail under way');
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const took = Date.now() - stoppedAt;
    expect(took).toBeGreaterThanOrEqual(2500);
    expect(took).toBeLessThan(8000);
    expect(readQuotes(folder, { includeSpam: false })![0]).toMatchObject({ firstName: 'Late', mailStatus: 'pending' });

    const again = await startServerProcess({
      DATA_DIR: folder,
      DIST_DIR: distDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    processes.push(again);
    await waitFor(() => smtp.sends() === 2, 5000, 'the e-mail under way again after the restart');
    const secondAt = Date.now();
    again.child.kill('SIGTERM');
    await waitFor(() => again.output().includes('SIGTERM: finishing'), 5000, 'the stop message');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(1);
    expect(Date.now() - secondAt).toBeLessThan(2000);
  } finally {
    smtp.close();
  }
}, 40_000);

it('keeps serving after an error event on the server, with a cap on connections', async () => {
  const app = await startTestApp();
  try {
    expect(app.app.server.maxConnections).toBeGreaterThan(0);
    app.app.server.emit('error', Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' }));
    expect((await send(app.port, { path: '/' })).status).toBe(200);
    expect(app.logs.some((line) => line.includes('EMFILE'))).toBe(true);
  } finally {
    await app.close();
    removeDir(app.dataDir);
  }
});

it('logs an error that escapes every handler, and a promise rejected with no handler, and keeps serving', async () => {
  // The faults come from a module the test preloads into the real server process (NODE_OPTIONS=--import), so the
  // handlers under test are the ones main.ts installs, and nothing in the server knows about the test.
  const faults = tempDir('unexpected-errors');
  folders.push(faults);
  const faultModule = path.join(faults, 'faults.mjs');
  writeFileSync(
    faultModule,
    [
      // On a signal from the test, once the server listens (before that, main.ts is still loading).
      "process.on('SIGUSR2', () => {",
      "  setTimeout(() => { throw new Error('thrown outside any request'); });",
      "  setTimeout(() => { Promise.reject(new Error('rejected with no handler')); }, 50);",
      '});',
    ].join('\n'),
  );
  const server = await startServerProcess({
    DATA_DIR: dataDir(),
    DIST_DIR: distDir,
    NODE_OPTIONS: `--import=${pathToFileURL(faultModule).href}`,
  });
  processes.push(server);
  server.child.kill('SIGUSR2');
  await waitFor(() => server.output().includes('rejected with no handler'), 10_000, 'the second error in the log');
  expect(server.output()).toMatch(/Unexpected error \(the server goes on\): Error: thrown outside any request/);
  expect(server.output()).toMatch(/Unexpected error \(the server goes on\): Error: rejected with no handler/);
  expect((await send(server.port, { path: '/healthz' })).status).toBe(200);
  expect((await send(server.port, { path: '/' })).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
  await server.stop();
  expect(await server.exited).toBe(0);
}, 30_000);
