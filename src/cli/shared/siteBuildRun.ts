/**
 * One build of the site, as `npm run build` runs it and as the publisher's build process runs it again and again
 * (src/cli/shared/buildWorker.ts): checks the content, builds the browser bundle and the server renderer with Vite, and
 * writes a finished HTML file for every route. Each of these steps runs in a Node process of its own, one after the
 * other (buildSteps.ts; buildStepProcess.ts says why): the build needs the memory of its largest step, not of all of
 * them together.
 *
 * With `fromDir` (each publish starts from the build visitors see), a build whose code, site.yaml and pictures are
 * those of that build renders only the pages that changed, and takes everything else from it
 * (src/prerender/changedPages.ts); any other change is built in full. That build runs in this process: it needs
 * neither Vite nor the memory of a step, and a process of its own would double the wait for a one-word publish.
 */
import { rm } from 'node:fs/promises';
import { fixBuildMoment } from '../../content/buildMoment.ts';
import { keepRenderer, rendererWorkDir } from '../../prerender/rendererCache.ts';
import { type BuildJob, runBuildStep, serverEntryOf } from './buildStepProcess.ts';
import type { PagesWritten } from './buildSteps.ts';
import type { BuildChanges } from '../../prerender/changedPages.ts';

export interface SiteBuildRequest {
  root: string;
  distDir: string;
  /** The folder as the person named it, for the last line ("dist/"). */
  shownDir: string;
  /** Leave out the editor at /edit (a publish: the server keeps its own). */
  siteOnly: boolean;
  /** The build to start from, with the name it was given. */
  from?: { dir: string; shown: string };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Renders only the changed pages when it can, and says what it changed; undefined when a full build is needed. */
async function buildFromEarlier(
  request: SiteBuildRequest,
  job: BuildJob,
  started: number,
): Promise<BuildChanges | undefined> {
  const { from, distDir } = request;
  if (!from || from.dir === distDir) return undefined;
  await rm(distDir, { recursive: true, force: true });
  // The renderer loads React from node_modules: the production build, as the build's steps do.
  process.env.NODE_ENV = 'production';
  const { checkedContent } = await import('./checkedContent.ts');
  const { renderChangedPages } = await import('../../prerender/changedPages.ts');
  const result = await renderChangedPages({ ...job, fromDir: from.dir }, () => checkedContent(request.root));
  if (result.kind === 'full build') {
    console.log(`Building every page: ${result.reason}.`);
    await rm(distDir, { recursive: true, force: true });
    return undefined;
  }
  const { rendered, removed, reused } = result;
  const gone = removed.length ? `, took ${removed.length} away` : '';
  console.log(
    `Built ${rendered.length} changed page${rendered.length === 1 ? '' : 's'}${gone} and kept ${reused} from ` +
      `${from.shown} in ${request.shownDir} in ${seconds(started)} s.`,
  );
  return result.changes;
}

/**
 * Builds the site; a step that fails throws BuildStepFailed once it has said what went wrong. A build of changed
 * pages says what it changed in the build it started from; a full build, nothing (every file is new).
 */
export async function runSiteBuild(request: SiteBuildRequest): Promise<BuildChanges | undefined> {
  const started = performance.now();
  const { root, distDir } = request;
  const job: BuildJob = {
    root,
    distDir,
    // Inside the project, where the renderer's imports resolve; kept after the build under its fingerprint.
    serverDir: rendererWorkDir(root, distDir),
    editor: !request.siteOnly,
  };
  // One moment for every step of this build: what is scheduled before it is in, what comes after is not.
  fixBuildMoment();
  const changes = await buildFromEarlier(request, job, started);
  if (changes) return changes;
  let written: PagesWritten;
  try {
    await runBuildStep('bundles', job);
    written = await runBuildStep<PagesWritten>('pages', job, { loadFirst: [serverEntryOf(job)] });
    keepRenderer(root, job.serverDir, written.renderer);
  } finally {
    await rm(job.serverDir, { recursive: true, force: true });
  }
  // The editor at /edit: its own bundle in the output's .editor/, referenced by no page of the site.
  if (job.editor) await runBuildStep('editor', job);
  console.log(`Built ${written.written} pages into ${request.shownDir} in ${seconds(started)} s.`);
  return undefined;
}
