// @vitest-environment node
/**
 * How the scale bench and the build's memory test measure a command: its time, its output, and the memory it and the
 * processes it starts hold at most (from /proc, on Linux).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runMeasured } from '../../src/cli/shared/processMemory';

/** A Node script that holds `mb` megabytes (written, so resident) for 400 ms, then prints `said`. */
const holding = (mb: number, said = '') =>
  `const held = Buffer.alloc(${mb} * 1024 * 1024, 1); setTimeout(() => console.log(${JSON.stringify(said)}, held.length), 400);`;

describe.runIf(existsSync('/proc/self/status'))('a measured command', () => {
  it('reports its exit code, its output and the memory its process held at most', async () => {
    const run = await runMeasured(process.execPath, ['-e', holding(150, 'done')], { cwd: process.cwd() });
    expect(run.code).toBe(0);
    expect(run.output).toContain('done');
    expect(run.ms).toBeGreaterThan(400);
    expect(run.largestProcessMb).toBeGreaterThanOrEqual(150);
    expect(run.largestProcessMb).toBeLessThan(300);
  });

  it('counts the processes the command starts, together and the largest on its own', async () => {
    const parent = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', ${JSON.stringify(holding(150))}], { stdio: 'inherit' });
      const held = Buffer.alloc(100 * 1024 * 1024, 1);
      child.on('exit', () => console.log(held.length));`;
    const run = await runMeasured(process.execPath, ['-e', parent], { cwd: process.cwd() });
    expect(run.code).toBe(0);
    expect(run.largestProcessMb).toBeGreaterThanOrEqual(150);
    expect(run.largestProcessMb).toBeLessThan(250);
    expect(run.allProcessesMb).toBeGreaterThanOrEqual(250);
  });

  it('reports a failing command by its exit code', async () => {
    const run = await runMeasured(process.execPath, ['-e', 'console.error("broken"); process.exit(3)'], {
      cwd: process.cwd(),
    });
    expect(run.code).toBe(3);
    expect(run.output).toContain('broken');
  });
});
