/**
 * A working copy of the project in another folder, for commands and tests that build or publish without touching
 * the checkout: the files git tracks (and new ones it does not ignore), as they are in the working tree, without
 * tests/, docs/ (unless asked for: what a fresh clone has) and output folders; node_modules linked, not copied.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../content/projectFiles.ts';

export function copyProjectInto(target: string, { testsAndDocs = false } = {}): void {
  const leftOut = testsAndDocs ? /^(screenshots|reports)\// : /^(tests|docs|screenshots|reports)\//;
  mkdirSync(target);
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !leftOut.test(file));
  for (const file of files) {
    try {
      cpSync(path.join(projectRoot, file), path.join(target, file));
    } catch {
      // Deleted in the working tree: not part of the copy.
    }
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(target, 'node_modules'));
}
