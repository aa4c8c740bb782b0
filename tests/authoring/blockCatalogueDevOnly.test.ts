/**
 * The block catalogue is a development page, and the live update a development feature: the production build (the
 * same Vite configuration as npm run build, kept in memory here) holds no trace of them, and the site's routes and
 * sitemap do not name the catalogue.
 */
import path from 'node:path';
import { build, resolveConfig, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/prerender/sitemap';
import { contentUpdateEvent } from '../../src/content/contentUpdate';
import { loadContent } from '../../src/content/loadContent';

const projectRoot = path.resolve(__dirname, '../..');

describe('the production build', () => {
  it('runs without the catalogue plugin, which only the development server has', async () => {
    const configFile = path.join(projectRoot, 'vite.config.ts');
    const names = async (command: 'build' | 'serve') =>
      (await resolveConfig({ configFile, root: projectRoot }, command)).plugins.map((plugin) => plugin.name);
    expect(await names('serve')).toContain('block-catalogue');
    expect(await names('build')).not.toContain('block-catalogue');
  });

  it('has no /_blocks page, no catalogue code and no catalogue in the sitemap', async () => {
    const result = await build({
      configFile: path.join(projectRoot, 'vite.config.ts'),
      root: projectRoot,
      logLevel: 'silent',
      build: { write: false, outDir: path.join(projectRoot, 'node_modules/.cache/catalogue-check') },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const files = outputs.flatMap((output) => output.output);
    expect(files.length).toBeGreaterThan(10);
    expect(files.map((file) => file.fileName).filter((name) => /_blocks|catalogue/i.test(name))).toEqual([]);
    const code = files.map((file) => (file.type === 'chunk' ? file.code : String(file.source))).join('\n');
    expect(code).not.toContain('virtual:block-catalogue');
    expect(code).not.toContain('/_blocks');
    expect(code).not.toContain('Fields of ');
    // Nor the development server's live update of an open page.
    expect(code).not.toContain(contentUpdateEvent);

    const { content } = loadContent();
    expect(content!.pages.map((page) => page.route)).not.toContain('/_blocks');
    expect(sitemapXml(content!.pages, content!.site, '2026-01-01')).not.toContain('_blocks');
  }, 120_000);
});
