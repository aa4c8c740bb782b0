/**
 * `npm run bench:quotes`: how many quote requests a second the server stores, and how long the slowest 1 %
 * take. Starts the real server (its own process, on 127.0.0.1, a temporary DATA_DIR, no SMTP, no rate limit),
 * sends valid JSON requests from 50 connections for 10 seconds (--connections, --duration) with autocannon, prints one line, stops it.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const projectRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

const usage = `Usage: npm run bench:quotes -- [options]

Measures how many quote requests a second the server stores, and the slowest 1 % of answers.

Options:
  --connections N   connections kept open at once (default 50)
  --duration S      seconds to measure (default 10)
  --help            show this help

Example:
  npm run bench:quotes -- --connections 50 --duration 10
`;

function readOptions(): { connections: number; durationSeconds: number } | undefined {
  let values;
  try {
    values = parseArgs({
      strict: true,
      allowPositionals: false,
      options: {
        connections: { type: 'string', default: '50' },
        duration: { type: 'string', default: '10' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    usageError(plainParseError(error));
  }
  if (values.help) {
    process.stdout.write(usage);
    return undefined;
  }
  const connections = Number(values.connections);
  const durationSeconds = Number(values.duration);
  if (!Number.isInteger(connections) || connections < 1) usageError(`--connections must be a whole number above 0, not "${values.connections}".`);
  if (!(durationSeconds > 0)) usageError(`--duration must be a number of seconds above 0, not "${values.duration}".`);
  return { connections, durationSeconds };
}

function usageError(message: string): never {
  console.error(`${message}\nRun "npm run bench:quotes -- --help" for the options.`);
  process.exit(2);
}

const body = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '(503) 555-0147',
  address: '15680 SW Tualatin-Sherwood Rd, Sherwood, OR',
  description: 'Full roof replacement, about 2,400 sq ft, asphalt shingles. Gutters too if possible.',
  website: '',
});

async function main() {
  const options = readOptions();
  if (!options) return;
  const { connections, durationSeconds } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-quotes-'));
  const emptyDist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
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

/** node:util's parseArgs errors, in plain words. */
function plainParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const option = message.match(/'(-{1,2}[\w-]+)/)?.[1];
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `There is no option ${option}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value after it.`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `Unexpected "${message.match(/'([^']*)'/)?.[1]}": every option starts with --.`;
  }
  return message;
}
