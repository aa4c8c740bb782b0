/**
 * Checking a draft without holding up the site: the check runs in a process of its own (draftCheckInProcess.ts), one
 * at a time, with a time limit, a memory limit and a limit on the size of its answer. A draft that passes a limit, or
 * a check process that dies for any reason, ends that process (a new one starts for the next check) and gets an answer
 * in words; meanwhile the server's own process goes on serving visitors. Checks wait in a short queue; past it the
 * editor is asked to try again in a moment.
 */
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { EntryListings } from '../../content/collections/entryListings.ts';
import type { ContentError } from '../../content/contentError.ts';
import { HttpError } from '../http/httpError.ts';
import { answerPipe, typescriptProcess } from './typescriptProcess.ts';
import type { PreviewData } from './previewData.ts';
import type { PreviewPage } from './previewRender.tsx';

/**
 * What draws the preview's HTML: the renderer bundle `npm run build` wrote (dist/.editor/renderer/), run in the
 * check's process under its limits; or, on the development server, a function run by Vite.
 */
export type PreviewRenderer = { file: string } | { render(page: PreviewPage): Promise<string> };

export interface DraftCheckJob {
  id: number;
  root: string;
  /** File (pages/about.yaml) → its unsaved text. */
  drafts: Record<string, string>;
  preview: boolean;
  /** The renderer bundle that draws the preview's HTML in the check's process. */
  renderer?: string;
  /** The longest answer the server takes back, in characters of JSON. */
  answerChars: number;
  /** Files (an entry, a page) the site is checked without, the drafts in place: a deletion's check. */
  removed?: string[];
  /** Instead of a check: the pages that list this entry (the office is about to delete it). */
  listingsOf?: EntryOf;
}

/** An entry of a collection by its names: collections/<collection>/<slug>.yaml. */
export interface EntryOf {
  collection: string;
  slug: string;
}

export type DraftCheckAnswer =
  | { id: number; errors: ContentError[]; preview?: PreviewData; listings?: EntryListings }
  | { id: number; failure: string }
  | { id: number; tooLarge: true };

export interface DraftCheckResult {
  errors: ContentError[];
  /** The first draft's page as the preview draws it, when asked for and the site passes. */
  preview?: PreviewData;
  /** The pages that list the entry asked for (`listingsOf`), when the site as saved passes. */
  listings?: EntryListings;
}

export interface DraftCheckLimits {
  /** Longest a check may take. */
  timeMs: number;
  /** The check process's JavaScript memory. */
  memoryMb: number;
  /** Checks that may wait while one runs. */
  queue: number;
  /**
   * The longest answer taken back, in characters of JSON: the server parses it and sends it on, so this is what one
   * check can cost the server's own process.
   */
  answerChars: number;
}

/**
 * A check of this site takes a tenth of a second and a few dozen MB, and its answer with the preview a few hundred
 * KB; the limits are far above that and far below what would trouble the server.
 */
export const defaultDraftCheckLimits: DraftCheckLimits = {
  timeMs: 15_000,
  memoryMb: 256,
  queue: 8,
  answerChars: 4 * 1024 * 1024,
};

export const tooLargeToCheck =
  'This page is too large or too repetitive to check: nothing was saved. Undo the last big paste, or split the page into smaller ones.';
export const checkerBusy = 'The editor is busy checking other changes: try again in a moment.';
export const checkFailed = 'The check could not be run. Your text is kept here: try again.';

/** The last characters of what the check process wrote to standard error that are kept for the log. */
const stderrTailChars = 4000;

/** The longest the check process may take to load the checker before it is given up. */
const startLimitMs = 60_000;

export interface DraftChecker {
  /**
   * `preview`: the page's data when the site passes; `render` (with it, unless false): its HTML too. A save needs no
   * HTML: the preview already shows the text that was last checked. `removed`: the site is checked without these
   * files (entries or pages), the drafts in place: a deletion's check (no preview). `listingsOf`: no check, the pages that list that entry.
   */
  check(
    root: string,
    drafts: Record<string, string>,
    options?: { preview?: boolean; render?: boolean; removed?: string[]; listingsOf?: EntryOf },
  ): Promise<DraftCheckResult>;
  /**
   * Starts the check process if it is not running, so that the editor's first check does not wait for it to load
   * (a second or more): called when the editor opens.
   */
  warm(): void;
  /** The id of the check process while there is one (for the log and for tests that end it). */
  processId(): number | undefined;
  /** Stops the check process (the server is closing). */
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
  let child: ChildProcess | undefined;
  /** Whether the check process has loaded the checker: a check's time counts from then, not from its start. */
  let ready = false;
  let running: (Waiting & { timer?: NodeJS.Timeout }) | undefined;
  const queue: Waiting[] = [];
  let nextId = 1;

  /** The process ended or was stopped: the check under way gets `error`, and the next check starts a new process. */
  function lose(error: unknown) {
    const lost = running;
    running = undefined;
    const ended = child;
    child = undefined;
    ready = false;
    ended?.kill('SIGKILL');
    if (lost) {
      clearTimeout(lost.timer);
      lost.reject(error);
    }
    startNext();
  }

