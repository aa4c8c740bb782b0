/**
 * `npm run bench`: measures what the performance budget is about — on one page of each kind (pages built of the same
 * kinds of blocks, read from the content) the HTML and the JavaScript a first visit loads (gzip), the total transfer and Lighthouse's mobile scores (median of 3 runs), each row judged against
 * the budget of its kind of page, then the full build time, the content-check time, the quote endpoint's throughput,
 * the time of a publish from the editor (bench:publish) and the inbox (bench:inbox). It prints the result and writes
 * it into docs/performance.md, between the "bench:start" and "bench:end" marks, with the date and the machine's load:
 * the timings vary with the machine, so no test asserts them.
 *
 * `--pages N` measures something else, and only prints it: the check and the builds of a throw-away copy with N more
 * pages, their time and memory (shared/siteAtScale.ts). `--entries N` likewise measures a collection at scale: the
 * check, the build and the publish of one new entry with N more news posts, and the listing page's bytes
 * (shared/collectionsAtScale.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../content/projectFiles.ts';
import { compress } from '../server/static/contentEncoding.ts';
import { scriptsLoaded } from '../prerender/startAfterFirstPaint.ts';
import { readCommandLine, refuseCommandLine } from './shared/commandLine.ts';
import { pagesOfEachKindIn } from './shared/pagesOfEachKind.ts';
import { budgetMisses, withBenchSection } from './shared/performanceBudget.ts';
import { benchCollectionsAtScale } from './shared/collectionsAtScale.ts';
import { benchSiteAtScale } from './shared/siteAtScale.ts';

const { values } = readCommandLine({
  command: 'npm run bench --',
  summary:
    'Builds the site, then measures (about 4 minutes) the initial JavaScript and Lighthouse mobile scores of one ' +
    'page of each kind (the same kinds of blocks), the build and content-check times, the quote endpoint, a publish ' +
    'and the inbox; prints the result and writes it into docs/performance.md. With --pages, measures instead the ' +
    'check and the builds (time and memory) of a throw-away copy with that many more pages, and only prints them; ' +
    'with --entries, the check, the build, the publish of one new entry and the listing page of a copy with that ' +
    'many more news posts.',
  options: {
    pages: {
      type: 'string',
      value: 'N',
      help: 'add N made-up pages (copies of a detail page) to a throw-away copy; time its check and builds, and their memory',
    },
    'cold-pictures': {
      type: 'boolean',
      help: 'with --pages: start without encoded pictures, as a fresh clone does (every picture is encoded)',
    },
    entries: {
      type: 'string',
      value: 'N',
      help: 'add N made-up news posts to a throw-away copy; time its check, build and the publish of one new post, and weigh /news',
    },
    runs: { type: 'string', value: 'N', help: 'with --entries: how many times each is measured (3 unless given)' },
  },
  examples: ['npm run bench', 'npm run bench -- --pages 1000', 'npm run bench -- --entries 1000'],
});

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

/**
 * A first visit's bytes: the route's HTML as the server sends it to every browser the site supports (brotli, by the
 * server's own compression, src/server/static/contentEncoding.ts; the start script is in it), and every script file
 * it loads (its module graph, gzip level 9); and whether the page has islands (blocks that run React), which decides
 * its budget.
 */
