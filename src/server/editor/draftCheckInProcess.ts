/**
 * The draft check's process: each line of its input is one check (draftChecker.ts sends them one at a time), answered
 * on the answers' pipe with the site's mistakes and, when it passes, the preview's data; or, when the job says so, the
 * site's mistakes once some entries are deleted, or the pages that list an entry. Everything heavy a draft can
 * cause (parsing, the schema check, the cross-file rules, the preview's data and its HTML) happens here, where a time
 * and a memory limit can stop it without stopping the site. An answer too large to hand back is refused here, in
 * words, before it is written.
 */
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace.ts';
import { checkWithDrafts, checkWithout, listingsOnDisk } from './draftCheck.ts';
import { previewData, type PreviewData } from './previewData.ts';
import type { DraftCheckJob, DraftCheckAnswer } from './draftChecker.ts';
import type { renderPreview } from './previewRender.tsx';
import { schemaFilesForHelp } from './schemaFiles.ts';
import { answerPipe } from './typescriptProcess.ts';

/** The renderer bundle and the schemas, loaded at the first preview and kept for the process's life. */
let renderer: { file: string; render: Promise<typeof renderPreview> } | undefined;
let schemas: SchemaFiles | undefined;

/** The renderer, loading; started by the process's first job of all, so that the first preview does not wait for it. */
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
    if (job.listingsOf) return { id: job.id, ...listingsOnDisk(job.root, job.listingsOf) };
    if (job.removed?.length) return { id: job.id, errors: checkWithout(job.root, job.removed, job.drafts) };
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

/** The answer as one line of JSON; one too large for the server to take back says so instead. */
function answerLine(answer: DraftCheckAnswer, answerChars: number): string {
  const line = JSON.stringify(answer);
  return line.length <= answerChars ? `${line}\n` : `${JSON.stringify({ id: answer.id, tooLarge: true })}\n`;
}

const answers = createWriteStream('', { fd: answerPipe });
// The checker is loaded (the imports above): the server counts a check's time from here.
answers.write(`${JSON.stringify({ ready: true })}\n`);
// One job at a time: the checker sends the next only after this one's answer. When the server goes, its end of the
// input closes and so does this process.
for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  const job = JSON.parse(line) as DraftCheckJob;
  answers.write(answerLine(await answerFor(job), job.answerChars));
}
process.exit(0);
