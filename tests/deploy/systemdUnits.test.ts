/**
 * The systemd units in deploy/: accepted by `systemd-analyze verify` (where the machine has it), the server unit
 * hardened as docs/deploy.md promises and agreeing with the Caddyfile, and the nightly backup's own commands run
 * for real: one checked copy a night, the 14 newest kept.
 */
import Database from 'better-sqlite3';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { removeDir, tempDir } from '../server/helpers';

const projectRoot = path.resolve(__dirname, '../..');
const unitFiles = ['summit-ridge.service', 'summit-ridge-backup.service', 'summit-ridge-backup.timer'];
const work = tempDir('units-test');
afterAll(() => removeDir(work));

/** A unit's settings: name → every value it is given, in order. */
function settingsOf(file: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of readFileSync(path.join(projectRoot, 'deploy', file), 'utf8').split('\n')) {
    const match = line.match(/^([A-Za-z]+)=(.*)$/);
    if (match) settings.set(match[1], [...(settings.get(match[1]) ?? []), match[2]]);
  }
  return settings;
}

const environmentOf = (settings: Map<string, string[]>) =>
  Object.fromEntries((settings.get('Environment') ?? []).map((entry) => entry.split(/=(.*)/s).slice(0, 2)));

function hasSystemdAnalyze(): boolean {
  try {
    execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('deploy/ systemd units', () => {
  it.skipIf(!hasSystemdAnalyze()).each(unitFiles)(
    'systemd-analyze verify accepts %s without a warning',
    async (file) => {
      const { stdout, stderr } = await promisify(execFile)('systemd-analyze', [
        'verify',
        path.join(projectRoot, 'deploy', file),
      ]);
      expect(stderr).toBe('');
      expect(stdout).toBe('');
    },
  );

  it('runs the server as its own user, with its data outside the checkout and nothing else writable', () => {
    const unit = settingsOf('summit-ridge.service');
    const environment = environmentOf(unit);
    expect(unit.get('User')).toEqual(['summit-ridge']);
    expect(unit.get('Restart')).toEqual(['on-failure']);
    expect(unit.get('NoNewPrivileges')).toEqual(['yes']);
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
    const checkout = unit.get('WorkingDirectory')![0];
    expect(path.relative(checkout, environment.DATA_DIR).startsWith('..')).toBe(true);
    expect(unit.get('ReadWritePaths')).toEqual([environment.DATA_DIR]);
    expect(`/var/lib/${unit.get('StateDirectory')![0]}`).toBe(environment.DATA_DIR);
  });

  it('listens where the Caddyfile sends requests, and trusts exactly that proxy address', () => {
    const environment = environmentOf(settingsOf('summit-ridge.service'));
    const caddyfile = readFileSync(path.join(projectRoot, 'deploy/Caddyfile'), 'utf8');
    const upstream = caddyfile.match(/^\s*reverse_proxy (\S+):(\d+)$/m);
    expect(upstream?.slice(1)).toEqual([environment.HOST, environment.PORT]);
    // Caddy connects to the server from the loopback address it sends to.
    expect(environment.TRUST_PROXY).toBe(environment.HOST);
    expect(caddyfile).not.toMatch(/^\s*encode\b/m);
  });

  it("the nightly backup's commands write a checked, dated copy and keep the 14 newest", async () => {
    const unit = settingsOf('summit-ridge-backup.service');
    const backups = path.join(work, 'backups');
    const dataDir = path.join(work, 'data');
    mkdirSync(backups);
    const store = openQuoteStore(dataDir);
    store.save({
      request: { email: 'night@example.com', description: 'nightly' },
      spam: false,
      clientAddress: '127.0.0.1',
      messageIdDomain: 'example.com',
    });
    store.close();
    // Sixteen nights already there, oldest first.
    for (let day = 1; day <= 16; day += 1)
      writeFileSync(path.join(backups, `quotes-2020-01-${String(day).padStart(2, '0')}.sqlite`), '');

    /** A unit's command line as systemd runs it (%% is a single %), with the test's folders and node. */
    const command = (line: string) =>
      line
        .replaceAll('%%', '%')
        .replaceAll('/var/backups/summit-ridge', backups)
        .replace('/usr/bin/node', process.execPath);
    const [start] = unit.get('ExecStart')!;
    const [startPost] = unit.get('ExecStartPost')!;
    const run = (line: string) => {
      const [shell, flag, script] = command(line)
        .match(/^(\S+) (-c) '(.*)'$/)!
        .slice(1);
      return promisify(execFile)(shell, [flag, script], {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: dataDir },
      });
    };
    const { stdout } = await run(start);
    expect(stdout).toContain('Backed up 1 quote requests');
    await run(startPost);

    const today = new Date();
    const dated = `quotes-${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}.sqlite`;
    const kept = readdirSync(backups).sort();
    expect(kept).toHaveLength(14);
    expect(kept.at(-1)).toBe(dated);
    expect(kept[0]).toBe('quotes-2020-01-04.sqlite');
    const copy = new Database(path.join(backups, dated), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
  });
});
