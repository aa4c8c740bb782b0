/**
 * `npm run bench:quotes`: how many quote requests a second the server stores, and how long the slowest 1 %
 * take. Starts the real server (its own process, on 127.0.0.1, a temporary DATA_DIR, no SMTP, no rate limit),
 * sends valid JSON requests from 50 connections for 10 seconds (--connections, --duration) with autocannon, prints one line, stops it.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCommandLine } from './shared/commandLine.ts';
import { checkedContent } from './shared/checkedContent.ts';
import { projectRoot } from '../content/projectFiles.ts';
import { formsFileName, formsOfPages } from '../quotes/formCatalogue.ts';
import { formIdField } from '../quotes/formFields.ts';

const { values } = readCommandLine({
  command: 'npm run bench:quotes --',
  summary:
    'Measures how many quote requests a second the server stores, and how long the slowest 1 % take: the real ' +
    'server on 127.0.0.1 with a temporary DATA_DIR, no SMTP and no rate limit, under autocannon.',
  options: {
    connections: { type: 'string', value: 'N', default: '50', help: 'connections kept open at once' },
    duration: { type: 'string', value: 'SECONDS', default: '10', help: 'how long to measure' },
  },
  examples: ['npm run bench:quotes', 'npm run bench:quotes -- --connections 50 --duration 10'],
});

function readOptions(): { connections: number; durationSeconds: number } {
  const connections = Number(values.connections);
  const durationSeconds = Number(values.duration);
  const refuse = (message: string): never => {
    console.error(`${message}\nSee npm run bench:quotes -- --help for what this command accepts.`);
    process.exit(2);
  };
  if (!Number.isInteger(connections) || connections < 1)
    refuse(`--connections must be a whole number above 0, not "${values.connections}".`);
  if (!(durationSeconds > 0)) refuse(`--duration must be a number of seconds above 0, not "${values.duration}".`);
  return { connections, durationSeconds };
}

// Each request is a different one ([<id>] becomes a unique id), so none is taken for a repeat of another.
const fields = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '(503) 555-0147',
  address: '15680 SW Tualatin-Sherwood Rd, Sherwood, OR',
  description: 'Full roof replacement, about 2,400 sq ft, asphalt shingles. Gutters too if possible. [<id>]',
  subject: '',
};

async function main() {
  const { connections, durationSeconds } = readOptions();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-quotes-'));
  const emptyDist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  // No pages, but the forms' declared fields, as a build writes them: without them the server refuses every request.
  // Each request names the first form that has all of its fields, as the site's own form does.
  const forms = formsOfPages(checkedContent(projectRoot).pages);
  writeFileSync(path.join(emptyDist, formsFileName), JSON.stringify(forms));
  const form = forms.forms.find((each) =>
    Object.keys(fields).every((name) => name === 'subject' || each.fields.some((field) => field.name === name)),
  );
  if (!form) throw new Error('No form of the site has the fields this bench sends (first and last name, e-mail…).');
  const body = JSON.stringify({ ...fields, [formIdField]: form.id });
  const { SMTP_URL: _smtp, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: emptyDist, RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
        if (match) resolve(Number(match[1]));
      });
      server.once('exit', (code) => reject(new Error(`the server stopped at start (exit code ${code})`)));
    });
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/quote`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      idReplacement: true,
      connections,
      duration: durationSeconds,
    });
    const created = result['2xx'];
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(
      `POST /api/quote: ${Math.round(result.requests.average)} requests/s, p99 latency ${result.latency.p99} ms` +
        ` (${connections} connections, ${durationSeconds} s, ${created} stored, ${failed} failed; SQLite WAL, synchronous=FULL)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDist, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
