// @vitest-environment node
/**
 * One server per data folder: a second server on the same DATA_DIR refuses to start, in plain words; a lock left
 * by a server that was killed is taken over; `isDataDirInUse` tells a tool (such as a restore) whether a server
 * runs.
 */
import { afterAll, expect, it } from 'vitest';
import { acquireDataDirLock, isDataDirInUse } from '../../src/server/store/dataDirLock';
import { removeDir, startServerProcess, tempDir, writeFakeDist, type ServerProcess } from './helpers';

const dataDir = tempDir('lock-data');
const distDir = writeFakeDist();
const started: ServerProcess[] = [];

afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  removeDir(dataDir);
  removeDir(distDir);
});

it('refuses a second server on the same DATA_DIR, and takes the folder over once the first was killed', async () => {
  const first = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: distDir });
  started.push(first);
  expect(isDataDirInUse(dataDir)).toBe(true);

  const second = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: distDir }).catch(
    (error: { output: string; code: number }) => error,
  );
  expect(second).toMatchObject({ code: 1 });
  expect((second as { output: string }).output).toContain(`Another quote server (process ${first.child.pid}`);
  expect((second as { output: string }).output).toContain(`is already using the data folder ${dataDir}`);

  first.child.kill('SIGKILL');
  await first.exited;
  expect(isDataDirInUse(dataDir)).toBe(false);
  const third = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: distDir });
  started.push(third);
  expect(isDataDirInUse(dataDir)).toBe(true);
  third.child.kill('SIGTERM');
  await third.exited;
  expect(isDataDirInUse(dataDir)).toBe(false);
}, 30_000);

it('lets the folder go when released, within one process too', () => {
  const folder = tempDir('lock-inprocess');
  try {
    expect(isDataDirInUse(folder)).toBe(false);
    const lock = acquireDataDirLock(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(/already using the data folder/);
    lock.release();
    acquireDataDirLock(folder).release();
  } finally {
    removeDir(folder);
  }
});
