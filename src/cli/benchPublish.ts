/**
 * `npm run bench:publish`: how long a publish from the editor takes, from pressing Publish to visitors getting the
 * new site. Copies the project into a temporary git repository (node_modules linked, so the picture cache is the
 * warm one), then publishes a changed heading of the About page several times (--runs) through the same publisher
 * the server uses (commit, build in a child process, swap), and prints each time and the median. Each publish starts
 * once the previous one's background compression is over, as publishes minutes apart would.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../content/projectFiles.ts';
import { createPublisher } from '../server/publish/publisher.ts';
import { loadStaticSite } from '../server/static/staticSite.ts';
import { readCommandLine } from './shared/commandLine.ts';
import { copyProjectInto } from './shared/copyOfProject.ts';

const { values } = readCommandLine({
  command: 'npm run bench:publish --',
  summary:
    'Measures how long a publish from the editor takes (commit, full build in a child process, switch to the new ' +
    'site) on a throw-away git copy of the project, with the picture cache as it is.',
  options: {
    runs: { type: 'string', value: 'N', default: '3', help: 'how many publishes to time' },
  },
  examples: ['npm run bench:publish', 'npm run bench:publish -- --runs 5'],
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number above 0, not "${values.runs}".\nSee npm run bench:publish -- --help.`);
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
  const leftOut = new Set([
    '.git',
    'node_modules',
    'dist',
    'dist-ssr',
    'data',
    'tests',
    'docs',
    'screenshots',
    'reports',
  ]);
  cpSync(projectRoot, root, {
    recursive: true,
    filter: (source) => !leftOut.has(path.relative(projectRoot, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
}

async function main() {
  copyThisProject();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');

  // As in the server: the new site is served at once, and its text files are compressed in the background after.
  let compressed: Promise<void> = Promise.resolve();
  const publisher = createPublisher({
    root,
    dataDir: path.join(base, 'data'),
    initialDir: path.join(root, 'dist'),
    swap: async (dir) => {
      compressed = (await loadStaticSite(dir)).compressed;
    },
    log: () => undefined,
  });
  const about = path.join(root, 'pages/about.yaml');
  const original = readFileSync(about, 'utf8');
  const seconds: number[] = [];
  for (let run = 1; run <= runs; run++) {
    writeFileSync(about, original.replace(/^ {4}heading: .*$/m, `    heading: "Heading number ${run}"`));
    const started = performance.now();
    await publisher.publish('bench', `Heading number ${run}`);
    seconds.push((performance.now() - started) / 1000);
    // Publishes come minutes apart, not back to back: the next one starts once this one's compression is done.
    const live = performance.now();
    await compressed;
    const compressing = (performance.now() - live) / 1000;
    console.log(
      `Publish ${run}: ${seconds.at(-1)!.toFixed(1)} s (then compressed for visitors in ${compressing.toFixed(1)} s)`,
    );
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(
    `Publish (edit one page, commit, full build, switch): median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s over ${runs} runs.`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(base, { recursive: true, force: true }));
