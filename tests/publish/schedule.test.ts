// @vitest-environment node
/**
 * Entries scheduled for later go live by themselves: the schedule reads the live build's list of what waits, and
 * asks for a scheduled publish when the soonest moment comes, at start for a moment the server was down through,
 * and again a minute later when a publish could not run. Time is a fake clock: "nothing yet" is the clock's state.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpcomingEntry } from '../../src/content/model';
import { retryMs, type ScheduleClock, startSchedule, upcomingFile } from '../../src/server/publish/schedule';
import { asDraft } from '../../src/server/publish/scheduledUndo';

/** A clock that moves only when told, running each timer whose moment has come. */
function fakeClock(start: string) {
  let time = Date.parse(start);
  let timers: { at: number; callback: () => void; handle: number }[] = [];
  let handles = 0;
  const clock: ScheduleClock = {
    now: () => time,
    setTimeout(callback, ms) {
      handles += 1;
      timers.push({ at: time + ms, callback, handle: handles });
      return handles;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  };
  return {
    clock,
    /** The moments the timers wait for, as ISO text. */
    waits: () => timers.map((timer) => new Date(timer.at).toISOString()),
    async advanceTo(moment: string) {
      const target = Date.parse(moment);
      for (;;) {
        const next = timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        time = next.at;
        next.callback();
        // Let a publish's answer arrive before the next timer.
        await new Promise((resolve) => setImmediate(resolve));
      }
      time = target;
    },
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'schedule-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const winterTips: UpcomingEntry = {
  file: 'collections/news/winter-tips.yaml',
  title: 'Winter Tips',
  publishAt: '2026-12-01T17:00:00Z',
};
const springTips: UpcomingEntry = {
  file: 'collections/news/spring-tips.yaml',
  title: 'Spring Tips',
  publishAt: '2027-03-01T17:00:00Z',
};

function liveBuild(builtFor: string, upcoming: UpcomingEntry[]) {
  writeFileSync(path.join(dir, upcomingFile), JSON.stringify({ builtFor, upcoming }));
}

const current = (): UpcomingEntry[] => JSON.parse(readFileSync(path.join(dir, upcomingFile), 'utf8')).upcoming;

/** A publish that went through leaves a live build made for that moment, its list without what it published. */
function scheduleWith(clock: ScheduleClock, answer: () => Promise<unknown> = async () => undefined) {
  const published: string[][] = [];
  const builtNow = (due: UpcomingEntry[]) => {
    const now = new Date(clock.now()).toISOString();
    liveBuild(
      now,
      current().filter((entry) => !due.includes(entry) && Date.parse(entry.publishAt) > clock.now()),
    );
  };
  const schedule = startSchedule({
    liveDir: () => dir,
    clock,
    log: () => undefined,
    publishScheduled: async (due) => {
      published.push(due.map((entry) => entry.title));
      await answer();
      builtNow(due);
    },
  });
  return { schedule, published };
}

describe('the schedule', () => {
  it('waits for the soonest entry and publishes it when its moment comes', async () => {
    const time = fakeClock('2026-11-28T12:00:00Z');
    liveBuild('2026-11-28T11:00:00Z', [winterTips, springTips]);
    const { schedule, published } = scheduleWith(time.clock);
    schedule.rearm();
    expect(schedule.next()?.title).toBe('Winter Tips');
    expect(time.waits()).toEqual(['2026-12-01T17:00:00.000Z']);
    await time.advanceTo('2026-12-01T16:59:59Z');
    expect(published).toEqual([]);
    await time.advanceTo('2026-12-01T17:00:00Z');
    expect(published).toEqual([['Winter Tips']]);
  });

  it('publishes at start what came due while the server was down, all at once', async () => {
    const time = fakeClock('2027-04-01T08:00:00Z');
    liveBuild('2026-11-28T11:00:00Z', [winterTips, springTips]);
    const { schedule, published } = scheduleWith(time.clock);
    schedule.rearm();
    expect(published).toEqual([['Winter Tips', 'Spring Tips']]);
  });

  it('leaves alone what the live build was made after (already on the site)', () => {
    const time = fakeClock('2026-12-02T08:00:00Z');
    liveBuild('2026-12-01T18:00:00Z', [winterTips, springTips]);
    const { schedule, published } = scheduleWith(time.clock);
    schedule.rearm();
    expect(published).toEqual([]);
    expect(schedule.next()?.title).toBe('Spring Tips');
  });

  it('tries again a minute later when the publish could not run, and not before', async () => {
    const time = fakeClock('2026-12-01T17:00:00Z');
    liveBuild('2026-11-28T11:00:00Z', [winterTips]);
    let refusals = 1;
    const { schedule, published } = scheduleWith(time.clock, async () => {
      if (refusals-- > 0) throw new Error('Dana is publishing "New phone" right now.');
    });
    schedule.rearm();
    await new Promise((resolve) => setImmediate(resolve));
    expect(published).toHaveLength(1);
    expect(time.waits()).toEqual([new Date(Date.parse('2026-12-01T17:00:00Z') + retryMs).toISOString()]);
    await time.advanceTo('2026-12-01T17:01:00Z');
    expect(published).toEqual([['Winter Tips'], ['Winter Tips']]);
  });

  it('waits in turns for a moment further away than a timer can wait, and stops when told', async () => {
    const time = fakeClock('2026-11-28T12:00:00Z');
    const nextYear = { ...springTips, publishAt: '2027-11-28T12:00:00Z' };
    liveBuild('2026-11-28T11:00:00Z', [nextYear]);
    const { schedule, published } = scheduleWith(time.clock);
    schedule.rearm();
    expect(time.waits()).toEqual([new Date(Date.parse('2026-11-28T12:00:00Z') + 2 ** 31 - 1).toISOString()]);
    await time.advanceTo('2027-11-28T12:00:00Z');
    expect(published).toEqual([['Spring Tips']]);
    schedule.stop();
    expect(time.waits()).toEqual([]);
  });

  it('does not publish again at once when a publish went through and the entry still waits', async () => {
    const time = fakeClock('2026-12-01T17:00:00Z');
    liveBuild('2026-11-28T11:00:00Z', [winterTips]);
    const published: string[][] = [];
    // A publish that "went through" but left the live build as it was.
    const schedule = startSchedule({
      liveDir: () => dir,
      clock: time.clock,
      log: () => undefined,
      publishScheduled: async (due) => {
        published.push(due.map((entry) => entry.title));
        // Answers on the next turn of the event loop, as a real publish does: a loop would be seen, not hang.
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    schedule.rearm();
    await new Promise((resolve) => setImmediate(resolve));
    expect(published).toEqual([['Winter Tips']]);
    expect(time.waits()).toEqual(['2026-12-01T17:01:00.000Z']);
    schedule.stop();
  });

  it('waits for nothing when the live build lists nothing (or has no list)', () => {
    const time = fakeClock('2026-11-28T12:00:00Z');
    const { schedule } = scheduleWith(time.clock);
    schedule.rearm();
    expect(schedule.next()).toBeUndefined();
    expect(time.waits()).toEqual([]);
  });
});

describe("a scheduled publish's undo", () => {
  it('marks the entry as a draft: its draft line set, or one added at the end', () => {
    expect(asDraft('title: Winter Tips\ndate: 2026-12-01\n')).toBe(
      'title: Winter Tips\ndate: 2026-12-01\ndraft: true\n',
    );
    expect(asDraft('title: Winter Tips\ndraft: false\nsummary: S.')).toBe(
      'title: Winter Tips\ndraft: true\nsummary: S.',
    );
    expect(asDraft('title: Winter Tips')).toBe('title: Winter Tips\ndraft: true\n');
    // A field of the same name deeper in the entry is not the entry's own.
    expect(asDraft('title: T\nblocks:\n  - draft: false\n')).toBe('title: T\nblocks:\n  - draft: false\ndraft: true\n');
  });
});
