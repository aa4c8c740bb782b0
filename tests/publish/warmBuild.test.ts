/**
 * The build's process a publish uses, kept between publishes (src/server/publish/siteBuild.ts): the second publish
 * builds in the same process as the first, the new page is there, a build over its time limit is stopped and the
 * next one starts afresh, and the process ends when nobody publishes for a while, when the server stops, and at once
 * when it is not to be kept. A build of changed pages says which files it wrote (the server reads those alone): exactly
 * the files it does not share with the build it started from. A process prepared while the content has a mistake still
 * builds the content once it is mended.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../src/server/publish/publisher';
import { createSiteBuilder } from '../../src/server/publish/siteBuild';
import { createPublishProject, type PublishProject } from './publishProject';

let project: PublishProject;

beforeAll(() => {
  project = createPublishProject({ name: 'maria', password: 'gutters and downspouts 42' }, { git: false });
}, 240_000);
afterAll(() => project?.remove());

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once the process `pid` has ended; a process that never ends fails the test by its time limit. */
async function ended(pid: number) {
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

function changeAboutHeading(heading: string) {
  const file = path.join(project.root, 'pages/about.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {4}heading: .*$/m, `    heading: "${heading}"`));
}

/** The build processes this test's process has started and that still run (read from /proc: Linux). */
function buildProcesses(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
        return Number(parent) === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('buildWorker');
      } catch {
        return false; // ended while being read
      }
    })
    .map(Number);
}

const builtHtml = (dir: string) => readFileSync(path.join(dir, 'about/index.html'), 'utf8');

/** Every file of a build, by its path with forward slashes, with the file on disk it is (device and inode). */
function filesOnDisk(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = statSync(file);
    files.set(path.relative(dir, file).split(path.sep).join('/'), `${info.dev}:${info.ino}`);
  }
  return files;
}

describe('the build’s process kept between publishes', () => {
  it('builds the next publish in the same process, with the new words', async () => {
    const builder = createSiteBuilder(project.root, { keepWarmMs: 60_000 });
    const pids: number[] = [];
    const started = (pid: number) => pids.push(pid);
    const first = path.join(project.root, '..', 'warm-1');
    const second = path.join(project.root, '..', 'warm-2');
    try {
      changeAboutHeading('Heading of the first publish');
      await builder.build(first, { timeoutMs: 120_000, started, from: path.join(project.root, 'dist') }).done;
      changeAboutHeading('Heading of the second publish');
      const changes = await builder.build(second, { timeoutMs: 120_000, started, from: first }).done;
      const [before, after] = [filesOnDisk(first), filesOnDisk(second)];
      expect(changes?.from).toBe(first);
      expect([...changes!.written].sort()).toEqual(
        [...after.keys()].filter((file) => after.get(file) !== before.get(file)).sort(),
      );
      expect(changes!.written).toContain('about/index.html');
      expect(changes!.removed).toEqual([...before.keys()].filter((file) => !after.has(file)));
      expect(builtHtml(first)).toContain('Heading of the first publish');
      expect(builtHtml(second)).toContain('Heading of the second publish');
      expect(pids).toHaveLength(2);
      expect(pids[1]).toBe(pids[0]);
      expect(alive(pids[0])).toBe(true);
    } finally {
      builder.close();
    }
    await ended(pids[0]);
  }, 180_000);

  it('prepared while a page has a mistake, builds that page once it is mended, in the process it prepared', async () => {
    const builder = createSiteBuilder(project.root, { keepWarmMs: 60_000 });
    const about = path.join(project.root, 'pages/about.yaml');
    const saved = readFileSync(about, 'utf8');
    const dir = path.join(project.root, '..', 'warm-mended');
    const pids: number[] = [];
    try {
      // The office is in the middle of an edit when the process starts: its first check of the content fails.
      writeFileSync(about, saved.replace(/^route: .*$/m, 'route: [unclosed'));
      const prepared = await builder.prepare();
      writeFileSync(about, saved);
      changeAboutHeading('Heading once the mistake is mended');
      await builder.build(dir, {
        timeoutMs: 120_000,
        started: (pid) => pids.push(pid),
        from: path.join(project.root, 'dist'),
      }).done;
      expect(builtHtml(dir)).toContain('Heading once the mistake is mended');
      expect(prepared).toBeDefined();
      expect(pids).toEqual([prepared]);
    } finally {
      builder.close();
      writeFileSync(about, saved);
    }
    await ended(pids[0]);
  }, 180_000);

  it('starts when someone opens Publish or the history, so that the publish or undo that follows finds it ready', async () => {
    for (const look of ['changes', 'history'] as const) {
      const publisher = createPublisher({
        root: project.root,
        dataDir: mkdtempSync(path.join(tmpdir(), 'warm-publisher-')),
        initialDir: path.join(project.root, 'dist'),
        swap: async () => undefined,
        keepBuildWarmMs: 60_000,
        log: () => undefined,
      });
      // Another test of this process may have left one running: only the ones started from here on count.
      const before = new Set(buildProcesses());
      const started = () => buildProcesses().filter((pid) => !before.has(pid));
      let pids: number[] = [];
      try {
        await publisher[look]();
        while (started().length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        pids = started();
        expect(pids, look).toHaveLength(1);
      } finally {
        publisher.close();
      }
      await Promise.all(pids.map(ended));
    }
  }, 180_000);

  it('stops a build over its time limit, says so, and starts the next in a new process', async () => {
    const builder = createSiteBuilder(project.root, { keepWarmMs: 60_000 });
    const pids: number[] = [];
    const started = (pid: number) => pids.push(pid);
    const dir = path.join(project.root, '..', 'warm-slow');
    try {
      const slow = builder.build(dir, { timeoutMs: 1, started, from: path.join(project.root, 'dist') });
      await expect(slow.done).rejects.toThrow(/The build was stopped \(SIGKILL\)/);
      rmSync(dir, { recursive: true, force: true });
      await builder.build(dir, { timeoutMs: 120_000, started, from: path.join(project.root, 'dist') }).done;
      expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
      expect(pids[1]).not.toBe(pids[0]);
      expect(alive(pids[0])).toBe(false);
    } finally {
      builder.close();
    }
  }, 180_000);

  it('ends the process after a build when it is not to be kept, and after the waiting time when it is', async () => {
    for (const keepWarmMs of [0, 300]) {
      const builder = createSiteBuilder(project.root, { keepWarmMs });
      let pid = 0;
      const dir = path.join(project.root, '..', `warm-ends-${keepWarmMs}`);
      await builder.build(dir, {
        timeoutMs: 120_000,
        started: (started) => {
          pid = started;
        },
        from: path.join(project.root, 'dist'),
      }).done;
      await ended(pid);
      expect(alive(pid)).toBe(false);
    }
  }, 180_000);
});
