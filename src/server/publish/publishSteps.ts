/**
 * A publish as a list of steps, each with its undo: the files left out set aside, the content recorded (and pulled
 * first with PUBLISH_PUSH=1), the site built, the new build made live, and what follows once it is live. The journal
 * (publishing.json, publishRecords.ts) is written between the steps and by a step before its effect can outlast a
 * crash, so it always names what there is to undo.
 *
 * When a step fails, the steps done so far are undone in reverse order. After a crash, the same undos run from the
 * journal alone (`undoAfterCrash`), so a server killed at any point puts things back the way a failed publish does.
 */
import { rmSync } from 'node:fs';
import type { ChangeGroupWithDiffs, PublishEntry } from '../../editorApi/publishing.ts';
import type { BuildChanges } from '../../prerender/changedPages.ts';
import { withoutDiffs } from './changeGroups.ts';
import { changedFiles } from './fileChanges.ts';
import { pullFirst, pushAfter, recoverGit, takeBackCommit } from './gitSteps.ts';
import type { KeptBuilds } from './keptBuilds.ts';
import type { PublishRecords, State, UnderWay } from './publishRecords.ts';
import { PublishRefused, type PublisherOptions } from './publishTypes.ts';
import { maxDescription } from './publishDescription.ts';
import { putBack, type Replacement, setAside } from './setAside.ts';
import type { SiteBuilder } from './siteBuild.ts';
import { reviewedMessage } from '../review/reviewedPublish.ts';
import { textForLog } from '../http/logText.ts';
import type { Versions } from './versions.ts';

/** What a publish leaves as it is live (files set aside), and what an undo puts back as it was before a publish. */
export interface PublishPlan {
  leftOut: string[];
  undone?: { entry: PublishEntry; files: string[] };
  /** A scheduled publish: no file changes, the live content built again for a later moment (schedule.ts). */
  scheduled?: boolean;
  /** The groups of every saved change, when all of them are published: the history's entry needs no second look. */
  groups?: ChangeGroupWithDiffs[];
}

/** One publish as its steps see it: what was asked, and what the steps found and made so far. */
export interface PublishRun {
  /** The journal of this publish, as publishing.json holds it. */
  journal: UnderWay;
  author: string;
  description: string;
  plan: PublishPlan;
  about: Pick<PublishEntry, 'leftOut' | 'undoOf' | 'undoGroup' | 'scheduled' | 'review'>;
  id: number;
  /** The version visitors see before this publish. */
  previous: string;
  buildDir: string;
  /** What the build changed in the live build, when it built only some pages (set by the build step). */
  changes?: BuildChanges;
  /** The version recorded (set by the record step). */
  version?: string;
  /** The history's new entry (set by the going-live step). */
  entry?: PublishEntry;
  /** Whether state.json names the new build: from then on the publish is live, whatever happens after. */
  live: boolean;
}

/** How an undo is run: after a failed step while the server runs, or at the next start after a crash. */
export interface UndoCircumstances {
  live: boolean;
  afterCrash: boolean;
}

export interface PublishStep {
  name: string;
  run(run: PublishRun): Promise<void>;
  /** Takes the step back from what the journal says; a step with nothing to take back has none. */
  undo?(journal: UnderWay, circumstances: UndoCircumstances): Promise<void> | void;
}

/** What the steps work on: the publisher's parts. */
export interface StepParts {
  root: string;
  options: PublisherOptions;
  versions: Versions;
  records: PublishRecords;
  builds: KeptBuilds;
  push: boolean;
  log: (message: string) => void;
  state(): State;
  setState(state: State): void;
  /** The files that differ between the live version and the content as saved. */
  pendingCount(): Promise<number>;
  groupsBetween(before: string, after: string): Promise<ChangeGroupWithDiffs[]>;
  /** Moves the builds no longer kept away, to be deleted in the background. */
  removeOldBuilds(): void;
  /** The build's process, kept between publishes (siteBuild.ts). */
  builder: SiteBuilder;
}

const nothingToPublish = () =>
  new PublishRefused('There is nothing to publish: visitors already see the content as saved.', 409);

