/**
 * Publishing from the editor: the content as saved becomes the site visitors get, in one step, recorded, and
 * reversible.
 *
 * A publish records the content (a git commit by the editor, or a numbered snapshot without git), pulls first and
 * pushes after with PUBLISH_PUSH=1, builds the whole site in a child process into a new folder under
 * DATA_DIR/publish/builds/, and only when that build succeeded points the server at it (`swap`, an in-process
 * root swap). Which build is live, and the list of publishes, are one file (state.json) replaced by a rename: the
 * moment it is renamed is the moment of publishing. A publish under way is written down first (publishing.json),
 * so a server killed in the middle finds it at the next start, puts the repository back in order (no rebase half
 * done, no stale lock), keeps the changes waiting, and tells the editor what happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { diffLines, type DiffHunk } from './textDiff.ts';
import {
  git,
  GitFailed,
  gitVersions,
  isGitRepository,
  snapshotVersions,
  workingHashes,
  type FileHashes,
  type Versions,
} from './versions.ts';

export interface PublisherOptions {
  /** The project folder: its content is published and its src/cli/build.ts builds the site. */
  root: string;
  dataDir: string;
  /** The folder served when nothing was published yet (DIST_DIR). */
  initialDir: string;
  /** Points the server at a finished build. */
  swap: (dir: string) => Promise<void>;
  /** Pull (rebase) before and push after each publish. */
  push?: boolean;
  log?: (message: string) => void;
  /** Builds kept besides the live one, for an instant undo. Default 3. */
  keepBuilds?: number;
  /** Longest build before it is stopped. Default 5 minutes. */
  buildTimeoutMs?: number;
}

export interface PublishEntry {
  id: number;
  /** ISO time. */
  at: string;
  author: string;
  description: string;
  /** The version published, and the one visitors had before. */
  version: string;
  previous: string;
  files: string[];
  /** The publish this one undid. */
  undoOf?: number;
  /** Set when the push after publishing failed (the commit waits for the next publish). */
  pushProblem?: string;
}

export interface FileChange {
  path: string;
  change: 'added' | 'changed' | 'removed';
  /** For text files; pictures are described in `note`. */
  hunks?: DiffHunk[];
  note?: string;
}

export interface PublishNotice {
  ok: boolean;
  message: string;
  at: string;
}

interface State {
  live: { version: string; dir?: string };
  history: PublishEntry[];
  last?: PublishNotice;
}

interface UnderWay {
  author: string;
  description: string;
  started: string;
  pid: number;
  /** The commit this publish made (git), while it is not live yet. */
  commit?: string;
  buildPid?: number;
  buildDir?: string;
}

/** A publish refused or stopped, with what to tell the editor (`status` for the HTTP answer). */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Publisher {
  kind: 'git' | 'snapshots';
  push: boolean;
  /** The folder to serve at start: the live build, or undefined for DIST_DIR. */
  liveDir(): string | undefined;
  /** What differs between the site visitors see and the content as saved. */
  changes(): Promise<FileChange[]>;
  underWay(): { author: string; description: string; started: string } | undefined;
  lastNotice(): PublishNotice | undefined;
  history(): PublishEntry[];
  /** What one publish changed. */
  changesOf(id: number): Promise<FileChange[]>;
  publish(author: string, description: string): Promise<PublishEntry>;
  undo(author: string, id: number): Promise<PublishEntry>;
  /** Resolves when a publish under way has finished (tests, shutdown). */
  idle(): Promise<void>;
}

const textFile = /\.(ya?ml|json|md|txt|svg|css|html)$/i;
const maxDescription = 200;

function writeJsonAtomically(file: string, value: unknown) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(partial, file);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
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

