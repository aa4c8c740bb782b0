/**
 * `npm run bench -- --pages N`: the check and the build of a bigger site. Copies the project into a throw-away folder
 * (its own caches; the pictures' cache is the project's unless `coldPictures`), adds N made-up pages
 * (generatedPages.ts), then times `npm run check` twice (nothing remembered yet, then again) and the builds
 * (`npm run build`; a publish's: `--site-only`, with the publisher's memory limit; and a publish's after one page
 * changed, `--from` the one before: the detail page the made-up ones copy), each with the most memory it held
 * (processMemory.ts), and prints a table.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot, toDisplayPath } from '../../content/projectFiles.ts';
import { buildMemoryMb } from '../../server/publish/siteBuild.ts';
import { copyProjectInto } from './copyOfProject.ts';
import { addGeneratedPages, detailPageIn, generatedPagesFolder } from './generatedPages.ts';
import { type MeasuredRun, runMeasured } from './processMemory.ts';

interface Measured {
  name: string;
  /** What happens just before the command (not timed). */
  before?: () => void;
  command: string;
  args: string[];
}

/** A publish's build as the publisher starts it (src/server/publish/siteBuild.ts): Node with its memory limit. */
const publishBuildArgs = (...options: string[]) => [
  `--max-old-space-size=${buildMemoryMb}`,
  '--import',
  'tsx',
  'src/cli/build.ts',
  '--site-only',
  ...options,
];

/** The commands measured, started as `npm run …` and the publisher start them, in the copy at `root`. */
function commandsIn(root: string, base: string): Measured[] {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const published = path.join(base, 'published');
  return [
    { name: 'npm run check, nothing remembered', command: tsx, args: ['src/cli/check.ts'] },
    { name: 'npm run check, again', command: tsx, args: ['src/cli/check.ts'] },
    { name: 'npm run build', command: tsx, args: ['src/cli/build.ts'] },
    {
      name: "a publish's build (--site-only)",
      command: process.execPath,
      args: publishBuildArgs('--out-dir', published),
    },
    {
      name: "a publish's build of one changed page (--from the one above)",
      before: () => changeOnePage(root),
      command: process.execPath,
      args: publishBuildArgs('--out-dir', path.join(base, 'published-again'), '--from', published),
    },
  ];
}

/** A new heading on the detail page the made-up ones copy, as a person's one-word change. */
function changeOnePage(root: string) {
  const file = detailPageIn(root);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^( +heading: )(.*)$/m, '$1"A changed heading"'));
}

const megabytes = (value: number | undefined) => (value === undefined ? 'not measured' : `${value} MB`);

export async function benchSiteAtScale({ pages, coldPictures }: { pages: number; coldPictures: boolean }) {
  const base = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const root = path.join(base, 'site');
  try {
    copyProjectInto(root, { ownCaches: true });
    if (!coldPictures) {
      const pictureCache = path.join(projectRoot, 'node_modules/.cache/site-images');
      mkdirSync(pictureCache, { recursive: true });
      mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
      symlinkSync(pictureCache, path.join(root, 'node_modules/.cache/site-images'));
    }
    const copied = toDisplayPath(root, detailPageIn(root));
    addGeneratedPages(root, pages);
    const loadBefore = loadavg()[0];
    const measured: { command: Measured; run: MeasuredRun }[] = [];
    for (const command of commandsIn(root, base)) {
      // The publisher takes NODE_ENV away from its build; npm run passes the shell's on, which has none.
      const env = { ...process.env };
      delete env.NODE_ENV;
      command.before?.();
      const run = await runMeasured(command.command, command.args, { cwd: root, env });
      if (run.code !== 0) throw new Error(`${command.name} failed (exit code ${run.code}):\n${run.output}`);
      measured.push({ command, run });
    }
    const built = measured.map(({ run }) => /Built (\d+) pages/.exec(run.output)?.[1]).find(Boolean) ?? '?';
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    const report = [
      `${built} pages: the site and ${pages} made-up ones (copies of ${copied} at /${generatedPagesFolder}/area-1 …), ` +
        `pictures ${coldPictures ? 'all encoded afresh' : "from the project's cache"}; ${cpus().length} cores, ` +
        `Node ${process.version}, load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`,
      '',
      line(['command', 'time', 'largest process', 'all its processes']),
      line(['---', '---', '---', '---']),
      ...measured.map(({ command, run }) =>
        line([
          command.name,
          `${(run.ms / 1000).toFixed(1)} s`,
          megabytes(run.largestProcessMb),
          megabytes(run.allProcessesMb),
        ]),
      ),
      '',
      'Memory is resident memory: the largest single process at its peak, and all processes of the command together ' +
        '(sampled every 50 ms).',
    ].join('\n');
    console.log(report);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