const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function publishSteps(parts: StepParts): PublishStep[] {
  const { root, options, versions, records, builds, push, log } = parts;
  let stopBuild: () => void = () => undefined;

  /** The files set aside for the publish's length come back (an undone file only when the undo did not go live). */
  const bringBack = (journal: UnderWay, live: boolean) => {
    if (!journal.setAside) return;
    try {
      putBack(root, records.setAsideDir, journal.setAside, live);
      journal.setAside = undefined;
      records.recordUnderWay(journal);
    } catch (error) {
      log(`Publish: could not put back the files set aside in ${records.setAsideDir}: ${String(error)}`);
    }
  };

  const setAsideLeftOut: PublishStep = {
    name: 'set aside the files left out',
    async run({ journal, plan, previous }) {
      const replacements: Replacement[] = [];
      for (const file of plan.leftOut) replacements.push({ file, bytes: await versions.read(previous, file) });
      for (const file of plan.undone?.files ?? [])
        replacements.push({ file, bytes: await versions.read(plan.undone!.entry.previous, file), undone: true });
      setAside(root, records.setAsideDir, replacements, (files) => {
        journal.setAside = files;
        records.recordUnderWay(journal);
      });
    },
    undo(journal, { live, afterCrash }) {
      const files = journal.setAside?.map((each) => each.file).join(', ');
      bringBack(journal, live);
      if (afterCrash && files && !journal.setAside) log(`Publish: put back ${files} as saved.`);
    },
  };

  const record: PublishStep = {
    name: 'record the content',
    async run(run) {
      const { journal } = run;
      // A publish of every saved change knows them already: no save comes in while a publish runs (writeGate.ts).
      const waiting = run.plan.groups ? run.plan.groups.length : await parts.pendingCount();
      if (!run.plan.scheduled && waiting === 0 && !push) throw nothingToPublish();
      const recorded = await versions.record(run.author, reviewedMessage(run.description, run.about.review));
      if (recorded && versions.kind === 'git') journal.commit = recorded;
      records.recordUnderWay(journal);
      if (push) {
        await pullFirst(root, versions, journal.commit);
        if (journal.commit) journal.commit = await versions.head();
        records.recordUnderWay(journal);
      }
      // What was just recorded is the newest version, unless the pull brought in more.
      run.version = recorded && !push ? recorded : await versions.head();
      if (run.version === run.previous && !run.plan.scheduled) throw nothingToPublish();
    },
    async undo(journal, { afterCrash }) {
      // After a crash the commit may have come before the journal named it: recoverGit knows it by its author and
      // message too, and clears a lock or a rebase the stop left half done.
      const takenBack = afterCrash
        ? recoverGit(root, versions, journal, parts.state().live.version, log)
        : takeBackCommit(root, versions, journal.commit);
      await takenBack.catch((reason: unknown) =>
        log(
          afterCrash
            ? `Publish: while tidying up after a stop: ${String(reason)}`
            : `Publish: could not take the commit back: ${String(reason)}`,
        ),
      );
      journal.commit = undefined;
    },
  };

  const build: PublishStep = {
    name: 'build the site',
    async run(run) {
      const { journal, buildDir } = run;
      // Named before the folder is touched: a build that fails (or a server stopped) before it starts leaves none.
      journal.buildDir = buildDir;
      records.recordUnderWay(journal);
      rmSync(buildDir, { recursive: true, force: true });
      const building = parts.builder.build(buildDir, {
        timeoutMs: options.buildTimeoutMs ?? 5 * 60_000,
        from: parts.state().live.dir ?? options.initialDir,
        started(pid) {
          journal.buildPid = pid;
          journal.buildDir = buildDir;
          records.recordUnderWay(journal);
        },
      });
      stopBuild = building.stop;
      try {
        run.changes = await building.done;
      } finally {
        stopBuild = () => undefined;
      }
    },
    undo(journal, { afterCrash }) {
      if (!afterCrash) stopBuild();
      else if (journal.buildPid && alive(journal.buildPid)) {
        try {
          process.kill(journal.buildPid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      if (journal.buildDir && parts.state().live.dir !== journal.buildDir)
        rmSync(journal.buildDir, { recursive: true, force: true });
    },
  };

  const goLive: PublishStep = {
    name: 'make the new build live',
    async run(run) {
      const { previous, buildDir, author, description } = run;
      const version = run.version!;
      const files = changedFiles(await versions.hashes(previous), await versions.hashes(version));
      // What the publish was asked with, when it is all of it; worked out again from git for a part or an undo.
      const groups = (run.plan.groups ?? (await parts.groupsBetween(previous, version))).map(withoutDiffs);
      const entry: PublishEntry = {
        id: run.id,
        at: new Date().toISOString(),
        author,
        description,
        version,
        previous,
        files,
        groups,
        ...run.about,
      };
      run.entry = entry;
      // The moment of publishing: state.json names the new build, then the server serves it.
      parts.setState({
        live: { version, dir: buildDir },
        history: [...parts.state().history, entry],
        last: { ok: true, at: entry.at, message: `Published "${description}".` },
      });
      records.saveState(parts.state());
      run.live = true;
      await options.swap(buildDir, run.changes);
      bringBack(run.journal, true);
      run.journal.commit = undefined;
      builds.refresh(buildDir);
      log(
        `Publish: ${author} published "${textForLog(description, maxDescription)}" (${files.length} file${files.length === 1 ? '' : 's'}).`,
      );
    },
  };

  const pushAndTidy: PublishStep = {
    name: 'push, and remove old builds',
    async run({ entry }) {
      if (push) {
        const problem = await pushAfter(root);
        if (problem) {
          entry!.pushProblem = problem;
          parts.state().last = { ok: true, at: new Date().toISOString(), message: problem };
          records.saveState(parts.state());
          log(`Publish: ${problem}`);
        }
      }
      parts.removeOldBuilds();
    },
  };

  return [setAsideLeftOut, record, build, goLive, pushAndTidy];
}

/**
 * Runs the steps in order, the journal written after each; when one fails, undoes the ones done, newest first, and
 * throws what failed. The files set aside come back in any case.
 */
export async function runSteps(steps: readonly PublishStep[], run: PublishRun, records: PublishRecords) {
  const done: PublishStep[] = [];
  try {
    for (const step of steps) {
      done.push(step);
      await step.run(run);
      records.recordUnderWay(run.journal);
    }
  } catch (error) {
    for (const step of done.reverse()) await step.undo?.(run.journal, { live: run.live, afterCrash: false });
    throw error;
  }
}

/** After a crash: every step's undo, newest first, from what the journal of the stopped publish says. */
export async function undoAfterCrash(steps: readonly PublishStep[], journal: UnderWay, live: boolean) {
  for (const step of [...steps].reverse()) await step.undo?.(journal, { live, afterCrash: true });
}
