/**
 * The addresses visitors miss: each GET the site answers with its not-found page is counted by its path, shown to a
 * signed-in editor at GET /edit/api/missed-addresses (401 without), robots' probes set apart, the table bounded,
 * and the counts kept in the data folder across a restart.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MissedAddresses } from '../../src/editorApi/missedAddresses';
import { openAccountStore } from '../../src/server/editor/accounts';
import { missedAddressesFile, missedAddressLimits, openMissedAddresses } from '../../src/server/static/missedAddresses';
import { cleanupAfterEach, removeDir, startTestApp, type TestApp, tempDir, writeFakeDist } from './helpers';
import { send } from './rawHttp';

const cleanup = cleanupAfterEach();
const password = 'correct horse battery staple';
const listPath = '/edit/api/missed-addresses';

/** Adds an account (after the start: no draft checker is warmed for it) and signs in; the session's cookie. */
async function signIn(server: TestApp): Promise<string> {
  await openAccountStore(server.dataDir).add('maria', password);
  const base = `http://127.0.0.1:${server.port}`;
  const response = await fetch(`${base}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name: 'maria', password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0];
}

async function missedAddresses(server: TestApp, cookie: string): Promise<MissedAddresses> {
  const response = await send(server.port, { path: listPath, headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return JSON.parse(response.text) as MissedAddresses;
}

async function startOn(dataDir: string, distDir: string): Promise<TestApp> {
  const server = await startTestApp({ dataDir, distDir });
  cleanup(() => server.close());
  return server;
}

describe('the addresses visitors miss, for the office', () => {
  it('counts three visits to a missing address as 3, with the page that linked to it', async () => {
    const dist = writeFakeDist();
    const data = tempDir('missed-data');
    cleanup(() => [dist, data].forEach(removeDir));
    const server = await startOn(data, dist);
    for (const query of ['', '?utm_source=flyer', '/']) {
      const response = await send(server.port, {
        path: `/old-gutter-page${query}`,
        headers: { Referer: 'https://partner.example/links?session=secret' },
      });
      expect(response.status).toBe(404);
    }
    await send(server.port, { path: '/about' });
    await send(server.port, { path: '/assets/index-Old12345.js' });
    await send(server.port, { path: '/edit/api/nothing' });
    const list = await missedAddresses(server, await signIn(server));
    expect(list.addresses).toEqual([
      {
        address: '/old-gutter-page',
        count: 3,
        lastSeen: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        referrers: ['https://partner.example/links'],
      },
    ]);
    expect(list.probes).toBe(0);
  });

  it('answers 401 to the list without a session', async () => {
    const dist = writeFakeDist();
    const data = tempDir('missed-data');
    cleanup(() => [dist, data].forEach(removeDir));
    const server = await startOn(data, dist);
    await openAccountStore(data).add('maria', password);
    const response = await send(server.port, { path: listPath, headers: { Cookie: 'editor-session=forged' } });
    expect(response.status).toBe(401);
  });

  it('sets /wp-login.php and other robots’ probes apart from the list', async () => {
    const dist = writeFakeDist();
    const data = tempDir('missed-data');
    cleanup(() => [dist, data].forEach(removeDir));
    const server = await startOn(data, dist);
    for (const probe of [
      '/wp-login.php',
      '/wp-admin/',
      '/.env',
      '/.git/config',
      '/xmlrpc.php',
      '/cgi-bin/x',
      '/a.aspx',
    ])
      expect((await send(server.port, { path: probe })).status).toBe(404);
    const list = await missedAddresses(server, await signIn(server));
    expect(list).toEqual({ addresses: [], probes: 7 });
  });

  it('keeps the counts after a restart, and no longer lists an address the site now redirects', async () => {
    const dist = writeFakeDist();
    const data = tempDir('missed-data');
    cleanup(() => [dist, data].forEach(removeDir));
    // Closed by the test itself, as a restart does.
    const before = await startTestApp({ dataDir: data, distDir: dist });
    for (const address of ['/old-gutter-page', '/old-gutter-page', '/old-gutter-page', '/roof-repiar'])
      await send(before.port, { path: address });
    await before.close();
    writeFileSync(
      path.join(dist, 'redirects.json'),
      JSON.stringify({ redirects: [{ from: '/roof-repiar', to: '/about', status: 301 }] }),
    );
    const after = await startOn(data, dist);
    const list = await missedAddresses(after, await signIn(after));
    expect(list.addresses.map(({ address, count }) => [address, count])).toEqual([['/old-gutter-page', 3]]);
  });
});

describe('the table of missed addresses', () => {
  afterEach(() => void vi.useRealTimers());

  function openTable(now = () => 0) {
    const dataDir = tempDir('missed-table');
    cleanup(() => removeDir(dataDir));
    const logs: string[] = [];
    return { table: openMissedAddresses({ dataDir, log: (line) => logs.push(line), now }), dataDir, logs };
  }

  it('never grows past its bound, and drops the least asked-for, oldest address first', () => {
    let time = 0;
    const { table } = openTable(() => time);
    table.record('/asked-twice');
    table.record('/asked-twice');
    for (let index = 0; index < 2000; index++) {
      time += 1000;
      table.record(`/made-up-${index}`);
    }
    const { addresses } = table.list();
    expect(addresses).toHaveLength(missedAddressLimits.addresses);
    expect(addresses[0].address).toBe('/asked-twice');
    expect(addresses[1].address).toBe('/made-up-1999');
    expect(addresses.some(({ address }) => address === '/made-up-1500')).toBe(false);
    expect(addresses.at(-1)?.address).toBe('/made-up-1501');
  });

  it('counts an address longer than 200 characters with the probes, never in the list', () => {
    const { table } = openTable();
    table.record(`/${'a'.repeat(300)}`);
    expect(table.list()).toEqual({ addresses: [], probes: 1 });
  });

  it('keeps the latest three pages that linked to an address, newest first, each bounded', () => {
    const { table } = openTable();
    for (const page of ['one', 'two', 'three', 'four', 'two']) table.record('/gone', `https://site.example/${page}`);
    table.record('/gone', `https://site.example/${'x'.repeat(400)}`);
    const [{ referrers }] = table.list().addresses;
    expect(referrers).toHaveLength(3);
    expect(referrers[0]).toHaveLength(missedAddressLimits.referrerLength);
    expect(referrers.slice(1)).toEqual(['https://site.example/two', 'https://site.example/four']);
  });

  it('writes what changed at most once a minute, and forgets an address once the site sends its visitors on', () => {
    vi.useFakeTimers();
    const { table, dataDir } = openTable();
    const file = path.join(dataDir, missedAddressesFile);
    table.record('/gone');
    table.record('/gone');
    expect(existsSync(file)).toBe(false);
    vi.advanceTimersByTime(missedAddressLimits.saveEveryMs);
    expect(readFileSync(file, 'utf8')).toContain('"count":2');
    expect(table.list((address) => address === '/gone').addresses).toEqual([]);
    table.close();
    expect(openMissedAddresses({ dataDir, log: () => {} }).list().addresses).toEqual([]);
  });

  it('starts empty, saying so in the log, when its file is damaged', () => {
    const { dataDir } = openTable();
    writeFileSync(path.join(dataDir, missedAddressesFile), '{"addresses": [{"address": "/x", "cou');
    const logs: string[] = [];
    const table = openMissedAddresses({ dataDir, log: (line) => logs.push(line) });
    expect(table.list()).toEqual({ addresses: [], probes: 0 });
    expect(logs.join('\n')).toMatch(/missed addresses .* cannot be read/);
  });
});
