/**
 * `npm run bench:publish`: how long a publish from the editor takes, from pressing Publish to visitors getting the
 * new site. Copies the project into a temporary git repository (node_modules linked, so the picture cache is the
 * warm one), then publishes a changed heading of the About page several times (--runs) through the same publisher
 * the server uses (commit, build in a child process, swap), and prints each time and the median. Each publish starts
 * once the previous one's background compression is over, as publishes minutes apart would.
 *
 * The first publish builds every page (nothing was published from this copy before, as after an update of the code);
 * it is shown apart. The timed ones change one page, so each renders that page alone (src/prerender/changedPages.ts).
 * With --pages N the copy has N more made-up pages (src/cli/shared/generatedPages.ts).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../content/projectFiles.ts';
import { createPublisher } from '../server/publish/publisher.ts';
import { loadStaticSite, type StaticSite } from '../server/static/staticSite.ts';
import { readCommandLine } from './shared/commandLine.ts';
import { copyProjectInto } from './shared/copyOfProject.ts';
import { addGeneratedPages } from './shared/generatedPages.ts';

const { values } = readCommandLine({
  command: 'npm run bench:publish --',
  summary:
    'Measures how long a publish from the editor takes (commit, full build in a child process, switch to the new ' +
    'site) on a throw-away git copy of the project, with the picture cache as it is.',
  options: {
    runs: { type: 'string', value: 'N', default: '3', help: 'how many publishes to time' },
    pages: { type: 'string', value: 'N', default: '0', help: 'add N made-up pages to the copy first' },
  },
  examples: ['npm run bench:publish', 'npm run bench:publish -- --runs 5', 'npm run bench:publish -- --pages 1000'],
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number above 0, not "${values.runs}".\nSee npm run bench:publish -- --help.`);
  process.exit(2);
}
const morePages = Number(values.pages);
if (!Number.isInteger(morePages) || morePages < 0) {
  console.error(`--pages must be a whole number, not "${values.pages}".\nSee npm run bench:publish -- --help.`);
  process.exit(2);
}

const base = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
const root = path.join(base, 'site');
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

/** The files git knows; in a copy of the project that is no git checkout, everything but output and tests. */
function copyThisProject() {
  if (existsSync(path.join(projectRoot, '.git'))) return copyProjectInto(root);
  const leftOut = new Set(['.git', 'node_modules', 'dist', 'data', 'tests', 'docs', 'screenshots', 'reports']);
  cpSync(projectRoot, root, {
    recursive: true,
    filter: (source) => !leftOut.has(path.relative(projectRoot, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
}

async function main() {
  copyThisProject();
  if (morePages) addGeneratedPages(root, morePages);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');

  // As in the server: the new site is served at once, and its text files are compressed in the background after.
  let compressed: Promise<void> = Promise.resolve();
  let site: StaticSite | undefined;
  const publisher = createPublisher({
    root,
    dataDir: path.join(base, 'data'),
    initialDir: path.join(root, 'dist'),
    swap: async (dir, changes) => {
      site = await loadStaticSite(dir, {}, site, undefined, changes);
      compressed = site.compressed;
    },
    log: () => undefined,
  });
  const about = path.join(root, 'pages/about.yaml');
  const original = readFileSync(about, 'utf8');
  const publishHeading = async (run: number, name: string) => {
    // Written as the editor's save writes: the build's process is started, if it is not waiting already.
    const written = publisher.startWrite();
    writeFileSync(about, original.replace(/^ {4}heading: .*$/m, `    heading: "Heading number ${run}"`));
    written();
    const started = performance.now();
    await publisher.publish('bench', `Heading number ${run}`);
    const seconds = (performance.now() - started) / 1000;
    // Publishes come minutes apart, not back to back: the next one starts once this one's compression is done.
    const live = performance.now();
    await compressed;
    const compressing = (performance.now() - live) / 1000;
    console.log(`${name}: ${seconds.toFixed(2)} s (then compressed for visitors in ${compressing.toFixed(1)} s)`);
    return seconds;
  };
  const pages = readdirSync(path.join(root, 'pages'), { recursive: true }).filter((name) =>
    String(name).endsWith('.yaml'),
  ).length;
  console.log(`${pages} pages, load average ${loadavg()[0].toFixed(2)}.`);
  await publishHeading(0, 'First publish (every page built)');
  const seconds: number[] = [];
  for (let run = 1; run <= runs; run++) seconds.push(await publishHeading(run, `Publish ${run}`));
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(
    `Publish (edit one page, commit, build the changed page, switch): median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s over ${runs} runs; ` +
      `load average ${loadavg()[0].toFixed(2)}.`,
  );
  publisher.close();
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(base, { recursive: true, force: true }));
