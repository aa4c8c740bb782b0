// @vitest-environment node
/**
 * The server process is killed with SIGKILL while 200 quote requests are on their way. After a restart, every
 * request that was answered 201 is in the database, and none is in it twice.
 */
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { databaseFileIn } from '../../src/server/quotes/quoteDatabase';
import { removeDir, tempDir, writeFakeDist } from './helpers';
import { postJson } from './rawHttp';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = tempDir('crash-data');
const distDir = writeFakeDist();
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  removeDir(dataDir);
  removeDir(distDir);
});

/** `node --import tsx src/server/main.ts` as a child process; resolves with its port once it listens. */
function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const { SMTP_URL: _smtp, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
      if (port) resolve({ child, port: Number(port) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

type Outcome = { marker: string; id?: string; status?: number; error?: string };

function sendQuote(port: number, agent: Agent, marker: string): Promise<Outcome> {
  const body = JSON.stringify({ firstName: 'Crash', email: 'crash@example.com', description: marker });
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/quote',
        agent,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const id = response.statusCode === 201 ? (JSON.parse(text) as { id: string }).id : undefined;
          resolve({ marker, id, status: response.statusCode });
        });
        response.on('error', (error) => resolve({ marker, error: error.message }));
      },
    );
    request.on('error', (error) => resolve({ marker, error: error.message }));
    request.end(body);
  });
}

it('keeps every acknowledged request, once, when the server is killed mid-flight', async () => {
  const first = await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const markers = Array.from({ length: 200 }, (_, index) => `crash-test-${index}`);
  let answered = 0;
  let killed = false;
  const outcomes = await Promise.all(
    markers.map((marker) =>
      sendQuote(first.port, agent, marker).then((outcome) => {
        if (outcome.status) answered += 1;
        // Pull the plug while most requests are still on their way.
        if (answered === 40 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
        return outcome;
      }),
    ),
  );
  agent.destroy();
  await new Promise((resolve) =>
    first.child.exitCode !== null || first.child.signalCode ? resolve(null) : first.child.once('exit', resolve),
  );

  const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
  const lost = outcomes.filter((outcome) => outcome.error);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  expect(lost.length).toBeGreaterThan(0); // the kill really happened with requests in flight
  expect(outcomes.every((outcome) => outcome.status === 201 || outcome.error)).toBe(true);

  // Restart on the same data: it opens the database (recovering the WAL) and takes requests again.
  const second = await startServer();
  expect((await postJson(second.port, { email: 'after@example.com' })).status).toBe(201);
  second.child.kill('SIGTERM');
  await new Promise((resolve) => second.child.once('exit', resolve));

  const db = new Database(databaseFileIn(dataDir), { readonly: true });
  const rows = db.prepare(`SELECT id, description FROM quote_requests WHERE description LIKE 'crash-test-%'`).all() as {
    id: string;
    description: string;
  }[];
  const outbox = db.prepare(`SELECT COUNT(*) AS count FROM mail_outbox`).get() as { count: number };
  db.close();

  const storedIds = new Set(rows.map((row) => row.id));
  for (const outcome of acknowledged) expect(storedIds.has(outcome.id!), outcome.marker).toBe(true);
  // None twice: one row per request sent, whatever happened to its answer.
  expect(new Set(rows.map((row) => row.description)).size).toBe(rows.length);
  expect(rows.length).toBeLessThanOrEqual(markers.length);
  // Every stored request has its e-mail waiting in the outbox (written in the same transaction).
  expect(outbox.count).toBe(rows.length + 1);
}, 60_000);
