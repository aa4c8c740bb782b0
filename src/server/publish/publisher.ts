/**
 * Publishing from the editor: the content as saved becomes the site visitors get, in one step, recorded, and
 * reversible.
 *
 * A publish records the content (a git commit by the editor, or a numbered snapshot without git), pulls first and
 * pushes after with PUBLISH_PUSH=1, builds the site in a child process into a new folder under
 * DATA_DIR/publish/builds/ (rendering only the changed pages when the rest is as in the live build, siteBuild.ts),
 * and only when that build succeeded points the server at it (`swap`, an in-process root swap). One publish at a
 * time, and no save while it runs: what is built is exactly what was recorded. The steps, each with its undo, are
 * publishSteps.ts: a publish under way is written down first and between its steps, so a server killed in the middle
 * runs the same undos at the next start (the repository back in order, the changes waiting), and tells the editor
 * what happened. A publish whose pages still hold the words a new page or block came with ("New heading") is refused
 * before any of it (sampleWordsLeft.ts).
 *
 * The person may leave some pages (change groups, changeGroups.ts) out: their saved files are set aside for the
 * publish's length (setAside.ts), so neither the record nor the build sees them. An undo puts back the files of a
 * whole publish, or of one of its groups, the same way, and names what goes back before it is done.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ChangeGroup, PublishEntry } from '../../editorApi/publishing.ts';
import { withoutDiffs } from './changeGroups.ts';
import { contentChanges } from './contentChanges.ts';
import { changedFiles } from './fileChanges.ts';
import { filesLeftOut, groupToUndo } from './groupChoice.ts';
import { keptBuilds } from './keptBuilds.ts';
import { publishRecords, type State, type UnderWay } from './publishRecords.ts';
import { type PublishPlan, type PublishRun, publishSteps, runSteps, undoAfterCrash } from './publishSteps.ts';
import { PublishRefused, type Publisher, type PublisherOptions } from './publishTypes.ts';
import { cleanDescription, maxDescription } from './publishDescription.ts';
import { refuseSampleWords, sampleWordsOfChanges, sampleWordsToPublish } from './sampleWordsLeft.ts';
import { readSettingsSchema } from './settingsChanges.ts';
import { createSiteBuilder, serverBuildWarmMs, tailOf } from './siteBuild.ts';
import { scheduledUndo } from './scheduledUndo.ts';
import { undoSentences, type UndoneFile } from './undoSentences.ts';
import { writeGate } from './writeGate.ts';
import { textForLog } from '../http/logText.ts';
import { GitFailed, gitVersions, isGitRepository, snapshotVersions, type Versions, workingHashes } from './versions.ts';

/** Who the history names for a publish the schedule made. */
export const scheduleAuthor = 'Schedule';

