/**
 * A working copy of the project in another folder, for commands and tests that build or publish without touching
 * the checkout: the files git tracks (and new ones it does not ignore), as they are in the working tree, without
 * tests/, docs/ (unless asked for: what a fresh clone has) and output folders; node_modules linked, not copied.
 *
 * With `ownCaches`, node_modules is a folder of links to the project's packages instead, without the caches in it
 * (.cache, .vite): the copy's check, build and picture caches start empty, and nothing the copy does changes the
 * project's.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../content/projectFiles.ts';

/** What .gitignore leaves out (dependencies, outputs, data, logs), for a project that is not a git checkout. */
const ignored = /^(\.git|node_modules|dist|data|screenshots|reports|\.stryker-tmp)$|\.log$/;

/**
 * The project's files, relative to it: those git tracks and the new ones it does not ignore; in a project without
 * git (itself a copy, as tests make), every file but what .gitignore leaves out.
 */
function projectFileList(): string[] {
  if (existsSync(path.join(projectRoot, '.git'))) {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: projectRoot,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  }
  const walk = (folder: string): string[] =>
    readdirSync(path.join(projectRoot, folder), { withFileTypes: true })
      .filter((entry) => !(folder === '' ? ignored : /\.log$/).test(entry.name))
      .flatMap((entry) => {
        const relative = folder ? `${folder}/${entry.name}` : entry.name;
        return entry.isDirectory() ? walk(relative) : [relative];
      });
  return walk('');
}

export function copyProjectInto(target: string, { testsAndDocs = false, ownCaches = false } = {}): void {
  const leftOut = testsAndDocs ? /^(screenshots|reports)\// : /^(tests|docs|screenshots|reports)\//;
  mkdirSync(target);
  for (const file of projectFileList().filter((each) => !leftOut.test(each))) {
    try {
      cpSync(path.join(projectRoot, file), path.join(target, file));
    } catch {
      // Deleted in the working tree: not part of the copy.
    }
  }
  const modules = path.join(projectRoot, 'node_modules');
  if (!ownCaches) {
    symlinkSync(modules, path.join(target, 'node_modules'));
    return;
  }
  mkdirSync(path.join(target, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name !== '.cache' && name !== '.vite')
      symlinkSync(path.join(modules, name), path.join(target, 'node_modules', name));
  }
}
