/**
 * Shared pieces of the server tests: a small fake dist/, the app started in-process on 127.0.0.1, and an SMTP
 * server. The raw HTTP requests are in rawHttp.ts.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach } from 'vitest';
import { createApp, type App } from '../../src/server/main';
import type { AppOptions } from '../../src/server/appOptions';
import { formsFileName } from '../../src/quotes/formCatalogue';
import type { FormDefinition } from '../../src/quotes/formFields';
import { startServerProcess as startProductionServer } from '../helpers/serverProcess';

export const company = {
  name: 'Summit Ridge Roofing & Construction',
  email: 'office@summitridgenw.com',
  phone: '(503) 555-0147',
};

/** A complete quote request, as the form sends it. */
export const annsRequest = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(503) 555-0147',
  description: 'Roof leak',
};

export type Cleanup = () => Promise<void> | void;

/**
 * For a test file that starts servers and makes folders: `const cleanup = cleanupAfterEach();`, then
 * `cleanup(() => server.close())`. After each test, what was registered runs, newest first.
 */
export function cleanupAfterEach(): (cleanup: Cleanup) => void {
  const cleanups: Cleanup[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return (cleanup) => {
    cleanups.push(cleanup);
  };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export const emotionStyle = '.css-1x2y3z{color:#0b4f8a;padding:8px 16px;}';
export const appScript = `console.log("summit ridge");\n${'export const filler = "roofing and construction";\n'.repeat(40)}`;

/**
 * The one form of the fake dist, as the build declares it in .forms.json: the contact form's six fields, of which an
 * e-mail address or a phone number must be given. A request that names no form is taken for it (the only one).
 */
export const contactForm: FormDefinition = {
  id: '/contact',
  page: '/contact',
  fields: [
    { name: 'firstName', kind: 'text', label: 'First name', autocomplete: 'given-name', maxLength: 100 },
    { name: 'lastName', kind: 'text', label: 'Last name', autocomplete: 'family-name', maxLength: 100 },
    { name: 'email', kind: 'email', label: 'E-mail address', autocomplete: 'email' },
    { name: 'phone', kind: 'phone', label: 'Phone number', autocomplete: 'tel' },
    {
      name: 'address',
      kind: 'longText',
      label: 'Project address',
      autocomplete: 'street-address',
      rows: 2,
      maxLength: 300,
    },
    { name: 'description', kind: 'longText', label: 'Project description' },
  ],
  submitLabel: 'Send Request',
  emailSubject: 'Quote request from {name}',
  emailIntro: 'A quote request came in through the website.',
};

/** A dist/ with a home page, an about page, a not-found page, hashed assets, a picture and the forms file. */
export function writeFakeDist(options: { formAction?: string; forms?: FormDefinition[] } = {}): string {
  const dist = tempDir('dist');
  const page = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/assets/index-Bc12de34.css"><script type="module" src="/assets/index-Ab12cd34.js"></script></head>
<body><div id="root"><style data-emotion="css 1x2y3z">${emotionStyle}</style><main class="css-1x2y3z">
<h1 style="opacity:1;transform:none">${title}</h1>
${'<p>We repair, replace and maintain roofs across the Portland metro area.</p>\n'.repeat(20)}
<form method="post" action="${options.formAction ?? '/api/quote'}"><button>Send</button></form>
</main></div>
<script type="application/json" id="page-data">{"title":"${title}"}</script>
</body></html>`;
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home'),
    'about/index.html': page('About us'),
    'thank-you/index.html': page('Thank you'),
    '404.html': page('Page not found'),
    'assets/index-Ab12cd34.js': appScript,
    'assets/index-Bc12de34.css': `body{margin:0}\n${'.card{border:1px solid #ccc;padding:16px}\n'.repeat(30)}`,
    'images/logo.png': Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    [formsFileName]: JSON.stringify({ forms: options.forms ?? [contactForm] }),
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  return dist;
}

/**
 * The form a built page's form sends its requests with: the value of its hidden field `form` (what the browser sends
 * for the page's first form, with and without JavaScript).
 */
export function formNameIn(html: string): string {
  const name = /<input type="hidden" name="form" value="([^"]+)"/.exec(html)?.[1];
  if (!name) throw new Error('The page has no form that names itself (no hidden field "form").');
  return name;
}

/**
 * A copy of a real build, for tests that browse it: a build started meanwhile (by anyone working in the project)
 * empties dist/ and would pull the pages out from under them.
 */
export function copyOfBuild(distDir: string): string {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} has no build: run npm run build (or leave SKIP_BUILD unset).`);
  const copy = tempDir('dist-copy');
  cpSync(distDir, copy, { recursive: true });
  return copy;
}

export interface TestApp {
  app: App;
  port: number;
  dataDir: string;
  distDir: string;
  logs: string[];
  close(): Promise<void>;
}

/** The app in-process on 127.0.0.1 and a free port, with its own data folder (and a fake dist unless given). */
export async function startTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDir('data');
  const ownDist = !options.distDir;
  const distDir = options.distDir ?? writeFakeDist();
  const logs: string[] = [];
  const app = await createApp({
    company,
    rateLimitPerMinute: 0,
    log: (line) => logs.push(line),
    ...options,
    dataDir,
    distDir,
  });
  const { port } = await app.listen(0, '127.0.0.1');
  return {
    app,
    port,
    dataDir,
    distDir,
    logs,
    async close() {
      await app.close();
      if (ownDist) removeDir(distDir);
    },
  };
}

/** A port nothing listens on (for an SMTP server that is down). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ReceivedMail {
  raw: string;
  messageId: string;
  /** The SMTP envelope's sender (MAIL FROM) and recipients (RCPT TO). */
  mailFrom: string;
  to: string[];
}

export interface TestSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `refuseFirst` answers that many messages with a
 * temporary failure (451) before accepting any.
 */
export function startSmtp(port = 0, options: { refuseFirst?: number } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let refusals = options.refuseFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1] ?? '';
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          raw,
          messageId,
          mailFrom: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actual = (server.server.address() as { port: number }).port;
      resolve({
        port: actual,
        url: `smtp://127.0.0.1:${actual}`,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Waits until `condition` holds, checking every 25 ms; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type { ServerProcess } from '../helpers/serverProcess';

/** The server in its own process with the given environment, and no rate limit unless given. */
export const startServerProcess = (env: Record<string, string>) =>
  startProductionServer({ env: { RATE_LIMIT_PER_MINUTE: '0', ...env } });
