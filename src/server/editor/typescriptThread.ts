/**
 * A thread of its own for a TypeScript module of this folder (the draft checker, the HEIC reader): one entry file,
 * typescriptThread.mjs, loads TypeScript in the thread and then runs the module named here.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Starts `module` (a file URL, `new URL('./x.ts', import.meta.url)`) in a new thread with these options. */
export function typescriptThread(module: URL, options: Omit<WorkerOptions, 'workerData'>): Worker {
  return new Worker(new URL('./typescriptThread.mjs', import.meta.url), {
    ...options,
    workerData: { module: module.href },
  });
}
