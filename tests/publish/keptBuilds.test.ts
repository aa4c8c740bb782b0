/**
 * The builds kept after a publish (src/server/publish/keptBuilds.ts): an old build leaves the kept ones at once, so
 * the publish answers without waiting for thousands of files to be deleted, and the next publish never finds one
 * half deleted; it is deleted after, and what a stopped server left to delete goes at the next removal.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptBuilds } from '../../src/server/publish/keptBuilds';

let base: string;
let buildsDir: string;
const removedDir = () => `${buildsDir}-removed`;

/** A build folder with a page and a few hashed files. */
function fakeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  for (let file = 0; file < 20; file++) writeFileSync(path.join(dir, 'assets', `chunk-${file}.js`), 'x');
}

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'kept-builds-'));
  buildsDir = path.join(base, 'builds');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('the builds kept after a publish', () => {
  it('takes an old build out of the kept ones before it answers, and deletes it after', async () => {
    const builds = keptBuilds(buildsDir, path.join(base, 'dist'), () => undefined);
    for (const id of [1, 2, 3, 4]) fakeBuild(builds.dirOf(id));

    builds.removeAllBut([builds.dirOf(3), builds.dirOf(4)], undefined);
    expect(readdirSync(buildsDir).sort()).toEqual(['publish-00003', 'publish-00004']);

    await builds.removed();
    expect(readdirSync(removedDir())).toEqual([]);
  });

  it('keeps the build being made, even when no publish names it yet', async () => {
    const builds = keptBuilds(buildsDir, path.join(base, 'dist'), () => undefined);
    for (const id of [1, 2]) fakeBuild(builds.dirOf(id));
    builds.removeAllBut([builds.dirOf(1)], builds.dirOf(2));
    await builds.removed();
    expect(readdirSync(buildsDir).sort()).toEqual(['publish-00001', 'publish-00002']);
  });

  it('deletes what a stopped server left to delete, at the next removal', async () => {
    fakeBuild(path.join(removedDir(), 'publish-00001-4242-1'));
    const builds = keptBuilds(buildsDir, path.join(base, 'dist'), () => undefined);
    fakeBuild(builds.dirOf(2));
    builds.removeAllBut([builds.dirOf(2)], undefined);
    await builds.removed();
    expect(existsSync(path.join(removedDir(), 'publish-00001-4242-1'))).toBe(false);
    expect(readdirSync(buildsDir)).toEqual(['publish-00002']);
  });

  it('no longer answers for a hashed file that only a removed build had', async () => {
    const builds = keptBuilds(buildsDir, path.join(base, 'dist'), () => undefined);
    fakeBuild(builds.dirOf(1));
    fakeBuild(builds.dirOf(2));
    writeFileSync(path.join(builds.dirOf(1), 'assets', 'only-in-one.js'), 'old');
    builds.refresh(builds.dirOf(2));
    const asked = (pathname: string) => {
      const answered: number[] = [];
      const response = {
        writeHead: (status: number) => answered.push(status),
        end: () => undefined,
      } as unknown as Parameters<typeof builds.serveEarlierAsset>[1];
      const request = { method: 'HEAD' } as Parameters<typeof builds.serveEarlierAsset>[0];
      return builds.serveEarlierAsset(request, response, pathname) ? answered : 'not answered';
    };
    expect(asked('/assets/only-in-one.js')).toEqual([200]);

    builds.removeAllBut([builds.dirOf(2)], undefined);
    builds.refresh(builds.dirOf(2));
    expect(asked('/assets/only-in-one.js')).toBe('not answered');
    await builds.removed();
  });
});
