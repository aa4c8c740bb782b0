/**
 * The draft check's thread: each message is one check (draftChecker.ts sends them one at a time), answered with the
 * site's mistakes and, when it passes, the preview's data. Everything heavy a draft can cause (parsing, the schema
 * check, the cross-file rules, the preview's data) happens here, where a time and a memory limit can stop it without
 * stopping the site.
 */
import { parentPort } from 'node:worker_threads';
import { checkWithDrafts } from './draftCheck.ts';
import { previewData } from './previewData.ts';
import type { DraftCheckJob, DraftCheckAnswer } from './draftChecker.ts';

parentPort!.on('message', (job: DraftCheckJob) => {
  let answer: DraftCheckAnswer;
  try {
    const result = checkWithDrafts(job.root, job.drafts);
    answer = { id: job.id, errors: result.errors, preview: job.preview ? previewData(result) : undefined };
  } catch (error) {
    answer = { id: job.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(answer);
});
