/**
 * A process of its own for a TypeScript module of this folder, for work whose failure must not reach the server's
 * own process: V8 ends a whole process when its heap is full, and a thread's memory limit does not always stop that
 * from spreading to the process that started it. A child process is held to its memory by V8's own flag, and when it
 * dies the server only sees it exit.
 *
 * Its standard input takes the jobs; answers come back on a pipe of their own (file descriptor 3), so that nothing a
 * loaded module prints can be taken for one; what it writes to standard error is kept for the log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childEnvironment } from '../config.ts';

/** File descriptor of the answers' pipe in the child. */
export const answerPipe = 3;

/** Starts `module` (a file URL, `new URL('./x.ts', import.meta.url)`) with at most `memoryMb` of JavaScript heap. */
export function typescriptProcess(module: URL, options: { memoryMb: number }): ChildProcess {
  // The server's own options (a test runner's loader, an inspector) are not the child's.
  const env = childEnvironment(['NODE_OPTIONS']);
  // tsx by its full address: the server may run from another folder than the project's (CONTENT_DIR, a service).
  const typescript = import.meta.resolve('tsx');
  return spawn(
    process.execPath,
    [`--max-old-space-size=${options.memoryMb}`, '--import', typescript, fileURLToPath(module)],
    { env, stdio: ['pipe', 'ignore', 'pipe', 'pipe'] },
  );
}
