/**
 * Entries scheduled for later go live by themselves. Each build lists, in `.upcoming.json` beside its pages, the
 * moment it was built for and the entries it left out only because their publishAt was still to come. The schedule
 * reads that list from the live build and waits for the soonest; when its moment comes (or at start, for a moment
 * the server was down through), it asks for a scheduled publish of every entry now due, through the one publish
 * path: built, recorded in the history and undoable like any other. One timer, whatever the list holds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UPCOMING_FILE } from '../../content/buildMoment.ts';
import type { UpcomingEntry } from '../../content/model.ts';

/** The file a build writes beside its pages: what it was built for, and what waits. */
export const upcomingFile = UPCOMING_FILE;

export interface UpcomingList {
  /** The moment the build was made for (ISO): entries due up to then are in it. */
  builtFor: string;
  upcoming: UpcomingEntry[];
}

/** The clock the schedule waits on: the real one, or a test's. */
export interface ScheduleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: ScheduleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A timer cannot wait longer than this (about 24 days); a later moment is waited for in several turns. */
const longestWait = 2 ** 31 - 1;
/** After a scheduled publish that could not run (another publish under way, a failed build), it is tried again. */
export const retryMs = 60_000;

/** The list of the build in `dir`; none for a build made before lists were written, or without collections. */
export function readUpcoming(dir: string): UpcomingList | undefined {
  try {
    const list = JSON.parse(readFileSync(path.join(dir, upcomingFile), 'utf8')) as UpcomingList;
    return Array.isArray(list.upcoming) ? list : undefined;
  } catch {
    return undefined;
  }
}

export interface ScheduleOptions {
  /** The folder of the build visitors see. */
  liveDir(): string;
  /** Publishes `due` (the entries whose moment has come); rejects when it could not. */
  publishScheduled(due: UpcomingEntry[]): Promise<unknown>;
  clock?: ScheduleClock;
  log?: (message: string) => void;
}

export interface Schedule {
  /** Reads the live build's list again and waits for its soonest entry (after each publish, and at start). */
  rearm(): void;
  /** The entry waited for now, if any. */
  next(): UpcomingEntry | undefined;
  stop(): void;
}

export function startSchedule(options: ScheduleOptions): Schedule {
  const { clock = realClock, log = console.log } = options;
  let timer: unknown;
  let waitingFor: UpcomingEntry | undefined;
  let publishing = false;
  let stopped = false;
  /** What the last scheduled publish that went through was for: due again after it, it is not retried at once. */
  let lastDone = '';

  const wait = (ms: number) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        rearm();
      },
      Math.min(Math.max(ms, 0), longestWait),
    );
  };

  function rearm() {
    if (stopped || publishing) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    const list = readUpcoming(options.liveDir());
    const now = clock.now();
    const builtFor = list ? Date.parse(list.builtFor) : now;
    const waiting = (list?.upcoming ?? []).filter((entry) => Date.parse(entry.publishAt) > builtFor);
    const due = waiting.filter((entry) => Date.parse(entry.publishAt) <= now);
    waitingFor = waiting.find((entry) => Date.parse(entry.publishAt) > now);
    const dueKey = due.map((entry) => `${entry.file} ${entry.publishAt}`).join('\n');
    if (due.length && dueKey === lastDone) {
      // Published, yet the live build still lists them as waiting (it was replaced meanwhile by an older one, or
      // its list could not be written): tried again in a minute, never in a loop.
      lastDone = '';
      log(
        `Schedule: ${due.map((entry) => `"${entry.title}"`).join(', ')} still waiting after a scheduled publish, tried again in a minute.`,
      );
      wait(retryMs);
      return;
    }
    if (due.length) {
      publishing = true;
      options.publishScheduled(due).then(
        () => {
          publishing = false;
          lastDone = dueKey;
          rearm();
        },
        (error: unknown) => {
          publishing = false;
          log(
            `Schedule: ${due.map((entry) => `"${entry.title}"`).join(', ')} not published yet, tried again in a minute: ${error instanceof Error ? error.message : String(error)}`,
          );
          if (!stopped) wait(retryMs);
        },
      );
      return;
    }
    if (waitingFor) wait(Date.parse(waitingFor.publishAt) - now);
  }

  return {
    rearm,
    next: () => waitingFor,
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
