/**
 * deploy/Caddyfile in front of `npm run serve`, over real TLS on loopback: Debian's Caddy with its own local
 * certificate authority (which the client here trusts, and nothing else). The Caddyfile is used as it is, names
 * included (the client connects to 127.0.0.1 and asks for www.summitridgenw.com); only what cannot work offline
 * is set in front of it: free ports on loopback, and certificates from Caddy's internal CA instead of Let's
 * Encrypt. Visitors connect from different loopback addresses (127.0.0.2, 127.0.0.3), so the server can tell
 * them apart only through the X-Forwarded-For header Caddy adds.
 */
import Database from 'better-sqlite3';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, removeDir, tempDir, writeFakeDist } from '../server/helpers';

const projectRoot = path.resolve(__dirname, '../..');
const work = tempDir('caddy-test');
const dataDir = path.join(work, 'data');
const caddyHome = path.join(work, 'caddy');
const distDir = writeFakeDist();
const rateLimitPerMinute = 2;
/** The site's address in the Caddyfile and in site.yaml's seo.siteUrl; the bare domain redirects to it. */
const siteName = 'www.summitridgenw.com';
const bareName = 'summitridgenw.com';
let httpsPort: number;
let rootCertificate: Buffer;
let server: ChildProcess | undefined;
let caddy: ChildProcess | undefined;

function caddyInstalled(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Collects a child's output and resolves once `ready` matches it; rejects if the child ends first. */
function started(child: ChildProcess, ready: RegExp, name: string): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) resolve(match[1] ?? match[0]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} stopped (${code}) before it was ready:\n${output}`)));
  });
}

/** The deploy Caddyfile on free ports, on loopback only, with Caddy's internal CA. */
function testCaddyfile(httpPort: number, upstreamPort: number): string {
  const deployed = readFileSync(path.join(projectRoot, 'deploy/Caddyfile'), 'utf8');
  expect(deployed).toContain('reverse_proxy 127.0.0.1:4173');
  const site = deployed.replace('127.0.0.1:4173', `127.0.0.1:${upstreamPort}`);
  const globalOptions = `{
	admin off
	local_certs
	skip_install_trust
	auto_https disable_redirects
	http_port ${httpPort}
	https_port ${httpsPort}
	default_bind 127.0.0.1
	storage file_system ${path.join(caddyHome, 'storage')}
	servers {
		protocols h1 h2
	}
}
`;
  return globalOptions + site;
}

async function waitForTls(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await new Promise<boolean>((resolve) => {
      const rootFile = path.join(caddyHome, 'storage/pki/authorities/local/root.crt');
      if (!existsSync(rootFile)) return resolve(false);
      const socket = tlsConnect({ host: '127.0.0.1', port, servername: siteName, ca: readFileSync(rootFile) });
      socket.once('secureConnect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`Caddy did not answer over TLS on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  body: Buffer;
  authorized: boolean;
}

