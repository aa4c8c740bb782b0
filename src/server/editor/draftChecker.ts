/**
 * Checking a draft without holding up the site: the check runs in a thread of its own (draftCheckInWorker.ts), one
 * at a time, with a time limit and a memory limit. A draft that passes either limit stops that thread (a new one
 * starts for the next check) and gets an answer in words; meanwhile the server's own thread goes on serving visitors.
 * Checks wait in a short queue; past it the editor is asked to try again in a moment.
 */
import type { Worker } from 'node:worker_threads';
import type { ContentError } from '../../content/contentError.ts';
import { HttpError } from '../http/httpError.ts';
import { typescriptThread } from './typescriptThread.ts';
import type { PreviewData } from './previewData.ts';
import type { PreviewPage } from './previewRender.tsx';

/**
 * What draws the preview's HTML: the renderer bundle `npm run build` wrote (dist/.editor/renderer/), run in the
 * check's thread under its limits; or, on the development server, a function run by Vite.
 */
export type PreviewRenderer = { file: string } | { render(page: PreviewPage): Promise<string> };

export interface DraftCheckJob {
  id: number;
  root: string;
  /** File (pages/about.yaml) → its unsaved text. */
  drafts: Record<string, string>;
  preview: boolean;
  /** The renderer bundle that draws the preview's HTML in the thread. */
  renderer?: string;
}

export type DraftCheckAnswer =
  | { id: number; errors: ContentError[]; preview?: PreviewData }
  | { id: number; failure: string };

export interface DraftCheckResult {
  errors: ContentError[];
  /** The first draft's page as the preview draws it, when asked for and the site passes. */
  preview?: PreviewData;
}

export interface DraftCheckLimits {
  /** Longest a check may take. */
  timeMs: number;
  /** The thread's JavaScript memory. */
  memoryMb: number;
  /** Checks that may wait while one runs. */
  queue: number;
}

/**
 * A check of this site takes a tenth of a second and a few dozen MB; the limits are far above that and far below
 * what would trouble the server.
 */
export const defaultDraftCheckLimits: DraftCheckLimits = { timeMs: 15_000, memoryMb: 256, queue: 8 };

export const tooLargeToCheck =
  'This page is too large or too repetitive to check: nothing was saved. Undo the last big paste, or split the page into smaller ones.';
export const checkerBusy = 'The editor is busy checking other changes: try again in a moment.';

export interface DraftChecker {
  /**
   * `preview`: the page's data when the site passes; `render` (with it, unless false): its HTML too. A save needs no
   * HTML: the preview already shows the text that was last checked.
   */
  check(
    root: string,
    drafts: Record<string, string>,
    options?: { preview?: boolean; render?: boolean },
  ): Promise<DraftCheckResult>;
  /** Stops the thread (the server is closing). */
  close(): Promise<void>;
}

interface Waiting {
  job: DraftCheckJob;
  resolve(result: DraftCheckResult): void;
  reject(error: unknown): void;
}

export function createDraftChecker(
  log: (message: string) => void,
  limits: DraftCheckLimits = defaultDraftCheckLimits,
  renderer?: PreviewRenderer,
): DraftChecker {
  let worker: Worker | undefined;
  let running: (Waiting & { timer: NodeJS.Timeout }) | undefined;
  const queue: Waiting[] = [];
  let nextId = 1;

  /** The thread ended or was stopped: the check under way gets `error`, and the next check starts a new thread. */
  function lose(error: unknown) {
    const lost = running;
    running = undefined;
    const ended = worker;
    worker = undefined;
    void ended?.terminate();
    if (lost) {
      clearTimeout(lost.timer);
      lost.reject(error);
    }
    startNext();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = typescriptThread(new URL('./draftCheckInWorker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    started.unref();
    started.on('message', (answer: DraftCheckAnswer) => {
      if (!running || answer.id !== running.job.id) return;
      const done = running;
      running = undefined;
      clearTimeout(done.timer);
      if ('failure' in answer) {
        log(`Editor: the check of a draft failed: ${answer.failure}`);
        done.reject(new HttpError(500, 'The check could not be run. Your text is kept here: try again.'));
      } else done.resolve({ errors: answer.errors, preview: answer.preview });
      startNext();
    });
    started.on('error', (error: NodeJS.ErrnoException) => {
      if (started !== worker) return;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        log(`Editor: a draft needed more than ${limits.memoryMb} MB to check; refused.`);
        lose(new HttpError(422, tooLargeToCheck));
      } else {
        log(`Editor: the thread that checks drafts failed: ${error.stack ?? error.message}`);
        lose(new HttpError(500, 'The check could not be run. Your text is kept here: try again.'));
      }
    });
    started.on('exit', () => {
      if (started === worker)
        lose(new HttpError(500, 'The check could not be run. Your text is kept here: try again.'));
    });
    worker = started;
    return started;
  }

  function startNext() {
    if (running) return;
    const next = queue.shift();
    if (!next) return;
    const timer = setTimeout(() => {
      log(`Editor: a draft took longer than ${limits.timeMs / 1000} s to check; stopped and refused.`);
      lose(new HttpError(422, tooLargeToCheck));
    }, limits.timeMs);
    running = { ...next, timer };
    thread().postMessage(next.job);
  }

  return {
    async check(root, drafts, options = {}) {
      if (queue.length >= limits.queue) throw new HttpError(503, checkerBusy, { 'Retry-After': '5' });
      const preview = options.preview ?? false;
      const render = preview && options.render !== false;
      const inThread = render && renderer && 'file' in renderer ? renderer.file : undefined;
      const result = await new Promise<DraftCheckResult>((resolve, reject) => {
        queue.push({ job: { id: nextId++, root, drafts, preview, renderer: inThread }, resolve, reject });
        startNext();
      });
      if (render && result.preview && renderer && 'render' in renderer && result.preview.html === undefined) {
        const file = Object.keys(drafts)[0];
        result.preview.html = await renderer.render({ file, ...result.preview });
      }
      return result;
    },
    async close() {
      const closing = worker;
      worker = undefined;
      for (const waiting of queue.splice(0)) waiting.reject(new HttpError(503, 'The server is stopping.'));
      if (running) {
        clearTimeout(running.timer);
        running.reject(new HttpError(503, 'The server is stopping.'));
        running = undefined;
      }
      await closing?.terminate();
    },
  };
}
