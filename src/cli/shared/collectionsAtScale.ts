/**
 * `npm run bench -- --entries N`: a collection at scale. Copies the project into a throw-away folder (its own caches;
 * the pictures' cache is the project's), adds N made-up news posts (generatedEntries.ts) and a listing page at /news
 * when the project has none, then measures, each `runs` times (medians):
 * - `npm run check`: with nothing remembered (schemas compiled afresh), with every file checked again, and with
 *   nothing changed;
 * - `npm run build`, the full build;
 * - the publish of one new entry (newEntryPublish.ts);
 * and the bytes of the listing's first page, gzip level 9, against the first round trip (14,600 bytes), with the
 * largest of the listing's other pages and of the entries' own. It prints them, as `--pages` does: the figures vary
 * with the machine, so they are only printed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { projectRoot } from '../../content/projectFiles.ts';
import { readBuildRecord } from '../../prerender/buildRecord.ts';
import { copyProjectInto } from './copyOfProject.ts';
import { addGeneratedEntries, addListingPage, listingRouteOf } from './generatedEntries.ts';
import { timeNewEntryPublishes } from './newEntryPublish.ts';
import { type MeasuredRun, runMeasured } from './processMemory.ts';

/** The collection the made-up entries go into. */
const collection = 'news';
/** The first round trip: ten TCP segments of 1,460 bytes, what a page's HTML must fit in to arrive at once. */
const firstRoundTripBytes = 14_600;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const all = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(' · ');

