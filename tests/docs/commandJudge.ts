/**
 * What the judge of a documented command gets (the command line, the copy of the project, ways to run it), and the
 * check most judges make: that the command succeeded, with what it printed when it did not.
 */
import { expect } from 'vitest';
import type { CommandResult, RunningServer } from './projectCopy';

export interface JudgeContext {
  /** The command line exactly as the docs show it. */
  command: string;
  /** `pattern` matched against the command line: the parts a judge needs (an address, a file name). */
  match: RegExpExecArray;
  /** The copy of the project the command runs in. */
  dir: string;
  /**
   * Runs the command as written, in the copy; `env` adds variables the docs name (PORT, HOST), `input` is piped to
   * its standard input.
   */
  run(options?: { env?: Record<string, string>; input?: string; timeoutMs?: number }): Promise<CommandResult>;
  /** Starts the command as written and waits until the address it prints (first group of `address`) answers. */
  serve(options: { address: RegExp; env?: Record<string, string>; timeoutMs?: number }): Promise<RunningServer>;
  /** Runs `npm run build` in the copy unless dist/ is already built there. */
  ensureBuilt(): Promise<void>;
}

export interface CommandPromise {
  /** The whole command line, anchored: /^npm run check$/. */
  pattern: RegExp;
  /** What the docs promise, in words (the test's title). */
  promise: string;
  judge: (context: JudgeContext) => Promise<void>;
  timeoutMs?: number;
}

/** Exit code 0, or a failure that shows what the command printed. */
export function expectSuccess(result: CommandResult, command: string) {
  expect(result.code, `${command} exited with ${result.code}:\n${result.stdout}\n${result.stderr}`).toBe(0);
}
