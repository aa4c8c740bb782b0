/**
 * The build of a publish, in a child process at low priority (visitors first), into a folder of its own, starting
 * from the build visitors see (`from`: when only pages changed, only they are rendered again), stopped after a time
 * limit and held to a memory limit (the server's own process never does the build's work). A failure carries the
 * last lines of what the build said.
 *
 * The process (src/cli/shared/buildWorker.ts) is kept between publishes for `keepWarmMs`, so a publish minutes after
 * another skips Node's start and the loading of the build's code, most of a one-post publish on a big site. It is
 * started ahead by `prepare` (the office is saving: a publish is likely), ended after that time without builds, by
 * a build that runs over its time limit, by `stop`, and with the server (`close`). While it waits it holds nothing
 * that keeps the server's process from ending.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { BuildAnswer, BuildOrder, WarmUpOrder } from '../../cli/shared/buildWorker.ts';
import type { BuildChanges } from '../../prerender/changedPages.ts';
import { childEnvironment } from '../config.ts';
import { PublishRefused } from './publishTypes.ts';

/** The last lines of a program's output, without colours: what went wrong is at the end. */
export function tailOf(output: string, lines = 25): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain.split('\n').slice(-lines).join('\n');
}

/** How long the server keeps the build's process waiting for the next publish. */
export const serverBuildWarmMs = 15 * 60_000;

/** The build's JavaScript memory: this site's build uses about a quarter of it. */
export const buildMemoryMb = 1024;

export interface SiteBuild {
  /** Resolves when the build is done, with what it changed in the build it started from (none: every file is new). */
  done: Promise<BuildChanges | undefined>;
  /** Stops the build at once (the publish failed for another reason, or the server is tidying up). */
  stop(): void;
}

export interface SiteBuilder {
  build(dir: string, options: { timeoutMs: number; started: (pid: number) => void; from?: string }): SiteBuild;
  /**
   * Starts the build process ahead of a publish, when it is kept warm. Resolves with its process id once it is ready
   * (its code loaded and the content checked once); with nothing when there is nothing to prepare or it ended.
   */
  prepare(): Promise<number | undefined>;
  /** Ends the build process, a build under way included. */
  close(): void;
}

interface BuildProcess {
  child: ChildProcess;
  /** What the build under way has said, its last 20,000 characters. */
  output: string;
  /** Its id once it has warmed up (buildWorker.ts), when asked to; nothing if it ended first. */
  warm?: Promise<number | undefined>;
}

const isBuildAnswer = (message: unknown): message is BuildAnswer =>
  typeof message === 'object' && message !== null && 'built' in message;

/** Whether the process holds the server's event loop open: while it builds, yes; while it waits, no. */
function holdsServer(child: ChildProcess, holds: boolean) {
  for (const handle of [child, child.channel, child.stdout, child.stderr] as ({ ref(): void; unref(): void } | null)[])
    if (holds) handle?.ref();
    else handle?.unref();
}

export function createSiteBuilder(root: string, { keepWarmMs = 0 }: { keepWarmMs?: number } = {}): SiteBuilder {
  const script = path.join(root, 'src/cli/shared/buildWorker.ts');
  let running: BuildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  function end() {
    clearTimeout(idleTimer);
    running?.child.kill('SIGKILL');
    running = undefined;
  }

  function waitIdle() {
    clearTimeout(idleTimer);
    if (!running) return;
    if (keepWarmMs <= 0) return end();
    holdsServer(running.child, false);
    idleTimer = setTimeout(end, keepWarmMs);
    idleTimer.unref();
  }

  function start(): BuildProcess {
    const memory = `--max-old-space-size=${buildMemoryMb}`;
    const child = spawn(process.execPath, [memory, '--import', 'tsx', script], {
      cwd: root,
      env: childEnvironment(['NODE_ENV']),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const started: BuildProcess = { child, output: '' };
    const collect = (chunk: Buffer) => {
      started.output = (started.output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', () => {
      if (running === started) running = undefined;
    });
    // Spawning fails by an event; without a listener it would end the server.
    child.on('error', () => undefined);
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here; the build runs at normal priority.
      }
    }
    return started;
  }

  /** Asks the process to warm up, once; its id when it has. */
  function warmUp(current: BuildProcess): Promise<number | undefined> {
    const { child } = current;
    current.warm ??= new Promise((resolve) => {
      const ready = (message: unknown) => {
        if (isBuildAnswer(message)) return;
        child.off('message', ready);
        resolve(child.pid);
      };
      child.on('message', ready);
      child.once('exit', () => resolve(undefined));
      try {
        child.send({ warmUp: true } satisfies WarmUpOrder);
      } catch {
        resolve(undefined);
      }
    });
    return current.warm;
  }

  function build(dir: string, options: { timeoutMs: number; started: (pid: number) => void; from?: string }) {
    if (!existsSync(script)) {
      const missing = new PublishRefused(`Publishing needs the whole project here: ${script} is missing.`, 500);
      return { done: Promise.reject(missing), stop: () => undefined };
    }
    clearTimeout(idleTimer);
    running ??= start();
    const current = running;
    const { child } = current;
    holdsServer(child, true);
    current.output = '';
    const done = new Promise<BuildChanges | undefined>((resolve, reject) => {
      const timer = setTimeout(end, options.timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        child.off('message', answered);
        child.off('exit', exited);
        child.off('error', failedToStart);
      };
      const failed = (why: string) =>
        new PublishRefused(
          `The site could not be built, so nothing changed for visitors: they still see the site as it was.\n` +
            `${why}\n${tailOf(current.output)}`,
          422,
        );
      const answered = (answer: unknown) => {
        // The process says it is warm before its first answer.
        if (!isBuildAnswer(answer)) return;
        settle();
        waitIdle();
        if (answer.built && existsSync(path.join(dir, 'index.html'))) resolve(answer.changes);
        else reject(failed('What the build said:'));
      };
      const exited = (_code: number | null, signal: NodeJS.Signals | null) => {
        settle();
        reject(failed(signal ? `The build was stopped (${signal}).` : 'What the build said:'));
      };
      const failedToStart = (error: Error) => {
        settle();
        end();
        reject(new PublishRefused(`The build could not start: ${error.message}`, 500));
      };
      child.on('message', answered);
      child.once('exit', exited);
      child.once('error', failedToStart);
      const order: BuildOrder = { distDir: dir, ...(options.from ? { fromDir: options.from } : {}) };
      try {
        child.send(order);
      } catch (error) {
        failedToStart(error instanceof Error ? error : new Error(String(error)));
      }
    });
    if (child.pid) options.started(child.pid);
    return {
      done,
      stop: () => {
        if (running === current) end();
      },
    };
  }

  return {
    build,
    prepare() {
      if (keepWarmMs <= 0 || !existsSync(script)) return Promise.resolve(undefined);
      running ??= start();
      waitIdle();
      return warmUp(running);
    },
    close: end,
  };
}
