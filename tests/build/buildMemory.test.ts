// @vitest-environment node
/**
 * The build's memory: a small server (docs/deploy.md) builds the site on every publish, so the build is held to
 * 400 MB in its largest process. Built as a publish builds (`--site-only`, with the publisher's memory limit), on a
 * copy of the project with the minimal fixture site as its content and caches of its own, so its one picture is
 * encoded every time (the encoder is the build's largest step when it has work). Measured from /proc: Linux only.
 * Measured here at 260–310 MB; the same build in one process, as it was, held 550 MB.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';
import { runMeasured } from '../../src/cli/shared/processMemory';
import { buildMemoryMb } from '../../src/server/publish/siteBuild';

const fixture = path.join(__dirname, '../fixtures/minimal-site');
let base: string;
let root: string;

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'build-memory-'));
  root = path.join(base, 'project');
  copyProjectInto(root, { ownCaches: true });
  // The fixture's content in place of the project's: it has no collections.
  for (const part of ['site.yaml', 'pages', 'collections', 'public']) {
    rmSync(path.join(root, part), { recursive: true, force: true });
    if (existsSync(path.join(fixture, part)))
      cpSync(path.join(fixture, part), path.join(root, part), { recursive: true });
  }
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe.runIf(existsSync('/proc/self/status'))('the memory of a build', () => {
  it('stays within 400 MB in its largest process, pictures encoded', async () => {
    const args = [`--max-old-space-size=${buildMemoryMb}`, '--import', 'tsx', 'src/cli/build.ts', '--site-only'];
    const run = await runMeasured(process.execPath, [...args, '--out-dir', path.join(base, 'site')], { cwd: root });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/1 pictures → 12 files in dist\/img .*12 encoded/);
    expect(run.output).toMatch(/Built 3 pages/);
    expect(run.largestProcessMb).toBeLessThanOrEqual(400);
  }, 60_000);
});
