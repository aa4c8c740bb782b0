/**
 * `npm run build`: checks the content, builds the browser bundle and the server renderer with Vite, and writes
 * a finished HTML file for every route into dist/. Each of these steps runs in a Node process of its own, one after
 * the other (shared/buildSteps.ts; shared/buildStepProcess.ts says why): the build needs the memory of its largest
 * step, not of all of them together.
 *
 * With `--from DIR` (each publish starts from the build visitors see), a build whose code, site.yaml and pictures
 * are those of DIR's build renders only the pages that changed, and takes everything else from DIR
 * (src/prerender/changedPages.ts); any other change is built in full. That build runs in this process: it needs
 * neither Vite nor the memory of a step, and a process of its own would double the wait for a one-word publish.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fixBuildMoment } from '../content/buildMoment.ts';
import { projectRoot } from '../content/projectFiles.ts';
import { keepRenderer, rendererWorkDir } from '../prerender/rendererCache.ts';
import { type BuildJob, BuildStepFailed, runBuildStep, serverEntryOf } from './shared/buildStepProcess.ts';
import type { PagesWritten } from './shared/buildSteps.ts';
import { readCommandLine } from './shared/commandLine.ts';

const { values } = readCommandLine({
  command: 'npm run build --',
  summary: 'Checks the content, builds the browser bundle and prerenders every route into dist/.',
  options: {
    'site-only': { type: 'boolean', help: 'leave out the editor at /edit (publishing: the server keeps its own)' },
    'out-dir': {
      type: 'string',
      value: 'DIR',
      help: 'build into this folder instead of dist/ (publishing builds beside the live site)',
    },
    from: {
      type: 'string',
      value: 'DIR',
      help: 'start from the build in DIR: when only pages/ changed since it, render only the changed pages',
    },
  },
  examples: ['npm run build', 'npm run build -- --site-only --out-dir /tmp/next --from dist'],
});

const distDir = values['out-dir'] ? path.resolve(values['out-dir']) : path.join(projectRoot, 'dist');
const shownDir = values['out-dir'] ? distDir : 'dist/';
const job: BuildJob = {
  root: projectRoot,
  distDir,
  // Inside the project, where the renderer's imports resolve; kept after the build under its fingerprint.
  serverDir: rendererWorkDir(projectRoot, distDir),
  editor: !values['site-only'],
};
const fromDir = values.from ? path.resolve(values.from) : undefined;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Renders only the changed pages when it can; false when a full build is needed. */
async function buildFromEarlier(started: number): Promise<boolean> {
  if (!fromDir || fromDir === distDir) return false;
  await rm(distDir, { recursive: true, force: true });
  // The renderer loads React from node_modules: the production build, as the build's steps do.
  process.env.NODE_ENV = 'production';
  const { checkedContent } = await import('./shared/checkedContent.ts');
  const { renderChangedPages } = await import('../prerender/changedPages.ts');
  const result = await renderChangedPages({ ...job, fromDir }, checkedContent(projectRoot));
  if (result.kind === 'full build') {
    console.log(`Building every page: ${result.reason}.`);
    await rm(distDir, { recursive: true, force: true });
    return false;
  }
  const { rendered, removed, reused } = result;
  const gone = removed.length ? `, took ${removed.length} away` : '';
  console.log(
    `Built ${rendered.length} changed page${rendered.length === 1 ? '' : 's'}${gone} and kept ${reused} from ` +
      `${values.from} in ${shownDir} in ${seconds(started)} s.`,
  );
  return true;
}

async function main() {
  const started = performance.now();
  // One moment for every step of this build: what is scheduled before it is in, what comes after is not.
  fixBuildMoment();
  if (await buildFromEarlier(started)) return;
  let written: PagesWritten;
  try {
    await runBuildStep('bundles', job);
    written = await runBuildStep<PagesWritten>('pages', job, { loadFirst: [serverEntryOf(job)] });
    keepRenderer(projectRoot, job.serverDir, written.renderer);
  } finally {
    await rm(job.serverDir, { recursive: true, force: true });
  }
  // The editor at /edit: its own bundle in the output's .editor/, referenced by no page of the site.
  if (job.editor) await runBuildStep('editor', job);
  console.log(`Built ${written.written} pages into ${shownDir} in ${seconds(started)} s.`);
}

main().catch((error: unknown) => {
  // A step has already said what went wrong, content errors with their full, formatted report.
  if (error instanceof BuildStepFailed) process.exit(error.exitCode);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