async function measured(root: string, command: string, args: string[]): Promise<MeasuredRun> {
  // The publisher takes NODE_ENV away from its build; npm run passes the shell's on, which has none.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const run = await runMeasured(command, args, { cwd: root, env });
  if (run.code !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit code ${run.code}):\n${run.output}`);
  return run;
}

/** `runs` runs of a command, each after `before` (not timed). */
async function repeated(runs: number, before: () => void, run: () => Promise<MeasuredRun>) {
  const done: MeasuredRun[] = [];
  for (let each = 0; each < runs; each++) {
    before();
    done.push(await run());
  }
  return done;
}

/** The pages the collection adds to a build, by kind, with each one's HTML in bytes gzip (level 9). */
function listingBytes(root: string, distDir: string) {
  const declaration = parse(readFileSync(path.join(root, 'collections', `${collection}.yaml`), 'utf8'));
  const listing = listingRouteOf(root, collection)!;
  const prefixOf = (pattern: string | undefined) => pattern?.split('{')[0];
  const groupPrefixes = [prefixOf(declaration.tagPages?.route), prefixOf(declaration.categoryPages?.route)].filter(
    (prefix): prefix is string => !!prefix,
  );
  const entryPrefix = prefixOf(declaration.route)!;
  const htmlFile = (route: string) => path.join(distDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const gzipped = (route: string) => gzipSync(readFileSync(htmlFile(route)), { level: 9 }).length;
  const routes = Object.keys(readBuildRecord(distDir)?.pages ?? {});
  const lists = routes.filter(
    (route) => route.startsWith(`${listing}/page/`) || groupPrefixes.some((prefix) => route.startsWith(prefix)),
  );
  const entries = routes.filter(
    (route) => route.startsWith(entryPrefix) && route !== listing && !lists.includes(route),
  );
  const largest = (list: string[]) =>
    list.map((route) => ({ route, bytes: gzipped(route) })).sort((a, b) => b.bytes - a.bytes)[0];
  return {
    listing,
    first: gzipped(listing),
    lists: lists.length,
    largestList: largest(lists),
    entries: entries.length,
    largestEntry: largest(entries),
  };
}

export async function benchCollectionsAtScale({ entries, runs }: { entries: number; runs: number }) {
  const base = mkdtempSync(path.join(tmpdir(), 'bench-collections-'));
  const root = path.join(base, 'site');
  try {
    copyProjectInto(root, { ownCaches: true });
    const pictureCache = path.join(projectRoot, 'node_modules/.cache/site-images');
    mkdirSync(pictureCache, { recursive: true });
    mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
    symlinkSync(pictureCache, path.join(root, 'node_modules/.cache/site-images'));
    addGeneratedEntries(root, collection, entries);
    const listingAdded = addListingPage(root, collection);
    const loadBefore = loadavg()[0];

    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const cache = (name: string) => path.join(root, 'node_modules/.cache', name);
    const forget =
      (...names: string[]) =>
      () => {
        for (const name of names) rmSync(cache(name), { recursive: true, force: true });
      };
    const check = () => measured(root, tsx, ['src/cli/check.ts']);
    const checks = {
      cold: await repeated(runs, forget('site-content', 'site-schema'), check),
      every: await repeated(runs, forget('site-content'), check),
      warm: await repeated(runs, () => undefined, check),
    };
    const builds = await repeated(
      runs,
      () => undefined,
      () => measured(root, tsx, ['src/cli/build.ts']),
    );
    const bytes = listingBytes(root, path.join(root, 'dist'));
    const publishes = await timeNewEntryPublishes({
      root,
      base,
      collection,
      fromDir: path.join(root, 'dist'),
      firstNumber: entries + 1,
      runs,
    });

    const pages = /(\d+) pages checked/.exec(checks.warm[0].output)?.[1] ?? '?';
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    const row = (name: string, done: MeasuredRun[]) =>
      line([
        name,
        seconds(median(done.map((run) => run.ms))),
        all(done.map((run) => run.ms)),
        `${Math.max(...done.map((run) => run.largestProcessMb ?? 0))} MB`,
      ]);
    const refusal = publishes
      .map((each) => ('refused' in each.publish ? each.publish.refused : undefined))
      .find(Boolean);
    const publishTimes = publishes.flatMap((each) => ('ms' in each.publish ? [each.publish.ms] : []));
    const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
    const fits = (value: number) => (value <= firstRoundTripBytes ? 'within' : 'over');
    const report = [
      `${pages} pages: the site and ${entries} made-up ${collection} posts (collections/${collection}/bench-…)` +
        `${listingAdded ? `, and a listing page written for ${bytes.listing}` : ''}; pictures from the project's cache; ` +
        `${cpus().length} cores, Node ${process.version}, load average ${loadBefore.toFixed(2)} at the start, ` +
        `${loadavg()[0].toFixed(2)} at the end. ${runs === 1 ? 'One run each.' : `Medians of ${runs} runs.`}`,
      '',
      line(['command', 'median', 'runs (s)', 'largest process']),
      line(['---', '---', '---', '---']),
      row('npm run check, nothing remembered', checks.cold),
      row('npm run check, every file checked again', checks.every),
      row('npm run check, nothing changed', checks.warm),
      row('npm run build', builds),
      row(
        "a new entry, the publish's build (--from the one before)",
        publishes.map((each) => each.build),
      ),
      '',
      `- The publish's build of one new entry: ${publishes.map((each) => each.built).join(' / ')}`,
      publishTimes.length
        ? `- Publish of one new entry (commit, build, switch): median ${seconds(median(publishTimes))} over ${publishTimes.length} runs (${all(publishTimes)} s).`
        : `- Publish of one new entry: not measured, the publisher refused it: "${refusal}"`,
      `- ${bytes.listing}, the listing's first page: ${bytes.first} bytes gzip (${kb(bytes.first)}), ` +
        `${fits(bytes.first)} the first round trip (${firstRoundTripBytes} bytes); the largest of its ${bytes.lists} other list pages: ` +
        `${bytes.largestList ? `${bytes.largestList.route}, ${bytes.largestList.bytes} bytes (${fits(bytes.largestList.bytes)})` : 'none'}; ` +
        `the largest of ${bytes.entries} entries' pages: ${bytes.largestEntry ? `${bytes.largestEntry.route}, ${bytes.largestEntry.bytes} bytes` : 'none'}.`,
    ].join('\n');
    console.log(report);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
