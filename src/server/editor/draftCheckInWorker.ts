/**
 * The draft check's thread: each message is one check (draftChecker.ts sends them one at a time), answered with the
 * site's mistakes and, when it passes, the preview's data. Everything heavy a draft can cause (parsing, the schema
 * check, the cross-file rules, the preview's data and its HTML) happens here, where a time and a memory limit can stop it without
 * stopping the site.
 */
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { SchemaFiles } from '../../editor/schemaAtPlace.ts';
import { checkWithDrafts } from './draftCheck.ts';
import { previewData, type PreviewData } from './previewData.ts';
import type { DraftCheckJob, DraftCheckAnswer } from './draftChecker.ts';
import type { renderPreview } from './previewRender.tsx';
import { schemaFilesForHelp } from './schemaFiles.ts';

/** The renderer bundle and the schemas, loaded at the first preview and kept for the thread's life. */
let renderer: { file: string; render: Promise<typeof renderPreview> } | undefined;
let schemas: SchemaFiles | undefined;

/** The renderer, loading; started by the thread's first job of all, so that the first preview does not wait for it. */
function rendererOf(file: string): Promise<typeof renderPreview> {
  if (renderer?.file !== file) {
    const loading = import(pathToFileURL(file).href) as Promise<{ renderPreview: typeof renderPreview }>;
    renderer = { file, render: loading.then((module) => module.renderPreview) };
    // A load that fails is reported by the preview that needs it.
    renderer.render.catch(() => undefined);
  }
  return renderer.render;
}

async function withHtml(job: DraftCheckJob, data: PreviewData | undefined): Promise<PreviewData | undefined> {
  if (!job.renderer) return data;
  const loading = rendererOf(job.renderer);
  if (!data) return data;
  schemas ??= schemaFilesForHelp();
  const render = await loading;
  return { ...data, html: await render({ file: Object.keys(job.drafts)[0], ...data }, schemas) };
}

async function answerFor(job: DraftCheckJob): Promise<DraftCheckAnswer> {
  try {
    const result = checkWithDrafts(job.root, job.drafts);
    return {
      id: job.id,
      errors: result.errors,
      preview: await withHtml(job, job.preview ? previewData(result) : undefined),
    };
  } catch (error) {
    return { id: job.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// One job at a time: the checker sends the next only after this one's answer.
parentPort!.on('message', (job: DraftCheckJob) => {
  void answerFor(job).then((answer) => parentPort!.postMessage(answer));
});