/** One HTTPS request to Caddy from `from` (a loopback address), trusting only Caddy's local CA. */
function fetchOverTls(
  requestPath: string,
  options: { from?: string; host?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  const host = options.host ?? siteName;
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: host,
        ca: rootCertificate,
        localAddress: options.from ?? '127.0.0.1',
        method: options.method ?? 'GET',
        path: requestPath,
        headers: { Host: `${host}:${httpsPort}`, ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
            authorized: (response.socket as TLSSocket).authorized,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const headerCount = (answer: HttpsAnswer, name: string) =>
  answer.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length;

function decoded(answer: HttpsAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

function postQuote(from: string, marker: string, headers: Record<string, string> = {}): Promise<HttpsAnswer> {
  const body = JSON.stringify({ firstName: 'Proxy', email: 'proxy@example.com', description: marker });
  return fetchOverTls('/api/quote', {
    from,
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // What a browser on the live site sends: the site's origin, on the standard port.
      Origin: `https://${siteName}`,
      'Content-Length': String(Buffer.byteLength(body)),
      ...headers,
    },
  });
}

function storedAddressOf(marker: string): string | undefined {
  const db = new Database(path.join(dataDir, 'quotes.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT client_address FROM quote_requests WHERE description = ?').get(marker) as
      | { client_address: string }
      | undefined;
    return row?.client_address;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  if (!caddyInstalled()) throw new Error('Caddy is not installed: apt-get install -y caddy (as .ci/run does).');
  const upstreamPort = await freePort();
  const httpPort = await freePort();
  httpsPort = await freePort();

  // `npm run serve` as the systemd unit runs it: on loopback, trusting Caddy's address only.
  const { SMTP_URL: _smtp, ...env } = process.env;
  server = spawn('npm', ['run', 'serve'], {
    cwd: projectRoot,
    // Its own process group, so that stopping it stops node as well as npm.
    detached: true,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(upstreamPort),
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serverReady = started(server, /http:\/\/127\.0\.0\.1:\d+/, 'npm run serve');

  mkdirSync(caddyHome, { recursive: true });
  const caddyfile = path.join(caddyHome, 'Caddyfile');
  writeFileSync(caddyfile, testCaddyfile(httpPort, upstreamPort));
  caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
    env: {
      ...process.env,
      HOME: caddyHome,
      XDG_CONFIG_HOME: path.join(caddyHome, 'config'),
      XDG_DATA_HOME: path.join(caddyHome, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Caddy prints nothing to wait for: ready is when it answers over TLS; until then, watch for it stopping.
  const caddyStopped = started(caddy, /(?!)/, 'caddy');
  caddyStopped.catch(() => undefined);
  await Promise.race([Promise.all([serverReady, waitForTls(httpsPort)]), caddyStopped]);
  rootCertificate = readFileSync(path.join(caddyHome, 'storage/pki/authorities/local/root.crt'));
});

afterAll(async () => {
  const stopped = (child: ChildProcess | undefined) =>
    child && child.exitCode === null && child.signalCode === null
      ? new Promise((resolve) => child.once('exit', resolve))
      : undefined;
  const waits = [stopped(caddy), stopped(server)];
  caddy?.kill('SIGTERM');
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await Promise.all(waits);
  removeDir(work);
  removeDir(distDir);
});

describe('the site behind Caddy over HTTPS', () => {
  it('serves pages over verified TLS, compressed once, with Strict-Transport-Security', async () => {
    const page = await fetchOverTls('/about', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(page.authorized).toBe(true);
    expect(page.status).toBe(200);
    expect(decoded(page)).toContain('<title>About us</title>');
    expect(headerCount(page, 'content-encoding')).toBe(1);
    expect(page.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers an uptime monitor at /healthz', async () => {
    const health = await fetchOverTls('/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(decoded(health))).toMatchObject({ database: 'ok' });
  });

  it('gives hashed assets a year in browser caches, and a missing one none', async () => {
    const script = await fetchOverTls('/assets/index-Ab12cd34.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headerCount(script, 'content-encoding')).toBe(1);
    expect(decoded(script)).toContain('summit ridge');

    const missing = await fetchOverTls('/assets/index-00000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toContain('immutable');
  });

  it("sends the bare domain to the site's address, keeping the path", async () => {
    const answer = await fetchOverTls('/about?from=bare', { host: bareName });
    expect(answer.authorized).toBe(true);
    expect([301, 308]).toContain(answer.status);
    expect(answer.headers.location).toBe(`https://${siteName}/about?from=bare`);
  });

  it("serves the name site.yaml gives as the site's address", () => {
    const siteYaml = readFileSync(path.join(projectRoot, 'site.yaml'), 'utf8');
    expect(siteYaml.match(/^\s+siteUrl:\s*(\S+)/m)?.[1]).toBe(`https://${siteName}`);
    const caddyfile = readFileSync(path.join(projectRoot, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(new RegExp(`^${siteName.replaceAll('.', '\\.')} \\{$`, 'm'));
  });

  it('takes a quote request and sees each visitor by the address Caddy forwards, not what the visitor claims', async () => {
    const first = await postQuote('127.0.0.2', 'visitor two, first', { 'X-Forwarded-For': '203.0.113.9' });
    expect(first.status).toBe(201);
    const other = await postQuote('127.0.0.3', 'visitor three, first');
    expect(other.status).toBe(201);

    expect(storedAddressOf('visitor two, first')).toBe('127.0.0.2');
    expect(storedAddressOf('visitor three, first')).toBe('127.0.0.3');
  });

  it('rate-limits each visitor on their own forwarded address', async () => {
    // Visitor two has used one of its two requests a minute in the test before.
    expect((await postQuote('127.0.0.2', 'visitor two, second')).status).toBe(201);
    const refused = await postQuote('127.0.0.2', 'visitor two, third');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Caddy's own address is the same for both: a limit on it would refuse visitor three too.
    expect((await postQuote('127.0.0.3', 'visitor three, second')).status).toBe(201);
  });
});
