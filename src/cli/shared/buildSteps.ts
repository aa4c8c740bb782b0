/**
 * The steps of `npm run build`, each run by build.ts in a process of its own (buildStepProcess.ts says why):
 * `node … buildSteps.ts STEP JOB` runs STEP for JOB (JSON: the project and the folders of this build) and hands what
 * it found back over the process's message channel.
 * - bundles: checks the content, then Vite builds the browser bundle into the output folder and the server renderer
 *   into a folder of its own;
 * - pages: writes every route's HTML with that renderer (src/prerender/prerender.ts), and hands back how many and
 *   the renderer's fingerprint, under which the build keeps it (src/prerender/rendererCache.ts);
 * - editor: the editor at /edit, its own bundle in the output folder (src/server/editor/editorBuild.ts).
 */
import { existsSync } from 'node:fs';
import { copyFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { checkedContent } from './checkedContent.ts';
import { buildRecordOf } from '../../prerender/buildRecord.ts';
import { prerender } from '../../prerender/prerender.ts';
import { buildEditor } from '../../server/editor/editorBuild.ts';
import type { BuildJob, BuildStepName } from './buildStepProcess.ts';

async function bundles({ root, distDir, serverDir }: BuildJob): Promise<void> {
  checkedContent(root);
  await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'src/entry-prerender.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      // The files the server's HTML names that no browser code imports (the fonts of the @font-face rules).
      ssrEmitAssets: true,
    },
  });
  await copyMissingAssets(path.join(serverDir, 'assets'), path.join(distDir, 'assets'));
}

/** The server build's assets that the client build has not written (same content, same hashed name). */
async function copyMissingAssets(from: string, to: string) {
  if (!existsSync(from)) return;
  for (const name of await readdir(from)) {
    if (name.endsWith('.js') || existsSync(path.join(to, name))) continue;
    await copyFile(path.join(from, name), path.join(to, name));
  }
}

export interface PagesWritten {
  written: number;
  renderer: string;
}

async function pages({ root, distDir, serverDir, editor }: BuildJob): Promise<PagesWritten> {
  const content = checkedContent(root);
  const record = buildRecordOf(root, content, editor);
  const written = await prerender(distDir, serverDir, content, record);
  return { written: written.length, renderer: record.renderer };
}

async function editor({ root, distDir }: BuildJob): Promise<void> {
  await buildEditor(root, distDir);
}

const steps: Record<BuildStepName, (job: BuildJob) => Promise<unknown>> = { bundles, pages, editor };

const [step, job] = process.argv.slice(2) as [BuildStepName, string];
// The build's end is its step's end: a build stopped from outside (the publisher's time limit) leaves no step behind,
// even one that was still loading when it was stopped.
const endWithTheBuild = () => process.exit(1);
if (process.send && !process.connected) endWithTheBuild();
process.on('disconnect', endWithTheBuild);
steps[step](JSON.parse(job) as BuildJob)
  .then((result) => new Promise<void>((sent) => (process.send ? process.send(result ?? null, () => sent()) : sent())))
  .catch((error: unknown) => {
    // Content errors carry their full, formatted report; anything else, its message.
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    process.off('disconnect', endWithTheBuild);
    process.disconnect?.();
  });