  function answered(answer: DraftCheckAnswer | { ready: true }) {
    if ('ready' in answer) {
      ready = true;
      if (running) send(running);
      return;
    }
    if (!running || answer.id !== running.job.id) return;
    const done = running;
    running = undefined;
    clearTimeout(done.timer);
    if ('failure' in answer) {
      log(`Editor: the check of a draft failed: ${answer.failure}`);
      done.reject(new HttpError(500, checkFailed));
    } else if ('tooLarge' in answer) {
      log(`Editor: the answer to the check of a draft came to more than ${limits.answerChars} characters; refused.`);
      done.reject(new HttpError(422, tooLargeToCheck));
    } else done.resolve({ errors: answer.errors, preview: answer.preview, listings: answer.listings });
    startNext();
  }

  /** Reads the answers, a line of JSON each; a line longer than any answer may be ends the process instead. */
  function readAnswers(started: ChildProcess, pipe: Readable) {
    let partial = '';
    pipe.setEncoding('utf8');
    pipe.on('data', (chunk: string) => {
      if (started !== child) return;
      partial += chunk;
      for (let end = partial.indexOf('\n'); end >= 0; end = partial.indexOf('\n')) {
        const line = partial.slice(0, end);
        partial = partial.slice(end + 1);
        let answer: DraftCheckAnswer | { ready: true };
        try {
          answer = JSON.parse(line);
        } catch {
          // Only a broken process writes a line that is not JSON: it is replaced, and the server goes on.
          log('Editor: the check process wrote an answer that could not be read; stopped.');
          return lose(new HttpError(500, checkFailed));
        }
        answered(answer);
      }
      if (partial.length > limits.answerChars + 100) {
        log(`Editor: the check process answered with more than ${limits.answerChars} characters; stopped.`);
        lose(new HttpError(422, tooLargeToCheck));
      }
    });
  }

  function checkProcess(): ChildProcess {
    if (child) return child;
    const started = typescriptProcess(new URL('./draftCheckInProcess.ts', import.meta.url), {
      memoryMb: limits.memoryMb,
    });
    // Loading takes a second or two, longer on a busy machine; one that never gets ready is given up.
    const startTimer = setTimeout(() => {
      if (started !== child || ready) return;
      log(`Editor: the process that checks drafts did not start within ${startLimitMs / 1000} s; stopped.`);
      lose(new HttpError(500, checkFailed));
    }, startLimitMs);
    startTimer.unref();
    let stderr = '';
    started.stderr!.setEncoding('utf8');
    started.stderr!.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTailChars);
    });
    readAnswers(started, started.stdio[answerPipe] as Readable);
    // A process that cannot start is reported by its exit; a write to one that has just died, likewise.
    started.on('error', (error) => log(`Editor: the process that checks drafts failed: ${error.message}`));
    started.stdin!.on('error', () => undefined);
    started.on('exit', (code, signal) => {
      clearTimeout(startTimer);
      if (started !== child) return;
      if (/heap limit|heap out of memory/i.test(stderr)) {
        log(`Editor: a draft needed more than ${limits.memoryMb} MB to check; refused.`);
        lose(new HttpError(422, tooLargeToCheck));
      } else {
        log(`Editor: the process that checks drafts ended (${signal ?? `exit code ${code}`}): ${stderr.trim()}`);
        lose(new HttpError(500, checkFailed));
      }
    });
    // An idle check process does not keep the server's process running.
    started.unref();
    for (const pipe of started.stdio) (pipe as { unref?: () => void } | null)?.unref?.();
    child = started;
    return started;
  }

  /** Hands the check under way to the process once it is ready; its time limit starts now. */
  function send(check: Waiting & { timer?: NodeJS.Timeout }) {
    if (check.timer) return;
    check.timer = setTimeout(() => {
      log(`Editor: a draft took longer than ${limits.timeMs / 1000} s to check; stopped and refused.`);
      lose(new HttpError(422, tooLargeToCheck));
    }, limits.timeMs);
    child!.stdin!.write(`${JSON.stringify(check.job)}\n`);
  }

  function startNext() {
    if (running) return;
    const next = queue.shift();
    if (!next) return;
    running = { ...next };
    checkProcess();
    if (ready) send(running);
  }

  return {
    async check(root, drafts, options = {}) {
      if (queue.length >= limits.queue) throw new HttpError(503, checkerBusy, { 'Retry-After': '5' });
      const preview = options.preview ?? false;
      const render = preview && options.render !== false;
      const inProcess = render && renderer && 'file' in renderer ? renderer.file : undefined;
      const result = await new Promise<DraftCheckResult>((resolve, reject) => {
        queue.push({
          job: {
            id: nextId++,
            root,
            drafts,
            preview,
            renderer: inProcess,
            answerChars: limits.answerChars,
            removed: options.removed,
            listingsOf: options.listingsOf,
          },
          resolve,
          reject,
        });
        startNext();
      });
      if (render && result.preview && renderer && 'render' in renderer && result.preview.html === undefined) {
        const file = Object.keys(drafts)[0];
        result.preview.html = await renderer.render({ file, ...result.preview });
      }
      return result;
    },
    warm: () => void checkProcess(),
    processId: () => child?.pid,
    async close() {
      const closing = child;
      child = undefined;
      for (const waiting of queue.splice(0)) waiting.reject(new HttpError(503, 'The server is stopping.'));
      if (running) {
        clearTimeout(running.timer);
        running.reject(new HttpError(503, 'The server is stopping.'));
        running = undefined;
      }
      if (closing && closing.exitCode === null && closing.signalCode === null) {
        const exited = new Promise((resolve) => closing.once('exit', resolve));
        closing.kill('SIGKILL');
        await exited;
      }
    },
  };
}