/** The last lines of a build's output, without colours: what went wrong is at the end. */
function tailOf(output: string, lines = 25): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain.split('\n').slice(-lines).join('\n');
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export function createPublisher(options: PublisherOptions): Publisher {
  const { root, log = console.log } = options;
  const folder = path.join(options.dataDir, 'publish');
  const buildsDir = path.join(folder, 'builds');
  const stateFile = path.join(folder, 'state.json');
  const underWayFile = path.join(folder, 'publishing.json');
  const versions: Versions = isGitRepository(root)
    ? gitVersions(root)
    : snapshotVersions(root, path.join(folder, 'snapshots'));
  const push = Boolean(options.push) && versions.kind === 'git';
  const keepBuilds = options.keepBuilds ?? 3;

  let state: State = readJson<State>(stateFile) ?? { live: { version: '' }, history: [] };
  // A live build that is gone (removed by hand) is not served: DIST_DIR is.
  if (state.live.dir && !existsSync(path.join(state.live.dir, 'index.html'))) state.live.dir = undefined;
  // A build of DIST_DIR made after the last publish (an update of the code: git pull, npm run build, restart) wins:
  // it is served, and the content it was built from counts as published.
  const builtAt = (dir: string) => {
    try {
      return statSync(path.join(dir, 'index.html')).mtimeMs;
    } catch {
      return 0;
    }
  };
  if (state.live.dir && builtAt(options.initialDir) > builtAt(state.live.dir)) {
    log(`Publish: ${options.initialDir} was built after the last publish, so it is served.`);
    state.live = { version: '' };
  }
  const saveState = () => {
    mkdirSync(buildsDir, { recursive: true });
    writeJsonAtomically(stateFile, state);
  };

  let running: UnderWay | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let child: ChildProcess | undefined;

  const recordUnderWay = () => {
    mkdirSync(folder, { recursive: true });
    writeJsonAtomically(underWayFile, running);
  };

  /** After a crash: stop what was left running, put git back in order, keep the changes, say what happened. */
  function recoverSync(): UnderWay | undefined {
    const left = readJson<UnderWay>(underWayFile);
    if (!left) return undefined;
    if (left.buildPid && alive(left.buildPid)) {
      try {
        process.kill(left.buildPid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    return left;
  }
  const interrupted = recoverSync();

  async function recoverGit(left: UnderWay) {
    if (versions.kind !== 'git') return;
    const gitDir = path.join(root, '.git');
    // Only the server runs git in this checkout while it publishes: a lock left now is the dead publish's.
    rmSync(path.join(gitDir, 'index.lock'), { force: true });
    if (existsSync(path.join(gitDir, 'rebase-merge')) || existsSync(path.join(gitDir, 'rebase-apply'))) {
      await git(root, ['rebase', '--abort']).catch((error: GitFailed) =>
        log(`Publish: could not stop the rebase: ${error.output}`),
      );
    }
    // Its commit, never published: back to waiting changes, as after a failed build. Known by its author and message
    // (the stop may have come between the commit and writing it down), and never once it was pushed.
    const head = await versions.head().catch(() => '');
    if (!head || head === state.live.version) return;
    const [author, subject] = (await git(root, ['log', '-1', '--format=%an%n%s'])).split('\n');
    const pushed = (await git(root, ['branch', '-r', '--contains', 'HEAD']).catch(() => '')).trim();
    const ours = head === left.commit || (author === left.author && subject === left.description);
    if (ours && !pushed) await git(root, ['reset', '-q', '--mixed', 'HEAD~1']);
  }

  const ready: Promise<void> = (async () => {
    if (interrupted) {
      await recoverGit(interrupted).catch((error: unknown) =>
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
      rmSync(underWayFile, { force: true });
      log(`Publish: ${state.last.message}`);
    }
    if (existsSync(buildsDir)) removeOldBuilds();
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

  /** Before the first publish, the site being served is taken to be the content as last recorded. */
  async function liveVersion(): Promise<string> {
    await ready;
    if (!state.live.version) {
      state.live.version = await versions.head();
      saveState();
    }
    return state.live.version;
  }
  current = ready.catch((error: unknown) => log(`Publish: could not start: ${String(error)}`));

  function removeOldBuilds() {
    const recent = new Set(
      state.history
        .slice(-keepBuilds)
        .map((entry) => path.join(buildsDir, buildName(entry.id)))
        .concat(state.live.dir ? [state.live.dir] : []),
    );
    for (const name of readdirSync(buildsDir)) {
      const dir = path.join(buildsDir, name);
      if (!recent.has(dir) && dir !== running?.buildDir) rmSync(dir, { recursive: true, force: true });
    }
  }

  const buildName = (id: number) => `publish-${String(id).padStart(5, '0')}`;

  async function describeChanges(
    before: FileHashes,
    after: FileHashes,
    readBefore: (file: string) => Promise<Buffer | undefined>,
    readAfter: (file: string) => Promise<Buffer | undefined>,
  ) {
    const files = [...new Set([...before.keys(), ...after.keys()])]
      .filter((file) => before.get(file) !== after.get(file))
      .sort();
    const changes: FileChange[] = [];
    for (const file of files) {
      const change: FileChange['change'] = !before.has(file) ? 'added' : !after.has(file) ? 'removed' : 'changed';
      if (textFile.test(file)) {
        const old = change === 'added' ? '' : ((await readBefore(file))?.toString('utf8') ?? '');
        const now = change === 'removed' ? '' : ((await readAfter(file))?.toString('utf8') ?? '');
        changes.push({ path: file, change, hunks: diffLines(old, now) });
      } else {
        const bytes = change === 'removed' ? await readBefore(file) : await readAfter(file);
        const what = change === 'added' ? 'New picture' : change === 'removed' ? 'Picture removed' : 'Picture replaced';
        changes.push({ path: file, change, note: `${what} (${sizeOf(bytes?.length ?? 0)}).` });
      }
    }
    return changes;
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

  function runBuild(dir: string): Promise<void> {
    const script = path.join(root, 'src/cli/build.ts');
    if (!existsSync(script))
      return Promise.reject(new PublishRefused(`Publishing needs the whole project here: ${script} is missing.`, 500));
    return new Promise((resolve, reject) => {
      let output = '';
      const env = { ...process.env };
      delete env.NODE_ENV;
      child = spawn(process.execPath, ['--import', 'tsx', script, '--site-only', '--out-dir', dir], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      if (child.pid) {
        // Visitors first: the build gets what the server leaves.
        try {
          setPriority(child.pid, 10);
        } catch {
          // Not allowed here; the build runs at normal priority.
        }
        if (running) {
          running.buildPid = child.pid;
          running.buildDir = dir;
          recordUnderWay();
        }
      }
      const timer = setTimeout(() => child?.kill('SIGKILL'), options.buildTimeoutMs ?? 5 * 60_000);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new PublishRefused(`The build could not start: ${error.message}`, 500));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        child = undefined;
        if (code === 0 && existsSync(path.join(dir, 'index.html'))) resolve();
        else
          reject(
            new PublishRefused(
              `The site could not be built, so nothing changed for visitors: they still see the site as it was.\n` +
                `${signal ? `The build was stopped (${signal}).` : 'What the build said:'}\n${tailOf(output)}`,
              422,
            ),
          );
      });
    });
  }

  /** Undoes the commit this publish made (the changes stay in the files, waiting), when it is still the newest. */
  async function takeBackCommit() {
    if (versions.kind !== 'git' || !running?.commit) return;
    if ((await versions.head()) === running.commit) await git(root, ['reset', '-q', '--mixed', 'HEAD~1']);
    running.commit = undefined;
  }

  async function pullFirst() {
    try {
      await git(root, ['pull', '--rebase', '--no-edit', '-q']);
    } catch (error) {
      const output = error instanceof GitFailed ? error.output : String(error);
      const conflicted = await git(root, ['diff', '--name-only', '--diff-filter=U']).catch(() => '');
      if (existsSync(path.join(root, '.git', 'rebase-merge')) || existsSync(path.join(root, '.git', 'rebase-apply'))) {
        await git(root, ['rebase', '--abort']);
      }
      await takeBackCommit();
      const files = conflicted.trim().split('\n').filter(Boolean);
      throw new PublishRefused(
        files.length
          ? `Not published: ${files.join(', ')} ${files.length === 1 ? 'was' : 'were'} also changed elsewhere (in the shared repository) ` +
              'in the same place. Nothing was lost: your changes are still here, waiting. Ask the person who looks after the ' +
              'site to bring the two versions together, then publish again.'
          : `Not published: the changes made elsewhere could not be fetched. Nothing was lost. Git said: ${tailOf(output, 5)}`,
        409,
      );
    }
  }

  async function publishNow(author: string, description: string, undoOf?: PublishEntry): Promise<PublishEntry> {
    const previous = await liveVersion();
    const id = (state.history.at(-1)?.id ?? 0) + 1;
    const buildDir = path.join(buildsDir, buildName(id));
    try {
      if (undoOf) {
        for (const file of undoOf.files) {
          const bytes = await versions.read(undoOf.previous, file);
          const absolute = path.join(root, file);
          if (bytes === undefined) rmSync(absolute, { force: true });
          else {
            mkdirSync(path.dirname(absolute), { recursive: true });
            writeFileSync(absolute, bytes);
          }
        }
      }
      const waiting = await pending();
      if (waiting.length === 0 && !push)
        throw new PublishRefused('There is nothing to publish: visitors already see the content as saved.', 409);
      const recorded = await versions.record(author, description);
      if (recorded && versions.kind === 'git') {
        running!.commit = recorded;
        recordUnderWay();
      }
      if (push) {
        await pullFirst();
        if (running!.commit) running!.commit = await versions.head();
        recordUnderWay();
      }
      const version = await versions.head();
      if (version === previous)
        throw new PublishRefused('There is nothing to publish: visitors already see the content as saved.', 409);
      rmSync(buildDir, { recursive: true, force: true });
      await runBuild(buildDir);
      const files = (
        await describeChanges(
          await versions.hashes(previous),
          await versions.hashes(version),
          async () => undefined,
          async () => undefined,
        )
      ).map((change) => change.path);
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
      running!.commit = undefined;
      log(`Publish: ${author} published "${description}" (${files.length} file${files.length === 1 ? '' : 's'}).`);
      if (push) {
        try {
          await git(root, ['push', '-q', 'origin', 'HEAD']);
        } catch (error) {
          entry.pushProblem =
            'Published, but not yet copied to the shared repository (it will be with the next publish). Git said: ' +
            tailOf(error instanceof GitFailed ? error.output : String(error), 5);
          state.last = { ok: true, at: new Date().toISOString(), message: entry.pushProblem };
          saveState();
          log(`Publish: ${entry.pushProblem}`);
        }
      }
      removeOldBuilds();
      return entry;
    } catch (error) {
      if (child) child.kill('SIGKILL');
      await takeBackCommit().catch((reason: unknown) =>
        log(`Publish: could not take the commit back: ${String(reason)}`),
      );
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
      log(`Publish: "${description}" by ${author} was not published: ${refused.message}`);
      throw refused;
    }
  }

  function exclusively(author: string, description: string, work: () => Promise<PublishEntry>): Promise<PublishEntry> {
    if (running) {
      throw new PublishRefused(
        `${running.author} is publishing "${running.description}" right now. Wait until it is done (usually under a minute), then publish.`,
        409,
      );
    }
    running = { author, description, started: new Date().toISOString(), pid: process.pid };
    recordUnderWay();
    const done = work().finally(() => {
      running = undefined;
      rmSync(underWayFile, { force: true });
    });
    current = done.catch(() => undefined);
    return done;
  }

  function cleanDescription(description: string): string {
    const line = description.replace(/\s+/g, ' ').trim();
    if (!line) throw new PublishRefused('Describe the change in a few words, for example "New gutters page".', 400);
    if (line.length > maxDescription)
      throw new PublishRefused(`Keep the description to one line (at most ${maxDescription} characters).`, 400);
    return line;
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
    idle: () => current.then(() => undefined),
  };
}
