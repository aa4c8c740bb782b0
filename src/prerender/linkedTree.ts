/**
 * The earlier build's files as hard links in a new output folder (changedPages.ts), made on a thread of their own
 * while the build's thread checks the content. On a site of a thousand pages they are some 1,500 folders and 1,800
 * links: made one after the other on the build's thread, a quarter of the build of one new entry (measured in
 * docs/performance.md).
 *
 * The thread's code is plain JavaScript given as text, and the thread starts without the TypeScript loader the
 * build runs with: it needs neither, and starts in milliseconds.
 */
import { Worker } from 'node:worker_threads';

const linkingCode = `
const { copyFileSync, linkSync, mkdirSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { workerData } = require('node:worker_threads');

function linkTree(from, to, leftOut) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (leftOut.includes(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, []);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        // Another file system (a first publish from dist/ into the data folder's disk): copied instead.
        copyFileSync(source, target);
      }
    }
  }
}

linkTree(workerData.from, workerData.to, workerData.leftOut);
`;

/**
 * Starts making `to` of hard links to every file of `from` but those named in `leftOut` (at the top level); the
 * promise settles once every one is made, or with what went wrong.
 */
export function linkTreeAside(from: string, to: string, leftOut: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(linkingCode, { eval: true, execArgv: [], workerData: { from, to, leftOut } });
    let failure: unknown;
    worker.once('error', (error) => (failure = error));
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(failure ?? new Error(`Linking the files of ${from} stopped with exit code ${code}.`));
    });
  });
}
