/**
 * The published versions of the content (site.yaml, pages/, public/images/): commits when the project folder is a
 * git repository, numbered snapshot folders under DATA_DIR/publish/snapshots/ otherwise. Both answer the same
 * questions: which files a version holds (by hash), what a file held in a version, and record a new version.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  type Stats,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { childEnvironment } from '../config.ts';

/** The content a publish touches, relative to the project folder. */
export const contentPaths = ['site.yaml', 'pages', 'collections', 'public/images'];

/** path (with forward slashes) → hash of its bytes. */
export type FileHashes = Map<string, string>;

/** git's own blob hash, so a working file and a committed one compare without asking git. */
export const blobHash = (bytes: Buffer) =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

function walk(root: string, relative: string, found: string[]) {
  const absolute = path.join(root, relative);
  let info: Stats;
  try {
    info = statSync(absolute);
  } catch {
    return;
  }
  if (info.isFile()) {
    found.push(relative.split(path.sep).join('/'));
    return;
  }
  if (!info.isDirectory()) return;
  for (const entry of readdirSync(absolute).sort())
    if (!entry.startsWith('.')) walk(root, path.join(relative, entry), found);
}

/** The content files under `root` (dot files left out, as the build leaves them out). */
export function contentFileList(root: string): string[] {
  const found: string[] = [];
  for (const name of contentPaths) walk(root, name, found);
  return found;
}

export function workingHashes(root: string): FileHashes {
  return new Map(contentFileList(root).map((file) => [file, blobHash(readFileSync(path.join(root, file)))]));
}

export class GitFailed extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

export interface Versions {
  kind: 'git' | 'snapshots';
  /** The newest recorded version. */
  head(): Promise<string>;
  hashes(version: string): Promise<FileHashes>;
  /** A file's bytes in a version; undefined when the version does not hold it. */
  read(version: string, file: string): Promise<Buffer | undefined>;
  /** Records the content as it is now; undefined when nothing differs from head. */
  record(author: string, message: string): Promise<string | undefined>;
}

/** Runs git in `root`; rejects with git's own words. */
export function git(root: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        cwd: root,
        env: childEnvironment([], { GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...env }),
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'buffer',
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitFailed(`git ${args[0]} failed`, `${stdout.toString()}${stderr.toString()}`.trim()));
        else resolve(stdout.toString('latin1'));
      },
    );
  });
}

export function isGitRepository(root: string): boolean {
  return existsSync(path.join(root, '.git'));
}

/** "maria" → "maria <maria@editor>": git wants an address, the editor accounts have none. */
export const authorOf = (name: string) => ({ name, email: `${name}@editor` });

/** The versions whose file lists are kept: a publish compares the live one, the new one and the one before. */
const listsKept = 8;

export function gitVersions(root: string): Versions {
  async function listed(version: string): Promise<FileHashes> {
    const listing = await git(root, ['ls-tree', '-r', '-z', version, '--', ...contentPaths]);
    const map: FileHashes = new Map();
    for (const entry of listing.split('\0')) {
      const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
      if (match) map.set(Buffer.from(match[2], 'latin1').toString('utf8'), match[1]);
    }
    return map;
  }
  // A commit's files never change: its list is read from git once, not again for every file a publish reads in it
  // (a git process each time, which on a site of a thousand entries made most of a publish's own time).
  const lists = new Map<string, Promise<FileHashes>>();
  return {
    kind: 'git',
    head: async () => (await git(root, ['rev-parse', 'HEAD'])).trim(),
    hashes(version) {
      if (!/^[0-9a-f]{40}$/.test(version)) return listed(version);
      let list = lists.get(version);
      if (!list) {
        list = listed(version);
        list.catch(() => lists.delete(version));
        if (lists.size >= listsKept) lists.delete(lists.keys().next().value!);
        lists.set(version, list);
      }
      return list;
    },
    async read(version, file) {
      const hash = (await this.hashes(version)).get(file);
      if (!hash) return undefined;
      // The file as it is in the checkout, when it is that version's (as after a publish records it): no git process.
      const working = path.join(root, file);
      if (existsSync(working)) {
        const bytes = readFileSync(working);
        if (blobHash(bytes) === hash) return bytes;
      }
      return new Promise((resolve, reject) => {
        execFile(
          'git',
          ['cat-file', 'blob', hash],
          { cwd: root, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        );
      });
    },
    async record(author, message) {
      const paths = contentPaths.filter((name) => existsSync(path.join(root, name)));
      const who = authorOf(author);
      // Three steps, each a git process the office waits for: the content staged (while the identity is read), the
      // commit, its id. Whether anything was staged is asked only when the commit found nothing to record.
      const [configured] = await Promise.all([
        git(root, ['config', 'user.name']).catch(() => ''),
        git(root, ['add', '-A', '--', ...paths]),
      ]);
      const env: NodeJS.ProcessEnv = { GIT_AUTHOR_NAME: who.name, GIT_AUTHOR_EMAIL: who.email };
      // The server's own git identity commits when it has one; otherwise the editor is the committer as well.
      if (!configured.trim()) Object.assign(env, { GIT_COMMITTER_NAME: who.name, GIT_COMMITTER_EMAIL: who.email });
      try {
        // Only the content: anything else changed in the checkout stays out of the commit.
        await git(root, ['commit', '-q', '--no-verify', '-m', message, '--', ...paths], env);
      } catch (error) {
        const nothingStaged = await git(root, ['diff', '--cached', '--quiet', '--', ...paths]).then(
          () => true,
          () => false,
        );
        if (nothingStaged) return undefined;
        throw error;
      }
      return this.head();
    },
  };
}

/** Numbered copies of the content under `dir` (0001, 0002 …), each with a meta.json of who and why. */
export function snapshotVersions(root: string, dir: string): Versions {
  const numbers = () => (existsSync(dir) ? readdirSync(dir) : []).filter((name) => /^\d{4,}$/.test(name)).sort();
  const versions: Versions = {
    kind: 'snapshots',
    async head() {
      const all = numbers();
      if (all.length === 0) return (await versions.record('', 'The content when publishing started')) ?? '';
      return all[all.length - 1];
    },
    async hashes(version) {
      return workingHashes(path.join(dir, version));
    },
    async read(version, file) {
      const absolute = path.join(dir, version, file);
      return existsSync(absolute) ? readFileSync(absolute) : undefined;
    },
    async record(author, message) {
      const all = numbers();
      const last = all[all.length - 1];
      if (last !== undefined) {
        const before = workingHashes(path.join(dir, last));
        const now = workingHashes(root);
        if (before.size === now.size && [...now].every(([file, hash]) => before.get(file) === hash)) return undefined;
      }
      const next = String((last === undefined ? 0 : Number(last)) + 1).padStart(4, '0');
      // Copied beside, then renamed: a snapshot folder is either complete or absent.
      mkdirSync(dir, { recursive: true });
      const partial = path.join(dir, `.partial-${next}`);
      rmSync(partial, { recursive: true, force: true });
      for (const file of contentFileList(root)) cpSync(path.join(root, file), path.join(partial, file));
      mkdirSync(partial, { recursive: true });
      const meta = { author, message, at: new Date().toISOString() };
      writeFileSync(path.join(partial, '.meta.json'), JSON.stringify(meta));
      renameSync(partial, path.join(dir, next));
      return next;
    },
  };
  return versions;
}
