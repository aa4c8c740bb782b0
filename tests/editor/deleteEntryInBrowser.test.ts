/**
 * The office deletes an article in the editor, in Chromium against the production server on a copy of the second
 * fixture site whose articles are listed at /articles: "Delete this article…" asks first, in a dialog that takes the
 * focus, says which pages list the article and that its own page goes after publishing; Escape leaves it as it was,
 * the focus back on the button; confirming deletes the file, and the list of pages counts one fewer.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../helpers/axe';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { editorInChromium, type EditorInChromium, signInToEditor } from '../publish/editorInChromium';
import { copyOfFixture, projectRoot, removeDir, tempDir } from './helpers';
import { addAccount, ensureBuilt } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const file = 'collections/articles/what-a-will-does.yaml';
const title = 'What a Will Does, and What It Does Not';
const contentRoot = copyOfFixture('second-site');
const distDir = tempDir('delete-entry-dist');
const dataDir = tempDir('delete-entry-data');
let server: ServerProcess;
let chromium: EditorInChromium;
let page: Page;

const list = () => page.getByRole('navigation', { name: 'Pages of the site' });
const dialog = () => page.getByRole('dialog', { name: 'Delete this article?' });
const deleteButton = () => page.getByRole('button', { name: 'Delete this article…' });
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());

beforeAll(async () => {
  const declaration = path.join(contentRoot, 'collections/articles.yaml');
  writeFileSync(
    declaration,
    readFileSync(declaration, 'utf8').replace('kind: Article\n', 'kind: Article\nlisting: /articles\n'),
  );
  writeFileSync(
    path.join(contentRoot, 'pages/articles.yaml'),
    [
      'route: /articles',
      'title: Articles | {{shortName}}',
      'description: Every article of the firm, newest first.',
      'blocks:',
      '  - type: entryList',
      '    heading: All Articles',
      '    from:',
      '      collection: articles',
      '',
    ].join('\n'),
  );
  ensureBuilt();
  cpSync(path.join(projectRoot, 'dist'), distDir, { recursive: true });
  addAccount(dataDir, account.name, account.password);
  server = await startServerProcess({ env: { DIST_DIR: distDir, DATA_DIR: dataDir, CONTENT_DIR: contentRoot } });
  chromium = await editorInChromium();
  page = chromium.page;
  await signInToEditor(page, server.baseUrl, account);
  await list().waitFor();
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
  [contentRoot, distDir, dataDir].forEach(removeDir);
});

describe('deleting an article in the editor', () => {
  it('asks first, saying which pages list it; Escape keeps it and gives the focus back to the button', async () => {
    await list().getByRole('heading', { name: 'Articles (3)' }).waitFor();
    await list().getByRole('button', { name: title }).click();
    // The first check of the session starts the check's process: the form waits for the schemas, not for it.
    await deleteButton().waitFor({ timeout: 60_000 });
    await deleteButton().click();
    await dialog().waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await dialog().getByText('It is shown on:').waitFor({ timeout: 30_000 });
    expect(await dialog().getByRole('listitem').allTextContents()).toEqual([
      'Articles (/articles), in “All Articles”',
      'the category page /articles/category/wills-estates',
      'the feed /articles/feed.xml, which news readers follow',
    ]);
    expect(await dialog().textContent()).toContain(
      'Its own page, /articles/what-a-will-does, will be gone after publishing.',
    );
    expect(await axeFindings(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(focusedText).toBe('Delete this article…');
    expect(existsSync(path.join(contentRoot, file))).toBe(true);
  }, 120_000);

  it('deletes it once confirmed: the list of pages counts one fewer and takes the focus', async () => {
    await deleteButton().click();
    await dialog().getByText('It is shown on:').waitFor({ timeout: 30_000 });
    await dialog().getByRole('button', { name: 'Delete article' }).click();
    await dialog().waitFor({ state: 'detached', timeout: 30_000 });
    await list().getByRole('heading', { name: 'Articles (2)' }).waitFor();
    expect(await list().getByRole('button', { name: title }).count()).toBe(0);
    expect(existsSync(path.join(contentRoot, file))).toBe(false);
    await expect
      .poll(() => page.locator('.status').textContent())
      .toBe(`Article “${title}” deleted. Visitors see it until you publish.`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Pages of the site');
    expect(chromium.problems).toEqual([]);
  }, 120_000);
});