async function firstVisitKb(route: string): Promise<{ htmlKb: number; jsKb: number; islands: boolean }> {
  const distDir = path.join(projectRoot, 'dist');
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  const html = readFileSync(path.join(distDir, file));
  const js = scriptsLoaded(html.toString('utf8'), distDir).reduce(
    (sum, script) => sum + gzipSync(readFileSync(path.join(distDir, script)), { level: 9 }).length,
    0,
  );
  const islands = html.toString('utf8').includes('data-island=');
  return { htmlKb: (await compress(html, 'br')).length / 1024, jsKb: js / 1024, islands };
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
  const loadBefore = loadavg()[0];
  const buildMs = timed('node', ['--import', 'tsx', 'src/cli/build.ts']);
  const checkMs = contentCheckMs();
  const port = 4300 + Math.floor(Math.random() * 500);
  // One page of each kind, as the build just made it; pages of HTML alone first, then pages with islands, as the
  // budgets name them.
  const measured = await withServer(port, async () => {
    const rows = [];
    for (const route of pagesOfEachKindIn(projectRoot)) {
      const runs = Array.from({ length: runsPerRoute }, () => lighthouse(`http://127.0.0.1:${port}${route}`));
      rows.push({ route, ...(await firstVisitKb(route)), ...medianRun(runs) });
    }
    return rows;
  });
  const rows = [...measured].sort((a, b) => Number(a.islands) - Number(b.islands));
  /** The summary lines a bench command ends with (`lines` of them), or what was not measured. */
  const summaryOf = (script: string, lines: number) => {
    try {
      const output = execFileSync('npm', ['run', '--silent', script], { cwd: projectRoot, encoding: 'utf8' });
      return output.trim().split('\n').slice(-lines).join('; ');
    } catch {
      return `${script}: not measured (the command failed)`;
    }
  };
  const quotes = summaryOf('bench:quotes', 1);
  const publish = summaryOf('bench:publish', 1);
  // Its two lines: the queries on the database, and the inbox over HTTP as the page asks.
  const inbox = summaryOf('bench:inbox', 2);
  const loadAfter = loadavg()[0];

  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'route',
    'islands',
    'HTML (KB br)',
    'JS files loaded (KB gz)',
    'all JS (KB)',
    'transfer (KB)',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP (ms)',
    'CLS',
    'TBT (ms)',
    'budget',
  ];
  const table = [
    line(header),
    line(header.map(() => '---')),
    ...rows.map((row) => {
      const misses = budgetMisses(row);
      return line([
        row.route,
        row.islands ? 'yes' : 'no',
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
        misses.length ? `missed: ${misses.join(', ')}` : 'met',
      ]);
    }),
  ];
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const section = [
    `### Latest run: ${when} UTC`,
    '',
    `Written by \`npm run bench\` on a ${cpus().length}-core machine, Node ${process.version}, Lighthouse ${runsPerRoute} ` +
      `runs per route (the median run), mobile preset, 127.0.0.1; load average ${loadBefore.toFixed(1)} at the start ` +
      `and ${loadAfter.toFixed(1)} at the end (other work on the machine slows Lighthouse's CPU and so its TBT).`,
    '',
    ...table,
    '',
    `- Full build: ${(buildMs / 1000).toFixed(1)} s. Content check (medians of 5 fresh processes): ` +
      `${checkMs.warm.toFixed(0)} ms with no file changed, ${checkMs.full.toFixed(0)} ms with every file changed, ` +
      `${checkMs.cold.toFixed(0)} ms on a fresh clone (compiling the schemas).`,
    `- ${quotes}`,
    `- ${publish}`,
    `- ${inbox}`,
  ].join('\n');
  console.log(section);
  const docFile = path.join(projectRoot, 'docs/performance.md');
  writeFileSync(docFile, withBenchSection(readFileSync(docFile, 'utf8'), section));
  console.log('\nWritten into docs/performance.md.');
}

/** The whole number an option was given, or undefined when it was not given. */
function wholeNumber(name: 'pages' | 'entries' | 'runs', least: number, hint: string): number | undefined {
  const given = values[name];
  if (given === undefined) return undefined;
  const number = Number(given);
  if (!/^\d+$/.test(given) || !Number.isSafeInteger(number) || number < least)
    refuseCommandLine('npm run bench --', `--${name} takes a whole number${hint}, not "${given}".`);
  return number;
}

const pages = wholeNumber('pages', 0, ' (0 for the site as it is)');
const entries = wholeNumber('entries', 0, ' (0 for the collection as it is)');
const runs = wholeNumber('runs', 1, ' above 0');
if (values['cold-pictures'] && pages === undefined)
  refuseCommandLine('npm run bench --', '--cold-pictures goes with --pages.');
if (runs !== undefined && entries === undefined) refuseCommandLine('npm run bench --', '--runs goes with --entries.');
if (pages !== undefined && entries !== undefined)
  refuseCommandLine('npm run bench --', '--pages and --entries are two measurements: give one.');

function chosenBench(): Promise<void> {
  if (pages !== undefined) return benchSiteAtScale({ pages, coldPictures: values['cold-pictures'] });
  if (entries !== undefined) return benchCollectionsAtScale({ entries, runs: runs ?? 3 });
  return main();
}

chosenBench().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
