/**
 * The site as it would be after publishing: the working files (everything saved) built into a folder of its own by
 * the publisher's own build (publish/siteBuild.ts: a child process at low priority, within its memory and time
 * limits), starting from the live build so that only the changed pages are rendered and the rest are hard links.
 *
 * A build is kept under the fingerprint of what it was made from (each working file's path, size and time, and the
 * live build), so a preview is built once per saved state, not once per visit. One build at a time; a visit that
 * asks for a state being built waits for it. It runs inside the publisher's write gate, so no save changes the files
 * under it and no publish records while it reads them; during a publish a preview asks to be reloaded in a moment.
 * The newest two builds are kept (a page opened just before a save still finds its pictures), the rest removed.
 */
import { createHash } from 'node:crypto';
import { type Dirent, existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/httpError.ts';
import type { WriteGate } from '../http/routeTable.ts';
import { createSiteBuilder, type SiteBuilder } from '../publish/siteBuild.ts';

export interface PreviewBuilds {
  /** The folder of the working files' build as they are now: built first when they changed since the last one. */
  current(): Promise<string>;
  /** Ends the build's process. */
  close(): void;
}

export interface PreviewBuildOptions {
  /** The project: its working files are built, by its own build code. */
  root: string;
  /** Builds go under DATA_DIR/preview-links/builds/. */
  dataDir: string;
  /** The build visitors see, which a preview starts from. */
  liveDir: () => string;
  writeGate?: WriteGate;
  log: (message: string) => void;
  /** Longest build before it is stopped. Default 3 minutes. */
  timeoutMs?: number;
  builder?: SiteBuilder;
}

/** The folders and files whose changes a publish would put live. */
const workingPlaces = ['site.yaml', 'pages', 'collections', 'public'];

/** Each working file's path, size and time, and the live build's folder, as one short hash. */
export function workingFilesFingerprint(root: string, liveDir: string): string {
  const hash = createHash('sha256').update(liveDir);
  const visit = (relative: string) => {
    const absolute = path.join(root, relative);
    let entries: Dirent[];
    try {
      const info = statSync(absolute);
      if (!info.isDirectory()) {
        hash.update(`\n${relative}\t${info.size}\t${info.mtimeMs}`);
        return;
      }
      entries = readdirSync(absolute, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name)))
      if (entry.isDirectory() || entry.isFile()) visit(`${relative}/${entry.name}`);
  };
  for (const place of workingPlaces) visit(place);
  return hash.digest('hex').slice(0, 24);
}

export const previewUnavailable = 'The preview is being made ready: reload the page in a few seconds.';

export function createPreviewBuilds(options: PreviewBuildOptions): PreviewBuilds {
  const buildsDir = path.join(options.dataDir, 'preview-links', 'builds');
  const builder = options.builder ?? createSiteBuilder(options.root, { keepWarmMs: 5 * 60_000 });
  /** The finished builds by fingerprint, the newest last. */
  const finished: string[] = [];
  let building: { fingerprint: string; done: Promise<string> } | undefined;
  // The builds of an earlier run of the server are not known to this one: removed before the first is made.
  const cleared = rm(buildsDir, { recursive: true, force: true });

  const dirOf = (fingerprint: string) => path.join(buildsDir, fingerprint);

  async function tidy() {
    while (finished.length > 2) await rm(dirOf(finished.shift()!), { recursive: true, force: true });
  }

  async function build(fingerprint: string): Promise<string> {
    const dir = dirOf(fingerprint);
    let endWrite: (() => void) | undefined;
    try {
      endWrite = options.writeGate?.startWrite();
    } catch {
      throw new HttpError(503, previewUnavailable, { 'Retry-After': '5' });
    }
    try {
      await cleared;
      await rm(dir, { recursive: true, force: true });
      const started = builder.build(dir, {
        timeoutMs: options.timeoutMs ?? 3 * 60_000,
        started: () => undefined,
        from: options.liveDir(),
      });
      await started.done;
    } catch (error) {
      options.log(
        `Preview links: the saved site could not be built: ${error instanceof Error ? error.message : error}`,
      );
      await rm(dir, { recursive: true, force: true });
      throw new HttpError(503, 'The preview could not be made: the editor’s office has been told.');
    } finally {
      endWrite?.();
    }
    finished.push(fingerprint);
    await tidy();
    return dir;
  }

  async function current(): Promise<string> {
    // A build under way for another state finishes first: one build at a time.
    while (building) {
      const under = building;
      const dir = await under.done.catch(() => undefined);
      if (dir && under.fingerprint === workingFilesFingerprint(options.root, options.liveDir())) return dir;
    }
    const fingerprint = workingFilesFingerprint(options.root, options.liveDir());
    if (finished.includes(fingerprint) && existsSync(dirOf(fingerprint))) return dirOf(fingerprint);
    const done = build(fingerprint);
    building = { fingerprint, done };
    try {
      return await done;
    } finally {
      if (building?.done === done) building = undefined;
    }
  }

  return { current, close: () => builder.close() };
}
