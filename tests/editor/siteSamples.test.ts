// @vitest-environment node
/**
 * A block added before the editor's first check has answered still gets a picture the site has: the list of pages
 * carries the site's sharing picture, read from site.yaml (src/server/editor/siteOutline.ts, src/editor/siteSamples.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { siteSamples } from '../../src/editor/siteSamples';

const site = path.join(__dirname, '../fixtures/second-site');

describe('the sample picture for a new block', () => {
  it('is a picture of the site before any check has answered', () => {
    const { picture } = siteSamples(siteOutline(site), undefined);
    expect(picture).toMatch(/^\/images\//);
    expect(existsSync(path.join(site, 'public', picture!))).toBe(true);
  });
});
