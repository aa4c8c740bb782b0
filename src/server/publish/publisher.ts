/**
 * Publishing from the editor: the content as saved becomes the site visitors get, in one step, recorded, and
 * reversible.
 *
 * A publish records the content (a git commit by the editor, or a numbered snapshot without git), pulls first and
 * pushes after with PUBLISH_PUSH=1, builds the whole site in a child process into a new folder under
 * DATA_DIR/publish/builds/, and only when that build succeeded points the server at it (`swap`, an in-process
 * root swap). One publish at a time, and no save while it runs: what is built is exactly what was recorded. A
 * publish under way is written down first, so a server killed in the middle puts the repository back in order at
 * the next start, keeps the changes waiting, and tells the editor what happened.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedFiles, describeChanges } from './fileChanges.ts';
import { pullFirst, pushAfter, recoverGit, takeBackCommit } from './gitSteps.ts';
import { keptBuilds } from './keptBuilds.ts';
import { publishRecords, type State, type UnderWay } from './publishRecords.ts';
import {
  PublishRefused,
  type FileChange,
  type PublishEntry,
  type Publisher,
  type PublisherOptions,
} from './publishTypes.ts';
import { buildSite, tailOf } from './siteBuild.ts';
import { writeGate } from './writeGate.ts';
import { textForLog } from '../http/logText.ts';
import { GitFailed, gitVersions, isGitRepository, snapshotVersions, workingHashes, type Versions } from './versions.ts';

const maxDescription = 200;

function cleanDescription(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (!line) throw new PublishRefused('Describe the change in a few words, for example "New team page".', 400);
  if (line.length > maxDescription)
    throw new PublishRefused(`Keep the description to one line (at most ${maxDescription} characters).`, 400);
  return line;
}

const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function createPublisher(options: PublisherOptions): Publisher {
  const { root, log = console.log } = options;
  const records = publishRecords(options.dataDir);
  const builds = keptBuilds(records.buildsDir, options.initialDir);
  const versions: Versions = isGitRepository(root)
    ? gitVersions(root)
    : snapshotVersions(root, path.join(records.folder, 'snapshots'));
  const push = Boolean(options.push) && versions.kind === 'git';
  const keepBuilds = options.keepBuilds ?? 3;

  let state: State = records.readState(options.initialDir, log);
  const saveState = () => records.saveState(state);
  let running: UnderWay | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let stopBuild: () => void = () => undefined;

  const writes = writeGate(() => running);

  // After a crash: stop the build that was left running (the rest waits for `ready`).
  const interrupted = records.leftUnderWay();
  if (interrupted?.buildPid && alive(interrupted.buildPid)) {
    try {
      process.kill(interrupted.buildPid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  function removeOldBuilds() {
    const recent = state.history.slice(-keepBuilds).map((entry) => builds.dirOf(entry.id));
    builds.removeAllBut(state.live.dir ? [...recent, state.live.dir] : recent, running?.buildDir);
    builds.refresh(state.live.dir ?? options.initialDir);
  }

  const ready: Promise<void> = (async () => {
    if (interrupted) {
      await recoverGit(root, versions, interrupted, state.live.version, log).catch((error: unknown) =>
        log(`Publish: while tidying up after a stop: ${String(error)}`),
      );
      const published = state.history.at(-1);
      const finished = published && published.at >= interrupted.started && published.author === interrupted.author;
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

  async function pending(): Promise<FileChange[]> {
    const live = await liveVersion();
    return describeChanges(
      await versions.hashes(live),
      workingHashes(root),
      (file) => versions.read(live, file),
      async (file) => readFileSync(path.join(root, file)),
    );
  }

  /** Puts the files of a publish back as they were before it. */
  async function restoreBefore(entry: PublishEntry) {
    for (const file of entry.files) {
      const bytes = await versions.read(entry.previous, file);
      const absolute = path.join(root, file);
      if (bytes === undefined) rmSync(absolute, { force: true });
      else {
        mkdirSync(path.dirname(absolute), { recursive: true });
        writeFileSync(absolute, bytes);
      }
    }
  }

  const nothingToPublish = () =>
    new PublishRefused('There is nothing to publish: visitors already see the content as saved.', 409);

  async function publishNow(author: string, description: string, undoOf?: PublishEntry): Promise<PublishEntry> {
    const underWay = running!;
    const previous = await liveVersion();
    const id = (state.history.at(-1)?.id ?? 0) + 1;
    const buildDir = builds.dirOf(id);
    try {
      if (undoOf) await restoreBefore(undoOf);
      if ((await pending()).length === 0 && !push) throw nothingToPublish();
      const recorded = await versions.record(author, description);
      if (recorded && versions.kind === 'git') underWay.commit = recorded;
      records.recordUnderWay(underWay);
      if (push) {
        await pullFirst(root, versions, underWay.commit);
        if (underWay.commit) underWay.commit = await versions.head();
        records.recordUnderWay(underWay);
      }
      const version = await versions.head();
      if (version === previous) throw nothingToPublish();
      rmSync(buildDir, { recursive: true, force: true });
      const build = buildSite(root, buildDir, {
        timeoutMs: options.buildTimeoutMs ?? 5 * 60_000,
        started(pid) {
          underWay.buildPid = pid;
          underWay.buildDir = buildDir;
          records.recordUnderWay(underWay);
        },
      });
      stopBuild = build.stop;
      await build.done;
      const files = changedFiles(await versions.hashes(previous), await versions.hashes(version));
      const entry: PublishEntry = {
        id,
        at: new Date().toISOString(),
        author,
        description,
        version,
        previous,
        files,
        ...(undoOf ? { undoOf: undoOf.id } : {}),
      };
      // The moment of publishing: state.json names the new build, then the server serves it.
      state = {
        live: { version, dir: buildDir },
        history: [...state.history, entry],
        last: { ok: true, at: entry.at, message: `Published "${description}".` },
      };
      saveState();
      await options.swap(buildDir);
      underWay.commit = undefined;
      builds.refresh(buildDir);
      log(
        `Publish: ${author} published "${textForLog(description, maxDescription)}" (${files.length} file${files.length === 1 ? '' : 's'}).`,
      );
      if (push) {
        const problem = await pushAfter(root);
        if (problem) {
          entry.pushProblem = problem;
          state.last = { ok: true, at: new Date().toISOString(), message: problem };
          saveState();
          log(`Publish: ${problem}`);
        }
      }
      removeOldBuilds();
      return entry;
    } catch (error) {
      stopBuild();
      await takeBackCommit(root, versions, underWay.commit).catch((reason: unknown) =>
        log(`Publish: could not take the commit back: ${String(reason)}`),
      );
      underWay.commit = undefined;
      if (state.live.dir !== buildDir) rmSync(buildDir, { recursive: true, force: true });
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
    } finally {
      stopBuild = () => undefined;
    }
  }

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
    changes: pending,
    underWay: () => running && { author: running.author, description: running.description, started: running.started },
    lastNotice: () => state.last,
    history: () => [...state.history].reverse(),
    async changesOf(id) {
      const entry = state.history.find((candidate) => candidate.id === id);
      if (!entry) throw new PublishRefused('There is no such publish in the history.', 404);
      return describeChanges(
        await versions.hashes(entry.previous),
        await versions.hashes(entry.version),
        (file) => versions.read(entry.previous, file),
        (file) => versions.read(entry.version, file),
      );
    },
    publish(author, description) {
      const line = cleanDescription(description);
      return exclusively(author, line, () => publishNow(author, line));
    },
    undo(author, id) {
      const entry = state.history.find((candidate) => candidate.id === id);
      if (!entry) throw new PublishRefused('There is no such publish in the history.', 404);
      const description = `Undo "${entry.description}"`;
      return exclusively(author, description, async () => {
        if ((await pending()).length > 0) {
          throw new PublishRefused('There are saved changes not published yet: publish them first, then undo.', 409);
        }
        return publishNow(author, description, entry);
      });
    },
    startWrite: writes.startWrite,
    serveEarlierAsset: builds.serveEarlierAsset,
    idle: () => current.then(() => undefined),
  };
}
