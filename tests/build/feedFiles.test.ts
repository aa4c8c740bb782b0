// @vitest-environment node
/**
 * The feeds in a build's output (src/prerender/prerender.ts, buildRecord.ts), on a hand-made site of two
 * collections: every build writes them beside sitemap.xml, and what an entry's page and every head show of the
 * collections is in the fingerprints, so a changed entry is built again and a changed feed builds every page.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/model';
import { buildRecordOf, pageFingerprints, readBuildRecord } from '../../src/prerender/buildRecord';
import { atomFeed } from '../../src/prerender/feeds';
import { type Renderer, writeSiteFiles } from '../../src/prerender/prerender';
import { collectionsContent, news, projects } from './collectionsContent';

let base: string;
/** An empty project: nothing of the code to fingerprint, so the fingerprints are those of the content alone. */
let root: string;
const renderer: Renderer = {
  renderPage: async () => ({ html: '', styleTags: '', islands: {} }),
  template: '<html><head><!--app-head--></head><body><!--app-html--></body></html>',
  imageManifest: {},
  fontFacesStyleTag: '',
};

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'feed-files-'));
  root = path.join(base, 'project');
  mkdirSync(root);
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function writeBuild(name: string, content: SiteContent): Promise<string> {
  const dist = path.join(base, name);
  await writeSiteFiles(dist, renderer, content, buildRecordOf(root, content, false));
  return dist;
}

describe('the files of a build', () => {
  it('hold each feed at its route, beside the sitemap and the record', async () => {
    const content = collectionsContent();
    const dist = await writeBuild('full', content);
    expect(readFileSync(path.join(dist, 'news/feed.xml'), 'utf8')).toBe(atomFeed(news, content.site));
    expect(existsSync(path.join(dist, 'projects/feed.xml'))).toBe(false);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain('<lastmod>2026-04-20</lastmod>');
    expect(readBuildRecord(dist)?.pages['/news/winter-hours']).toBeDefined();
  });
});

describe('the fingerprints of a build with collections', () => {
  const content = collectionsContent();

  it("change an entry's page when its entry changes, though its page's data does not", () => {
    const changed = collectionsContent([
      {
        ...news,
        entries: news.entries.map((entry, index) => (index === 0 ? { ...entry, updated: '2026-05-01' } : entry)),
      },
      projects,
    ]);
    const [before, after] = [pageFingerprints(content), pageFingerprints(changed)];
    expect(after['/news/winter-hours']).not.toBe(before['/news/winter-hours']);
    expect(after['/news/new-van']).toBe(before['/news/new-van']);
    expect(after['/']).toBe(before['/']);
  });

  it("change an entry's page when its collection's kind changes", () => {
    const changed = collectionsContent([news, { ...projects, kind: 'Article' }]);
    expect(pageFingerprints(changed)['/projects/harbour-house']).not.toBe(
      pageFingerprints(content)['/projects/harbour-house'],
    );
  });

  it('change every page when a feed is declared, renamed or taken away, since every head links it', () => {
    const renamed = collectionsContent([{ ...news, feed: { ...news.feed!, title: 'Other News' } }, projects]);
    const without = collectionsContent([{ ...news, feed: undefined }, projects]);
    const renderers = [content, renamed, without].map((each) => buildRecordOf(root, each, false).renderer);
    expect(new Set(renderers).size).toBe(3);
  });
});
