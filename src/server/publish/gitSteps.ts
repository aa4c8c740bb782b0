/**
 * The git steps of a publish besides the commit: pull (rebase) before building and push after with
 * PUBLISH_PUSH=1, taking a publish's own commit back when it does not go live, and putting the repository back
 * in order after a server was killed in the middle (no rebase half done, no stale lock). Never a force push.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PublishRefused } from './publishTypes.ts';
import { tailOf } from './siteBuild.ts';
import { git, GitFailed, type Versions } from './versions.ts';

const rebaseUnderWay = (root: string) =>
  existsSync(path.join(root, '.git', 'rebase-merge')) || existsSync(path.join(root, '.git', 'rebase-apply'));

/** Undoes `commit` (the changes stay in the files, waiting), when it is still the newest. */
export async function takeBackCommit(root: string, versions: Versions, commit: string | undefined) {
  if (versions.kind !== 'git' || !commit) return;
  if ((await versions.head()) === commit) await git(root, ['reset', '-q', '--mixed', 'HEAD~1']);
}

/** Brings in what was pushed elsewhere; on a conflict, leaves everything as it was and says which files. */
export async function pullFirst(root: string, versions: Versions, commit: string | undefined) {
  try {
    await git(root, ['pull', '--rebase', '--no-edit', '-q']);
  } catch (error) {
    const output = error instanceof GitFailed ? error.output : String(error);
    const conflicted = await git(root, ['diff', '--name-only', '--diff-filter=U']).catch(() => '');
    if (rebaseUnderWay(root)) await git(root, ['rebase', '--abort']);
    await takeBackCommit(root, versions, commit);
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

/** Pushes what was published; undefined when it went, otherwise what to tell the editor. */
export async function pushAfter(root: string): Promise<string | undefined> {
  try {
    await git(root, ['push', '-q', 'origin', 'HEAD']);
    return undefined;
  } catch (error) {
    return (
      'Published, but not yet copied to the shared repository (it will be with the next publish). Git said: ' +
      tailOf(error instanceof GitFailed ? error.output : String(error), 5)
    );
  }
}

/**
 * After a server was killed while publishing: no lock, no rebase half done, and the dead publish's commit (never
 * live) taken back so its changes wait again, as after a failed build.
 */
export async function recoverGit(
  root: string,
  versions: Versions,
  left: { author: string; description: string; commit?: string },
  liveVersion: string,
  log: (message: string) => void,
) {
  if (versions.kind !== 'git') return;
  // Only the server runs git in this checkout while it publishes: a lock left now is the dead publish's.
  rmSync(path.join(root, '.git', 'index.lock'), { force: true });
  if (rebaseUnderWay(root)) {
    await git(root, ['rebase', '--abort']).catch((error: GitFailed) =>
      log(`Publish: could not stop the rebase: ${error.output}`),
    );
  }
  // Known by its author and message (the stop may have come between the commit and writing it down), and never
  // once it was pushed.
  const head = await versions.head().catch(() => '');
  if (!head || head === liveVersion) return;
  const [author, subject] = (await git(root, ['log', '-1', '--format=%an%n%s'])).split('\n');
  const pushed = (await git(root, ['branch', '-r', '--contains', 'HEAD']).catch(() => '')).trim();
  const ours = head === left.commit || (author === left.author && subject === left.description);
  if (ours && !pushed) await git(root, ['reset', '-q', '--mixed', 'HEAD~1']);
}
