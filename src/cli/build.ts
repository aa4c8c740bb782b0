/**
 * `npm run build`: checks the content, builds the browser bundle and the server renderer with Vite, and writes
 * a finished HTML file for every route into dist/. Each of these steps runs in a Node process of its own, one after
 * the other (shared/buildSteps.ts; shared/buildStepProcess.ts says why): the build needs the memory of its largest
 * step, not of all of them together.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../content/projectFiles.ts';
import { type BuildJob, BuildStepFailed, runBuildStep, serverEntryOf } from './shared/buildStepProcess.ts';
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
  },
  examples: ['npm run build'],
});

const distDir = values['out-dir'] ? path.resolve(values['out-dir']) : path.join(projectRoot, 'dist');
// Its own for each output folder, so two builds never share one; inside the project, where its imports resolve.
const serverDir = values['out-dir']
  ? path.join(projectRoot, 'node_modules/.cache/build-ssr', `${path.basename(distDir)}-${process.pid}`)
  : path.join(projectRoot, 'dist-ssr');

async function main() {
  const started = performance.now();
  const job: BuildJob = { root: projectRoot, distDir, serverDir };
  let written: number;
  try {
    await runBuildStep('bundles', job);
    written = await runBuildStep<number>('pages', job, { loadFirst: [serverEntryOf(job)] });
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
  // The editor at /edit: its own bundle, in dist/.editor/, referenced by no page of the site.
  if (!values['site-only']) await runBuildStep('editor', job);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${written} pages into ${values['out-dir'] ? distDir : 'dist/'} in ${seconds} s.`);
}

main().catch((error: unknown) => {
  // A step has already said what went wrong, content errors with their full, formatted report.
  if (error instanceof BuildStepFailed) process.exit(error.exitCode);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
