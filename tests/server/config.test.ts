// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverConfigFromEnv } from '../../src/server/config';
import { createApp } from '../../src/server/main';
import { company, removeDir, tempDir } from './helpers';

describe('settings from the environment', () => {
  it('has defaults for everything', () => {
    const config = serverConfigFromEnv({});
    expect(config).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      rateLimitPerMinute: 10,
      trustProxy: [],
      smtpUrl: undefined,
    });
    expect(config).toMatchObject({
      maxMailPerHour: 20,
      maxStoredBytesPerDay: 50 * 1024 * 1024,
      allowedOrigins: undefined,
    });
    expect(path.basename(config.dataDir)).toBe('data');
    expect(path.basename(config.distDir)).toBe('dist');
  });

  it('reads every variable', () => {
    const config = serverConfigFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/quotes',
      DIST_DIR: '/srv/site',
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      MAIL_FROM: 'web@example.com',
      RATE_LIMIT_PER_MINUTE: '0',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      ALLOWED_ORIGINS: 'https://www.summitridgenw.com',
      MAX_MAIL_PER_HOUR: '5',
      MAX_STORED_MB_PER_DAY: '2',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('var/quotes'),
      distDir: '/srv/site',
      smtpUrl: 'smtp://u:p@mail.example.com:587',
      mailFrom: 'web@example.com',
      rateLimitPerMinute: 0,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1'],
      allowedOrigins: ['https://www.summitridgenw.com'],
      maxMailPerHour: 5,
      maxStoredBytesPerDay: 2 * 1024 * 1024,
    });
    expect(serverConfigFromEnv({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('listens on this machine only unless HOST opens it to the network', async () => {
    expect(serverConfigFromEnv({ HOST: '' }).host).toBe('127.0.0.1');
    expect(serverConfigFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const dataDir = tempDir('config-data');
    const app = await createApp({ distDir: dataDir, dataDir, company, log: () => {} });
    try {
      const { host } = serverConfigFromEnv({});
      expect((await app.listen(0, host)).address).toBe('127.0.0.1');
    } finally {
      await app.close();
      removeDir(dataDir);
    }
  });

  it('says in words how to write TRUST_PROXY and ALLOWED_ORIGINS when they are not lists of addresses and origins', () => {
    expect(() => serverConfigFromEnv({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY lists the addresses of your own proxies now.*TRUST_PROXY=127\.0\.0\.1,::1/,
    );
    expect(() => serverConfigFromEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /"10\.0\.0\.0\/33" is not an address or a range/,
    );
    expect(() => serverConfigFromEnv({ ALLOWED_ORIGINS: 'https://www.example.com/contact' })).toThrow(
      /is not an origin/,
    );
  });

  it('refuses a limit that is not a whole number', () => {
    expect(() => serverConfigFromEnv({ RATE_LIMIT_PER_MINUTE: 'ten' })).toThrow(
      /RATE_LIMIT_PER_MINUTE must be a whole number/,
    );
    expect(() => serverConfigFromEnv({ PORT: '-1' })).toThrow(/PORT/);
  });

  it('refuses to start with an SMTP_URL that is not one', async () => {
    const dataDir = tempDir('config-data');
    try {
      const start = (smtpUrl: string) => createApp({ distDir: dataDir, dataDir, smtpUrl, company, log: () => {} });
      await expect(start('mail.example.com')).rejects.toThrow(/SMTP_URL must look like smtp:\/\//);
      await expect(start('https://mail.example.com')).rejects.toThrow(/must start with smtp:\/\/ or smtps:\/\//);
    } finally {
      removeDir(dataDir);
    }
  });
});

describe('the settings table of docs/quotes.md', () => {
  const root = path.resolve(__dirname, '../..');
  /** The server, and the commands run beside it on the same data folder. */
  const sources = [
    ...readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join('src/server', file)),
    'src/cli/leads.ts',
    'src/cli/backup.ts',
    'src/cli/restore.ts',
    'src/cli/editors.ts',
  ];
  /** Set by npm itself for every script, not by the person running the server. */
  const setByNpm = new Set(['INIT_CWD']);

  it('lists every environment variable the server and its commands read', () => {
    const read = new Set<string>();
    for (const file of sources)
      for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(
        /(?<!delete )\b(?:process\.)?env\.([A-Z][A-Z0-9_]*)/g,
      ))
        if (!setByNpm.has(match[1])) read.add(match[1]);
    expect([...read]).toEqual(expect.arrayContaining(['PORT', 'DATA_DIR', 'CONTENT_DIR', 'PUBLISH_PUSH']));
    const docs = readFileSync(path.join(root, 'docs/quotes.md'), 'utf8');
    const table = docs.slice(docs.indexOf('## Settings (environment variables)'), docs.indexOf('### SMTP_URL'));
    const listed = new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]));
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('gives the address the server listens on without HOST', () => {
    const docs = readFileSync(path.join(root, 'docs/quotes.md'), 'utf8');
    const row = docs.match(/^\| `HOST` \| `([^`]+)` \|/m);
    expect(row?.[1]).toBe(serverConfigFromEnv({}).host);
  });
});
