/**
 * What one visitor or one editor request can do to the running server, tried from outside against a real server
 * process (`npm run serve`) with a small memory limit: it must keep answering everyone else, keep its memory, and
 * keep its log honest.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'a long enough password' };
let server: RunningEditor;

beforeAll(async () => {
  // The server's JavaScript heap is held to 256 MB: a request that made it keep what it was sent would end it.
  server = await startEditorServer(account, { NODE_OPTIONS: '--max-old-space-size=256' });
});
afterAll(() => server?.stop());

const sameOrigin = () => ({ 'Content-Type': 'application/json', Origin: server.baseUrl });

function signIn(name: string, password = 'not the password') {
  return fetch(`${server.baseUrl}/edit/api/sign-in`, {
    method: 'POST',
    headers: sameOrigin(),
    body: JSON.stringify({ name, password }),
  });
}

/** Resident memory of the server process, in MB (Linux). */
function residentMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe('the log', () => {
  it('writes a name typed at sign-in with its line breaks escaped, so it cannot forge a line', async () => {
    await (await signIn('zz\nEditor: tester signed in.')).arrayBuffer();
    await expect.poll(() => server.output()).toContain('a sign-in as "zz\\nEditor: tester signed in." was refused');
    const lines = server.output().split('\n');
    expect(lines.some((line) => /^\s*Editor: tester signed in\.$/.test(line))).toBe(false);
  });
});

// After the log's test: these make every further attempt from this address wait.
describe('sign-in attempts with made-up names', () => {
  it('refuses a name of a million characters before reading it, 300 times over, in the memory it had', async () => {
    await signIn('warm-up');
    const before = residentMb();
    for (let attempt = 0; attempt < 300; attempt++) {
      const response = await signIn(`${attempt}-${'n'.repeat(1_000_000)}`);
      expect(response.status).toBe(413);
      await response.arrayBuffer();
    }
    expect(residentMb() - before).toBeLessThan(100);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('keeps a bounded table of thousands of different names, each answered 401 or 429, never a failure', async () => {
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 3000; attempt++) {
      const response = await signIn(`made-up-${attempt}-${'x'.repeat(3000)}`);
      statuses.add(response.status);
      await response.arrayBuffer();
    }
    expect([...statuses].every((status) => status === 401 || status === 429)).toBe(true);
    expect((await fetch(`${server.baseUrl}/about`)).status).toBe(200);
  });
});