export function createPublisher(options: PublisherOptions): Publisher {
  const { root, log = console.log } = options;
  const records = publishRecords(options.dataDir);
  const builds = keptBuilds(records.buildsDir, options.initialDir, log);
  const versions: Versions = isGitRepository(root)
    ? gitVersions(root)
    : snapshotVersions(root, path.join(records.folder, 'snapshots'));
  const push = Boolean(options.push) && versions.kind === 'git';
  const keepBuilds = options.keepBuilds ?? 3;

  let state: State = records.readState(options.initialDir, log);
  const saveState = () => records.saveState(state);
  let running: UnderWay | undefined;
  let current: Promise<unknown> = Promise.resolve();

  const writes = writeGate(() => running);
  const builder = createSiteBuilder(root, { keepWarmMs: options.keepBuildWarmMs ?? serverBuildWarmMs });

  const interrupted = records.leftUnderWay();

  /** Moves the builds no longer kept away at once; they are deleted after the publish has answered (keptBuilds.ts). */
  function removeOldBuilds() {
    const recent = state.history.slice(-keepBuilds).map((entry) => builds.dirOf(entry.id));
    builds.removeAllBut(state.live.dir ? [...recent, state.live.dir] : recent, running?.buildDir);
    builds.refresh(state.live.dir ?? options.initialDir);
  }

  const { pendingGroups, groupsBetween } = contentChanges(root, versions, liveVersion);

  const steps = publishSteps({
    root,
    options,
    versions,
    records,
    builds,
    push,
    log,
    state: () => state,
    setState: (next) => {
      state = next;
    },
    pendingCount: async () => changedFiles(await versions.hashes(await liveVersion()), workingHashes(root)).length,
    groupsBetween,
    removeOldBuilds,
    builder,
  });

  const ready: Promise<void> = (async () => {
    if (interrupted) {
      const published = state.history.at(-1);
      const finished = published && published.at >= interrupted.started && published.author === interrupted.author;
      // The undos of a failed publish, from what its journal says: its build stopped, its commit taken back unless
      // it went live, the files it set aside put back.
      await undoAfterCrash(steps, interrupted, Boolean(finished));
      state.last = {
        ok: Boolean(finished),
        at: new Date().toISOString(),
        message: finished
          ? `The server stopped right after publishing "${interrupted.description}"; that publish is live.`
          : `The server stopped while ${interrupted.author} was publishing "${interrupted.description}" ` +
            `(${interrupted.started.slice(0, 16).replace('T', ' ')} UTC). Visitors still see the site as it was before; ` +
            'the changes are kept and can be published again.',
      };
      saveState();
      records.clearUnderWay();
      log(`Publish: ${state.last.message}`);
    }
    removeOldBuilds();
    // Without git, the content at the first start is the first snapshot: what the served site was built from. Only
    // where someone can edit (an editor account exists): a server without the editor keeps its data folder as it was.
    if (
      versions.kind === 'snapshots' &&
      !state.live.version &&
      existsSync(path.join(options.dataDir, 'editors.json'))
    ) {
      state.live.version = await versions.head();
      saveState();
    }
  })();
  current = ready.catch((error: unknown) => log(`Publish: could not start: ${String(error)}`));

  /** Before the first publish, the site being served is taken to be the content as last recorded. */
  async function liveVersion(): Promise<string> {
    await ready;
    if (!state.live.version) {
      state.live.version = await versions.head();
      saveState();
    }
    return state.live.version;
  }

  /** A publish's groups; worked out once for a publish from before groups were kept. */
  async function groupsOf(entry: PublishEntry): Promise<ChangeGroup[]> {
    if (!entry.groups) {
      entry.groups = (await groupsBetween(entry.previous, entry.version)).map(withoutDiffs);
      saveState();
    }
    return entry.groups;
  }

  const entryNumbered = (id: number) => {
    const entry = state.history.find((candidate) => candidate.id === id);
    if (!entry) throw new PublishRefused('There is no such publish in the history.', 404);
    return entry;
  };

  /**
   * What undoing `entry` (or only its group `key`) puts back, and the other saved changes that wait meanwhile;
   * refused while a file it puts back has saved changes of its own, which the undo would throw away.
   */
  async function undoPlan(entry: PublishEntry, key: string | undefined) {
    const groups = await groupsOf(entry);
    let chosen = groups;
    if (key !== undefined) {
      const live = await versions.hashes(await liveVersion());
      const published = await versions.hashes(entry.version);
      const asPublished = (group: ChangeGroup) => group.files.every((file) => live.get(file) === published.get(file));
      chosen = [groupToUndo(groups, key, asPublished)];
    }
    const files = chosen.flatMap((group) => group.files);
    const waiting = await pendingGroups();
    const own = waiting.filter((group) => group.files.some((file) => files.includes(file)));
    if (own.length > 0) {
      const names = own.map((group) => group.name).join(', ');
      throw new PublishRefused(
        `${names} ${own.length === 1 ? 'has' : 'have'} saved changes that are not published yet: publish them ` +
          'first (or put them back as they were), then undo.',
        409,
      );
    }
    const leftOut = waiting.flatMap((group) => group.files).filter((file) => !files.includes(file));
    return { groups: chosen, files, leftOut };
  }

  /** Runs the steps of one publish; a refusal or a failure is recorded as the last outcome and thrown. */
  async function publishNow(
    author: string,
    description: string,
    plan: PublishPlan,
    about: Pick<PublishEntry, 'leftOut' | 'undoOf' | 'undoGroup' | 'scheduled' | 'review'> = {},
  ): Promise<PublishEntry> {
    const previous = await liveVersion();
    const id = (state.history.at(-1)?.id ?? 0) + 1;
    const run: PublishRun = {
      journal: running!,
      author,
      description,
      plan,
      about,
      id,
      previous,
      buildDir: builds.dirOf(id),
      live: false,
    };
    try {
      await runSteps(steps, run, records);
      return run.entry!;
    } catch (error) {
      const refused =
        error instanceof PublishRefused
          ? error
          : new PublishRefused(
              `Not published, because of a problem on the server: ${error instanceof GitFailed ? `${error.message}: ${tailOf(error.output, 5)}` : String(error)}`,
              500,
            );
      state.last = { ok: false, at: new Date().toISOString(), message: refused.message };
      saveState();
      log(`Publish: "${textForLog(description, maxDescription)}" by ${author} was not published: ${refused.message}`);
      throw refused;
    }
  }

  const scheduled = scheduledUndo({ root, pendingGroups, publishNow });

  /** Runs `work` as the one publish under way; refused (409, with who) while another runs. */
  function exclusively(author: string, description: string, work: () => Promise<PublishEntry>): Promise<PublishEntry> {
    if (running) {
      throw new PublishRefused(
        `${running.author} is publishing "${running.description}" right now. Wait until it is done (usually under a minute), then publish.`,
        409,
      );
    }
    running = { author, description, started: new Date().toISOString(), pid: process.pid };
    records.recordUnderWay(running);
    const done = writes
      .settled()
      .then(work)
      .finally(() => {
        running = undefined;
        records.clearUnderWay();
      });
    current = done.catch(() => undefined);
    return done;
  }

  return {
    kind: versions.kind,
    push,
    liveDir: () => state.live.dir,
    changes() {
      // Someone is looking at what a publish would take: one is likely, and its build's process can get ready meanwhile.
      void builder.prepare();
      return pendingGroups();
    },
    sampleWordsOf: (groups) => sampleWordsOfChanges(sampleWordsToPublish(root, groups)),
    underWay: () => running && { author: running.author, description: running.description, started: running.started },
    lastNotice: () => state.last,
    async history() {
      // An undo may follow: the build's process gets ready meanwhile.
      void builder.prepare();
      for (const entry of state.history) {
        // A publish whose versions cannot be read (its snapshot removed by hand) is listed by its files.
        if (!entry.groups) await groupsOf(entry).catch(() => undefined);
      }
      return [...state.history].reverse();
    },
    changesOf(id) {
      const entry = entryNumbered(id);
      return groupsBetween(entry.previous, entry.version);
    },
    publish(author, description, leaveOut = [], review) {
      const line = cleanDescription(description);
      return exclusively(author, line, async () => {
        const groups = await pendingGroups();
        const keys = review?.leaveOut(groups) ?? leaveOut;
        const names = groups.filter((group) => keys.includes(group.key)).map((group) => group.name);
        const plan = { leftOut: filesLeftOut(groups, keys), ...(!keys.length && { groups }) };
        // Read once no save can come between (exclusively waits for them): what is read is what would be recorded.
        const published = groups.filter((group) => !keys.includes(group.key));
        refuseSampleWords(root, published);
        return publishNow(author, line, plan, { ...(names.length > 0 && { leftOut: names }), ...review?.about });
      });
    },
    publishScheduled(due) {
      const names = due.map((entry) => `"${entry.title}"`).join(', ');
      const line = cleanDescription(`Scheduled: ${names}`.slice(0, maxDescription));
      return exclusively(scheduleAuthor, line, async () => {
        // Only what is live, built for this moment: saved changes not yet published wait, as in any publish.
        const waiting = (await pendingGroups()).flatMap((group) => group.files);
        const scheduled = due.map((entry) => entry.file);
        return publishNow(scheduleAuthor, line, { leftOut: waiting, scheduled: true }, { scheduled });
      });
    },
    async undoPreview(id, key) {
      const entry = entryNumbered(id);
      if (entry.scheduled) return scheduled.preview(entry);
      let plan: Awaited<ReturnType<typeof undoPlan>> | undefined;
      let refusal: string | undefined;
      try {
        plan = await undoPlan(entry, key);
      } catch (error) {
        if (!(error instanceof PublishRefused) || error.status === 404) throw error;
        refusal = error.message;
      }
      const groups = plan?.groups ?? (await groupsOf(entry)).filter((group) => key === undefined || group.key === key);
      const live = await liveVersion();
      const files = new Map<string, UndoneFile>();
      for (const file of groups.flatMap((group) => group.files))
        files.set(file, { live: await versions.read(live, file), earlier: await versions.read(entry.previous, file) });
      const sentences = undoSentences(groups, files, readSettingsSchema(root));
      return refusal ? { sentences, refusal } : { sentences };
    },
    async undo(author, id, key) {
      const entry = entryNumbered(id);
      const group = key === undefined ? undefined : (await groupsOf(entry)).find((each) => each.key === key);
      if (key !== undefined && !group) throw new PublishRefused(`That publish did not change "${key}".`, 404);
      const description = group ? `Undo ${group.name} from "${entry.description}"` : `Undo "${entry.description}"`;
      if (entry.scheduled) return exclusively(author, description, () => scheduled.undo(author, entry, description));
      return exclusively(author, description, async () => {
        const plan = await undoPlan(entry, key);
        return publishNow(
          author,
          description,
          { leftOut: plan.leftOut, undone: { entry, files: plan.files } },
          group ? { undoOf: entry.id, undoGroup: group.key } : { undoOf: entry.id },
        );
      });
    },
    startWrite() {
      // The office is changing the content: a publish is likely to follow, and its build process can start now.
      void builder.prepare();
      return writes.startWrite();
    },
    close: builder.close,
    serveEarlierAsset: builds.serveEarlierAsset,
    idle: () => current.then(() => builds.removed()),
  };
}
