/**
 * `npm run bench`: measures what the performance budget is about and prints one table — per route the HTML and the
 * JavaScript a first visit loads (gzip), the total transfer and Lighthouse's mobile scores (median of 3 runs), then the full build time, the
 * content-check time, the quote endpoint's throughput and the time of a publish from the editor (bench:publish). The
 * numbers go into docs/performance.md by hand, with the date: they vary with the machine, so no test asserts them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../content/projectFiles.ts';
import { scriptsLoaded } from '../prerender/startAfterFirstPaint.ts';
import { readCommandLine } from './shared/commandLine.ts';

readCommandLine({
  command: 'npm run bench --',
  summary:
    'Builds the site, then measures (about 4 minutes) the initial JavaScript, Lighthouse mobile scores per route, ' +
    'the build and content-check times and the quote endpoint; prints one table for docs/performance.md.',
  options: {},
  examples: ['npm run bench'],
});

const routes = [
  '/',
  '/about',
  '/gallery',
  '/contact',
  '/privacy-policy',
  '/services/roofing',
  '/services/roofing/residential',
];
const runsPerRoute = 3;
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timed(command: string, args: string[]): number {
  const started = performance.now();
  execFileSync(command, args, { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  return performance.now() - started;
}

function checkOnceMs(): number {
  const output = execFileSync('node', ['--import', 'tsx', 'src/cli/check.ts', '--timing'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  return Number(output.trim());
}

/**
 * The content check in a fresh process each time, as `npm run check` meets it:
 * - cold: a fresh clone, nothing cached (the schemas are compiled, every file parsed and validated);
 * - full: schemas compiled before, but every file parsed and validated (as after changing them all);
 * - warm: nothing changed since the last check (the rules across files still run on everything).
 * An edit to one page costs the warm time plus that one file.
 */
function contentCheckMs(): { cold: number; full: number; warm: number } {
  const cache = (name: string) => path.join(projectRoot, 'node_modules', '.cache', name);
  const forgetCheckedFiles = () => rmSync(cache('site-content'), { recursive: true, force: true });
  rmSync(cache('site-schema'), { recursive: true, force: true });
  forgetCheckedFiles();
  const cold = checkOnceMs();
  // The last of these leaves the cache written, as the warm runs need it.
  const full = median(
    Array.from({ length: 5 }, () => {
      forgetCheckedFiles();
      return checkOnceMs();
    }),
  );
  return { cold, full, warm: median(Array.from({ length: 5 }, checkOnceMs)) };
}

/** A first visit's bytes (gzip level 9): the route's HTML, and every script it loads (its module graph). */
function firstVisitKb(route: string): { htmlKb: number; jsKb: number } {
  const distDir = path.join(projectRoot, 'dist');
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  const html = readFileSync(path.join(distDir, file));
  const js = scriptsLoaded(html.toString('utf8'), distDir).reduce(
    (sum, script) => sum + gzipSync(readFileSync(path.join(distDir, script)), { level: 9 }).length,
    0,
  );
  return { htmlKb: gzipSync(html, { level: 9 }).length / 1024, jsKb: js / 1024 };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  /** All JavaScript the page loaded, on-demand chunks (its blocks, the footer) included. */
  scriptKb: number;
}

function lighthouse(url: string): LighthouseRun {
  const output = execFileSync(
    'node',
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {
      cwd: projectRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    },
  );
  const report = JSON.parse(output);
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    transferKb: report.audits['total-byte-weight'].numericValue / 1024,
    scriptKb:
      (report.audits['resource-summary'].details.items as { resourceType: string; transferSize: number }[]).find(
        (item) => item.resourceType === 'script',
      )!.transferSize / 1024,
  };
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  // The run with the median performance score, so all numbers of a row come from one real page load.
  return [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
}

async function withServer<T>(port: number, work: () => Promise<T> | T): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  try {
    return await work();
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const buildMs = timed('node', ['--import', 'tsx', 'src/cli/build.ts']);
  const checkMs = contentCheckMs();
  const port = 4300 + Math.floor(Math.random() * 500);
  const rows = await withServer(port, () =>
    routes.map((route) => {
      const runs = Array.from({ length: runsPerRoute }, () => lighthouse(`http://127.0.0.1:${port}${route}`));
      return { route, ...firstVisitKb(route), ...medianRun(runs) };
    }),
  );
  let quotes = '';
  try {
    quotes = execFileSync('npm', ['run', '--silent', 'bench:quotes'], { cwd: projectRoot, encoding: 'utf8' }).trim();
  } catch {
    quotes = 'POST /api/quote: not measured (bench:quotes failed)';
  }
  let publish = '';
  try {
    publish =
      execFileSync('npm', ['run', '--silent', 'bench:publish'], { cwd: projectRoot, encoding: 'utf8' })
        .trim()
        .split('\n')
        .at(-1) ?? '';
  } catch {
    publish = 'Publish: not measured (bench:publish failed)';
  }

  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  console.log(
    `Bench ${new Date().toISOString().slice(0, 10)} — Lighthouse ${runsPerRoute} runs per route (median), mobile, 127.0.0.1\n`,
  );
  console.log(
    line([
      'route',
      'HTML (KB gz)',
      'JS loaded (KB gz)',
      'all JS (KB)',
      'transfer (KB)',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP (ms)',
      'CLS',
      'TBT (ms)',
    ]),
  );
  console.log(line(Array(12).fill('---')));
  for (const row of rows) {
    console.log(
      line([
        row.route,
        row.htmlKb.toFixed(1),
        row.jsKb.toFixed(1),
        row.scriptKb.toFixed(1),
        row.transferKb.toFixed(0),
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.seo,
        row.lcpMs.toFixed(0),
        row.cls.toFixed(3),
        row.tbtMs.toFixed(0),
      ]),
    );
  }
  console.log(
    `\nFull build: ${(buildMs / 1000).toFixed(1)} s · content check (medians of 5 fresh processes): ${checkMs.warm.toFixed(0)} ms ` +
      `with no file changed, ${checkMs.full.toFixed(0)} ms with every file changed, ${checkMs.cold.toFixed(0)} ms on a fresh clone (compiling the schemas)`,
  );
  console.log(quotes);
  console.log(publish);
  console.log(execFileSync('npm', ['run', '--silent', 'bench:inbox'], { cwd: projectRoot, encoding: 'utf8' }).trim());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
