/**
 * The publish of one new entry on a big collection, for `npm run bench -- --entries N`, measured two ways in a
 * throw-away git copy that already holds a build (`fromDir`):
 * - through the server's own publisher (commit, the build in a child process, the switch), as the editor's Publish
 *   button does; when the publisher refuses, its words are the result (it records only the files it knows);
 * - the build such a publish starts, alone: `build.ts --site-only --from` the build before, with the publisher's
 *   memory limit, which says how many pages it rendered again.
 * Each run adds one more entry, newest of all, so every list of the collection moves by one. As on a running server,
 * the site is already served when the first publish comes, and that publish comes some seconds after the first save.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildMemoryMb } from '../../server/publish/siteBuild.ts';
import { createPublisher } from '../../server/publish/publisher.ts';
import { PublishRefused } from '../../server/publish/publishTypes.ts';
import { loadStaticSite, type StaticSite } from '../../server/static/staticSite.ts';
import { addNewEntry } from './generatedEntries.ts';
import { type MeasuredRun, runMeasured } from './processMemory.ts';

export interface NewEntryRun {
  /** The publisher's time, or what it answered when it refused. */
  publish: { ms: number } | { refused: string };
  /** The build a publish starts, alone. */
  build: MeasuredRun;
  /** What that build said it did: "Built 131 changed pages and kept 1332 …". */
  built: string;
}

/**
 * How long after the first save the bench presses Publish: the time the office takes at least to open the Publish
 * dialog and read what it will publish, in which the build's process started by the save gets ready
 * (src/cli/shared/buildWorker.ts).
 */
const officeSecondsBeforePublish = 5;

/** The build's environment as the publisher gives it: no NODE_ENV (npm run passes the shell's on, which has none). */
function buildEnvironment() {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

export async function timeNewEntryPublishes(options: {
  root: string;
  base: string;
  collection: string;
  /** The build the first run starts from: the one visitors would see. */
  fromDir: string;
  /** The number of the first new entry (after the made-up ones). */
  firstNumber: number;
  runs: number;
}): Promise<NewEntryRun[]> {
  const { root, base, collection, runs } = options;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], { cwd: root });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');

  // As in the server: the site is served from its start, each new one at once, and its text files are compressed in
  // the background after.
  let site: StaticSite = await loadStaticSite(options.fromDir, {}, undefined, () => undefined);
  let compressed: Promise<void> = Promise.resolve();
  // A server that has been up a while has compressed its site long before anyone publishes.
  await site.compressed;
  const publisher = createPublisher({
    root,
    dataDir: path.join(base, 'publisher-data'),
    initialDir: options.fromDir,
    swap: async (dir, changes) => {
      site = await loadStaticSite(dir, {}, site, undefined, changes);
      compressed = site.compressed;
    },
    log: () => undefined,
  });

  const results: NewEntryRun[] = [];
  let from = options.fromDir;
  for (let run = 0; run < runs; run++) {
    // Written as the editor's save writes: the build's process is started, if it is not waiting already.
    const written = publisher.startWrite();
    addNewEntry(root, collection, options.firstNumber + run);
    written();
    // The office saves some seconds before pressing Publish; the process started by the first save gets them.
    if (run === 0) await new Promise((resolve) => setTimeout(resolve, officeSecondsBeforePublish * 1000));
    const out = path.join(base, `entry-build-${run + 1}`);
    const build = await runMeasured(
      process.execPath,
      [
        `--max-old-space-size=${buildMemoryMb}`,
        '--import',
        'tsx',
        'src/cli/build.ts',
        '--site-only',
        '--out-dir',
        out,
        '--from',
        from,
      ],
      { cwd: root, env: buildEnvironment() },
    );
    if (build.code !== 0)
      throw new Error(`The build of a new entry failed (exit code ${build.code}):\n${build.output}`);
    from = out;

    const started = performance.now();
    let publish: NewEntryRun['publish'];
    try {
      await publisher.publish('bench', `New ${collection} entry ${run + 1}`);
      publish = { ms: performance.now() - started };
    } catch (error) {
      if (!(error instanceof PublishRefused)) throw error;
      publish = { refused: error.message };
    }
    // Publishes come minutes apart, not back to back: the next one starts once this one's compression is done.
    await compressed;
    const said = build.output.trim().split('\n').filter(Boolean);
    results.push({ publish, build, built: said[said.length - 1] ?? '' });
  }
  publisher.close();
  return results;
}
