/**
 * What a build was made of, written beside its output (`.site-build.json`, a dotfile: never served), so that the
 * next build can start from it and render only the pages that changed (src/prerender/changedPages.ts).
 *
 * A page's HTML is made of two things: what every page shares (the code, the blocks and their schemas, site.yaml,
 * the pictures and the list of them, index.html and the bundles built from all that, the feeds every head links to)
 * and the page's own data (for an entry's page, its entry too: its head describes it). The first is one
 * fingerprint, `renderer`: the same fingerprint means the same bundles, the same server renderer and the same
 * pictures. The second is one fingerprint per route. No block reads another page's data (the app looks up only the
 * page being rendered), so a page whose own fingerprint is unchanged has unchanged HTML.
 */
import { createHash } from 'node:crypto';
import { type BigIntStats, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { collectImages } from '../content/contentWalk.ts';
import type { SiteContent } from '../content/model.ts';
import { entryPagesOf } from './entryPages.ts';
import { collectionsWithFeeds } from './feeds.ts';

export const buildRecordFile = '.site-build.json';

export interface BuildRecord {
  /** The fingerprint of everything every page shares (see above). */
  renderer: string;
  /** Each route's fingerprint of its own data. */
  pages: Record<string, string>;
  /** Whether the output holds the editor at /edit (dist/.editor/). */
  editor: boolean;
}

/**
 * What the build reads besides pages/: the whole of src/ and not just what the bundles import, since telling them
 * apart would be one more thing to keep right; a change to the server's code costs one full build, nothing more.
 */
const sharedSources = [
  'index.html',
  'site.yaml',
  'schema',
  'blocks',
  'public',
  'src',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const fingerprint = () => createHash('sha256');

/**
 * Each shared file's digest, by its path, with what its stat said when it was read: a process that builds again and
 * again (the publisher's, src/cli/shared/buildWorker.ts) reads again only a file whose change time, size or inode
 * moved, not the 650 files of the code and public/ at every publish. Bounded by the project's own files.
 */
const digests = new Map<string, { stamp: string; digest: Buffer }>();

function digestOf(full: string, stats: BigIntStats): Buffer {
  const stamp = `${stats.mtimeNs}:${stats.ctimeNs}:${stats.size}:${stats.ino}`;
  const known = digests.get(full);
  if (known?.stamp === stamp) return known.digest;
  const digest = createHash('sha256').update(readFileSync(full)).digest();
  digests.set(full, { stamp, digest });
  return digest;
}

/** The fingerprint of the code, site.yaml and public/ as they are in `root`, and of the pictures `content` names. */
export function rendererFingerprint(root: string, content: SiteContent): string {
  const hash = fingerprint();
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    const stats = statSync(full, { bigint: true, throwIfNoEntry: false });
    if (!stats) return;
    // Folders in a fixed order, so the same files give the same fingerprint on every machine.
    if (stats.isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(`${relative}/${name}`);
      return;
    }
    hash.update(`${relative}\0`).update(digestOf(full, stats)).update('\0');
  };
  sharedSources.forEach(visit);
  // The pictures a build encodes are the ones the content names, pages included.
  const pictures = [...new Set(collectImages(content).map((image) => image.value))].sort();
  hash.update(JSON.stringify(pictures));
  // Every page's head links each feed by its title and address; a feed declared, renamed or taken away is also why
  // a build from an earlier one never has a feed of that build to take away.
  hash.update(JSON.stringify(collectionsWithFeeds(content.collections).map(({ feed }) => feed)));
  return hash.digest('hex').slice(0, 32);
}

/** Each route's fingerprint of its own data: its page's, and for an entry's page its entry's and the entry's kind. */
export function pageFingerprints(content: SiteContent): Record<string, string> {
  const entries = entryPagesOf(content.collections);
  return Object.fromEntries(
    content.pages.map((page) => {
      const hash = fingerprint().update(JSON.stringify(page));
      const entry = entries.get(page.route);
      if (entry) hash.update('\0').update(JSON.stringify(entry));
      return [page.route, hash.digest('hex').slice(0, 32)];
    }),
  );
}

export function buildRecordOf(root: string, content: SiteContent, editor: boolean): BuildRecord {
  return { renderer: rendererFingerprint(root, content), pages: pageFingerprints(content), editor };
}

/** The record of the build in `dir`; undefined for a folder without one (built before records were written). */
export function readBuildRecord(dir: string): BuildRecord | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, buildRecordFile), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}
