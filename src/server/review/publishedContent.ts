/**
 * The content as visitors see it: a file's bytes in the version the publisher last made live (its state.json), or,
 * before the first publish, in the newest recorded version, which is what the served site was built from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gitVersions, isGitRepository, snapshotVersions, type Versions } from '../publish/versions.ts';

export type ReadPublished = (file: string) => Promise<Buffer | undefined>;

export function publishedContent(root: string, dataDir: string): ReadPublished {
  const folder = path.join(dataDir, 'publish');
  const versions: Versions = isGitRepository(root)
    ? gitVersions(root)
    : snapshotVersions(root, path.join(folder, 'snapshots'));
  const liveVersion = async () => {
    try {
      const state = JSON.parse(readFileSync(path.join(folder, 'state.json'), 'utf8')) as {
        live?: { version?: string };
      };
      if (state.live?.version) return state.live.version;
    } catch {
      // Nothing published yet.
    }
    return versions.head();
  };
  return async (file) => versions.read(await liveVersion(), file);
}
