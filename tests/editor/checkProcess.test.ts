/**
 * The editor's check and preview run in a process of their own, so that nothing an editor saves or sends can stop
 * the server that answers visitors: tried from outside against a real server process (`npm run serve`) whose own
 * JavaScript heap is held to 256 MB.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkFailed } from '../../src/server/editor/draftChecker';
import { factHeavyDraft, worstDraft } from './heavyDrafts';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'a long enough password' };
let server: RunningEditor;
let cookie = '';

beforeAll(async () => {
  server = await startEditorServer(account, { NODE_OPTIONS: '--max-old-space-size=256' });
  const signedIn = await fetch(`${server.baseUrl}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify(account),
  });
  cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
});
afterAll(() => server?.stop());

/** A POST to the editor's API as its page sends it: the status and the answer. */
async function post(route: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}/edit/api/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl, Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const checkAbout = (text: string) => post('check', { path: 'pages/about.yaml', text });
const siteFile = () => path.join(server.contentRoot, 'site.yaml');

/** site.yaml as it is, with the company fact `big` set to `value` (comments and the rest kept). */
function siteWithFact(value: string): string {
  const site = parseDocument(readFileSync(siteFile(), 'utf8'));
  site.setIn(['company', 'facts', 'big'], value);
  return site.toString({ lineWidth: 0 });
}

/** Resident memory of the server process, in MB (Linux). */
function residentMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Asks for /healthz until `done` settles; resolves with every status it answered. */
async function healthWhile(done: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void done.finally(() => {
    settled = true;
  });
  const statuses: number[] = [];
  while (!settled) statuses.push((await fetch(`${server.baseUrl}/healthz`)).status);
  return statuses;
}

/** The server's child processes (the check's), by their ids. */
function childrenOfServer(): number[] {
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim();
  return children ? children.split(' ').map(Number) : [];
}

/** CPU time a process has used so far, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

describe('a company fact of 100 KB', () => {
  it('is refused when site.yaml is saved, in words, at its line', async () => {
    const answer = await post('save', { path: 'site.yaml', text: siteWithFact('x'.repeat(100_000)) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toMatchObject({ file: 'site.yaml' });
    expect(answer.body.errors[0].message).toBe('"big" is too long: at most 300 characters (it has 100000)');
  });

  it('written to site.yaml by other means, is reported by a check of a page that names it 1,000 times, and the server goes on', async () => {
    const original = readFileSync(siteFile(), 'utf8');
    writeFileSync(siteFile(), siteWithFact('x'.repeat(100_000)));
    try {
      const answer = await checkAbout(factHeavyDraft('big', 1000));
      expect(answer.status).toBe(200);
      expect(answer.body.errors.map((error: { message: string }) => error.message)).toContain(
        '"big" is too long: at most 300 characters (it has 100000)',
      );
      expect((await fetch(`${server.baseUrl}/about`)).status).toBe(200);
    } finally {
      writeFileSync(siteFile(), original);
    }
  });
});

describe('the heaviest drafts the facts allow', () => {
  it('are checked and drawn while visitors keep being answered, and the server gives its memory back', async () => {
    expect((await post('save', { path: 'site.yaml', text: siteWithFact('f'.repeat(300)) })).status).toBe(200);
    await (await fetch(`${server.baseUrl}/about`)).arrayBuffer();
    const startMb = residentMb();
    const visitorTimes: number[] = [];
    let checking = true;
    const visitor = (async () => {
      while (checking) {
        const started = performance.now();
        await (await fetch(`${server.baseUrl}/about`)).arrayBuffer();
        visitorTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    let peakMb = startMb;
    for (let round = 0; round < 3; round++) {
      // As much as a file may fill in: it passes, and its preview is drawn with 100,000 characters of facts.
      const atTheBound = await checkAbout(factHeavyDraft('big', 333));
      expect(atTheBound.status).toBe(200);
      expect(atTheBound.body.errors).toEqual([]);
      expect(atTheBound.body.preview.html.length).toBeGreaterThan(100_000);
      // A page as large as a file may be, every word of it the fact: refused where it passes the bound.
      const past = await checkAbout(factHeavyDraft('big', 30_000));
      expect(past.status).toBe(200);
      expect(past.body.errors[0].message).toContain('come to more than 100,000 characters once filled in');
      peakMb = Math.max(peakMb, residentMb());
    }
    checking = false;
    await visitor;
    const shown = visitorTimes.map(Math.round).join(' ');
    const sorted = [...visitorTimes].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)], shown).toBeLessThan(200);
    expect(sorted.at(-1), shown).toBeLessThan(2000);
    // What the answers cost the server's own process is a few MB, kept no longer than it takes to send them.
    expect(peakMb - startMb, `${Math.round(startMb)} → ${Math.round(peakMb)} MB`).toBeLessThan(150);
    expect(residentMb() - startMb).toBeLessThan(60);
  });
});

describe('a check process that dies mid-check', () => {
  it('is answered in words, visitors and /healthz are answered throughout, and the next check works', async () => {
    expect((await checkAbout(factHeavyDraft('phone', 1))).status).toBe(200);
    const [checkProcess] = childrenOfServer();
    expect(checkProcess).toBeGreaterThan(0);
    const ticksBefore = cpuTicks(checkProcess);
    const heavy = checkAbout(worstDraft());
    // Killed once it is at work on the draft.
    while (cpuTicks(checkProcess) < ticksBefore + 5) await new Promise((resolve) => setImmediate(resolve));
    process.kill(checkProcess, 'SIGKILL');
    const [health, answer] = await Promise.all([healthWhile(heavy), heavy]);
    expect(answer).toEqual({ status: 500, body: { error: checkFailed } });
    expect(health.every((status) => status === 200)).toBe(true);
    expect((await fetch(`${server.baseUrl}/about`)).status).toBe(200);
    const next = await checkAbout(factHeavyDraft('phone', 1));
    expect(next.status).toBe(200);
    expect(next.body.errors).toEqual([]);
    expect(server.output()).toContain('the process that checks drafts ended (SIGKILL)');
  });
});
