/**
 * Runs one step of `npm run build` (buildSteps.ts) in a Node process of its own, and waits for what it hands back.
 *
 * The build's memory is mostly not JavaScript's, and a process keeps most of it until it ends: Rolldown (Vite's
 * bundler, written in Rust) keeps what its allocator once held, and the TypeScript loader (tsx) what it made of each
 * module it passed. In one process the steps' memory added up; one process per step needs only the largest step's.
 * Each step's process is also started so that it holds less:
 * - JavaScript is loaded before the TypeScript loader starts: Vite, and for the pages the server renderer the
 *   bundles step built. Loaded through tsx, which rewrites every module's dynamic imports with a source map and
 *   remembers the result, Vite took 150 MB more, and the renderer of a site of 1,000 pages 250 MB more;
 * - Rolldown's allocator (mimalloc) is told to give freed memory back at once, and to commit its arenas as they fill
 *   rather than in advance; the C library's allocator, which the picture encoder (sharp) uses from its threads, to keep
 *   one arena for all of them rather than one per thread (75 MB less while pictures are encoded).
 *
 * A step inherits the build's JavaScript memory limit (`--max-old-space-size`, which the publisher sets), its
 * priority and its output streams. It ends when the build's own process ends, killed or not (see buildSteps.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rendererEntryFile } from '../../prerender/rendererCache.ts';

export type BuildStepName = 'bundles' | 'pages' | 'editor';

/** What every step is told: the project and the folders of this build. */
export interface BuildJob {
  root: string;
  /** The output folder: the site as visitors get it. */
  distDir: string;
  /** The server renderer's own folder, inside the project (where its imports resolve). */
  serverDir: string;
  /** Whether the output holds the editor at /edit. */
  editor: boolean;
}

/** The server renderer, which the bundles step writes and the pages step loads. */
export const serverEntryOf = (job: BuildJob) => path.join(job.serverDir, rendererEntryFile);

/** A step that failed; it has printed what went wrong itself. */
export class BuildStepFailed extends Error {
  constructor(
    readonly step: BuildStepName,
    readonly exitCode: number,
  ) {
    super(`The build's ${step} step failed (exit code ${exitCode}).`);
  }
}

const stepsFile = fileURLToPath(new URL('./buildSteps.ts', import.meta.url));

/** The JavaScript memory limits the build was started with, for its steps to keep. */
const memoryLimits = () => process.execArgv.filter((flag) => /^--max-(old|semi)-space-size=/.test(flag));

/**
 * Runs `step` for `job` and resolves with what it hands back. `loadFirst`: JavaScript files the step imports, to be
 * loaded before the TypeScript loader starts (Vite always is).
 */
export function runBuildStep<Result>(
  step: BuildStepName,
  job: BuildJob,
  { loadFirst = [] }: { loadFirst?: string[] } = {},
): Promise<Result> {
  const javascript = [import.meta.resolve('vite'), ...loadFirst.map((file) => pathToFileURL(file).href)];
  const args = [
    ...memoryLimits(),
    ...javascript.flatMap((url) => ['--import', url]),
    '--import',
    import.meta.resolve('tsx'),
    stepsFile,
    step,
    JSON.stringify(job),
  ];
  const child = spawn(process.execPath, args, {
    cwd: job.root,
    env: {
      ...process.env,
      // The prerenderer loads React from node_modules: it must pick the same production build the bundles use.
      NODE_ENV: 'production',
      MIMALLOC_PURGE_DELAY: '0',
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
      // One memory arena for the C allocator: the picture encoder's threads otherwise each fill one of their own.
      MALLOC_ARENA_MAX: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: unknown;
    child.on('message', (message) => {
      result = message;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(result as Result);
      else reject(new BuildStepFailed(step, code ?? (signal ? 128 : 1)));
    });
  });
}
