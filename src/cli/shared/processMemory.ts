/**
 * A command's time and the memory it holds at most, with every process it starts (a build is a tree: the tsx
 * launcher, Node with the build, the helpers they spawn). Read from Linux's /proc while the command runs:
 * - the largest process: the kernel's own high-water mark of each (VmHWM), the figure `/usr/bin/time -v` prints;
 * - all processes together: the sum of their resident memory (VmRSS), the most seen at any sample; this is what a
 *   small server must have free.
 * Sampled every `everyMs`: a process that lives shorter than that may be missed, and the sum is a lower bound.
 * Where /proc does not exist, only the time is measured.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface MeasuredRun {
  /** Exit code (null when stopped by a signal). */
  code: number | null;
  ms: number;
  /** What the command printed, both streams interleaved as they came. */
  output: string;
  /** MB; undefined where /proc cannot be read. */
  largestProcessMb?: number;
  allProcessesMb?: number;
}

const kilobytesIn = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);

/** Every process below `root` (its children, theirs, …), from each process's parent in /proc/<pid>/stat. */
function descendantsOf(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (in brackets) may hold spaces: the fields that follow start after its last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended while being read.
    }
  }
  const found: number[] = [];
  let generation = [root];
  while (generation.length) {
    generation = [...parentOf].filter(([, parent]) => generation.includes(parent)).map(([pid]) => pid);
    found.push(...generation);
  }
  return found;
}

function statusOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
}

/** Runs `command` with `args` and measures it as described above. */
export function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; everyMs?: number },
): Promise<MeasuredRun> {
  const canRead = existsSync('/proc/self/status');
  const highWaterKb = new Map<number, number>();
  let mostTogetherKb = 0;
  let output = '';
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const sample = () => {
    if (!canRead || !child.pid) return;
    let togetherKb = 0;
    for (const pid of [child.pid, ...descendantsOf(child.pid)]) {
      const status = statusOf(pid);
      if (!status) continue;
      togetherKb += kilobytesIn(status, 'VmRSS');
      highWaterKb.set(pid, Math.max(highWaterKb.get(pid) ?? 0, kilobytesIn(status, 'VmHWM')));
    }
    mostTogetherKb = Math.max(mostTogetherKb, togetherKb);
  };
  const timer = setInterval(sample, options.everyMs ?? 50);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const ms = performance.now() - started;
      const megabytes = (kb: number) => Math.round(kb / 1024);
      resolve({
        code,
        ms,
        output,
        ...(canRead && highWaterKb.size
          ? {
              largestProcessMb: megabytes(Math.max(...highWaterKb.values())),
              allProcessesMb: megabytes(mostTogetherKb),
            }
          : {}),
      });
    });
  });
}
